//===- DriverOptions.h - The command line of hipify-cpp, as a value -------===//
#ifndef HIPIFY_DRIVER_DRIVEROPTIONS_H
#define HIPIFY_DRIVER_DRIVEROPTIONS_H

#include "conversion/ClangCommandLine.h"
#include "hipify/ConversionOptions.h"
#include "mapping/CudaVersion.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// How --verify compiles converted sources (--hipcc, --offload-arch,
/// --verify-timeout).
struct HipCompiler {
  std::string Path = "hipcc";
  std::string OffloadArch = "gfx90a";
  unsigned TimeoutSeconds = 300; ///< per compile; 0: none
};

/// --local-headers / --local-headers-recursive: which quoted headers of a
/// source are written beside themselves (<header>.hip) when the outputs
/// do not already hold the run's headers.
enum class LocalHeaders { None, Direct, Recursive };

struct DriverOptions {
  std::vector<std::string> Sources;
  std::string CompilationDatabaseDir; ///< -p
  std::string OutputFile;             ///< -o
  std::string OutputDir;              ///< --o-dir
  std::string StatsFile;              ///< --o-stats
  bool Inplace = false;
  bool NoBackup = false;
  bool NoOutput = false;
  bool PrintStats = false;
  bool PrintStatsCsv = false;
  bool Verbose = false;
  /// --show-progress: a line per finished TU and the run's summary, also
  /// when stderr is not a terminal.
  bool ShowProgress = false;
  LocalHeaders LocalHeaderFiles = LocalHeaders::None;
  unsigned Jobs = 0;       ///< 0: number of cores
  std::string InRoot;      ///< --in-root; empty: derived from the inputs
  bool BestEffort = false; ///< write TUs with clang errors anyway
  bool Diff = false;       ///< print a unified diff instead of writing
  /// --fail-on-unconverted: exit 1 when a reference is left unconverted;
  /// with =all, also one found in an inactive #if branch.
  enum class FailOn { Never, ActiveUnconverted, AnyUnconverted };
  FailOn FailOnUnconverted = FailOn::Never;
  std::string ExportEditsDir; ///< --export-edits: save TU results there
  std::string ApplyEditsDir;  ///< --apply-edits: merge the results saved there
  std::string ReportJson;     ///< --report-json
  std::string ReportSarif;    ///< --report-sarif
  std::string ReportHtml;     ///< --report-html: a directory
  std::vector<std::string> UserRuleFiles; ///< --rules
  /// --save-temps: where each file's text as read and as converted are
  /// kept (--temp-dir); empty: not kept.
  std::string SaveTempsDir;
  /// Directory of precompiled CUDA preambles; empty: no preamble.
  std::string PreambleCacheDir;
  /// The size the run trims that directory to; 0: no limit.
  uint64_t PreambleCacheMaxBytes = 0;
  /// --migrate-build / --no-migrate-build; unset: on with -p when the
  /// project root holds CMake or Make files.
  std::optional<bool> MigrateBuild;
  /// --verify: compile every converted source with hipcc afterwards.
  bool Verify = false;
  /// --fail-on-unpredicted: --verify fails the run only for an error no
  /// warning of the conversion predicted.
  bool FailOnUnpredicted = false;
  HipCompiler Hipcc;
  ClangSettings Clang;
  /// The version the CUDA at Clang.CudaPath says it is (read once, by the
  /// checks); none when it says none.
  std::optional<CudaVersion> InstalledCuda;
  ConversionOptions Conversion;
};

} // namespace hipify

#endif
