//===- LibraryNamespaceRule.cpp - cub:: -> hipcub:: -----------------------===//
//
// hipCUB declares CUB's names in namespace hipcub, so a CUB name converts by
// renaming the namespace where the user spells it. The namespace must be the
// one the CUDA headers declare: a user's own `cub` is left alone.
//
//===----------------------------------------------------------------------===//
#include "LibraryNamespaceRule.h"
#include "CudaReferences.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/NestedNameSpecifier.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void LibraryNamespaceRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(nestedNameSpecifierLoc().bind("qualifier"), this);
  Finder.addMatcher(usingDirectiveDecl().bind("using"), this);
  Finder.addMatcher(namespaceAliasDecl().bind("alias"), this);
}

void LibraryNamespaceRule::check(const MatchFinder::MatchResult &Result) {
  if (const auto *Qualifier =
          Result.Nodes.getNodeAs<NestedNameSpecifierLoc>("qualifier"))
    handleQualifier(*Qualifier);
  else if (const auto *Using =
               Result.Nodes.getNodeAs<UsingDirectiveDecl>("using")) {
    // `using namespace cub::detail;` names cub in its qualifier, seen above.
    if (!Using->getQualifierLoc())
      if (const NamespaceDecl *NS = Using->getNominatedNamespace())
        handleNamespaceName(*NS, Using->getIdentLocation(), {});
  } else if (const auto *Alias =
                 Result.Nodes.getNodeAs<NamespaceAliasDecl>("alias")) {
    if (!Alias->getQualifierLoc())
      if (const auto *NS =
              dyn_cast<NamespaceDecl>(Alias->getAliasedNamespace()))
        handleNamespaceName(*NS, Alias->getTargetNameLoc(), {});
  }
}

void LibraryNamespaceRule::handleQualifier(NestedNameSpecifierLoc Qualifier) {
  auto [Base, Prefix] = Qualifier.getAsNamespaceAndPrefix();
  const auto *NS = dyn_cast_or_null<NamespaceDecl>(Base);
  if (!NS)
    return;
  const SourceManager &SM = Ctx.sourceManager();
  // A namespace of the user's or of another library named like one of
  // CUDA's (`at::cuda::`): its name here is not CUDA's.
  if (NS->getIdentifier() &&
      !Ctx.isCudaLocation(NS->getFirstDecl()->getLocation()))
    noteUserReference(Ctx, NS->getName(),
                      SM.getSpellingLoc(Qualifier.getLocalBeginLoc()));
  // Only the first namespace of the qualifier (`::` may precede it).
  if (Prefix && Prefix.getNestedNameSpecifier().getKind() !=
                    NestedNameSpecifier::Kind::Global)
    return;
  SourceLocation Spelling = SM.getSpellingLoc(Qualifier.getLocalBeginLoc());
  // Where the local range of `::cub::` starts at the global `::`, the name
  // is the next token.
  Token Tok;
  if (Lexer::getRawToken(Spelling, Tok, SM, Ctx.langOptions()))
    return;
  if (Tok.is(tok::coloncolon))
    if (auto Next = Lexer::findNextToken(Spelling, SM, Ctx.langOptions()))
      Spelling = Next->getLocation();
  // The name the namespace qualifies: the identifier after its `::`.
  llvm::StringRef Member;
  SourceLocation ColonColon =
      SM.getSpellingLoc(Qualifier.getLocalSourceRange().getEnd());
  if (auto Next = Lexer::findNextToken(ColonColon, SM, Ctx.langOptions()))
    if (Next->is(tok::raw_identifier))
      Member = Next->getRawIdentifier();
  handleNamespaceName(*NS, Spelling, Member);
}

void LibraryNamespaceRule::handleNamespaceName(const NamespaceDecl &Namespace,
                                               SourceLocation NameLoc,
                                               llvm::StringRef Member) {
  const NamespaceDecl *Outer = &Namespace;
  while (const auto *Parent = dyn_cast<NamespaceDecl>(Outer->getDeclContext()))
    Outer = Parent;
  // The first declaration: a user may reopen `namespace cub` to extend it.
  if (Outer != &Namespace || !Namespace.getIdentifier() ||
      !Ctx.isCudaLocation(Namespace.getFirstDecl()->getLocation()))
    return;
  llvm::StringRef Name = Namespace.getName();
  const MappingEntry *NamespaceEntry =
      Ctx.table().lookup(Name, ReferenceKind::Declaration);
  if (!NamespaceEntry || NamespaceEntry->Kind != MappingKind::Namespace)
    return;
  // `cub::DeviceReduce` has its own entry: hipCUB may lack that name. A
  // name the tables do not know (a newer CUB's) follows the namespace.
  const MappingEntry *Entry = NamespaceEntry;
  if (!Member.empty())
    if (const MappingEntry *MemberEntry = Ctx.table().lookup(
            (Name + "::" + Member).str(), ReferenceKind::Declaration))
      Entry = MemberEntry;
  llvm::StringRef Replacement = NamespaceEntry->HipName;
  Ctx.recordSpelledReference(NameLoc, Name.size(), *Entry, EditOrigin::Proven,
                             Replacement, Entry->HipName);
}

} // namespace hipify
