#include "UserNames.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

/// The kinds of rule that may name \p D.
static llvm::SmallVector<MappingKind, 2> ruleKindsOf(const NamedDecl &D) {
  using K = MappingKind;
  if (isa<NamespaceBaseDecl>(D))
    return {K::Namespace};
  if (isa<EnumConstantDecl>(D))
    return {K::Enumerator};
  if (isa<EnumDecl>(D))
    return {K::Enum, K::Type};
  if ((isa<TypeDecl>(D) && !isa<TemplateTypeParmDecl>(D)) ||
      isa<ClassTemplateDecl, TypeAliasTemplateDecl>(D))
    return {K::Type};
  if ((isa<VarDecl>(D) && !isa<ParmVarDecl>(D)) || isa<VarTemplateDecl>(D))
    return {K::Variable};
  const NamedDecl *Function = &D;
  if (const auto *Template = dyn_cast<FunctionTemplateDecl>(&D))
    Function = Template->getTemplatedDecl();
  if (isa<FunctionDecl>(Function) &&
      !isa<CXXConstructorDecl, CXXDestructorDecl, CXXConversionDecl,
           CXXDeductionGuideDecl>(Function))
    return {K::Function};
  return {};
}

static bool inRuleScope(const NamedDecl &D, const UserRule &Rule) {
  if (Rule.isQualified())
    return D.getQualifiedNameAsString() == Rule.Name;
  const DeclContext *Context = D.getDeclContext();
  // An enumerator is in the scope of its enum.
  if (isa<EnumDecl>(Context))
    Context = Context->getParent();
  return Context->getRedeclContext()->isFileContext();
}

const UserRule *userRuleFor(const NamedDecl &Found, TranslationContext &Ctx) {
  const UserRuleSet *Rules = Ctx.userRules();
  const NamedDecl *D = &Found;
  if (const auto *Record = dyn_cast<CXXRecordDecl>(D);
      Record && Record->isInjectedClassName())
    D = cast<CXXRecordDecl>(Record->getDeclContext());
  if (!Rules || !D->getIdentifier() || !Rules->mentions(D->getName()))
    return nullptr;
  if (!Ctx.isUserLocation(D->getLocation()) ||
      !Ctx.isUserLocation(D->getCanonicalDecl()->getLocation()))
    return nullptr;
  for (MappingKind Kind : ruleKindsOf(*D))
    for (const UserRule *Rule : Rules->find(D->getName(), Kind))
      if (inRuleScope(*D, *Rule))
        return Rule;
  return nullptr;
}

void renameUserName(TranslationContext &Ctx, const UserRule &Rule,
                    SourceLocation Loc) {
  SourceManager &SM = Ctx.sourceManager();
  SourceLocation Spelling = SM.getSpellingLoc(Loc);
  if (!Ctx.isUserLocation(Spelling))
    return;
  Token Tok;
  if (Lexer::getRawToken(Spelling, Tok, SM, Ctx.langOptions()))
    return;
  if (Tok.isOneOf(tok::tilde, tok::coloncolon)) {
    std::optional<Token> Next =
        Lexer::findNextToken(Spelling, SM, Ctx.langOptions());
    if (!Next)
      return;
    Tok = *Next;
  }
  if (!Tok.is(tok::raw_identifier) ||
      Tok.getRawIdentifier() != Rule.identifier())
    return;
  Ctx.addEdit(Tok.getLocation(), Tok.getLength(), Rule.Replacement,
              Rule.reference(), EditOrigin::Proven);
}

} // namespace hipify
