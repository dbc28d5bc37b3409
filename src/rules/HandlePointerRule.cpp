#include "HandlePointerRule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// Whether \p Text, before its trailing blanks, ends in the keyword `const`.
bool endsWithConst(llvm::StringRef Text) {
  Text = Text.rtrim();
  return Text.consume_back("const") &&
         (Text.empty() || !isIdentifierChar(Text.back()));
}

/// CUDA's typedef of a pointer to \p Struct (const when \p Const), which
/// CUDA names after it: `cudaArray_t`, `cudaArray_const_t`.
const TypedefNameDecl *pointerTypedef(const RecordDecl &Struct, bool Const) {
  ASTContext &AST = Struct.getASTContext();
  std::string Name = Struct.getName().str() + (Const ? "_const_t" : "_t");
  for (const NamedDecl *D :
       AST.getTranslationUnitDecl()->lookup(&AST.Idents.get(Name))) {
    const auto *Typedef = dyn_cast<TypedefNameDecl>(D);
    QualType Pointer = Typedef ? Typedef->getUnderlyingType() : QualType();
    if (!Pointer.isNull() && Pointer->isPointerType() &&
        Pointer->getPointeeType().isLocalConstQualified() == Const &&
        Pointer->getPointeeType()->getAsRecordDecl() &&
        Pointer->getPointeeType()->getAsRecordDecl()->getCanonicalDecl() ==
            Struct.getCanonicalDecl())
      return Typedef;
  }
  return nullptr;
}

} // namespace

void HandlePointerRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(pointerTypeLoc().bind("pointer"), this);
}

void HandlePointerRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Pointer = Result.Nodes.getNodeAs<PointerTypeLoc>("pointer");
  SourceManager &SM = *Result.SourceManager;
  TypeLoc Pointee = Pointer->getPointeeLoc();
  QualType Type = Pointee.getType();
  SourceLocation Star = Pointer->getStarLoc();
  // The struct named as itself: not through a typedef, a template argument
  // or a macro, and not volatile.
  const auto *Named = dyn_cast<RecordType>(Type.getTypePtr());
  if (!Named || !Pointee.getUnqualifiedLoc().getAs<RecordTypeLoc>() ||
      Type.getLocalFastQualifiers() & ~Qualifiers::Const || !Star.isFileID() ||
      !Pointee.getBeginLoc().isFileID() || !Pointee.getEndLoc().isFileID() ||
      !Ctx.isUserLocation(Star) ||
      !Ctx.isCudaLocation(Named->getDecl()->getLocation()))
    return;
  auto [File, StarOffset] = SM.getDecomposedLoc(Star);
  auto [BeginFile, BeginOffset] = SM.getDecomposedLoc(Pointee.getBeginLoc());
  unsigned EndOffset = SM.getFileOffset(Pointee.getEndLoc()) +
                       Lexer::MeasureTokenLength(Pointee.getEndLoc(), SM,
                                                 Result.Context->getLangOpts());
  // Recorded even when not plain: `*b` in `cudaArray *a, *b` shares the
  // struct's spelling with `*a`, which must then be left alone too.
  bool Plain = BeginFile == File && EndOffset <= StarOffset;
  bool Const = Type.isLocalConstQualified();
  if (Plain) {
    llvm::StringRef Text = SM.getBufferData(File);
    llvm::StringRef Between = Text.slice(EndOffset, StarOffset);
    // `cudaArray const *`, else `const cudaArray *` with nothing between.
    if (Const && endsWithConst(Between))
      Between = Between.rtrim().drop_back(5);
    else if (Const && endsWithConst(Text.take_front(BeginOffset)))
      BeginOffset = Text.take_front(BeginOffset).rtrim().size() - 5;
    else if (Const)
      Plain = false;
    // Nothing else inside the pointer's spelling: no comment, no token.
    Plain &= Between.trim().empty();
  }
  Pointers[Pointee.getBeginLoc()].push_back(Spelling{
      SM.getComposedLoc(BeginFile, BeginOffset), Star,
      cast<RecordDecl>(Named->getDecl()->getCanonicalDecl()), Const, Plain});
}

void HandlePointerRule::finishTranslationUnit() {
  TranslationContext::RuleScope Speaking = speaking();
  for (const auto &[PointeeLoc, Seen] : Pointers) {
    // `cudaArray *a, *b`: both stars share the spelling of the struct.
    llvm::SmallPtrSet<const void *, 2> Stars;
    for (const Spelling &S : Seen)
      Stars.insert(S.Star.getPtrEncoding());
    const Spelling &S = Seen.front();
    const TypedefNameDecl *Typedef = pointerTypedef(*S.Struct, S.Const);
    if (!Typedef || !Ctx.isCudaLocation(Typedef->getLocation()))
      continue;
    const MappingEntry *Struct =
        Ctx.table().lookup(S.Struct->getName(), ReferenceKind::Declaration);
    const MappingEntry *Entry =
        Ctx.table().lookup(Typedef->getName(), ReferenceKind::Declaration);
    auto Converts = [&](const MappingEntry *E) {
      return E && E->Status == SupportStatus::Supported && *E->HipName &&
             !E->isNewerThan(Ctx.options().HipTarget);
    };
    if (!Converts(Struct) || !Converts(Entry))
      continue;
    if (Stars.size() != 1 || !S.Plain) {
      Ctx.warn(S.Begin, "'" + S.Struct->getName() + "' is renamed '" +
                            Struct->HipName +
                            "', which HIP's NVIDIA platform lacks: write the "
                            "pointer as '" +
                            Entry->HipName + "' to convert it");
      continue;
    }
    SourceManager &SM = Ctx.sourceManager();
    auto [File, End] = SM.getDecomposedLoc(S.Star.getLocWithOffset(1));
    llvm::StringRef After = SM.getBufferData(File).drop_front(End);
    std::string Name = Entry->HipName;
    // `cudaArray *p` -> `hipArray_t p`, `cudaArray **p` -> `hipArray_t *p`
    if (!After.empty() && (isIdentifierChar(After.front()) ||
                           After.front() == '*' || After.front() == '&'))
      Name += ' ';
    if (Ctx.rewriteRange(S.Begin, End - SM.getFileOffset(S.Begin), Name))
      Ctx.warn(S.Begin, "pointer to '" + S.Struct->getName() +
                            "' written as '" + Entry->HipName +
                            "', which both HIP platforms declare");
  }
}

} // namespace hipify
