#include "Commands.h"
#include "CudaVersion.h"
#include "JobList.h"
#include "QueryCommand.h"
#include "RunConversion.h"
#include "UserRulesFiles.h"
#include "VerifyRun.h"

#include "hipify/MappingTable.h"
#include "hipify/TableChoices.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hipify {

int printVersions(StringRef CudaPath) {
  outs() << "CUDA: " << TablesCudaVersion.str()
         << " (mapping tables checked against its headers)\n"
         << "HIP: " << DefaultHipTarget.str()
         << " (the default --hip-version: outputs compiled with it), "
         << NewestCheckedHip.str() << " (targets checked against its name "
         << "lists), " << OldestCheckedHip.str()
         << " (against Debian's headers)\n";
  if (std::optional<CudaVersion> Installed = installedCudaVersion(CudaPath))
    outs() << "installed CUDA: " << Installed->str() << " (" << CudaPath
           << ")\n";
  else
    outs() << "installed CUDA: none found at '" << CudaPath << "'\n";
  return 0;
}

int queryName(StringRef Name, ArrayRef<std::string> RuleFiles) {
  return RuleFiles.empty()
             ? printQuery(Name, MappingTable::builtin(), outs())
             : printQueryWithUserRules(Name, RuleFiles, outs(), errs());
}

int convert(const DriverOptions &Opts, bool &Crashed) {
  if (!Opts.ApplyEditsDir.empty())
    return applyExportedEdits(Opts, errs());

  if (Opts.Verify && Opts.Sources.empty() &&
      !Opts.CompilationDatabaseDir.empty())
    if (std::optional<int> ExitCode = verifyHipCompileDatabase(Opts, errs()))
      return *ExitCode;

  std::vector<std::string> Notes;
  bool LeftOut = false;
  auto JobsOrError = buildJobs(Opts, Notes, LeftOut);
  for (const std::string &N : Notes)
    errs() << N << "\n";
  if (!JobsOrError) {
    errs() << "hipify-cpp: error: " << toString(JobsOrError.takeError())
           << "\n";
    return 1;
  }
  if (JobsOrError->empty() && LeftOut)
    return 1;
  std::shared_ptr<const UserRuleSet> UserRules;
  if (std::optional<int> ExitCode =
          readUserRules(Opts, *JobsOrError, UserRules, errs()))
    return *ExitCode;
  if (Opts.Verbose)
    for (const SourceJob &J : *JobsOrError) {
      errs() << "hipify-cpp: clang command:";
      for (const std::string &A : J.Job.CommandLine)
        errs() << " " << A;
      errs() << "\n";
    }
  ChosenTable Table(MappingTable::builtin(), Opts.Conversion.Table);
  int ExitCode = runConversion(Opts, *JobsOrError, std::move(UserRules),
                               Table.table(), errs(), Crashed);
  return LeftOut && ExitCode == 0 ? 1 : ExitCode;
}

} // namespace hipify
