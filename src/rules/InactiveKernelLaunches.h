//===- InactiveKernelLaunches.h - Launches in skipped #if branches --------===//
#ifndef HIPIFY_RULES_INACTIVEKERNELLAUNCHES_H
#define HIPIFY_RULES_INACTIVEKERNELLAUNCHES_H

#include "../frontend/TranslationContext.h"

namespace hipify {

/// Rewrites the `k<<<...>>>(...)` launches in [Begin, End) of a user file (an
/// inactive #if branch, which has no AST) as hipLaunchKernelGGL(...), from
/// the tokens alone: in code and in #define bodies, when the kernel is a
/// name (template arguments make it HIP_KERNEL_NAME's, as does a macro
/// parameter), the configuration is 2 to 4 arguments as written and the
/// argument list follows. Any other `<<<` is reported and left as written.
void rewriteKernelLaunchesInRange(TranslationContext &Ctx,
                                  clang::SourceLocation Begin,
                                  clang::SourceLocation End);

} // namespace hipify

#endif
