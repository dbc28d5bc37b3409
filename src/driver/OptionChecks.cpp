#include "OptionChecks.h"
#include "CudaVersion.h"
#include "OptionDefaults.h"
#include "RuleSelection.h"
#include "preamble/PreambleCacheTrim.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hipify {

int usageError(const Twine &Message) {
  errs() << "hipify-cpp: error: " << Message << "\n";
  return 2;
}

namespace {

std::optional<int> checkRuleSelection(ParsedCommandLine &Parsed) {
  if (Error E = selectRules(Parsed.RulesEnable, Parsed.RulesDisable,
                            Parsed.Options.Conversion))
    return usageError(toString(std::move(E)));
  return std::nullopt;
}

std::optional<int> checkGeneratorOptions(ParsedCommandLine &Parsed) {
  if (auto Format = parseDocFormat(Parsed.DocFormat))
    Parsed.Generate.Format = *Format;
  else
    return usageError("invalid --doc-format '" + Parsed.DocFormat +
                      "' (expected full, strict or compact)");
  if (auto Roc = parseDocRoc(Parsed.DocRoc))
    Parsed.Generate.Roc = *Roc;
  else
    return usageError("invalid --doc-roc '" + Parsed.DocRoc +
                      "' (expected separate or joint)");
  return std::nullopt;
}

/// The options that exclude each other, or need another.
std::optional<int> checkCombinations(const ParsedCommandLine &Parsed) {
  const DriverOptions &Opts = Parsed.Options;
  bool WritesHere = !Opts.OutputFile.empty() || !Opts.OutputDir.empty();
  if (!Opts.ApplyEditsDir.empty() &&
      (!Opts.Sources.empty() || !Opts.ExportEditsDir.empty()))
    return usageError("--apply-edits converts no source: it excludes "
                      "sources and --export-edits");
  if (Opts.Sources.empty() && Opts.CompilationDatabaseDir.empty() &&
      Opts.ApplyEditsDir.empty())
    return usageError("no input files (name sources, or -p <build dir>)");
  if (!Opts.OutputFile.empty() && Opts.Sources.size() != 1)
    return usageError("-o needs exactly one source");
  if (Opts.Inplace && WritesHere)
    return usageError("--inplace excludes -o and --o-dir");
  if (Opts.Diff && (Opts.Inplace || WritesHere))
    return usageError("--diff writes no files: it excludes --inplace, -o "
                      "and --o-dir");
  if (Parsed.MigrateBuild && !Parsed.NoMigrateBuild && !Opts.Inplace &&
      Opts.OutputDir.empty() && !Opts.Diff && !Opts.NoOutput)
    return usageError("--migrate-build writes build files in place or into "
                      "an output tree: use it with --inplace, --o-dir, "
                      "--diff or --no-output");
  if (Parsed.FailOnUnconverted && !Parsed.FailOnUnconverted->empty() &&
      *Parsed.FailOnUnconverted != "all")
    return usageError("invalid --fail-on-unconverted value '" +
                      *Parsed.FailOnUnconverted +
                      "' (expected nothing or 'all')");
  if (Opts.FailOnUnpredicted && !Opts.Verify)
    return usageError("--fail-on-unpredicted judges the errors of --verify: "
                      "use it with --verify");
  if (Opts.Verify && (Opts.Diff || !Opts.ExportEditsDir.empty() ||
                      !Opts.ApplyEditsDir.empty()))
    return usageError("--verify compiles the files a run converts: not with "
                      "--diff, --export-edits or --apply-edits");
  return std::nullopt;
}

/// --in-root, made absolute: an existing directory.
std::optional<int> checkInRoot(const std::string &Given, DriverOptions &Opts) {
  if (Given.empty())
    return std::nullopt;
  SmallString<256> Root(Given);
  sys::fs::make_absolute(Root);
  sys::path::remove_dots(Root, true);
  Opts.InRoot = std::string(Root);
  if (!sys::fs::is_directory(Root))
    return usageError(
        Twine("--in-root '") + Given + "': " +
        (sys::fs::exists(Root) ? "not a directory" : "no such directory"));
  return std::nullopt;
}

/// The preamble directory (absolute: clang loads the PCH from each TU's own
/// directory) and the size it is trimmed to.
std::optional<int> checkPreambleCache(const ParsedCommandLine &Parsed,
                                      DriverOptions &Opts) {
  if (Parsed.PreambleCache) {
    SmallString<256> Cache(Parsed.PreambleCacheDir.empty()
                               ? defaultPreambleCacheDir()
                               : Parsed.PreambleCacheDir);
    if (!Cache.empty())
      sys::fs::make_absolute(Cache);
    else
      errs() << "hipify-cpp: note: no precompiled preamble cache: neither "
                "HIPIFY_CPP_CACHE_DIR, XDG_CACHE_HOME nor HOME names an "
                "absolute directory (--preamble-cache-dir=<dir> sets one)\n";
    Opts.PreambleCacheDir = std::string(Cache);
  }
  if (auto Bytes = parseByteSize(Parsed.PreambleCacheMaxSize))
    Opts.PreambleCacheMaxBytes = *Bytes;
  else
    return usageError(Twine("invalid --preamble-cache-max-size '") +
                      Parsed.PreambleCacheMaxSize +
                      "': expected bytes, with an optional K, M or G suffix");
  return std::nullopt;
}

std::optional<int> checkConversionOptions(ParsedCommandLine &Parsed) {
  DriverOptions &Opts = Parsed.Options;
  if (auto ExitCode = checkCombinations(Parsed))
    return ExitCode;
  if (Parsed.MigrateBuild || Parsed.NoMigrateBuild)
    Opts.MigrateBuild = Parsed.MigrateBuild && !Parsed.NoMigrateBuild;
  if (Parsed.FailOnUnconverted)
    Opts.FailOnUnconverted = *Parsed.FailOnUnconverted == "all"
                                 ? DriverOptions::FailOn::AnyUnconverted
                                 : DriverOptions::FailOn::ActiveUnconverted;
  if (auto ExitCode = checkInRoot(Parsed.InRoot, Opts))
    return ExitCode;
  if (!Parsed.HipPath.empty() && !sys::fs::is_directory(Parsed.HipPath))
    return usageError("--hip-path: '" + Parsed.HipPath +
                      "' is not a directory");
  if (auto ExitCode = checkPreambleCache(Parsed, Opts))
    return ExitCode;

  Opts.Clang.CudaPath = cudaInstallation(Parsed.CudaPath);
  SmallString<256> Header(Opts.Clang.CudaPath);
  sys::path::append(Header, "include", "cuda_runtime.h");
  if (!sys::fs::exists(Header)) {
    errs() << "hipify-cpp: error: CUDA not found: looked for '" << Header
           << "' (set --cuda-path or CUDA_PATH)\n";
    return 1;
  }
  Opts.InstalledCuda = installedCudaVersion(Opts.Clang.CudaPath);
  warnAboutCudaVersion(Opts.Clang.CudaPath, Opts.InstalledCuda, errs());
  if (Parsed.HipVersion) {
    std::optional<HipVersion> Target = HipVersion::parse(*Parsed.HipVersion);
    if (!Target)
      return usageError("invalid --hip-version '" + *Parsed.HipVersion +
                        "' (expected X.Y, such as " + DefaultHipTarget.str() +
                        ")");
    Opts.Conversion.HipTarget = *Target;
  }
  if (Parsed.Numerics) {
    if (*Parsed.Numerics != "default" && *Parsed.Numerics != "all")
      return usageError("invalid --numerics '" + *Parsed.Numerics +
                        "' (expected default or all)");
    Opts.Conversion.NumericsAll = *Parsed.Numerics == "all";
  }
  if (Opts.Conversion.FixWarpSize && !Opts.Conversion.WarpSizeChecks)
    return usageError("--fix-warp-size fixes what the warp-size checks find: "
                      "it excludes --no-warp-size-checks");
  return std::nullopt;
}

/// --list-rules, --query, --versions: commands that take nothing else.
bool namesLookup(const ParsedCommandLine &Parsed) {
  return Parsed.ListRules || !Parsed.Query.empty() || Parsed.Versions;
}

} // namespace

bool convertsInputs(const ParsedCommandLine &Parsed) {
  if (namesLookup(Parsed))
    return false;
  return !Parsed.Generate.any() || !Parsed.Options.Sources.empty() ||
         !Parsed.Options.CompilationDatabaseDir.empty();
}

std::optional<int> checkOptions(ParsedCommandLine &Parsed) {
  if (auto ExitCode = checkRuleSelection(Parsed))
    return ExitCode;
  if (namesLookup(Parsed))
    return std::nullopt;
  if (auto ExitCode = checkGeneratorOptions(Parsed))
    return ExitCode;
  if (!convertsInputs(Parsed))
    return std::nullopt;
  return checkConversionOptions(Parsed);
}

} // namespace hipify
