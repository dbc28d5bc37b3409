#include "mapping/CudaVersion.h"
#include "hipify/HipVersion.h"

namespace hipify {

// Both are `X.Y`: one parser and one spelling for the two.
std::optional<CudaVersion> CudaVersion::parse(llvm::StringRef Text) {
  std::optional<HipVersion> V = HipVersion::parse(Text);
  if (!V)
    return std::nullopt;
  return CudaVersion{V->Major, V->Minor};
}

std::string CudaVersion::str() const { return HipVersion{Major, Minor}.str(); }

} // namespace hipify
