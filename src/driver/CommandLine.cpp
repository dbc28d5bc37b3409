//===- CommandLine.cpp - hipify-cpp's options, read into DriverOptions ----===//
#include "CommandLine.h"
#include "ArgumentsAfterDashDash.h"
#include "QueryCommand.h"
#include "RuleSelection.h"
#include "SavedTemps.h"
#include "UserRulesFiles.h"
#include "frontend/PreambleCacheTrim.h"
#include "generators/Generators.h"

#include "hipify/MappingTable.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hipify {
namespace {

cl::OptionCategory Category("hipify-cpp options");

cl::list<std::string> Sources(cl::Positional, cl::desc("<source>..."),
                              cl::cat(Category));
cl::opt<std::string>
    BuildPath("p", cl::desc("Build directory with compile_commands.json"),
              cl::value_desc("dir"), cl::cat(Category));
cl::opt<std::string> OutputFile("o", cl::desc("Output file (one source only)"),
                                cl::value_desc("file"), cl::cat(Category));
cl::opt<std::string>
    OutputDir("o-dir",
              cl::desc("Output directory; relative paths are mirrored"),
              cl::value_desc("dir"), cl::cat(Category));
cl::opt<bool>
    Inplace("inplace",
            cl::desc("Overwrite the sources (backups: <file>.prehip)"),
            cl::cat(Category));
cl::opt<bool> NoBackup("no-backup", cl::desc("With --inplace, keep no backup"),
                       cl::cat(Category));
cl::opt<bool> NoOutput("no-output", cl::desc("Write no converted files"),
                       cl::cat(Category));
cl::opt<bool> Examine("examine", cl::desc("Same as --no-output --print-stats"),
                      cl::cat(Category));
cl::opt<bool> PrintStats("print-stats", cl::desc("Print statistics to stderr"),
                         cl::cat(Category));
cl::opt<bool> PrintStatsCsv(
    "print-stats-csv",
    cl::desc("Write statistics as CSV (<source>.csv or sum_stat.csv)"),
    cl::cat(Category));
cl::opt<std::string> StatsFile("o-stats", cl::desc("CSV statistics file"),
                               cl::value_desc("file"), cl::cat(Category));
cl::opt<std::string> CudaPath(
    "cuda-path",
    cl::desc("CUDA installation (default: $CUDA_PATH or /usr/local/cuda)"),
    cl::value_desc("dir"), cl::cat(Category));
cl::opt<std::string> GpuArch("cuda-gpu-arch",
                             cl::desc("CUDA GPU architecture (default sm_80)"),
                             cl::cat(Category));
cl::opt<std::string> ResourceDir("clang-resource-directory",
                                 cl::desc("Clang resource directory"),
                                 cl::cat(Category));
cl::list<std::string> IncludeDirs("I", cl::Prefix,
                                  cl::desc("Include directory"),
                                  cl::value_desc("dir"), cl::cat(Category));
cl::list<std::string> Defines("D", cl::Prefix, cl::desc("Define a macro"),
                              cl::value_desc("macro"), cl::cat(Category));
cl::list<std::string>
    ExtraArgs("extra-arg",
              cl::desc("Append an argument to the clang command line"),
              cl::cat(Category));
cl::list<std::string>
    ExtraArgsBefore("extra-arg-before",
                    cl::desc("Prepend an argument to the clang command line"),
                    cl::cat(Category));
cl::opt<bool>
    HipKernelSyntax("hip-kernel-execution-syntax",
                    cl::desc("Rewrite <<<>>> launches as hipLaunchKernelGGL"),
                    cl::cat(Category));
cl::opt<bool> CudaKernelSyntax("cuda-kernel-execution-syntax",
                               cl::desc("Keep <<<>>> launches (default)"),
                               cl::cat(Category));
cl::opt<bool>
    SkipExcludedBlocks("skip-excluded-preprocessor-conditional-blocks",
                       cl::desc("Do not convert inside inactive #if branches"),
                       cl::cat(Category));
cl::alias DefaultPreprocessor(
    "default-preprocessor", cl::aliasopt(SkipExcludedBlocks),
    cl::desc("Alias for --skip-excluded-preprocessor-conditional-blocks"));
cl::opt<bool> Experimental("experimental",
                           cl::desc("Convert APIs HIP marks experimental"),
                           cl::cat(Category));
cl::opt<std::string> HipVersionOption(
    "hip-version",
    cl::desc("HIP version the output targets: newer names are left as "
             "written and reported (default: the newest --versions names)"),
    cl::value_desc("X.Y"), cl::cat(Category));
cl::opt<bool> ClangWarnings("clang-warnings",
                            cl::desc("Print clang's warnings (as -v does); "
                                     "its errors are always printed"),
                            cl::cat(Category));
cl::opt<bool> Amap("amap",
                   cl::desc("Convert names HIP lacks all the same (cuda -> "
                            "hip), still reporting them"),
                   cl::cat(Category));
cl::opt<bool> Roc("roc",
                  cl::desc("Target rocBLAS, rocSPARSE, rocRAND and rocSOLVER "
                           "instead of the hip* libraries"),
                  cl::cat(Category));
cl::opt<bool> UseHipDataTypes(
    "use-hip-data-types",
    cl::desc("With --roc, keep hipDataType instead of rocblas_datatype"),
    cl::cat(Category));
cl::opt<bool> FlatLibraryIncludes(
    "flat-library-includes",
    cl::desc("Include hipBLAS, hipSPARSE, hipRAND, hipFFT and hipSOLVER "
             "headers by file name (<hipblas.h>), as hipify-clang does and "
             "ROCm before 5.2 needs"),
    cl::cat(Category));
cl::opt<bool> Hipdnn(
    "hipdnn",
    cl::desc("Translate cuDNN to hipDNN (hipify-clang's default; hipDNN ships "
             "in no ROCm) instead of MIOpen"),
    cl::cat(Category));
cl::opt<bool> Miopen("miopen",
                     cl::desc("Translate cuDNN to MIOpen (the default)"),
                     cl::cat(Category));
cl::opt<bool> NoUndocumented(
    "no-undocumented-features",
    cl::desc("Rely on no undocumented HIP feature (never done)"),
    cl::cat(Category));
cl::opt<bool> NoUndocumentedWarnings(
    "no-warnings-on-undocumented-features",
    cl::desc("No warnings on undocumented features (none are used)"),
    cl::cat(Category));
cl::opt<bool> NoStringLiterals(
    "no-string-literals",
    cl::desc("Leave CUDA names inside string literals as written"),
    cl::cat(Category));
cl::opt<bool>
    NoWarpSizeChecks("no-warp-size-checks",
                     cl::desc("Do not report code that assumes 32-lane warps"),
                     cl::cat(Category));
cl::opt<bool> FixWarpSize(
    "fix-warp-size",
    cl::desc("Rewrite the warp-size hazards whose fix is mechanical "
             "(0xffffffff masks, unsigned ballots, __popc of a ballot)"),
    cl::cat(Category));
cl::opt<bool> ResolveCollisions(
    "resolve-collisions",
    cl::desc("Keep the user's definitions of device functions HIP's headers "
             "also define (atomicMax(double *, double)) from HIP on AMD, by "
             "#if !defined(__HIP_PLATFORM_AMD__)"),
    cl::cat(Category));
cl::opt<bool>
    Versions("versions",
             cl::desc("Print the CUDA and HIP versions the tables cover"),
             cl::cat(Category));
cl::opt<bool> TimeReport(
    "time-report",
    cl::desc("Print where the run's time went: preambles, parsing, rules, "
             "the audit, writing"),
    cl::cat(Category));
cl::list<std::string> RulesEnable(
    "rules-enable", cl::CommaSeparated,
    cl::desc("Run these rules although their option leaves them off "
             "(comma-separated names; --list-rules)"),
    cl::value_desc("rule,..."), cl::cat(Category));
cl::list<std::string>
    RulesDisable("rules-disable", cl::CommaSeparated,
                 cl::desc("Do not run these rules (comma-separated names; "
                          "--list-rules)"),
                 cl::value_desc("rule,..."), cl::cat(Category));
cl::opt<bool> ListRules(
    "list-rules",
    cl::desc("List the rules by name, with what they do and whether they "
             "run with the other options given"),
    cl::cat(Category));
cl::opt<bool> Verbose("v", cl::desc("Print the clang command lines"),
                      cl::cat(Category));
cl::opt<unsigned>
    Jobs("j",
         cl::desc("Translation units converted in parallel (default: cores)"),
         cl::init(0), cl::Prefix, cl::cat(Category));
cl::opt<std::string> InRoot("in-root",
                           cl::desc("Project root: user files under it are converted "
                                    "(default: common parent of the sources)"),
                           cl::value_desc("dir"), cl::cat(Category));
cl::opt<bool> BestEffort("best-effort",
                         cl::desc("Convert files with clang errors as far as possible"),
                         cl::cat(Category));
cl::opt<bool> Diff("diff", cl::desc("Print a unified diff instead of writing files"),
                   cl::cat(Category));
cl::opt<std::string> ReportJson("report-json",
                                cl::desc("Write every converted/unconverted reference as JSON"),
                                cl::value_desc("file"), cl::cat(Category));
cl::opt<std::string> ReportSarif("report-sarif",
                                 cl::desc("Write unconverted references as SARIF 2.1.0"),
                                 cl::value_desc("file"), cl::cat(Category));
cl::opt<std::string> ReportHtml(
    "report-html",
    cl::desc("Write the run's findings as static web pages into <dir>: "
             "totals, --verify errors by cause, each file's CUDA and HIP "
             "text side by side with its findings linked to both"),
    cl::value_desc("dir"), cl::cat(Category));
cl::opt<std::string> FailOnUnconverted(
    "fail-on-unconverted", cl::ValueOptional,
    cl::desc("Exit with 1 when a CUDA reference is left unconverted "
             "(=all: also in inactive #if branches)"),
    cl::value_desc("all"), cl::cat(Category));
cl::opt<bool> Verify(
    "verify",
    cl::desc("Compile every converted source with hipcc (-fsyntax-only) and "
             "say which fail and why, traced back to the CUDA source; with "
             "--o-dir, also write the output tree's compile_commands.json; "
             "with --no-output, compile them in a temporary tree. "
             "`--verify -p DIR` on such a database compiles it alone"),
    cl::cat(Category));
cl::opt<std::string> Hipcc("hipcc", cl::desc("The hipcc --verify runs"),
                           cl::value_desc("path"), cl::init("hipcc"),
                           cl::cat(Category));
cl::opt<std::string> OffloadArch(
    "offload-arch", cl::desc("The GPU --verify compiles for (default gfx90a)"),
    cl::value_desc("gfx..."), cl::init("gfx90a"), cl::cat(Category));
cl::opt<std::string> ExportEdits(
    "export-edits",
    cl::desc("Save each TU's edits in <dir> (clang replacements YAML, and a "
             "record for --apply-edits); convert no file"),
    cl::value_desc("dir"), cl::cat(Category));
cl::opt<std::string> ApplyEdits(
    "apply-edits",
    cl::desc("Merge the edits runs saved in <dir> with --export-edits, and "
             "write the files, statistics and reports"),
    cl::value_desc("dir"), cl::cat(Category));
cl::opt<bool> NoPreambleCache("no-preamble-cache",
                              cl::desc("Parse the CUDA headers for every file"),
                              cl::cat(Category));
cl::opt<std::string> PreambleCacheDir(
    "preamble-cache-dir",
    cl::desc("Directory of precompiled CUDA preambles (default: $HIPIFY_CPP_CACHE_DIR, "
             "$XDG_CACHE_HOME/hipify-cpp or ~/.cache/hipify-cpp)"),
    cl::value_desc("dir"), cl::cat(Category));
cl::opt<std::string> PreambleCacheMaxSize(
    "preamble-cache-max-size",
    cl::desc("Size the preamble directory is kept within, least recently "
             "used preambles removed first (K, M, G suffixes; 0: no limit)"),
    cl::value_desc("size"), cl::init("512M"), cl::cat(Category));
cl::list<std::string> UserRules(
    "rules",
    cl::desc("Rename the project's own names as this file says (name, "
             "replacement, kind per line; also read from .hipify-rules)"),
    cl::value_desc("file"), cl::cat(Category));
cl::opt<bool> MigrateBuild(
    "migrate-build",
    cl::desc("Migrate the project's CMake and Make files to HIP (default "
             "with -p when the project root holds them)"),
    cl::cat(Category));
cl::opt<bool> NoMigrateBuild("no-migrate-build",
                             cl::desc("Leave the build files alone"),
                             cl::cat(Category));
cl::opt<std::string>
    Query("query", cl::desc("Print what the tables say about a CUDA name"),
          cl::value_desc("name"), cl::cat(Category));
cl::opt<bool> Perl("perl",
                   cl::desc("Write the hipify-perl script (regex-based "
                            "conversion) from the mapping tables"),
                   cl::cat(Category));
cl::opt<std::string>
    PerlDir("o-hipify-perl-dir",
            cl::desc("Directory for --perl's script (default: current)"),
            cl::value_desc("dir"), cl::init("."), cl::cat(Category));
cl::opt<bool> Python("python",
                     cl::desc("Write the Python mapping module "
                              "cuda_to_hip_mappings.py"),
                     cl::cat(Category));
cl::opt<std::string>
    PythonDir("o-python-map-dir",
              cl::desc("Directory for --python's module (default: current)"),
              cl::value_desc("dir"), cl::init("."), cl::cat(Category));
cl::opt<bool> Markdown("md",
                       cl::desc("Write Markdown support tables per API "
                                "family into --o-dir"),
                       cl::cat(Category));
cl::opt<bool> Csv("csv",
                  cl::desc("Write CSV support tables per API family into "
                           "--o-dir"),
                  cl::cat(Category));
cl::opt<std::string> DocFormatOption(
    "doc-format",
    cl::desc("Columns and rows of --md and --csv tables: full (default), "
             "strict (only the names HIP has), compact (names only)"),
    cl::value_desc("format"), cl::init("full"), cl::cat(Category));
cl::opt<std::string>
    DocRocOption("doc-roc",
                 cl::desc("Where --md and --csv put the roc* names: separate "
                          "tables (default) or a joint ROC column"),
                 cl::value_desc("separate|joint"), cl::init("separate"),
                 cl::cat(Category));
cl::opt<bool> SaveTemps("save-temps",
                        cl::desc("Keep each file's text as read and as "
                                 "converted in --temp-dir"),
                        cl::cat(Category));
cl::opt<std::string> TempDir("temp-dir",
                             cl::desc("Directory for --save-temps (default: "
                                      "<system temp dir>/hipify-cpp)"),
                             cl::value_desc("dir"), cl::cat(Category));

int usageError(const Twine &Message) {
  errs() << "hipify-cpp: error: " << Message << "\n";
  return 2;
}

std::string findCudaPath(std::string &Error) {
  std::string Path = CudaPath;
  if (Path.empty())
    if (auto Env = sys::Process::GetEnv("CUDA_PATH"))
      Path = *Env;
  if (Path.empty())
    Path = "/usr/local/cuda";
  SmallString<256> Header(Path);
  sys::path::append(Header, "include", "cuda_runtime.h");
  if (!sys::fs::exists(Header))
    Error = "CUDA not found: looked for '" + std::string(Header) +
            "' (set --cuda-path or CUDA_PATH)";
  return Path;
}

/// Where precompiled preambles live unless --preamble-cache-dir says.
std::string defaultPreambleCacheDir() {
  auto absolute = [](const char *Name) -> std::optional<std::string> {
    auto Value = sys::Process::GetEnv(Name);
    if (Value && sys::path::is_absolute(*Value))
      return Value;
    return std::nullopt;
  };
  if (auto Dir = sys::Process::GetEnv("HIPIFY_CPP_CACHE_DIR"))
    if (!Dir->empty())
      return *Dir;
  // An empty or relative HOME would put the cache in the current folder.
  SmallString<256> Path;
  if (auto Xdg = absolute("XDG_CACHE_HOME"))
    Path = *Xdg;
  else if (auto Home = absolute("HOME"))
    sys::path::append(Path, *Home, ".cache");
  else
    return "";
  sys::path::append(Path, "hipify-cpp");
  return std::string(Path);
}

/// The rules the options run (RuleRegistry); --list-rules ends the run
/// there.
std::optional<int> parseRuleSelection(ConversionOptions &Conversion) {
  if (Error E = selectRules(RulesEnable, RulesDisable, Conversion))
    return usageError(toString(std::move(E)));
  Conversion.ConvertStringLiterals = !NoStringLiterals;
  Conversion.WarpSizeChecks = !NoWarpSizeChecks;
  if (ListRules) {
    printRules(Conversion, outs());
    return 0;
  }
  return std::nullopt;
}

} // namespace

