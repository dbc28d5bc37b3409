#include "ProvidedByHipRule.h"
#include "../IncludeRule.h"
#include "CudaTypeNaming.h"
#include "HipDeclarations.h"
#include "SameAsHipVectorOperator.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

/// Where HIP declares its operators on the vector types (not hip_complex.h's
/// complex product of HIP 5.2, which a component-wise operator* is not).
constexpr llvm::StringLiteral VectorOperatorsHeader =
    "hip/amd_detail/amd_hip_vector_types.h";

/// How a user's function meets one of HIP's.
struct Meeting {
  /// Same parameter types: a redefinition. Otherwise they differ only in
  /// references and qualifiers, or in HIP's defaulted parameters: a tie at
  /// every call.
  bool Redefinition = false;
  /// HIP's, as the message names it (`operator*(float2, const float2 &)`).
  std::string HipSignature;
};

class Matcher {
public:
  Matcher(const HipDeclarations &List, llvm::ArrayRef<std::string> Written)
      : List(List) {
    for (const std::string &P : Written) {
      User.push_back(replaceWords(
          P, [&](llvm::StringRef W) { return List.vectorType(W); }));
      Decayed.push_back(withoutTopLevelQualifiers(User.back()));
    }
  }

  std::optional<Meeting> meet(const HipDeclaration &Hip) const {
    std::vector<llvm::StringRef> Params;
    size_t Required = 0;
    for (llvm::StringRef P : Hip.Parameters) {
      Required += !P.ends_with(" =");
      Params.push_back(P.ends_with(" =") ? P.drop_back(2) : P);
    }
    if (User.size() < Required || User.size() > Params.size())
      return std::nullopt;
    // V is the vector the user's argument is where HIP takes one.
    std::string Vector;
    for (size_t I = 0; I < User.size(); ++I)
      if (withoutTopLevelQualifiers(Params[I]) == "V")
        Vector = Decayed[I];
    llvm::StringRef Element = List.vectorElement(Vector);
    auto Bind = [&](llvm::StringRef P) {
      return replaceWords(P, [&](llvm::StringRef W) {
        return W == "V"   ? llvm::StringRef(Vector)
               : W == "T" ? Element
                          : llvm::StringRef();
      });
    };
    Meeting M;
    M.Redefinition = User.size() == Params.size();
    llvm::SmallVector<std::string, 4> Shown;
    for (size_t I = 0; I < Params.size(); ++I) {
      std::string Bound = Bind(Params[I]);
      if (Bound != Params[I] && Element.empty())
        return std::nullopt; // V where the user's argument is no vector
      if (I < User.size()) {
        if (withoutTopLevelQualifiers(Bound) != Decayed[I])
          return std::nullopt;
        M.Redefinition &= Bound == User[I];
      }
      Shown.push_back(named(Bound));
    }
    M.HipSignature = Hip.Name + "(" + llvm::join(Shown, ", ") + ")";
    return M;
  }

private:
  /// \p Spelling with the user's vector types named as the user names them
  /// (`float2`, not `HIP_vector_type<float, 2>`).
  std::string named(std::string Spelling) const {
    for (const std::string &P : Decayed)
      if (llvm::StringRef Name = List.vectorName(P); !Name.empty())
        for (size_t At; (At = Spelling.find(P)) != std::string::npos;)
          Spelling.replace(At, P.size(), Name.str());
    return Spelling;
  }

  const HipDeclarations &List;
  std::vector<std::string> User, Decayed;
};

class UserIncludes : public PPCallbacks {
public:
  explicit UserIncludes(ProvidedByHipRule &Rule) : Rule(Rule) {}
  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          llvm::StringRef FileName, bool, CharSourceRange,
                          OptionalFileEntryRef, llvm::StringRef,
                          llvm::StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    Rule.noteInclude(HashLoc, FileName);
  }

private:
  ProvidedByHipRule &Rule;
};

