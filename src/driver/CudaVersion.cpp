#include "CudaVersion.h"

namespace hipify {

void warnAboutCudaVersion(llvm::StringRef CudaPath,
                          std::optional<CudaVersion> Installed,
                          llvm::raw_ostream &Err) {
  if (!Installed || !(TablesCudaVersion < *Installed))
    return;
  Err << "hipify-cpp: warning: CUDA " << Installed->str() << " at '" << CudaPath
      << "' is newer than the CUDA " << TablesCudaVersion.str()
      << " the tables were checked against: the names it added are "
         "reported as unknown to them\n";
}

} // namespace hipify
