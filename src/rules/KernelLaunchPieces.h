//===- KernelLaunchPieces.h - A launch rewritten around its pieces --------===//
#ifndef HIPIFY_RULES_KERNELLAUNCHPIECES_H
#define HIPIFY_RULES_KERNELLAUNCHPIECES_H

#include "../frontend/TranslationContext.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/SmallVector.h"

namespace clang {
class CUDAKernelCallExpr;
class Expr;
} // namespace clang

namespace hipify {

/// The arguments of `k<<<config>>>(call)` as the user wrote them: without
/// the defaults clang fills in (an omitted shared-memory size or stream).
struct WrittenLaunchArguments {
  llvm::SmallVector<const clang::Expr *, 4> Config;
  llvm::SmallVector<const clang::Expr *, 8> Call;
};
WrittenLaunchArguments
writtenArguments(const clang::CUDAKernelCallExpr &Launch);

/// Where the pieces of `k<<<c0, c1, c2, c3>>>(args)` are written, as
/// character ranges of one file, in order: the kernel, the configuration
/// arguments, the call arguments (as one range, invalid when there are none)
/// and the closing parenthesis.
struct LaunchPieces {
  clang::CharSourceRange Callee;
  llvm::SmallVector<clang::CharSourceRange, 4> Config;
  clang::CharSourceRange Arguments;
  clang::SourceLocation RParen;
  /// The arguments are a macro's `__VA_ARGS__`, which may expand to nothing.
  bool VariadicArguments = false;
  /// The kernel is named through HIP_KERNEL_NAME (a template, or a macro's
  /// parameter that may be one).
  bool Templated = false;
};

/// Rewrites the launch \p P describes as `hipLaunchKernelGGL(...)` by
/// editing only the text between its pieces, which stay as written (with
/// the edits other rules make in them). Counted as one converted launch.
/// Returns why it is left as written (a comment between its pieces, which
/// the edits would remove); empty when it is rewritten.
std::string rewriteKernelLaunch(TranslationContext &Ctx, const LaunchPieces &P,
                                EditOrigin Origin);

} // namespace hipify

#endif