/// ` (HIP 6.4; not HIP 5.2)` when only some of the HIP versions checked
/// declare it.
std::string versionNote(llvm::StringRef Has, llvm::StringRef Checked) {
  llvm::SmallVector<llvm::StringRef, 4> All, Present, Lacking;
  Checked.split(All, ',');
  Has.split(Present, ',');
  for (llvm::StringRef V : All)
    if (!llvm::is_contained(Present, V))
      Lacking.push_back(V);
  if (Lacking.empty())
    return "";
  return " (HIP " + llvm::join(Present, ", HIP ") + "; not HIP " +
         llvm::join(Lacking, ", HIP ") + ")";
}

/// Whether the HIP the output targets declares it: as the newest of the HIP
/// versions checked that is not newer than \p Target does (the oldest one
/// checked for an older target).
bool declaredFor(HipVersion Target, llvm::StringRef Has,
                 llvm::StringRef Checked) {
  llvm::SmallVector<llvm::StringRef, 4> All;
  Checked.split(All, ',');
  llvm::StringRef Nearest;
  for (llvm::StringRef V : All) {
    std::optional<HipVersion> Version = HipVersion::parse(V);
    if (Version && (Nearest.empty() || !(Target < *Version)))
      Nearest = V;
  }
  llvm::SmallVector<llvm::StringRef, 4> Present;
  Has.split(Present, ',');
  return Nearest.empty() || llvm::is_contained(Present, Nearest);
}

/// What keeps a user's definition from the HIP platforms whose headers
/// define it too: only AMD, or AMD and NVIDIA.
struct Fence {
  std::string Condition; ///< `!defined(__HIP_PLATFORM_AMD__)`
  std::string Platforms; ///< `AMD`
  std::string Headers;   ///< `hip/amd_detail/amd_hip_atomic.h defines it`
};

Fence fenceFor(const HipDeclaration &Hip) {
  if (Hip.NvidiaHeader.empty())
    return {"!defined(__HIP_PLATFORM_AMD__)", "AMD",
            Hip.Header + " defines it"};
  return {"!defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)",
          "AMD and NVIDIA",
          Hip.Header + " and " + Hip.NvidiaHeader + " define it"};
}

} // namespace

void ProvidedByHipRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  HipHeaders.insert(IncludeRule::RuntimeHeader);
  PP.addPPCallbacks(std::make_unique<UserIncludes>(*this));
}

void ProvidedByHipRule::noteInclude(SourceLocation HashLoc,
                                    llvm::StringRef FileName) {
  if (!Ctx.isUserLocation(HashLoc))
    return;
  if (const MappingEntry *Entry =
          Ctx.table().lookup(FileName, ReferenceKind::Header))
    HipHeaders.insert(Entry->HipName);
}

void ProvidedByHipRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(isDefinition(), unless(isImplicit()),
                                 unless(cxxMethodDecl()))
                        .bind("function"),
                    this);
}

