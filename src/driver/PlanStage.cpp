#include "PlanStage.h"
#include "ExportedEdits.h"
#include "ProjectBuildFiles.h"
#include "ProjectRoot.h"
#include "UserRulesFiles.h"
#include "WriteOutputs.h"

#include "mapping/MappingTable.h"
#include "mapping/TableChoices.h"
#include "llvm/Support/FileSystem.h"

namespace hipify {

namespace {

/// The jobs of the sources, with the notes on those left out printed.
std::optional<int> planJobs(Run &R) {
  std::vector<std::string> Notes;
  auto JobsOrError = buildJobs(R.Opts, Notes, R.LeftOut);
  for (const std::string &N : Notes)
    R.Err << N << "\n";
  if (!JobsOrError) {
    R.Err << "hipify-cpp: error: " << toString(JobsOrError.takeError()) << "\n";
    return 1;
  }
  if (JobsOrError->empty() && R.LeftOut)
    return 1;
  R.Jobs = std::move(*JobsOrError);
  for (const SourceJob &Job : R.Jobs) {
    R.Names.push_back(Job.Name);
    R.MainFiles.push_back(Job.Job.File);
  }
  return std::nullopt;
}

void printClangCommands(const Run &R) {
  for (const SourceJob &J : R.Jobs) {
    R.Err << "hipify-cpp: clang command:";
    for (const std::string &A : J.Job.CommandLine)
      R.Err << " " << A;
    R.Err << "\n";
  }
}

} // namespace

std::optional<int> planRun(Run &R) {
  const DriverOptions &Opts = R.Opts;
  if (std::optional<int> ExitCode = planJobs(R))
    return ExitCode;
  if (std::optional<int> ExitCode =
          readUserRules(Opts, R.Jobs, R.Context.UserRules, R.Err))
    return ExitCode;
  if (Opts.Verbose)
    printClangCommands(R);
  R.Table = std::make_unique<ChosenTable>(MappingTable::builtin(),
                                          Opts.Conversion.Table);
  if (!Opts.ExportEditsDir.empty())
    if (std::error_code EC =
            llvm::sys::fs::create_directories(Opts.ExportEditsDir)) {
      R.Err << "hipify-cpp: error: cannot create '" << Opts.ExportEditsDir
            << "': " << EC.message() << "\n";
      return 1;
    }
  R.Context.CudaPath = Opts.Clang.CudaPath;
  if (Opts.InstalledCuda)
    R.Context.InstalledCuda =
        std::make_shared<const CudaVersion>(*Opts.InstalledCuda);
  R.Context.ProjectRoot = Opts.InRoot.empty()
                              ? projectRoot(R.Jobs, Opts.Clang.CudaPath)
                              : Opts.InRoot;
  R.Context.ReadBackups = Opts.Inplace;
  R.BuildFileRootFound =
      widenToBuildFileRoot(Opts, R.Jobs, R.Context.ProjectRoot);
  if (Opts.Conversion.TimeRules)
    R.Times = std::make_unique<TimeReport>();
  if (int ExitCode =
          prepareOutputs(Opts, R.MainFiles, R.Context.ProjectRoot, R.Err))
    return ExitCode;
  return std::nullopt;
}

std::optional<int> planAppliedEdits(Run &R) {
  std::optional<std::vector<ExchangedTranslationUnit>> Converted =
      loadExportedResults(R.Opts, R.Err);
  if (!Converted)
    return 1;
  R.Context.ProjectRoot = R.Opts.InRoot;
  for (ExchangedTranslationUnit &TU : *Converted) {
    if (R.Context.ProjectRoot.empty())
      R.Context.ProjectRoot = TU.ProjectRoot;
    R.Names.push_back(TU.Name);
    R.MainFiles.push_back(TU.Result.MainFile);
    R.Results.push_back(std::move(TU.Result));
  }
  if (int ExitCode =
          prepareOutputs(R.Opts, R.MainFiles, R.Context.ProjectRoot, R.Err))
    return ExitCode;
  return std::nullopt;
}

} // namespace hipify
