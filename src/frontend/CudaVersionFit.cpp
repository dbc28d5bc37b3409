#include "CudaVersionFit.h"

namespace hipify {

std::string cudaVersionMismatch(const MappingEntry &Entry,
                                CudaVersion Installed) {
  if (llvm::StringRef(Entry.Api) == "cuDNN API")
    return "";
  auto Says = [&](const char *What, const char *Version) {
    return std::string("'") + Entry.CudaName + "' was " + What + " in CUDA " +
           Version + ": the installed CUDA " + Installed.str() +
           " does not declare it [cuda-version]";
  };
  std::optional<CudaVersion> Removed = CudaVersion::parse(Entry.Removed);
  if (Removed && !(Installed < *Removed))
    return Says("removed", Entry.Removed);
  std::optional<CudaVersion> Added = CudaVersion::parse(Entry.CudaAdded);
  if (Added && Installed < *Added)
    return Says("added", Entry.CudaAdded);
  return "";
}

} // namespace hipify
