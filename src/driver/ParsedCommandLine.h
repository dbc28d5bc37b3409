//===- ParsedCommandLine.h - hipify-cpp's command line, as read -----------===//
#ifndef HIPIFY_DRIVER_PARSEDCOMMANDLINE_H
#define HIPIFY_DRIVER_PARSEDCOMMANDLINE_H

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

} // namespace hipify

#endif
