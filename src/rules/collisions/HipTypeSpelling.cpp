#include "HipTypeSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace hipify {
namespace {

class Speller {
public:
  explicit Speller(TypeNaming Naming) : Naming(Naming) {}

  std::string spell(QualType T) {
    if (T.isNull())
      return "";
    Qualifiers Quals = T.getLocalQualifiers();
    const Type *Ty = T.getTypePtr();
    if (const auto *P = dyn_cast<PointerType>(Ty))
      return spell(P->getPointeeType()) + " *" + suffix(Quals);
    if (const auto *R = dyn_cast<ReferenceType>(Ty))
      return spell(R->getPointeeTypeAsWritten()) +
             (isa<LValueReferenceType>(R) ? " &" : " &&");
    return prefix(Quals) + spellUnqualified(Ty);
  }

private:
  std::string spellUnqualified(const Type *Ty) {
    if (const auto *TT = dyn_cast<TypedefType>(Ty)) {
      if (std::optional<std::string> Name = Naming(*TT->getDecl()))
        return *Name;
      return spell(TT->desugar());
    }
    if (const auto *U = dyn_cast<UsingType>(Ty))
      return spell(U->desugar());
    if (const auto *S = dyn_cast<SubstTemplateTypeParmType>(Ty))
      return spell(S->getReplacementType());
    if (const auto *I = dyn_cast<InjectedClassNameType>(Ty))
      return tagName(*I->getDecl());
    if (const auto *Tag = dyn_cast<TagType>(Ty))
      return tagName(*Tag->getDecl());
    if (const auto *Spec = dyn_cast<TemplateSpecializationType>(Ty))
      if (Spec->isSugared())
        return spell(Spec->desugar());
    if (const auto *A = dyn_cast<AttributedType>(Ty))
      return spell(A->getModifiedType());
    if (const auto *P = dyn_cast<ParenType>(Ty))
      return spell(P->getInnerType());
    if (const auto *D = dyn_cast<DecltypeType>(Ty))
      if (D->isSugared())
        return spell(D->desugar());
    // Builtins, template parameters, function and member pointer types:
    // whatever clang calls their canonical form.
    return QualType(Ty, 0).getCanonicalType().getAsString();
  }

  std::string tagName(const TagDecl &Tag) {
    if (std::optional<std::string> Name = Naming(Tag))
      return *Name;
    std::string Name = Tag.getQualifiedNameAsString();
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(&Tag);
    if (!Spec)
      return Name;
    llvm::SmallVector<std::string, 4> Args;
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      Args.push_back(argument(A));
    return Name + "<" + llvm::join(Args, ", ") + ">";
  }

  std::string argument(const TemplateArgument &A) {
    if (A.getKind() == TemplateArgument::Type)
      return spell(A.getAsType());
    if (A.getKind() == TemplateArgument::Integral)
      return llvm::toString(A.getAsIntegral(), 10);
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    A.print(PrintingPolicy(LangOptions()), OS, /*IncludeType=*/false);
    return Out;
  }

  static std::string prefix(Qualifiers Q) {
    std::string Out;
    if (Q.hasConst())
      Out += "const ";
    if (Q.hasVolatile())
      Out += "volatile ";
    return Out;
  }

  static std::string suffix(Qualifiers Q) {
    std::string Out = prefix(Q);
    if (Out.empty())
      return Out;
    Out.pop_back();
    return Out;
  }

  TypeNaming Naming;
};

} // namespace

std::string spellHipType(QualType T, TypeNaming Naming) {
  return Speller(Naming).spell(T);
}

std::string withoutTopLevelQualifiers(llvm::StringRef Spelling) {
  Spelling = Spelling.trim();
  if (!Spelling.consume_back(" &&"))
    Spelling.consume_back(" &");
  // A pointer's own qualifiers follow its last '*'.
  size_t Star = Spelling.rfind('*');
  if (Star != llvm::StringRef::npos) {
    llvm::StringRef Rest = Spelling.drop_front(Star + 1).trim();
    if (Rest.empty() || Rest == "const" || Rest == "volatile" ||
        Rest == "const volatile")
      return Spelling.take_front(Star + 1).str();
  }
  while (Spelling.consume_front("const ") ||
         Spelling.consume_front("volatile "))
    ;
  return Spelling.str();
}

std::vector<std::string> spellParameters(const FunctionDecl &FD,
                                         TypeNaming Naming) {
  std::vector<std::string> Params;
  for (const ParmVarDecl *P : FD.parameters())
    Params.push_back(spellHipType(P->getType(), Naming));
  if (FD.isVariadic())
    Params.push_back("...");
  return Params;
}

std::string signature(const FunctionDecl &FD,
                      llvm::ArrayRef<std::string> Parameters) {
  return FD.getNameAsString() + "(" + llvm::join(Parameters, ", ") + ")";
}

} // namespace hipify
