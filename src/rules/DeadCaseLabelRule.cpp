#include "DeadCaseLabelRule.h"
#include "CodeFence.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void DeadCaseLabelRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(caseStmt().bind("case"), this);
}

void DeadCaseLabelRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Case = Result.Nodes.getNodeAs<CaseStmt>("case");
  const auto *Ref =
      dyn_cast<DeclRefExpr>(Case->getLHS()->IgnoreParenImpCasts());
  const auto *Enumerator =
      Ref ? dyn_cast<EnumConstantDecl>(Ref->getDecl()) : nullptr;
  if (!Enumerator)
    return;
  if (Case->caseStmtIsGNURange() ||
      !Ctx.isCudaLocation(Enumerator->getLocation()))
    return;
  SourceLocation Keyword = Case->getKeywordLoc();
  // A template's label is matched in each instantiation too.
  if (!Keyword.isFileID() || !Ctx.isUserLocation(Keyword) ||
      !Fenced.insert(Keyword).second)
    return;
  const MappingEntry *Entry =
      Ctx.table().lookup(Enumerator->getName(), ReferenceKind::Declaration);
  if (!Entry || Entry->isConvertible(Ctx.options().Table.Experimental))
    return;
  std::string Name = Enumerator->getName().str();
  std::string Why = "HIP has no '" + Name + "': no HIP call returns it";
  bool Done = fenceOut(SourceRange(Keyword, Case->getColonLoc()), Why, Ctx);
  Ctx.warn(Keyword, "'case " + Name + ":' " +
                        (Done ? "fenced with '#if 0'"
                              : "left as written, and does not compile") +
                        ": " + Why);
}

} // namespace hipify
