//===- EnclosingFunctions.h - Which function holds a reference ------------===//
#ifndef HIPIFY_CONVERSION_ENCLOSINGFUNCTIONS_H
#define HIPIFY_CONVERSION_ENCLOSINGFUNCTIONS_H

#include "frontend/TranslationContext.h"

#include "clang/AST/DeclBase.h"
#include "llvm/ADT/ArrayRef.h"

namespace hipify {

/// Names, for each active CUDA reference left as written in one of the
/// user's headers, the function whose definition holds it (the innermost),
/// so that a TU failing through a header says where to look. \p UserDecls
/// are the TU's top-level declarations in user files. Does nothing, and
/// walks nothing, when no header keeps an active reference.
void nameEnclosingFunctions(TranslationContext &Ctx,
                            llvm::ArrayRef<clang::Decl *> UserDecls);

} // namespace hipify

#endif
