//===- hipify-cpp: translate CUDA sources into HIP ------------------------===//
#include "CommandLine.h"
#include "JobList.h"
#include "RunConversion.h"
#include "UserRulesFiles.h"
#include "VerifyRun.h"

#include "hipify/MappingTable.h"
#include "hipify/TableChoices.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace hipify;

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  // A TU that crashes is reported and the others are still written.
  CrashRecoveryContext::Enable();
  DriverOptions Opts;
  if (std::optional<int> ExitCode = parseCommandLine(argc, argv, Opts))
    return *ExitCode;

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
                               Table.table(), errs());
  return LeftOut && ExitCode == 0 ? 1 : ExitCode;
}