std::optional<int> parseCommandLine(int argc, const char **argv,
                                    DriverOptions &Opts) {
  std::vector<std::string> IgnoredClangArgs;
  auto ClangArgs = takeArgumentsAfterDashDash(argc, argv, IgnoredClangArgs);
  if (!ClangArgs)
    return usageError(toString(ClangArgs.takeError()));
  for (const std::string &Ignored : IgnoredClangArgs)
    errs() << "hipify-cpp: warning: " << Ignored << " (after '--'), ignored\n";
  std::vector<const char *> OwnArgs(argv, argv + argc);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "hipify-cpp " HIPIFY_VERSION " (clang " HIPIFY_CLANG_VERSION ")\n";
  });
  if (!cl::ParseCommandLineOptions(OwnArgs.size(), OwnArgs.data(),
                                   "hipify-cpp: translate CUDA into HIP\n",
                                   &errs()))
    return 2;

  if (auto ExitCode = parseRuleSelection(Opts.Conversion))
    return ExitCode;
  if (!Query.empty())
    return UserRules.empty()
               ? printQuery(Query, MappingTable::builtin(), outs())
               : printQueryWithUserRules(Query, UserRules, outs(), errs());
  if (Versions) {
    outs() << "CUDA: 13.0 (mapping tables checked against its headers)\n"
           << "HIP: " << DefaultHipTarget.str()
           << " (the default --hip-version: outputs compiled with it), "
           << NewestCheckedHip.str() << " (targets checked against its name "
           << "lists), " << OldestCheckedHip.str()
           << " (against Debian's headers)\n";
    return 0;
  }
  GeneratorOptions Generate;
  Generate.Perl = Perl;
  Generate.Python = Python;
  Generate.Markdown = Markdown;
  Generate.Csv = Csv;
  Generate.PerlDir = PerlDir;
  Generate.PythonDir = PythonDir;
  Generate.DocsDir = OutputDir.empty() ? "." : OutputDir.getValue();
  if (auto Format = parseDocFormat(DocFormatOption))
    Generate.Format = *Format;
  else
    return usageError("invalid --doc-format '" + DocFormatOption +
                      "' (expected full, strict or compact)");
  if (auto Roc = parseDocRoc(DocRocOption))
    Generate.Roc = *Roc;
  else
    return usageError("invalid --doc-roc '" + DocRocOption +
                      "' (expected separate or joint)");
  // As in hipify-clang, generators need no input; given some, they are
  // converted after.
  if (Generate.any()) {
    int ExitCode = runGenerators(Generate, MappingTable::builtin(), errs());
    if (ExitCode || (Sources.empty() && BuildPath.empty()))
      return ExitCode;
  }
  if (!ApplyEdits.empty() && (!Sources.empty() || !ExportEdits.empty()))
    return usageError("--apply-edits converts no source: it excludes "
                      "sources and --export-edits");
  if (Sources.empty() && BuildPath.empty() && ApplyEdits.empty())
    return usageError("no input files (name sources, or -p <build dir>)");
  if (!OutputFile.empty() && Sources.size() != 1)
    return usageError("-o needs exactly one source");
  if (Inplace && (!OutputFile.empty() || !OutputDir.empty()))
    return usageError("--inplace excludes -o and --o-dir");
  if (Diff && (Inplace || !OutputFile.empty() || !OutputDir.empty()))
    return usageError("--diff writes no files: it excludes --inplace, -o "
                      "and --o-dir");

  if (MigrateBuild && !NoMigrateBuild && !Inplace && OutputDir.empty() &&
      !Diff && !NoOutput && !Examine)
    return usageError("--migrate-build writes build files in place or into "
                      "an output tree: use it with --inplace, --o-dir, "
                      "--diff or --no-output");
  if (MigrateBuild || NoMigrateBuild)
    Opts.MigrateBuild = MigrateBuild && !NoMigrateBuild;

  Opts.Sources = Sources;
  Opts.CompilationDatabaseDir = BuildPath;
  Opts.OutputFile = OutputFile;
  Opts.OutputDir = OutputDir;
  Opts.StatsFile = StatsFile;
  Opts.Inplace = Inplace;
  Opts.NoBackup = NoBackup;
  Opts.NoOutput = NoOutput || Examine;
  Opts.PrintStats = PrintStats || Examine;
  Opts.PrintStatsCsv = PrintStatsCsv;
  Opts.Verbose = Verbose;
  Opts.Conversion.TimeRules = TimeReport;
  Opts.Jobs = Jobs;
  Opts.BestEffort = BestEffort;
  Opts.Diff = Diff;
  if (!FailOnUnconverted.empty() && FailOnUnconverted != "all")
    return usageError("invalid --fail-on-unconverted value '" +
                      FailOnUnconverted + "' (expected nothing or 'all')");
  if (FailOnUnconverted.getNumOccurrences())
    Opts.FailOnUnconverted =
        FailOnUnconverted == "all" ? DriverOptions::FailOn::AnyUnconverted
                                   : DriverOptions::FailOn::ActiveUnconverted;
  Opts.Verify = Verify;
  Opts.Hipcc.Path = Hipcc;
  Opts.Hipcc.OffloadArch = OffloadArch;
  if (Verify && (Opts.Diff || !ExportEdits.empty() || !ApplyEdits.empty()))
    return usageError("--verify compiles the files a run converts: not with "
                      "--diff, --export-edits or --apply-edits");
  Opts.ReportJson = ReportJson;
  Opts.ReportSarif = ReportSarif;
  Opts.ReportHtml = ReportHtml;
  Opts.UserRuleFiles = UserRules;
  if (SaveTemps)
    Opts.SaveTempsDir = TempDir.empty() ? defaultTempDir() : TempDir.getValue();
  Opts.ExportEditsDir = ExportEdits;
  Opts.ApplyEditsDir = ApplyEdits;
  if (!InRoot.empty()) {
    SmallString<256> Root(InRoot);
    sys::fs::make_absolute(Root);
    sys::path::remove_dots(Root, true);
    Opts.InRoot = std::string(Root);
    if (!sys::fs::is_directory(Root))
      return usageError(
          Twine("--in-root '") + InRoot.getValue() + "': " +
          (sys::fs::exists(Root) ? "not a directory" : "no such directory"));
  }
  if (!NoPreambleCache) {
    // Absolute: clang loads the PCH from each TU's own directory.
    SmallString<256> Cache(PreambleCacheDir.empty() ? defaultPreambleCacheDir()
                                                    : PreambleCacheDir);
    if (!Cache.empty())
      sys::fs::make_absolute(Cache);
    else
      errs() << "hipify-cpp: note: no precompiled preamble cache: neither "
                "HIPIFY_CPP_CACHE_DIR, XDG_CACHE_HOME nor HOME names an "
                "absolute directory (--preamble-cache-dir=<dir> sets one)\n";
    Opts.PreambleCacheDir = std::string(Cache);
  }
  if (auto Bytes = parseByteSize(PreambleCacheMaxSize))
    Opts.PreambleCacheMaxBytes = *Bytes;
  else
    return usageError(Twine("invalid --preamble-cache-max-size '") +
                      PreambleCacheMaxSize.getValue() +
                      "': expected bytes, with an optional K, M or G suffix");

  std::string CudaError;
  Opts.Clang.CudaPath = findCudaPath(CudaError);
  if (!CudaError.empty()) {
    errs() << "hipify-cpp: error: " << CudaError << "\n";
    return 1;
  }
  Opts.Clang.ClangPath = HIPIFY_CLANG_PATH;
  Opts.Clang.ResourceDir = ResourceDir.empty()
                               ? std::string(HIPIFY_CLANG_RESOURCE_DIR)
                               : ResourceDir;
  Opts.Clang.GpuArch = GpuArch;
  Opts.Clang.ExtraArgsBefore = ExtraArgsBefore;
  for (const std::string &I : IncludeDirs)
    Opts.Clang.ExtraArgs.push_back("-I" + I);
  for (const std::string &D : Defines)
    Opts.Clang.ExtraArgs.push_back("-D" + D);
  Opts.Clang.ExtraArgs.insert(Opts.Clang.ExtraArgs.end(), ExtraArgs.begin(),
                              ExtraArgs.end());
  Opts.Clang.ExtraArgs.insert(Opts.Clang.ExtraArgs.end(), ClangArgs->begin(),
                              ClangArgs->end());
  // Of the two launch syntaxes, the one written last wins.
  Opts.Conversion.HipKernelExecutionSyntax =
      HipKernelSyntax && (!CudaKernelSyntax || HipKernelSyntax.getPosition() >
                                                   CudaKernelSyntax.getPosition());
  // --amap converts as much as possible, inactive branches included, as
  // hipify-clang does.
  Opts.Conversion.ConvertSkippedBlocks = !SkipExcludedBlocks || Amap;
  Opts.Conversion.ClangWarnings = ClangWarnings || Verbose;
  if (HipVersionOption.getNumOccurrences()) {
    std::optional<HipVersion> Target = HipVersion::parse(HipVersionOption);
    if (!Target)
      return usageError("invalid --hip-version '" + HipVersionOption +
                        "' (expected X.Y, such as " + DefaultHipTarget.str() +
                        ")");
    Opts.Conversion.HipTarget = *Target;
  }
  if (FixWarpSize && NoWarpSizeChecks)
    return usageError("--fix-warp-size fixes what the warp-size checks find: "
                      "it excludes --no-warp-size-checks");
  Opts.Conversion.FixWarpSize = FixWarpSize;
  Opts.Conversion.ResolveCollisions = ResolveCollisions;
  Opts.Conversion.Table.ConvertUnsupported = Amap;
  Opts.Conversion.Table.Roc = Roc;
  Opts.Conversion.Table.UseHipDataTypes = UseHipDataTypes;
  Opts.Conversion.Table.FlatLibraryIncludes = FlatLibraryIncludes;
  // As hipify-clang's kernel-syntax options: the later one wins.
  Opts.Conversion.Table.Hipdnn =
      Hipdnn && (!Miopen || Hipdnn.getPosition() > Miopen.getPosition());
  Opts.Conversion.Table.Experimental = Experimental;

  return std::nullopt;
}

} // namespace hipify
