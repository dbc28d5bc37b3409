//===- UnconvertedAuditRule.cpp - No CUDA name left unreported ------------===//
#include "UnconvertedAuditRule.h"
#include "../frontend/IncludeMapping.h"
#include "../frontend/MacroUse.h"
#include "../frontend/RawLexing.h"
#include "CudaNames.h"
#include "CudaReferences.h"
#include "MacroNameCallbacks.h"
#include "RuleRegistry.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

/// Macros the user defines, and uses of macros not defined by CUDA, are the
/// user's names, but for a CUDA macro the user defines again (a project's
/// own `#define __CUDACC__`): that definition and its uses are reported.
class UserMacroNames : public MacroNameCallbacks {
public:
  explicit UserMacroNames(TranslationContext &Ctx) : Ctx(Ctx) {}

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    if (!Ctx.isUserLocation(Name.getLocation()))
      return;
    if (redefinesCudaMacro(Name))
      reportCudaMacro(Name, "is CUDA's macro, defined again by user code: "
                            "left as written");
    else
      note(Name);
  }
  void MacroUndefined(const Token &Name, const MacroDefinition &MD,
                      const MacroDirective *) override {
    macroNameUsed(Name, MD, false);
  }
  void macroNameUsed(const Token &Name, const MacroDefinition &MD,
                     bool) override {
    // The audit looks only at the user's files: a name spelled elsewhere is
    // never asked about.
    if (!Ctx.isUserLocation(Name.getLocation()))
      return;
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || Ctx.isCudaLocation(MI->getDefinitionLoc()) ||
        Ctx.isCompilerDefinition(MI->getDefinitionLoc()))
      return;
    if (Ctx.isUserLocation(MI->getDefinitionLoc()) && redefinesCudaMacro(Name))
      reportCudaMacro(Name, "names CUDA's macro as user code defines it "
                            "again: left as written");
    else
      note(Name);
  }

private:
  void note(const Token &Name) {
    noteUserReference(Ctx, Name.getIdentifierInfo()->getName(),
                      Name.getLocation());
  }

  /// A macro name HIP lacks or spells otherwise: renaming the user's
  /// definition alone would change what it means.
  bool redefinesCudaMacro(const Token &Name) const {
    llvm::StringRef Spelled = Name.getIdentifierInfo()->getName();
    if (const MappingEntry *Entry =
            Ctx.table().lookup(Spelled, ReferenceKind::Macro))
      return Entry->isRename() ||
             !Entry->isConvertible(Ctx.options().Table.Experimental);
    return CudaNames::builtin().isMacro(Spelled);
  }

  void reportCudaMacro(const Token &Name, llvm::StringRef Reason) {
    llvm::StringRef Spelled = Name.getIdentifierInfo()->getName();
    if (const MappingEntry *Entry =
            Ctx.table().lookup(Spelled, ReferenceKind::Macro))
      Ctx.reportUnconverted(Name.getLocation(),
                            TranslationContext::referenceInfo(*Entry, ""),
                            Reason.str());
    else
      reportUnknownCudaName(Ctx, Spelled, Name.getLocation());
  }

  TranslationContext &Ctx;
};

/// The inactive branches of the user's files, whichever rules run: what the
/// audit finds there is reported as inactive.
class InactiveRanges : public PPCallbacks {
public:
  explicit InactiveRanges(TranslationContext &Ctx) : Ctx(Ctx) {}

  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    if (!Ctx.isInSkippedRange(Range.getBegin()))
      Ctx.noteSkippedRange(Range);
  }

private:
  TranslationContext &Ctx;
};

} // namespace

void UnconvertedAuditRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(namedDecl().bind("decl"), this);
  Finder.addMatcher(memberExpr().bind("member"), this);
  Finder.addMatcher(unresolvedMemberExpr().bind("members"), this);
  Finder.addMatcher(cxxDependentScopeMemberExpr().bind("dependent-member"),
                    this);
  Finder.addMatcher(dependentScopeDeclRefExpr().bind("dependent-ref"), this);
}

void UnconvertedAuditRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<UserMacroNames>(Ctx));
  PP.addPPCallbacks(std::make_unique<InactiveRanges>(Ctx));
}

void UnconvertedAuditRule::check(const MatchFinder::MatchResult &Result) {
  const auto &Nodes = Result.Nodes;
  if (const auto *D = Nodes.getNodeAs<NamedDecl>("decl")) {
    handleDeclaration(*D);
  } else if (const auto *M = Nodes.getNodeAs<MemberExpr>("member")) {
    const ValueDecl *Member = M->getMemberDecl();
    if (Member->getIdentifier() &&
        !Ctx.isCudaLocation(Member->getLocation()))
      noteUserReference(Ctx, Member->getName(), M->getMemberLoc());
  } else if (const auto *Set =
                 Nodes.getNodeAs<UnresolvedMemberExpr>("members")) {
    if (const IdentifierInfo *Name = Set->getName().getAsIdentifierInfo())
      if (ownershipOf(*Set, Ctx) == Ownership::User)
        noteUserReference(Ctx, Name->getName(), Set->getMemberLoc());
  } else if (const auto *M = Nodes.getNodeAs<CXXDependentScopeMemberExpr>(
                 "dependent-member")) {
    if (const IdentifierInfo *Name = M->getMember().getAsIdentifierInfo())
      reportUnresolvedReference(Ctx, Name->getName(), M->getMemberLoc(),
                                "is a member of a dependent type: not "
                                "resolved, left as written");
  } else if (const auto *Ref = Nodes.getNodeAs<DependentScopeDeclRefExpr>(
                 "dependent-ref")) {
    if (const IdentifierInfo *Name = Ref->getDeclName().getAsIdentifierInfo())
      reportUnresolvedReference(Ctx, Name->getName(), Ref->getLocation(),
                                "is named in a dependent scope: not "
                                "resolved, left as written");
  }
}

