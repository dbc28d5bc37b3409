//===- CommandLine.cpp - hipify-cpp's command line, as read ---------------===//
#include "CommandLine.h"
#include "ArgumentsAfterDashDash.h"
#include "ConversionCommandLine.h"
#include "OptionChecks.h"
#include "SavedTemps.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hipify {
namespace {

cl::list<std::string> Sources(cl::Positional, cl::desc("<source>..."),
                              cl::cat(optionCategory()));
cl::opt<std::string>
    BuildPath("p", cl::desc("Build directory with compile_commands.json"),
              cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<std::string> OutputFile("o", cl::desc("Output file (one source only)"),
                                cl::value_desc("file"),
                                cl::cat(optionCategory()));
cl::opt<std::string>
    OutputDir("o-dir",
              cl::desc("Output directory; relative paths are mirrored"),
              cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<bool>
    Inplace("inplace",
            cl::desc("Overwrite the sources (backups: <file>.prehip)"),
            cl::cat(optionCategory()));
cl::opt<bool> NoBackup("no-backup", cl::desc("With --inplace, keep no backup"),
                       cl::cat(optionCategory()));
cl::opt<bool> NoOutput("no-output", cl::desc("Write no converted files"),
                       cl::cat(optionCategory()));
cl::opt<bool> Examine("examine", cl::desc("Same as --no-output --print-stats"),
                      cl::cat(optionCategory()));
cl::opt<bool> PrintStats("print-stats", cl::desc("Print statistics to stderr"),
                         cl::cat(optionCategory()));
cl::opt<bool> PrintStatsCsv(
    "print-stats-csv",
    cl::desc("Write statistics as CSV (<source>.csv or sum_stat.csv)"),
    cl::cat(optionCategory()));
cl::opt<std::string> StatsFile("o-stats", cl::desc("CSV statistics file"),
                               cl::value_desc("file"),
                               cl::cat(optionCategory()));
cl::opt<bool>
    Versions("versions",
             cl::desc("Print the CUDA and HIP versions the tables cover"),
             cl::cat(optionCategory()));
cl::opt<bool> Verbose("v", cl::desc("Print the clang command lines"),
                      cl::cat(optionCategory()));
cl::opt<bool> ShowProgress(
    "show-progress",
    cl::desc("Print a line per converted source and the run's summary also "
             "when stderr is not a terminal"),
    cl::cat(optionCategory()));
cl::opt<bool> LocalHeaderFiles(
    "local-headers",
    cl::desc("Also write the quoted headers a source includes, converted "
             "with it, as <header>.hip"),
    cl::cat(optionCategory()));
cl::opt<bool> LocalHeadersRecursive(
    "local-headers-recursive",
    cl::desc("As --local-headers, and the quoted headers those include"),
    cl::cat(optionCategory()));
cl::opt<std::string>
    HipPath("hip-path",
            cl::desc("HIP installation: --verify runs its bin/hipcc unless "
                     "--hipcc is given"),
            cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<unsigned>
    Jobs("j",
         cl::desc("Translation units converted in parallel (default: cores)"),
         cl::init(0), cl::Prefix, cl::cat(optionCategory()));
cl::opt<std::string>
    InRoot("in-root",
           cl::desc("Project root: user files under it are converted "
                    "(default: common parent of the sources)"),
           cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<bool>
    BestEffort("best-effort",
               cl::desc("Convert files with clang errors as far as possible"),
               cl::cat(optionCategory()));
cl::opt<bool> Diff("diff",
                   cl::desc("Print a unified diff instead of writing files"),
                   cl::cat(optionCategory()));
cl::opt<std::string>
    ReportJson("report-json",
               cl::desc("Write every converted/unconverted reference as JSON"),
               cl::value_desc("file"), cl::cat(optionCategory()));
cl::opt<std::string>
    ReportSarif("report-sarif",
                cl::desc("Write unconverted references as SARIF 2.1.0"),
                cl::value_desc("file"), cl::cat(optionCategory()));
cl::opt<std::string> ReportHtml(
    "report-html",
    cl::desc("Write the run's findings as static web pages into <dir>: "
             "totals, --verify errors by cause, each file's CUDA and HIP "
             "text side by side with its findings linked to both"),
    cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<std::string> FailOnUnconverted(
    "fail-on-unconverted", cl::ValueOptional,
    cl::desc("Exit with 1 when a CUDA reference is left unconverted "
             "(=all: also in inactive #if branches)"),
    cl::value_desc("all"), cl::cat(optionCategory()));
cl::opt<bool> Verify(
    "verify",
    cl::desc("Compile every converted source with hipcc (-fsyntax-only) and "
             "say which fail and why, traced back to the CUDA source; with "
             "--o-dir, also write the output tree's compile_commands.json; "
             "with --no-output, compile them in a temporary tree. "
             "`--verify -p DIR` on such a database compiles it alone"),
    cl::cat(optionCategory()));
cl::opt<bool> FailOnUnpredicted(
    "fail-on-unpredicted",
    cl::desc("With --verify, exit with 1 only for a hipcc error no warning of "
             "the conversion predicted (a surprise), not for the predicted "
             "ones"),
    cl::cat(optionCategory()));
cl::opt<std::string> Hipcc("hipcc", cl::desc("The hipcc --verify runs"),
                           cl::value_desc("path"), cl::init("hipcc"),
                           cl::cat(optionCategory()));
cl::opt<std::string> OffloadArch(
    "offload-arch", cl::desc("The GPU --verify compiles for (default gfx90a)"),
    cl::value_desc("gfx..."), cl::init("gfx90a"), cl::cat(optionCategory()));
cl::opt<unsigned> VerifyTimeout(
    "verify-timeout",
    cl::desc("Stop a --verify compile after <seconds> (default 300; 0: never)"),
    cl::value_desc("seconds"), cl::init(300), cl::cat(optionCategory()));
cl::opt<std::string> ExportEdits(
    "export-edits",
    cl::desc("Save each TU's edits in <dir> (clang replacements YAML, and a "
             "record for --apply-edits); convert no file"),
    cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<std::string> ApplyEdits(
    "apply-edits",
    cl::desc("Merge the edits runs saved in <dir> with --export-edits, and "
             "write the files, statistics and reports"),
    cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<bool> NoPreambleCache("no-preamble-cache",
                              cl::desc("Parse the CUDA headers for every file"),
                              cl::cat(optionCategory()));
cl::opt<std::string> PreambleCacheDir(
    "preamble-cache-dir",
    cl::desc("Directory of precompiled CUDA preambles (default: "
             "$HIPIFY_CPP_CACHE_DIR, "
             "$XDG_CACHE_HOME/hipify-cpp or ~/.cache/hipify-cpp)"),
    cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<std::string> PreambleCacheMaxSize(
    "preamble-cache-max-size",
    cl::desc("Size the preamble directory is kept within, least recently "
             "used preambles removed first (K, M, G suffixes; 0: no limit)"),
    cl::value_desc("size"), cl::init("512M"), cl::cat(optionCategory()));
cl::opt<bool> MigrateBuild(
    "migrate-build",
    cl::desc("Migrate the project's CMake and Make files to HIP (default "
             "with -p when the project root holds them)"),
    cl::cat(optionCategory()));
cl::opt<bool> NoMigrateBuild("no-migrate-build",
                             cl::desc("Leave the build files alone"),
                             cl::cat(optionCategory()));
cl::opt<std::string>
    Query("query", cl::desc("Print what the tables say about a CUDA name"),
          cl::value_desc("name"), cl::cat(optionCategory()));
cl::opt<bool> Perl("perl",
                   cl::desc("Write the hipify-perl script (regex-based "
                            "conversion) from the mapping tables"),
                   cl::cat(optionCategory()));
cl::opt<std::string>
    PerlDir("o-hipify-perl-dir",
            cl::desc("Directory for --perl's script (default: current)"),
            cl::value_desc("dir"), cl::init("."), cl::cat(optionCategory()));
cl::opt<bool> Python("python",
                     cl::desc("Write the Python mapping module "
                              "cuda_to_hip_mappings.py"),
                     cl::cat(optionCategory()));
cl::opt<std::string>
    PythonDir("o-python-map-dir",
              cl::desc("Directory for --python's module (default: current)"),
              cl::value_desc("dir"), cl::init("."), cl::cat(optionCategory()));
cl::opt<bool> Markdown("md",
                       cl::desc("Write Markdown support tables per API "
                                "family into --o-dir"),
                       cl::cat(optionCategory()));
cl::opt<bool> Csv("csv",
                  cl::desc("Write CSV support tables per API family into "
                           "--o-dir"),
                  cl::cat(optionCategory()));
cl::opt<std::string> DocFormatOption(
    "doc-format",
    cl::desc("Columns and rows of --md and --csv tables: full (default), "
             "strict (only the names HIP has), compact (names only)"),
    cl::value_desc("format"), cl::init("full"), cl::cat(optionCategory()));
cl::opt<std::string>
    DocRocOption("doc-roc",
                 cl::desc("Where --md and --csv put the roc* names: separate "
                          "tables (default) or a joint ROC column"),
                 cl::value_desc("separate|joint"), cl::init("separate"),
                 cl::cat(optionCategory()));
cl::opt<bool> SaveTemps("save-temps",
                        cl::desc("Keep each file's text as read and as "
                                 "converted in --temp-dir"),
                        cl::cat(optionCategory()));
cl::opt<std::string> TempDir("temp-dir",
                             cl::desc("Directory for --save-temps (default: "
                                      "<system temp dir>/hipify-cpp)"),
                             cl::value_desc("dir"), cl::cat(optionCategory()));
/// What a run writes, reports and runs besides the conversion.
void readRunOptions(ParsedCommandLine &Parsed) {
  DriverOptions &Opts = Parsed.Options;
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
  Opts.ShowProgress = ShowProgress;
  if (LocalHeadersRecursive)
    Opts.LocalHeaderFiles = LocalHeaders::Recursive;
  else if (LocalHeaderFiles)
    Opts.LocalHeaderFiles = LocalHeaders::Direct;
  Opts.Jobs = Jobs;
  Opts.BestEffort = BestEffort;
  Opts.Diff = Diff;
  Opts.Verify = Verify;
  Opts.FailOnUnpredicted = FailOnUnpredicted;
  Opts.Hipcc.Path = Hipcc;
  Parsed.HipPath = HipPath;
  if (!HipPath.empty() && !Hipcc.getNumOccurrences()) {
    SmallString<256> InstalledHipcc(HipPath);
    sys::path::append(InstalledHipcc, "bin", "hipcc");
    Opts.Hipcc.Path = std::string(InstalledHipcc);
  }
  Opts.Hipcc.OffloadArch = OffloadArch;
  Opts.Hipcc.TimeoutSeconds = VerifyTimeout;
  Opts.ReportJson = ReportJson;
  Opts.ReportSarif = ReportSarif;
  Opts.ReportHtml = ReportHtml;
  if (SaveTemps)
    Opts.SaveTempsDir = TempDir.empty() ? defaultTempDir() : TempDir.getValue();
  Opts.ExportEditsDir = ExportEdits;
  Opts.ApplyEditsDir = ApplyEdits;

  Parsed.Query = Query;
  Parsed.Versions = Versions;
  Parsed.Generate.Perl = Perl;
  Parsed.Generate.Python = Python;
  Parsed.Generate.Markdown = Markdown;
  Parsed.Generate.Csv = Csv;
  Parsed.Generate.PerlDir = PerlDir;
  Parsed.Generate.PythonDir = PythonDir;
  Parsed.Generate.DocsDir = OutputDir.empty() ? "." : OutputDir.getValue();
  Parsed.DocFormat = DocFormatOption;
  Parsed.DocRoc = DocRocOption;

  Parsed.MigrateBuild = MigrateBuild;
  Parsed.NoMigrateBuild = NoMigrateBuild;
  if (FailOnUnconverted.getNumOccurrences())
    Parsed.FailOnUnconverted = FailOnUnconverted;
  Parsed.InRoot = InRoot;
  Parsed.PreambleCache = !NoPreambleCache;
  Parsed.PreambleCacheDir = PreambleCacheDir;
  Parsed.PreambleCacheMaxSize = PreambleCacheMaxSize;
}

/// Whether \p Name (without its dashes and value) is an option llvm::cl
/// reads as a declared one: declared itself, or a declared option that
/// takes its value joined (-I/dir, -DFOO, -j4).
template <typename OptionMap>
bool isDeclaredOption(StringRef Name, const OptionMap &Declared) {
  if (Declared.count(Name))
    return true;
  for (size_t Length = Name.size() - 1; Length > 0; --Length) {
    auto It = Declared.find(Name.take_front(Length));
    if (It != Declared.end())
      return It->second && It->second->getFormattingFlag() == cl::Prefix;
  }
  return false;
}

/// The first argument that names an option nobody declared. llvm::cl would
/// print its own message for most, and read some as the longest declared
/// option its name starts with (`--hipfoo=1` as `-h`, --help's alias:
/// the usage printed, nothing converted). The value of an option that
/// takes one separately (`--extra-arg -Wall`) is not an option.
std::optional<std::string> undeclaredOption(ArrayRef<const char *> Args) {
  auto Declared = cl::getRegisteredOptions();
  // llvm::cl adds its default options (-h) only as it parses.
  Declared.try_emplace("h", nullptr);
  for (size_t I = 1; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    StringRef Name = Arg;
    if (!Name.consume_front("-"))
      continue;
    Name.consume_front("-");
    bool JoinedValue = Name.contains('=');
    Name = Name.split('=').first;
    if (Name.empty())
      continue;
    if (!isDeclaredOption(Name, Declared))
      return Arg.str();
    auto It = Declared.find(Name);
    if (!JoinedValue && It != Declared.end() && It->second &&
        It->second->getValueExpectedFlag() == cl::ValueRequired)
      ++I;
  }
  return std::nullopt;
}

} // namespace

std::optional<int> parseCommandLine(int argc, const char **argv,
                                    ParsedCommandLine &Parsed) {
  std::vector<std::string> IgnoredClangArgs;
  auto ClangArgs = takeArgumentsAfterDashDash(argc, argv, IgnoredClangArgs);
  if (!ClangArgs)
    return usageError(toString(ClangArgs.takeError()));
  for (const std::string &Ignored : IgnoredClangArgs)
    errs() << "hipify-cpp: warning: " << Ignored << " (after '--'), ignored\n";
  std::vector<const char *> OwnArgs(argv, argv + argc);
  cl::HideUnrelatedOptions(optionCategory());
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "hipify-cpp " HIPIFY_VERSION " (clang " HIPIFY_CLANG_VERSION ")\n";
  });
  if (std::optional<std::string> Unknown = undeclaredOption(OwnArgs))
    return usageError("unknown option '" + *Unknown +
                      "' (--help lists the options)");
  if (!cl::ParseCommandLineOptions(OwnArgs.size(), OwnArgs.data(),
                                   "hipify-cpp: translate CUDA into HIP\n",
                                   &errs()))
    return 2;

  readRunOptions(Parsed);
  readConversionOptions(Parsed);
  DriverOptions &Opts = Parsed.Options;
  // -v prints clang's command lines, and its warnings with them.
  Opts.Conversion.ClangWarnings |= Opts.Verbose;
  Opts.Clang.ExtraArgs.insert(Opts.Clang.ExtraArgs.end(), ClangArgs->begin(),
                              ClangArgs->end());
  return std::nullopt;
}

} // namespace hipify
