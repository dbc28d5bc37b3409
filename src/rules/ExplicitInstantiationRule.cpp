#include "ExplicitInstantiationRule.h"
#include "../frontend/RawLexing.h"
#include "CudaReferences.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void ExplicitInstantiationRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(isTemplateInstantiation()).bind("function"),
                    this);
}

/// The names of the CUDA declarations \p Type is written with: typedefs and
/// tags, through pointers, references, arrays and template arguments.
static void collectCudaNames(QualType Type, const ASTContext &AST,
                             TranslationContext &Ctx,
                             llvm::StringSet<> &Names) {
  while (!Type.isNull()) {
    const clang::Type *T = Type.getTypePtr();
    QualType Desugared = Type.getSingleStepDesugaredType(AST);
    bool Sugared = Desugared.getTypePtr() != T;
    const NamedDecl *Named = nullptr;
    if (const auto *Typedef = dyn_cast<TypedefType>(T))
      Named = Typedef->getDecl();
    else if (const TagDecl *Tag = T->getAsTagDecl(); Tag && !Sugared)
      Named = Tag;
    if (Named && Ctx.isCudaLocation(Named->getLocation()))
      Names.insert(Named->getName());
    if (const auto *Specialization = dyn_cast<TemplateSpecializationType>(T))
      for (const TemplateArgument &Arg : Specialization->template_arguments())
        if (Arg.getKind() == TemplateArgument::Type)
          collectCudaNames(Arg.getAsType(), AST, Ctx, Names);
    if (Sugared)
      Type = Desugared;
    else if (T->isPointerType() || T->isReferenceType())
      Type = T->getPointeeType();
    else if (T->isArrayType())
      Type = T->getAsArrayTypeUnsafe()->getElementType();
    else
      return;
  }
}

void ExplicitInstantiationRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Function = Result.Nodes.getNodeAs<FunctionDecl>("function");
  TemplateSpecializationKind Kind = Function->getTemplateSpecializationKind();
  if (Kind != TSK_ExplicitInstantiationDeclaration &&
      Kind != TSK_ExplicitInstantiationDefinition)
    return;
  const SourceManager &SM = *Result.SourceManager;
  SourceLocation Written = SM.getFileLoc(Function->getPointOfInstantiation());
  if (!Ctx.isUserLocation(Written))
    return;
  llvm::StringSet<> Names;
  collectCudaNames(Function->getReturnType(), *Result.Context, Ctx, Names);
  for (const ParmVarDecl *Param : Function->parameters())
    collectCudaNames(Param->getType(), *Result.Context, Ctx, Names);
  if (Names.empty())
    return;

  // The declaration: from its `template` keyword to its `;`.
  FileID File;
  unsigned Offset;
  std::tie(File, Offset) = SM.getDecomposedLoc(Written);
  llvm::StringRef Buffer = SM.getBufferData(File);
  size_t Begin = Offset;
  auto IsWordChar = [](char C) { return isAsciiIdentifierContinue(C); };
  do
    Begin = Buffer.take_front(Begin).rfind("template");
  while (Begin != llvm::StringRef::npos &&
         ((Begin > 0 && IsWordChar(Buffer[Begin - 1])) ||
          IsWordChar(Buffer[Begin + 8])));
  size_t End = Buffer.find(';', Offset);
  if (Begin == llvm::StringRef::npos || End == llvm::StringRef::npos)
    return;
  const LangOptions &LO = Result.Context->getLangOpts();
  Lexer Lex(SM.getLocForStartOfFile(File), LO, Buffer.data(),
            Buffer.data() + Begin, Buffer.data() + Buffer.size());
  Token Tok, Previous;
  Previous.startToken(); // no token before the first: not `::`
  // `->` here begins a trailing return type, not a member.
  while (nextRawToken(Lex, Tok) && SM.getFileOffset(Tok.getLocation()) < End) {
    bool Qualified = Previous.is(tok::coloncolon);
    Previous = Tok;
    if (Tok.is(tok::raw_identifier) && !Qualified &&
        Names.contains(Tok.getRawIdentifier()))
      renameCudaDeclarationReference(Ctx, Tok.getRawIdentifier(),
                                     Tok.getLocation(), -1);
  }
}

} // namespace hipify