void ProvidedByHipRule::check(const MatchFinder::MatchResult &Result) {
  const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>("function");
  if (FD->isTemplateInstantiation() || FD->getDescribedFunctionTemplate() ||
      FD->getTemplateSpecializationKind() == TSK_ExplicitSpecialization ||
      FD->isVariadic() ||
      !FD->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
      !Ctx.isUserLocation(FD->getLocation()) ||
      Ctx.isCudaLocation(FD->getCanonicalDecl()->getLocation()) ||
      !Seen.insert(FD).second)
    return;
  const HipDeclarations &List = HipDeclarations::builtin();
  llvm::ArrayRef<HipDeclaration> Candidates = List.named(FD->getNameAsString());
  if (Candidates.empty())
    return;
  Matcher Match(List, convertedParameters(Ctx, *FD));
  FunctionTarget Target = FunctionTarget::of(*FD);
  for (const HipDeclaration &Hip : Candidates) {
    std::optional<Meeting> M = Match.meet(Hip);
    if (!HipHeaders.contains(Hip.IncludedBy) || !M ||
        !Target.clashesWith({Hip.Host, Hip.Device}) ||
        !declaredFor(Ctx.options().HipTarget, Hip.Versions, List.versions()))
      continue;
    std::string Mine = "'" + cudaSignature(*FD) + "'";
    std::string Message =
        M->Redefinition
            ? Mine + " is defined by HIP's headers too: the converted code "
                     "redefines it"
            : Mine + " has the parameters of HIP's own '" + M->HipSignature +
                  "': calls of either become ambiguous";
    // An operator proven to compute what HIP's vector operator does is kept
    // from HIP on AMD whatever the options: no call changes its result.
    bool SameAsHip = Hip.IsOperator && Hip.Header == VectorOperatorsHeader &&
                     !FD->getPreviousDecl() && computesAsHipVectorOperator(*FD);
    bool Fixed = ((M->Redefinition && !Hip.IsOperator &&
                   Ctx.options().ResolveCollisions) ||
                  SameAsHip) &&
                 guard(*FD, Hip);
    if (Fixed)
      Message += std::string(SameAsHip ? "; it computes what HIP's does, "
                                         "component by component"
                                       : "") +
                 "; kept from HIP on " + fenceFor(Hip).Platforms + " by #if " +
                 fenceFor(Hip).Condition;
    std::string Note =
        "HIP declares '" + M->HipSignature + "' in " + Hip.Header;
    Note += versionNote(Hip.Versions, List.versions());
    if (!Hip.NvidiaHeader.empty())
      Note += ", and on NVIDIA in " + Hip.NvidiaHeader;
    Ctx.reportHipCollision(FD->getLocation(), HipCollisionKind::ProvidedByHip,
                           std::move(Message), CollisionNote{{}, 0, 0, Note},
                           Fixed);
    return;
  }
}

/// The offset of the start of the line holding \p Offset, if only blanks
/// come before it there.
static std::optional<unsigned> lineStartBefore(llvm::StringRef Text,
                                               unsigned Offset) {
  size_t Start = Text.take_front(Offset).rfind('\n');
  Start = Start == llvm::StringRef::npos ? 0 : Start + 1;
  if (!Text.slice(Start, Offset).trim().empty())
    return std::nullopt;
  return Start;
}

/// The offset after the end of the line holding \p Offset, if only blanks
/// or a line comment come after it there.
static std::optional<unsigned> lineEndAfter(llvm::StringRef Text,
                                            unsigned Offset) {
  size_t End = Text.find('\n', Offset);
  End = End == llvm::StringRef::npos ? Text.size() : End + 1;
  llvm::StringRef Rest = Text.slice(Offset, End).trim();
  if (!Rest.empty() && !Rest.starts_with("//"))
    return std::nullopt;
  return End;
}

bool ProvidedByHipRule::guard(const FunctionDecl &FD,
                              const HipDeclaration &Hip) {
  SourceManager &SM = Ctx.sourceManager();
  SourceLocation Begin = SM.getExpansionLoc(FD.getBeginLoc());
  SourceLocation End = FD.getEndLoc();
  // A definition written by a macro is the macro's to change.
  if (End.isMacroID() || SM.getFileID(Begin) != SM.getFileID(End))
    return false;
  FileID File = SM.getFileID(Begin);
  llvm::StringRef Text = SM.getBufferData(File);
  std::optional<unsigned> First =
      lineStartBefore(Text, SM.getFileOffset(Begin));
  std::optional<unsigned> After = lineEndAfter(Text, SM.getFileOffset(End) + 1);
  if (!First || !After)
    return false;
  SourceLocation FileStart = SM.getLocForStartOfFile(File);
  std::string Close = Text.take_front(*After).ends_with("\n") ? "" : "\n";
  Fence F = fenceFor(Hip);
  return Ctx.addEdit(FileStart.getLocWithOffset(*First), 0,
                     "#if " + F.Condition + " // " + F.Headers + "\n") &&
         Ctx.addEdit(FileStart.getLocWithOffset(*After), 0, Close + "#endif\n");
}

} // namespace hipify
