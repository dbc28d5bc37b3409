//===- Reports.h - Machine-readable reports of a conversion ---------------===//
#ifndef HIPIFY_REPORTS_H
#define HIPIFY_REPORTS_H

#include "hipify/EditSet.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace hipify {

/// What happened to one file, as the reports describe it.
struct FileReport {
  std::string Path;
  /// clang reported errors in the TU this file belongs to.
  bool HadErrors = false;
  /// Written although clang reported errors (--best-effort).
  bool BestEffort = false;
  /// Written (or would have been, under --no-output/--diff).
  bool Converted = false;
  std::string OriginalText;
  EditSet Edits;
};

/// `--report-json`: every converted and unconverted CUDA reference with
/// file, line, column, CUDA name, HIP name or reason; per file and in total;
/// and \p Time, seconds by phase (--time-report), when given.
std::string
renderJsonReport(llvm::ArrayRef<FileReport> Files,
                 std::optional<llvm::json::Object> Time = std::nullopt);

/// `--report-sarif`: SARIF 2.1.0, one result per unconverted reference (and
/// per file with clang errors), for CI code scanning. Paths are made
/// relative to \p RootDirectory when under it.
std::string renderSarifReport(llvm::ArrayRef<FileReport> Files,
                              llvm::StringRef RootDirectory);

/// A unified diff (`--diff`) of \p Edits applied to \p Original, with three
/// lines of context; empty when there are no edits.
std::string renderUnifiedDiff(llvm::StringRef Path, llvm::StringRef Original,
                              const EditSet &Edits);

} // namespace hipify

#endif
