#include "RunConversion.h"
#include "BackupHistory.h"
#include "ExportedEdits.h"
#include "JobConverter.h"
#include "MergeResults.h"
#include "OutputPathSafety.h"
#include "ProjectBuildFiles.h"
#include "ProjectRoot.h"
#include "RunReports.h"
#include "RunSummary.h"
#include "TimeReport.h"
#include "VerifyRun.h"
#include "WriteOutputs.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include <memory>

namespace hipify {
namespace {

/// The TUs of a run, converted by it or by another (--apply-edits), and
/// what they were converted with.
struct RunUnits {
  /// Per TU, in order: the name the user gave, the main file's path.
  std::vector<std::string> Names, MainFiles;
  /// Per TU, when this run converted it: its clang job (for --verify).
  std::vector<CompileJob> Jobs;
  RunContext Run;
  bool BuildFileRootFound = false;
};

/// Whether --fail-on-unconverted fails the run: a reference left in a file
/// converted (sources and the headers written), inactive ones only with
/// =all.
bool leavesUnconverted(const DriverOptions &Opts,
                       const std::vector<ConvertedFile> &Files) {
  if (Opts.FailOnUnconverted == DriverOptions::FailOn::Never)
    return false;
  bool All = Opts.FailOnUnconverted == DriverOptions::FailOn::AnyUnconverted;
  for (const ConvertedFile &F : Files)
    for (const UnconvertedReference &U : F.Report.Edits.unconverted())
      if (All || !U.Inactive)
        return true;
  return false;
}

/// In job order: prints the diagnostics, writes the outputs of the TUs
/// clang parsed without errors, the reports and the statistics, or nothing
/// when one would replace a file the run read. Returns the exit code.
int writeResults(const DriverOptions &Opts, const RunUnits &Units,
                 std::vector<TranslationUnitResult> &Results,
                 PreambleCache *Preambles, TimeReport *Times,
                 llvm::raw_ostream &Err) {
  Stopwatch Merging;
  std::vector<std::string> Inputs = Units.MainFiles;
  for (const TranslationUnitResult &R : Results)
    for (const FileResult &F : R.Files)
      Inputs.push_back(F.Path);
  // A CI gate is told of a source left as it is, whatever its includes.
  bool LeftAsHip = llvm::any_of(
      Results, [](const TranslationUnitResult &R) { return R.AlreadyHip; });
  MergedResults Merged = mergeResults(Results, Units.Names, Opts, Err);
  bool Failed = Merged.Failed;
  OutputPaths Paths(Opts, Units.Run.ProjectRoot, Units.MainFiles);
  std::optional<BuildFileSummary> BuildSummary =
      addBuildFiles(Opts, Paths, Units.BuildFileRootFound, Merged.Files, Err);
  std::vector<std::string> Converted;
  for (const ConvertedFile &F : Merged.Files) {
    Inputs.push_back(F.Report.Path);
    if (F.Report.Converted)
      Converted.push_back(F.Report.Path);
  }
  if (int ExitCode =
          checkOutputPaths(Opts, Paths, Inputs, Converted, Units.MainFiles,
                           Merged.PerFile.empty(), Err))
    return ExitCode;
  std::optional<VerifyResults> Verified;
  if (!writeOutputs(Merged.Files, Opts, Paths, Units.Run.OutdatedBackups, Err))
    Failed = true;
  else if (Opts.Verify) {
    Verified.emplace();
    std::vector<std::string> Messages;
    for (const TranslationUnitResult &R : Results)
      llvm::append_range(Messages, R.Messages);
    if (!verifyConvertedSources(Opts, Units.Jobs, Units.Names, Merged.Files,
                                Messages, Paths, Inputs, *Verified, Err))
      Failed = true;
  }
  if (Opts.Verbose && Preambles)
    Err << "hipify-cpp: note: precompiled preambles: "
        << Preambles->builtCount() << " built, " << Preambles->reusedCount()
        << " reused\n";
  if (Times)
    Times->addWriting(Merging.cpuSeconds());
  Stopwatch Writing;
  if (!writeReports(Opts, Merged.Files, Merged.Warnings, Units.Run.ProjectRoot,
                    Times, Verified ? &*Verified : nullptr, Err))
    Failed = true;
  if (!printStatistics(Opts, Paths, Units.MainFiles, Merged.PerFile,
                       Merged.Total, BuildSummary, Err))
    Failed = true;
  if (Times)
    Times->addWriting(Writing.cpuSeconds());
  if (showsRunSummary(Opts, Units.MainFiles.size()))
    printRunSummary(
        Merged, Units.MainFiles,
        reportLocations(Opts,
                        Opts.PrintStatsCsv
                            ? statisticsCsvPath(Opts, Paths, Units.MainFiles,
                                                Merged.PerFile.empty())
                            : std::string()),
        Err);
  if (Preambles && Opts.PreambleCacheMaxBytes) {
    Stopwatch Trim;
    Preambles->trim(Opts.PreambleCacheMaxBytes);
    if (Times)
      Times->addPreamble(Trim.cpuSeconds());
  }
  if (Times)
    Times->print(Err);
  if (leavesUnconverted(Opts, Merged.Files) ||
      (LeftAsHip && Opts.FailOnUnconverted != DriverOptions::FailOn::Never))
    Failed = true;
  return Failed ? 1 : 0;
}

} // namespace

int runConversion(const DriverOptions &Opts, const std::vector<SourceJob> &Jobs,
                  std::shared_ptr<const UserRuleSet> UserRules,
                  const MappingTable &Table, llvm::raw_ostream &Err,
                  bool &Crashed) {
  if (!Opts.ExportEditsDir.empty())
    if (std::error_code EC =
            llvm::sys::fs::create_directories(Opts.ExportEditsDir)) {
      Err << "hipify-cpp: error: cannot create '" << Opts.ExportEditsDir
          << "': " << EC.message() << "\n";
      return 1;
    }
  RunUnits Units;
  for (const SourceJob &Job : Jobs) {
    Units.Names.push_back(Job.Name);
    Units.MainFiles.push_back(Job.Job.File);
    Units.Jobs.push_back(Job.Job);
  }
  RunContext &Run = Units.Run;
  Run.CudaPath = Opts.Clang.CudaPath;
  Run.ProjectRoot = Opts.InRoot.empty() ? projectRoot(Jobs, Opts.Clang.CudaPath)
                                        : Opts.InRoot;
  Run.ReadBackups = Opts.Inplace;
  Run.UserRules = std::move(UserRules);
  Units.BuildFileRootFound = widenToBuildFileRoot(Opts, Jobs, Run.ProjectRoot);
  std::unique_ptr<TimeReport> Times;
  if (Opts.Conversion.TimeRules)
    Times = std::make_unique<TimeReport>();
  JobConverter Converter(Opts, Jobs, Table, Times.get(), Err);
  if (int ExitCode =
          prepareOutputs(Opts, Units.MainFiles, Run.ProjectRoot, Err))
    return ExitCode;
  std::vector<TranslationUnitResult> Results = Converter.convertAll(Run);
  if (Run.ReadBackups) {
    // Rare: files changed since their backups with new CUDA code are read
    // as they are now; those carried on in HIP are left as they are, one by
    // one, so that the rest of a run cut short is still completed.
    BackupChanges Changes = filesChangedSinceBackup(Results, Table);
    Run.OutdatedBackups = std::move(Changes.Cuda);
    if (!Run.OutdatedBackups.empty())
      Results = Converter.convertAll(Run);
    keepAsTheyAre(Results, Changes.CarriedOnInHip);
    for (const std::string &Path : Changes.CarriedOnInHip)
      Err << "hipify-cpp: note: '" << Path
          << "' was edited in HIP since its conversion: left as it is\n";
  }
  Crashed = llvm::any_of(
      Results, [](const TranslationUnitResult &R) { return R.Crashed; });
  if (!Opts.ExportEditsDir.empty())
    return exportResults(Opts, Results, Units.Names, Run.ProjectRoot, Err);
  return writeResults(Opts, Units, Results, Converter.preambles(), Times.get(),
                      Err);
}

int applyExportedEdits(const DriverOptions &Opts, llvm::raw_ostream &Err) {
  std::optional<std::vector<ExchangedTranslationUnit>> Converted =
      loadExportedResults(Opts, Err);
  if (!Converted)
    return 1;
  RunUnits Units;
  Units.Run.ProjectRoot = Opts.InRoot;
  std::vector<TranslationUnitResult> Results;
  for (ExchangedTranslationUnit &TU : *Converted) {
    if (Units.Run.ProjectRoot.empty())
      Units.Run.ProjectRoot = TU.ProjectRoot;
    Units.Names.push_back(TU.Name);
    Units.MainFiles.push_back(TU.Result.MainFile);
    Results.push_back(std::move(TU.Result));
  }
  if (int ExitCode =
          prepareOutputs(Opts, Units.MainFiles, Units.Run.ProjectRoot, Err))
    return ExitCode;
  return writeResults(Opts, Units, Results, nullptr, nullptr, Err);
}

} // namespace hipify
