//===- KernelLaunchGlue.h - The text around a launch's pieces -------------===//
#ifndef HIPIFY_RULES_KERNELLAUNCHGLUE_H
#define HIPIFY_RULES_KERNELLAUNCHGLUE_H

#include "hipify/EditSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cassert>
#include <string>

namespace hipify {

/// Which of a launch's grid and block arguments are written as a dim3
/// already (`dim3(n, 1, 1)`): they are passed as they are, not wrapped in a
/// second `dim3(...)`.
struct WrittenDim3 {
  bool Grid = false;
  bool Block = false;
};

/// Whether \p Text, a launch's configuration argument as written, is one
/// `dim3(...)` construction and nothing else.
inline bool isWrittenAsDim3(llvm::StringRef Text) {
  Text = Text.trim();
  if (!Text.consume_front("dim3"))
    return false;
  Text = Text.ltrim();
  if (!Text.starts_with("(") || !Text.ends_with(")"))
    return false;
  // The parenthesis that opens must be the one that closes the text.
  int Depth = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    Depth += Text[I] == '(' ? 1 : Text[I] == ')' ? -1 : 0;
    if (Depth == 0)
      return I + 1 == Text.size();
  }
  return false;
}

/// What `hipLaunchKernelGGL(` ... puts around the pieces of
/// `k<<<c0, c1, c2, c3>>>(args)`: Glue[0] before the kernel, Glue[I]
/// (1 <= I <= ConfigCount) before configuration argument I-1, and
/// Glue[ConfigCount + 1] after the last one, up to the call arguments (or to
/// the closing parenthesis when there are none). Omitted shared-memory and
/// stream arguments are written as 0. The grid and block become `dim3(...)`
/// unless \p Written says they are one already.
inline llvm::SmallVector<std::string, 6>
kernelLaunchGlue(bool Templated, size_t ConfigCount, bool HasArguments,
                 bool VariadicArguments = false, WrittenDim3 Written = {}) {
  assert(ConfigCount >= 2 && ConfigCount <= 4 && "<<<>>> takes 2 to 4");
  llvm::StringRef OpenGrid = Written.Grid ? "" : "dim3(";
  llvm::StringRef CloseGrid = Written.Grid ? "" : ")";
  llvm::StringRef OpenBlock = Written.Block ? "" : "dim3(";
  llvm::StringRef CloseBlock = Written.Block ? "" : ")";
  llvm::SmallVector<std::string, 6> Glue;
  Glue.push_back(Templated ? "hipLaunchKernelGGL(HIP_KERNEL_NAME("
                           : "hipLaunchKernelGGL(");
  Glue.push_back(std::string(Templated ? ")" : "") + ", " + OpenGrid.str());
  Glue.push_back(CloseGrid.str() + ", " + OpenBlock.str());
  if (ConfigCount >= 3)
    Glue.push_back(CloseBlock.str() + ", ");
  if (ConfigCount >= 4)
    Glue.push_back(", ");
  std::string Tail = ConfigCount == 2 ? CloseBlock.str() : "";
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
