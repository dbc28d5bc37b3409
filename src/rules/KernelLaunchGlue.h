//===- KernelLaunchGlue.h - The text around a launch's pieces -------------===//
#ifndef HIPIFY_RULES_KERNELLAUNCHGLUE_H
#define HIPIFY_RULES_KERNELLAUNCHGLUE_H

#include "hipify/EditSet.h"
#include "llvm/ADT/SmallVector.h"
#include <cassert>
#include <string>

namespace hipify {

/// What `hipLaunchKernelGGL(` ... puts around the pieces of
/// `k<<<c0, c1, c2, c3>>>(args)`: Glue[0] before the kernel, Glue[I]
/// (1 <= I <= ConfigCount) before configuration argument I-1, and
/// Glue[ConfigCount + 1] after the last one, up to the call arguments (or to
/// the closing parenthesis when there are none). Omitted shared-memory and
/// stream arguments are written as 0.
inline llvm::SmallVector<std::string, 6>
kernelLaunchGlue(bool Templated, size_t ConfigCount, bool HasArguments,
                 bool VariadicArguments = false) {
  assert(ConfigCount >= 2 && ConfigCount <= 4 && "<<<>>> takes 2 to 4");
  llvm::SmallVector<std::string, 6> Glue;
  Glue.push_back(Templated ? "hipLaunchKernelGGL(HIP_KERNEL_NAME("
                           : "hipLaunchKernelGGL(");
  Glue.push_back(std::string(Templated ? ")" : "") + ", dim3(");
  Glue.push_back("), dim3(");
  if (ConfigCount >= 3)
    Glue.push_back("), ");
  if (ConfigCount >= 4)
    Glue.push_back(", ");
  std::string Tail = ConfigCount == 2 ? ")" : "";
  for (size_t Omitted = ConfigCount; Omitted < 4; ++Omitted)
    Tail += ", 0";
  if (HasArguments)
    Tail += VariadicArguments ? ", ##" : ", ";
  Glue.push_back(std::move(Tail));
  return Glue;
}

/// How a converted launch counts in the statistics.
inline ReferenceInfo kernelLaunchReference() {
  return {"<<<>>>", "hipLaunchKernelGGL", "CUDA RT API", "kernel_launch"};
}

} // namespace hipify

#endif
