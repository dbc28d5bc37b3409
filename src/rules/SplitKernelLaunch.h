//===- SplitKernelLaunch.h - Launches split between a macro and its use ---===//
#ifndef HIPIFY_RULES_SPLITKERNELLAUNCH_H
#define HIPIFY_RULES_SPLITKERNELLAUNCH_H

#include "../frontend/TranslationContext.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <vector>

namespace hipify {

/// A launch whose pieces are split between a macro's body and the macro's
/// invocation (`#define ON_GRID(k) k<<<1, 32>>>` ... `ON_GRID(noop)();`).
/// It is converted where it is invoked, as hipify-clang does; the macro
/// stays as written (it may have other uses).
struct SplitKernelLaunch {
  clang::SourceLocation Launch; ///< where a failure is reported
  /// The text of the launch in a user file: the invocation, with whatever
  /// of the launch follows it. It is nothing but the launch.
  clang::CharSourceRange Whole;
  /// Where each piece's text is written, in launch order (the kernel, the
  /// configuration arguments, the call arguments): ranges of the file (in
  /// Whole, or the macro body with the invocation's arguments in place of
  /// the parameters).
  std::vector<llvm::SmallVector<clang::CharSourceRange, 1>> Pieces;
  size_t ConfigCount = 0;
  bool Templated = false;
};

/// The pieces of \p Launch when its whole text is one range of a file and
/// each piece is written at the invocation or in the invoked macro's body.
std::optional<SplitKernelLaunch>
locateSplitKernelLaunch(const clang::CUDAKernelCallExpr &Launch,
                        clang::Preprocessor &PP, bool Templated);

/// Rewrites \p L's text as `hipLaunchKernelGGL(...)`. Pieces written in
/// order in that text stay where they are, so the names other rules convert
/// in them keep their edits (counted once); the rest is written from the
/// pieces' text as the output has it. Run after every rule has matched.
/// False, with nothing changed, when that text cannot be determined or
/// another edit changes the text replaced.
bool convertSplitKernelLaunch(const SplitKernelLaunch &L,
                              TranslationContext &Ctx);

} // namespace hipify

#endif
