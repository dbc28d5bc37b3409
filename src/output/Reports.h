//===- Reports.h - Machine-readable reports of a conversion ---------------===//
#ifndef HIPIFY_OUTPUT_REPORTS_H
#define HIPIFY_OUTPUT_REPORTS_H

#include "hipify/EditSet.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>
#include <vector>

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

/// The conversion's warning on a line of a hipcc error: the error was
/// predicted, a known gap the user was told about.
struct VerifyPrediction {
  std::string Rule; ///< the rule that warned; empty when it has no name
  std::string File; ///< the CUDA file
  unsigned Line = 0, Column = 0;
  std::string Message;
};

/// A hipcc error `--verify` met, with the CUDA line it comes from.
struct VerifyError {
  /// The user's location: the first place of the error's note chain in a
  /// file of the project; hipcc's location when none is. Empty: hipcc
  /// failed without an error line.
  std::string File;
  unsigned Line = 0, Column = 0;
  std::string Message;
  /// Where hipcc reported it, when that is not File (a header of HIP's or a
  /// library's), and the note that led from there to File.
  std::string ReportedFile;
  unsigned ReportedLine = 0, ReportedColumn = 0;
  std::string ReportedVia;
  /// No place of its note chain is in a file of the project.
  bool OutsideProject = false;
  /// The warning that predicted it; none: a surprise.
  std::optional<VerifyPrediction> PredictedBy;
  std::string CudaFile; ///< empty: not in a file the run converted
  unsigned CudaLine = 0, CudaColumn = 0;
  /// What the conversion did or left at the CUDA line.
  std::string CudaNote;
  /// The translation units that met it, as the user named their sources.
  std::vector<std::string> Units;
};

/// "predicted by [rule] at file:line" (the file relative to \p Root when
/// under it), or "not predicted by a warning".
std::string predictionText(const VerifyError &E, llvm::StringRef Root = "");

/// How many of \p Errors no warning predicted.
size_t unpredictedCount(llvm::ArrayRef<VerifyError> Errors);

/// What `--verify` found.
struct VerifyResults {
  std::string Compiler; ///< the hipcc command's start, as printed
  std::vector<std::string> Compiling, Failing;
  std::vector<VerifyError> Errors;
};

/// `--report-json`: every converted and unconverted CUDA reference with
/// file, line, column, CUDA name, HIP name or reason; per file and in total;
/// \p Time, seconds by phase (--time-report), and \p Verify, when given.
std::string
renderJsonReport(llvm::ArrayRef<FileReport> Files,
                 std::optional<llvm::json::Object> Time = std::nullopt,
                 const VerifyResults *Verify = nullptr);

/// `--report-sarif`: SARIF 2.1.0, one result per unconverted reference (and
/// per file with clang errors, per hipcc error of --verify), for CI code
/// scanning. Paths are made
/// relative to \p RootDirectory when under it.
std::string renderSarifReport(llvm::ArrayRef<FileReport> Files,
                              llvm::StringRef RootDirectory,
                              const VerifyResults *Verify = nullptr);

/// A unified diff (`--diff`) of \p Edits applied to \p Original, with three
/// lines of context; empty when there are no edits.
std::string renderUnifiedDiff(llvm::StringRef Path, llvm::StringRef Original,
                              const EditSet &Edits);

} // namespace hipify

#endif
