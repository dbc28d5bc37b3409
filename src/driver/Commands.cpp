#include "Commands.h"
#include "CudaVersion.h"
#include "Pipeline.h"
#include "QueryCommand.h"
#include "UserRulesFiles.h"
#include "VerifyRun.h"

#include "mapping/MappingTable.h"
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
  if (Opts.ApplyEditsDir.empty() && Opts.Verify && Opts.Sources.empty() &&
      !Opts.CompilationDatabaseDir.empty())
    if (std::optional<int> ExitCode = verifyHipCompileDatabase(Opts, errs()))
      return *ExitCode;
  Run R(Opts, errs());
  int ExitCode = runPipeline(R);
  Crashed = R.Crashed;
  return ExitCode;
}

} // namespace hipify
