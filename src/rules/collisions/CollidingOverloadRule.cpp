#include "CollidingOverloadRule.h"
#include "../CodeFence.h"
#include "CudaTypeNaming.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringExtras.h"
#include <map>

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void CollidingOverloadRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(unless(isImplicit())).bind("function"), this);
}

void CollidingOverloadRule::check(const MatchFinder::MatchResult &Result) {
  const auto *FD = Result.Nodes.getNodeAs<FunctionDecl>("function");
  FD = FD->getCanonicalDecl();
  if (FD->isTemplateInstantiation() ||
      FD->getTemplateSpecializationKind() == TSK_ExplicitSpecialization ||
      isa<CXXDeductionGuideDecl>(FD))
    return;
  if (!Ctx.isUserLocation(FD->getLocation()) || !Seen.insert(FD).second)
    return;
  Functions.push_back(FD);
}

/// What two functions must share to be one in HIP, beyond their scope:
/// name, template parameters, converted parameter types, qualifiers.
static std::string identity(TranslationContext &Ctx, const FunctionDecl &FD) {
  std::string Key = convertedSignature(Ctx, FD);
  if (const FunctionTemplateDecl *T = FD.getDescribedFunctionTemplate()) {
    llvm::SmallVector<std::string, 4> Params;
    for (const NamedDecl *P : *T->getTemplateParameters()) {
      if (const auto *NonType = dyn_cast<NonTypeTemplateParmDecl>(P))
        Params.push_back(
            spellHipType(NonType->getType(), [&](const NamedDecl &D) {
              return hipNameOfCudaType(Ctx, D);
            }));
      else
        Params.push_back(isa<TemplateTypeParmDecl>(P) ? "typename"
                                                      : "template");
    }
    Key = "template<" + llvm::join(Params, ", ") + "> " + Key;
  }
  if (const auto *M = dyn_cast<CXXMethodDecl>(&FD)) {
    Key += M->getMethodQualifiers().getAsString();
    Key += M->getRefQualifier() == RQ_LValue   ? "&"
           : M->getRefQualifier() == RQ_RValue ? "&&"
                                               : "";
  }
  return Key;
}

bool CollidingOverloadRule::fenceRedefinition(const FunctionDecl &Later,
                                              const FunctionDecl &Earlier,
                                              llvm::StringRef Converted) {
  // Both defined: HIP sees a redefinition. The first stays, as the one
  // every call now resolves to; a mere declaration is a harmless
  // redeclaration.
  const FunctionDecl *Definition = Later.getDefinition();
  if (!Definition || !Earlier.getDefinition() || !Definition->hasBody())
    return false;
  const Decl *Whole = Definition;
  if (const FunctionTemplateDecl *T =
          Definition->getDescribedFunctionTemplate())
    Whole = T;
  return fenceOut(Whole->getSourceRange(),
                  "'" + cudaSignature(Later) + "' becomes '" + Converted.str() +
                      "', defined above",
                  Ctx);
}

void CollidingOverloadRule::finishTranslationUnit() {
  std::map<std::pair<const Decl *, std::string>,
           std::vector<const FunctionDecl *>>
      Groups;
  SourceManager &SM = Ctx.sourceManager();
  llvm::stable_sort(
      Functions, [&](const FunctionDecl *A, const FunctionDecl *B) {
        return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
      });
  for (const FunctionDecl *FD : Functions) {
    const Decl *Scope = cast<Decl>(FD->getDeclContext()->getRedeclContext())
                            ->getCanonicalDecl();
    std::vector<const FunctionDecl *> &Group =
        Groups[{Scope, identity(Ctx, *FD)}];
    for (const FunctionDecl *Earlier : Group) {
      if (!FunctionTarget::of(*Earlier).clashesWith(FunctionTarget::of(*FD)))
        continue;
      std::string Converted = convertedSignature(Ctx, *FD);
      bool Fenced = fenceRedefinition(*FD, *Earlier, Converted);
      Ctx.reportHipCollision(
          FD->getLocation(), HipCollisionKind::SameFunction,
          "'" + cudaSignature(*FD) + "' and '" + cudaSignature(*Earlier) +
              "' become the same function '" + Converted + "' in HIP" +
              (Fenced ? "; the later definition is fenced with '#if 0'" : ""),
          Ctx.noteAt(Earlier->getLocation(),
                     "'" + cudaSignature(*Earlier) + "' declared here"),
          Fenced);
      break;
    }
    Group.push_back(FD);
  }
  Functions.clear();
  Seen.clear();
}

} // namespace hipify
