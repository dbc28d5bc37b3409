//===- ExportedEdits.h - TU results saved by one run, merged by another ---===//
#ifndef HIPIFY_DRIVER_EXPORTEDEDITS_H
#define HIPIFY_DRIVER_EXPORTEDEDITS_H

#include "DriverOptions.h"
#include "output/TranslationUnitExchange.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// --export-edits: each TU's result saved for a later --apply-edits (and
/// its edits for clang-apply-replacements); no file converted. \p Names: the
/// TUs' as the user named them. Returns the exit code.
int exportResults(const DriverOptions &Opts,
                  const std::vector<TranslationUnitResult> &Results,
                  llvm::ArrayRef<std::string> Names,
                  const std::string &ProjectRoot, llvm::raw_ostream &Err);

/// --apply-edits: the TU results exported to Opts.ApplyEditsDir, sources in
/// path order; none, with the error printed, when there are none or one
/// cannot be read.
std::optional<std::vector<ExchangedTranslationUnit>>
loadExportedResults(const DriverOptions &Opts, llvm::raw_ostream &Err);

} // namespace hipify

#endif
