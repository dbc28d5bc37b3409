//===- TranslationUnitExchange.h - One TU's result, saved and loaded ------===//
//
// For runs spread over processes or machines (--export-edits, then
// --apply-edits): each TU's result is written as clang's replacements YAML
// (what clang-apply-replacements reads) and as a record hipify-cpp loads
// back with everything else the merge needs: references, findings, messages.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_OUTPUT_TRANSLATIONUNITEXCHANGE_H
#define HIPIFY_OUTPUT_TRANSLATIONUNITEXCHANGE_H

#include "hipify/TranslationUnit.h"
#include "llvm/Support/Error.h"
#include <string>
#include <utility>
#include <vector>

namespace hipify {

/// A TU's result as a run loads it back.
struct ExchangedTranslationUnit {
  std::string Name; ///< the source as the user named it
  std::string ProjectRoot;
  TranslationUnitResult Result;
  /// The options the TU was converted with that shape its edits, by name
  /// (`--hip-version` -> `6.4`), so that records of different runs are not
  /// merged unawares.
  std::vector<std::pair<std::string, std::string>> Options;
};

/// Every edit of \p R, to every file, as clang's TranslationUnitReplacements
/// YAML.
std::string renderReplacementsYaml(const TranslationUnitResult &R);

/// The whole of \p TU as JSON. The files' text is not stored: a hash is, and
/// loading checks the files still hold what was converted.
std::string renderTranslationUnitRecord(const ExchangedTranslationUnit &TU);

/// Reads a record back, the files' text re-read from disk. The record is
/// untrusted input: paths must be absolute and normalized, each file listed
/// once, offsets within the file it names.
llvm::Expected<ExchangedTranslationUnit>
loadTranslationUnitRecord(llvm::StringRef Path);

/// The file names, in an export directory, of the records of the TU whose
/// main file is \p MainFile: unique per main file, stable across runs.
std::string exchangeFileStem(llvm::StringRef MainFile);

} // namespace hipify

#endif
