//===- CudaTypeNaming.h - The HIP names of the CUDA types a type spells ---===//
#ifndef HIPIFY_RULES_COLLISIONS_CUDATYPENAMING_H
#define HIPIFY_RULES_COLLISIONS_CUDATYPENAMING_H

#include "../../frontend/TranslationContext.h"
#include "HipTypeSpelling.h"

namespace hipify {

/// The HIP name the tables give a CUDA type declaration (its own name when
/// they give none: the conversion leaves it as written); none for the
/// declarations of other files, which are looked through.
std::optional<std::string> hipNameOfCudaType(TranslationContext &Ctx,
                                             const clang::NamedDecl &D);

/// The signature of \p FD as the converted code spells it.
std::string convertedSignature(TranslationContext &Ctx,
                               const clang::FunctionDecl &FD);
/// The parameter types of \p FD as the converted code spells them.
std::vector<std::string> convertedParameters(TranslationContext &Ctx,
                                             const clang::FunctionDecl &FD);
/// `f(CUresult)`: the function as its CUDA parameter types are written.
std::string cudaSignature(const clang::FunctionDecl &FD);

/// The CUDA target of a function: host, device or both (a kernel is device).
struct FunctionTarget {
  bool Host = false, Device = false;
  static FunctionTarget of(const clang::FunctionDecl &FD);
  /// Two functions of these targets and one signature are one function:
  /// only a host-only and a device-only function overload each other.
  bool clashesWith(FunctionTarget O) const {
    return !(Host != Device && O.Host != O.Device && Host != O.Host);
  }
};

} // namespace hipify

#endif
