//===- ConvertTranslationUnit.h - Convert one translation unit ------------===//
//
// The translation's entry point: what the driver calls once per TU, and what
// a library user calls to convert one. The types it takes and returns are
// public. The driver passes the table it built once for the run (the mapping
// room's ChosenTable, with the user's rules); a library user may let the
// call build it from the options.
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

/// As above, with the built-in tables as \p Options chooses them (--roc,
/// --amap, ...), built for the call: what a library user needs no other
/// header for.
TranslationUnitResult convertTranslationUnit(const CompileJob &Job,
                                             const ConversionOptions &Options,
                                             const RunContext &Run);

} // namespace hipify

#endif
