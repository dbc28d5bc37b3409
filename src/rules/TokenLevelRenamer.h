//===- TokenLevelRenamer.h - Renames where there is no AST ----------------===//
#ifndef HIPIFY_RULES_TOKENLEVELRENAMER_H
#define HIPIFY_RULES_TOKENLEVELRENAMER_H

#include "../frontend/TranslationContext.h"
#include "clang/Lex/Token.h"

namespace hipify {

/// Renames an identifier token that matches the table by spelling alone.
/// Used in user macro bodies and in skipped `#if` branches, where no AST
/// proves what the name refers to.
void renameTokenByName(TranslationContext &Ctx, llvm::StringRef Name,
                       clang::SourceLocation Loc);

/// Raw-lexes [Begin, End) of a user file and renames every identifier that
/// matches the table; `#include <cuda…>` lines get their header mapped.
void renameTokensInRange(TranslationContext &Ctx, clang::SourceLocation Begin,
                         clang::SourceLocation End);

} // namespace hipify

#endif
