//===- ArgumentWrap.h - Arguments HIP needs spelled out -------------------===//
//
// Written in mappings/ as an extra of a function entry:
//   wrap=N:symbol  argument N (from 1) is a device symbol, which CUDA's
//                  template overload takes by reference and HIP by address:
//                  written `HIP_SYMBOL(sym)`
//   wrap=N:kernel  argument N is a kernel, which CUDA's template overload
//                  takes as a typed function pointer and HIP only as
//                  `const void*`: written `reinterpret_cast<const void*>(k)`
//   wrap=N:pointer argument N is where an allocation stores its pointer,
//                  which CUDA's template overload takes as `T **` and HIP's
//                  NVIDIA platform only as `void **`: written
//                  `reinterpret_cast<void**>(&p)`
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_ARGUMENTWRAP_H
#define HIPIFY_MAPPING_ARGUMENTWRAP_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

struct ArgumentWrap {
  enum class Kind {
    Symbol,  ///< a device symbol: HIP_SYMBOL(...)
    Kernel,  ///< a kernel: reinterpret_cast<const void*>(...)
    Pointer, ///< where a pointer is stored: reinterpret_cast<void**>(...)
  };

  unsigned Index = 0; ///< from 0
  Kind How = Kind::Symbol;

  /// What the argument is written between: `HIP_SYMBOL(` and `)`.
  llvm::StringRef opening() const;
  /// `HIP_SYMBOL()` or `reinterpret_cast<const void*>()`, for messages.
  std::string spelling() const;
};

} // namespace hipify

#endif
