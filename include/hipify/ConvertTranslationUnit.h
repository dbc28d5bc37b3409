//===- ConvertTranslationUnit.h - Convert one translation unit ------------===//
//
// The translation's entry point: what the driver calls once per TU, and what
// a library user calls to convert one. The types it takes and returns are
// public; the table is the mapping room's (src/mapping/TableChoices.h:
// ChosenTable, or MappingTable::builtin()).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CONVERTTRANSLATIONUNIT_H
#define HIPIFY_CONVERTTRANSLATIONUNIT_H

#include "hipify/ConversionOptions.h"
#include "hipify/RunContext.h"
#include "hipify/TranslationUnit.h"

namespace hipify {

class MappingTable;

/// Parses \p Job with clang and collects the edits that turn the user's
/// files of that TU into HIP. Thread-safe: jobs may run concurrently.
/// \p Preamble, when set, is a precompiled preamble for the job.
TranslationUnitResult convertTranslationUnit(const CompileJob &Job,
                                             const ConversionOptions &Options,
                                             const RunContext &Run,
                                             const MappingTable &Table,
                                             const PreambleFile &Preamble = {});

} // namespace hipify

#endif