void UnconvertedAuditRule::handleDeclaration(const NamedDecl &D) {
  if (!D.getIdentifier() || !Ctx.isUserLocation(D.getLocation()))
    return;
  // A user redeclaration of a CUDA function or variable declares the CUDA
  // entity, not one of the user's. (Friends are renamed by their rule.)
  const Decl *First = D.getCanonicalDecl();
  if (First != &D && Ctx.isCudaLocation(First->getLocation())) {
    if (D.getFriendObjectKind() == Decl::FOK_None)
      reportUnresolvedReference(Ctx, D.getName(), D.getLocation(),
                                "redeclares a CUDA API in user code; not "
                                "renamed");
    return;
  }
  noteUserReference(Ctx, D.getName(), D.getLocation());
}

void UnconvertedAuditRule::finishTranslationUnit() {
  for (FileID FID : Ctx.userFiles())
    auditFile(FID);
}

void UnconvertedAuditRule::auditFile(FileID FID) {
  SourceManager &SM = Ctx.sourceManager();
  llvm::StringRef Buffer = SM.getBufferData(FID);
  SourceLocation Start = SM.getLocForStartOfFile(FID);
  const EditSet &Edits = Ctx.editsFor(FID);
  llvm::DenseSet<unsigned> Reported;
  for (const UnconvertedReference &U : Edits.unconverted())
    Reported.insert(U.Offset);
  bool AuditInactive = Ctx.options().ConvertSkippedBlocks;

  struct Finding {
    SourceLocation Loc;
    const MappingEntry *Entry; ///< null: a CUDA name no mapping knows
    std::string Name;
  };
  std::vector<Finding> Findings;
  Lexer Lex(Start, Ctx.langOptions(), Buffer.begin(), Buffer.begin(),
            Buffer.end());
  Token Tok;
  while (nextRawToken(Lex, Tok)) {
    if (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
      llvm::StringRef Line =
          Buffer.substr(SM.getFileOffset(Tok.getLocation()))
              .take_until([](char C) { return C == '\n'; });
      if (std::optional<IncludeLine> Include = parseIncludeLine(Line)) {
        // Active includes are the include rule's; an inactive one of a
        // header no mapping knows is reported here.
        SourceLocation Loc = Tok.getLocation();
        if (Ctx.isInSkippedRange(Loc) && AuditInactive &&
            !Ctx.table().lookup(Include->Name, ReferenceKind::Header) &&
            CudaNames::builtin().isHeader(Include->Name))
          Findings.push_back(
              {Loc.getLocWithOffset(Include->Spelled.data() - Line.data()),
               nullptr, Include->Name.str()});
        skipRestOfDirective(Lex);
        continue;
      }
    }
    if (!Tok.is(tok::raw_identifier))
      continue;
    llvm::SmallString<64> Name(Tok.getRawIdentifier());
    if (Tok.needsCleaning()) // split by a backslash-newline
      Name = Lexer::getSpelling(Tok, SM, Ctx.langOptions());
    // Most tokens are the user's: one lookup tells them apart.
    bool Known = !Ctx.table().lookupAll(Name).empty();
    const MappingEntry *Entry =
        Known ? Ctx.table().lookup(Name, ReferenceKind::Token) : nullptr;
    // A name the tables know but do not match from tokens (evidence=ast) is
    // theirs to judge, not the toolkit's list.
    if (Entry ? !Entry->isRename() &&
                    Entry->isConvertible(Ctx.options().Table.Experimental)
              : Known || !CudaNames::builtin().lookup(Name))
      continue;
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    // A name HIP needs nothing for stays where a condition tests it
    // (TranslationContext::removeReference).
    bool KeptInCondition =
        Entry && !*Entry->HipName && *Entry->Why &&
        inPreprocessorCondition(Tok.getLocation(), SM, Ctx.langOptions());
    if (Reported.count(Offset) || Edits.replacementAt(Offset) ||
        KeptInCondition || Ctx.isUserName(Tok.getLocation()) ||
        (!AuditInactive && Ctx.isInSkippedRange(Tok.getLocation())))
      continue;
    Findings.push_back({Tok.getLocation(), Entry, Name.str().str()});
  }
  // The names CUDA removed are converted here for the identifier rule,
  // which sees no reference where nothing declares them: off with it.
  std::optional<std::string> IdentifierOff =
      whyRuleDisabled("identifier", Ctx.options());
  // Reported after the scan: reporting adds to the set being scanned.
  for (const Finding &F : Findings) {
    if (!F.Entry)
      reportUnknownCudaName(Ctx, F.Name, F.Loc);
    else if (isRemovedFromToolkit(*F.Entry) && !Ctx.isInSkippedRange(F.Loc))
      // No declaration can prove it, and none is needed: the toolkit
      // declares no such name, nor does the user's code (isUserName), so
      // the old CUDA name is meant. Converted, or reported, by its entry.
      if (IdentifierOff)
        Ctx.reportUnconverted(F.Loc,
                              TranslationContext::referenceInfo(*F.Entry, ""),
                              "left as written: " + *IdentifierOff);
      else
        Ctx.recordReference(F.Loc, *F.Entry, EditOrigin::TokenLevel);
    else
      Ctx.reportUnconverted(
          F.Loc, TranslationContext::referenceInfo(*F.Entry, ""),
          F.Entry->isConvertible(Ctx.options().Table.Experimental)
              ? "is not resolved by the AST (code clang did not parse as a "
                "reference, e.g. an unexpanded macro argument); left as "
                "written"
              : "is unsupported in HIP");
  }
}

} // namespace hipify
