#include "VerifyStage.h"
#include "VerifyRun.h"

#include "llvm/ADT/STLExtras.h"

namespace hipify {

void verifyRun(Run &R) {
  if (!R.Opts.Verify || !R.OutputsWritten)
    return;
  R.Verified.emplace();
  std::vector<std::string> Messages;
  for (const TranslationUnitResult &T : R.Results)
    llvm::append_range(Messages, T.Messages);
  VerifyInputs What{R.Jobs, R.Merged.Files, Messages, R.Inputs};
  if (!verifyConvertedSources(R.Opts, What, *R.Paths, *R.Verified, R.Err))
    R.Failed = true;
}

} // namespace hipify
