#include "MemberCastRule.h"

#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

AST_MATCHER_P(FieldDecl, isMemberOfClassNamed, std::vector<llvm::StringRef>,
              Names) {
  const RecordDecl *Record = Node.getParent();
  return Record->getIdentifier() &&
         llvm::is_contained(Names, Record->getName());
}

} // namespace

const MappingEntry *MemberCastRule::castingEntry(const NamedDecl &Type) {
  if (!Type.getIdentifier() || !Ctx.isCudaLocation(Type.getLocation()))
    return nullptr;
  const MappingEntry *E =
      Ctx.table().lookup(Type.getName(), ReferenceKind::Declaration);
  return E && !E->MemberCast.empty() ? E : nullptr;
}

void MemberCastRule::registerMatchers(MatchFinder &Finder) {
  for (const MappingEntry &E : Ctx.table().entries())
    if (!E.MemberCast.empty())
      Classes.push_back(E.CudaName);
  if (Classes.empty())
    return;
  Finder.addMatcher(memberExpr(member(fieldDecl(isMemberOfClassNamed(Classes))),
                               unless(isInTemplateInstantiation()))
                        .bind("member"),
                    this);
}

void MemberCastRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Member = Result.Nodes.getNodeAs<MemberExpr>("member");
  if (!Member || Member->isImplicitAccess())
    return;
  const auto *Field = cast<FieldDecl>(Member->getMemberDecl());
  const MappingEntry *Entry = castingEntry(*Field->getParent());
  if (!Entry)
    return;
  // The typedef the object is spelled with may name the cast type its way.
  QualType Object = Member->getBase()->getType();
  if (Member->isArrow())
    Object = Object->getPointeeType();
  for (QualType T = Object; !T.isNull();) {
    const auto *Typedef = T->getAs<TypedefType>();
    if (!Typedef)
      break;
    if (const MappingEntry *Spelled = castingEntry(*Typedef->getDecl())) {
      Entry = Spelled;
      break;
    }
    T = Typedef->desugar();
  }
  llvm::StringRef Type = Entry->MemberCast.nameFor(Ctx.options().HipTarget);
  if (Type.empty())
    return;

  SourceManager &SM = *Result.SourceManager;
  SourceLocation Spelling = SM.getSpellingLoc(Member->getMemberLoc());
  if (!Ctx.isUserLocation(Spelling))
    return;
  std::string Cast =
      "reinterpret_cast<" +
      std::string(Member->getType().isConstQualified() ? "const " : "") +
      Type.str() + "&>";
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Member->getSourceRange()), SM,
      Result.Context->getLangOpts());
  if (Range.isInvalid() || !Ctx.isUserLocation(Range.getBegin())) {
    const std::optional<HipVersion> &Before = Entry->MemberCast.Before;
    Ctx.warn(Spelling, "'" + Field->getName() + "' of '" + Entry->CudaName +
                           "' is not a '" + Type + "' in HIP" +
                           (Before ? " before " + Before->str() : "") +
                           ", and its use is split by a macro: write " + Cast +
                           "(...) around it");
    return;
  }
  Ctx.addEdit(Range.getBegin(), 0, Cast + "(");
  Ctx.addEdit(Range.getEnd(), 0, ")");
}

} // namespace hipify
