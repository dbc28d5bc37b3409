//===- CudaReferences.h - What resolved and dependent references name -----===//
//
// Shared by the rules that rename references: how many arguments a call
// writes, whose declarations an overload set holds, and the rename itself.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_CUDAREFERENCES_H
#define HIPIFY_RULES_CUDAREFERENCES_H

#include "../frontend/TranslationContext.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace hipify {

/// The number of arguments written in the call whose callee is \p Callee,
/// or -1 when \p Callee is not called (e.g. its address is taken).
int writtenArgumentCount(const clang::Expr &Callee, clang::ASTContext &AST);

/// The declaration a type as written names, and where its name is spelled:
/// a typedef, tag, template specialization or using-declared type; a null
/// declaration for other types.
struct NamedType {
  const clang::NamedDecl *Decl = nullptr;
  clang::SourceLocation NameLoc;
};
NamedType namedTypeOf(clang::TypeLoc Matched);

/// Whose declarations a name found by lookup stands for.
enum class Ownership {
  Cuda,  ///< every candidate is declared by the CUDA toolkit
  User,  ///< none is
  Mixed, ///< an overload set of both: which one is meant is unknown
};

/// The owner of the candidates of an overload set still unresolved in a
/// template (a dependent call), or of a using-declaration's targets.
Ownership ownershipOf(const clang::OverloadExpr &Set, TranslationContext &Ctx);
Ownership ownershipOf(const clang::UsingDecl &Using, TranslationContext &Ctx);

/// The CUDA function a call names: resolved (\c Resolved set), or an overload
/// set a template leaves unresolved whose candidates are all CUDA's.
struct CudaCallee {
  llvm::StringRef Name;
  clang::SourceLocation NameLoc;
  const clang::FunctionDecl *Resolved = nullptr;
};
/// The CUDA function \p Call calls, if it calls one. \p Resolved and
/// \p Set are what the rule's matchers bound (one of them is null).
std::optional<CudaCallee> cudaCalleeOf(const clang::CallExpr &Call,
                                       const clang::FunctionDecl *Resolved,
                                       const clang::UnresolvedLookupExpr *Set,
                                       TranslationContext &Ctx);

/// The CUDA function of the call a matchCudaCalls matcher bound in
/// \p Result, when the call is spelled in a user file.
std::optional<CudaCallee>
userCudaCallee(const clang::ast_matchers::MatchFinder::MatchResult &Result,
               TranslationContext &Ctx);

/// Has \p Callback matched on the calls of the CUDA functions whose entries
/// \p Selected picks, binding what cudaCalleeOf takes ("call", and "callee"
/// or "set" for the calls a template leaves unresolved). Nothing is matched
/// when no entry is picked.
void matchCudaCalls(clang::ast_matchers::MatchFinder &Finder,
                    const MappingTable &Table,
                    llvm::function_ref<bool(const MappingEntry &)> Selected,
                    clang::ast_matchers::MatchFinder::MatchCallback *Callback);

/// Renames the reference to the CUDA declaration \p Name spelled at \p Loc,
/// with the HIP name for \p ArgCount written arguments when the table splits
/// the function by argument count (-1: not a call). Returns false when no
/// mapping knows \p Name.
bool renameCudaDeclarationReference(TranslationContext &Ctx,
                                    llvm::StringRef Name,
                                    clang::SourceLocation Loc, int ArgCount);

/// Renames the reference at \p Loc to the CUDA declaration \p D, or reports
/// it when no mapping knows it (reportUnknownCudaDeclaration).
void renameCudaReference(TranslationContext &Ctx, const clang::NamedDecl &D,
                         clang::SourceLocation Loc, int ArgCount);

/// Notes that the name \p Name spelled at \p Loc refers to a declaration
/// of the user's (only names the table knows matter to the audit).
void noteUserReference(TranslationContext &Ctx, llvm::StringRef Name,
                       clang::SourceLocation Loc);

/// Reports the reference at \p Loc to \p D, a declaration of the CUDA
/// toolkit's own headers that no mapping knows: it is CUDA's, and it stays
/// as written. Members of a known class or enum, redeclarations of the C and
/// C++ libraries' functions and references not spelled with the name
/// (implicit code) are not reported.
void reportUnknownCudaDeclaration(TranslationContext &Ctx,
                                  const clang::NamedDecl &D,
                                  clang::SourceLocation Loc);

/// Reports the name \p Name spelled at \p Loc, a macro the CUDA toolkit's
/// headers define that no mapping knows.
void reportUnknownCudaName(TranslationContext &Ctx, llvm::StringRef Name,
                           clang::SourceLocation Loc);

/// Reports the name at \p Loc, which the table knows as \p Name, as left in
/// CUDA form for \p Reason; nothing when HIP spells it the same.
void reportUnresolvedReference(TranslationContext &Ctx, llvm::StringRef Name,
                               clang::SourceLocation Loc,
                               const llvm::Twine &Reason);

} // namespace hipify

#endif
