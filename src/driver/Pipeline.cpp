#include "Pipeline.h"
#include "ConvertStage.h"
#include "PlanStage.h"
#include "ReportStage.h"
#include "VerifyStage.h"
#include "WriteStage.h"

namespace hipify {

static int runStages(Run &R) {
  bool Applying = !R.Opts.ApplyEditsDir.empty();
  if (std::optional<int> ExitCode = Applying ? planAppliedEdits(R) : planRun(R))
    return *ExitCode;
  if (!Applying)
    convertRun(R);
  if (std::optional<int> ExitCode = writeRun(R))
    return *ExitCode;
  verifyRun(R);
  return reportRun(R);
}

int runPipeline(Run &R) {
  int ExitCode = runStages(R);
  return R.LeftOut && ExitCode == 0 ? 1 : ExitCode;
}

} // namespace hipify
