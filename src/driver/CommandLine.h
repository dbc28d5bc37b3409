//===- CommandLine.h - hipify-cpp's command line, as read -----------------===//
#ifndef HIPIFY_DRIVER_COMMANDLINE_H
#define HIPIFY_DRIVER_COMMANDLINE_H

#include "DriverOptions.h"
#include "generators/Generators.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// The command line as the user wrote it. Options holds what needs no
/// check; the other values become options once OptionChecks has checked
/// them.
struct ParsedCommandLine {
  DriverOptions Options;

  // The commands other than a conversion.
  bool ListRules = false;    ///< --list-rules
  std::string Query;         ///< --query
  bool Versions = false;     ///< --versions
  GeneratorOptions Generate; ///< --perl, --python, --md, --csv
  std::string DocFormat, DocRoc;

  // Values checked before they become Options.
  std::vector<std::string> RulesEnable, RulesDisable;
  bool MigrateBuild = false, NoMigrateBuild = false;
  std::optional<std::string> FailOnUnconverted; ///< given: its value
  std::optional<std::string> Numerics;          ///< --numerics: its value
  std::optional<std::string> HipVersion;        ///< given: its value
  std::string InRoot;
  bool PreambleCache = true; ///< not --no-preamble-cache
  std::string PreambleCacheDir, PreambleCacheMaxSize;
  std::string CudaPath; ///< empty: $CUDA_PATH or /usr/local/cuda
  std::string HipPath;  ///< --hip-path: checked to be a directory
};

/// Reads the command line (clang's flags after `--`) into \p Parsed.
/// Returns the exit code when the run ends here: --help, --version or an
/// option llvm::cl or the flags after `--` refuse (2); nullopt otherwise.
std::optional<int> parseCommandLine(int argc, const char **argv,
                                    ParsedCommandLine &Parsed);

} // namespace hipify

#endif
