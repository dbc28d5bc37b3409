#include "ConvertStage.h"
#include "BackupHistory.h"

#include "llvm/ADT/STLExtras.h"

namespace hipify {

void convertRun(Run &R) {
  R.Converter = std::make_unique<JobConverter>(R.Opts, R.Jobs, R.Table->table(),
                                               R.Times.get(), R.Err);
  R.Results = R.Converter->convertAll(R.Context);
  if (R.Context.ReadBackups) {
    // Rare: files changed since their backups with new CUDA code are read
    // as they are now; those carried on in HIP are left as they are, one by
    // one, so that the rest of a run cut short is still completed.
    BackupChanges Changes =
        filesChangedSinceBackup(R.Results, R.Table->table());
    R.Context.OutdatedBackups = std::move(Changes.Cuda);
    if (!R.Context.OutdatedBackups.empty())
      R.Results = R.Converter->convertAll(R.Context);
    keepAsTheyAre(R.Results, Changes.CarriedOnInHip);
    for (const std::string &Path : Changes.CarriedOnInHip)
      R.Err << "hipify-cpp: note: '" << Path
            << "' was edited in HIP since its conversion: left as it is\n";
  }
  R.Crashed = llvm::any_of(
      R.Results, [](const TranslationUnitResult &T) { return T.Crashed; });
}

} // namespace hipify
