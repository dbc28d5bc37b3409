#include "HipDeclarations.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

static const char BuiltinText[] =
#include "hipify/HipDeclarationsText.inc"
    ;

HipDeclarations::HipDeclarations(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Text.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Line : Lines) {
    if (Line.consume_front("# hip: "))
      AllVersions += (AllVersions.empty() ? "" : ",") + Line.trim().str();
    if (Line.starts_with("#"))
      continue;
    llvm::SmallVector<llvm::StringRef, 8> F;
    Line.split(F, '\t');
    if (F[0] == "vector" && F.size() >= 4) {
      VectorTypes[F[1]] = F[2].str();
      VectorElements[F[2]] = F[3].str();
      VectorNames.try_emplace(F[2], F[1].str());
      continue;
    }
    if (F[0] == "nvidia" && F.size() >= 5) {
      markOnNvidia(F);
      continue;
    }
    if ((F[0] != "function" && F[0] != "operator") || F.size() < 6)
      continue;
    HipDeclaration D;
    D.Name = F[1].str();
    D.Host = F[2].contains("host");
    D.Device = F[2].contains("device");
    D.Versions = F[3].str();
    D.Header = F[4].str();
    D.IncludedBy = F[5].str();
    for (llvm::StringRef P : llvm::ArrayRef(F).drop_front(6))
      D.Parameters.push_back(P.str());
    D.IsOperator = F[0] == "operator";
    ByName[D.Name].push_back(std::move(D));
  }
}

void HipDeclarations::markOnNvidia(llvm::ArrayRef<llvm::StringRef> Fields) {
  // nvidia KIND NAME TARGET HEADER PARAMETER...
  auto It = ByName.find(Fields[2]);
  if (It == ByName.end())
    return;
  llvm::ArrayRef<llvm::StringRef> Parameters = Fields.drop_front(5);
  for (HipDeclaration &D : It->second)
    if (D.IsOperator == (Fields[1] == "operator") &&
        D.Host == Fields[3].contains("host") &&
        D.Device == Fields[3].contains("device") &&
        llvm::equal(D.Parameters, Parameters))
      D.NvidiaHeader = Fields[4].str();
}

const HipDeclarations &HipDeclarations::builtin() {
  static const HipDeclarations List(BuiltinText);
  return List;
}

llvm::ArrayRef<HipDeclaration>
HipDeclarations::named(llvm::StringRef Name) const {
  auto It = ByName.find(Name);
  if (It == ByName.end())
    return {};
  return It->second;
}

static llvm::StringRef find(const llvm::StringMap<std::string> &Map,
                            llvm::StringRef Key) {
  auto It = Map.find(Key);
  return It == Map.end() ? llvm::StringRef() : llvm::StringRef(It->second);
}

llvm::StringRef HipDeclarations::vectorType(llvm::StringRef Name) const {
  return find(VectorTypes, Name);
}
llvm::StringRef HipDeclarations::vectorElement(llvm::StringRef Type) const {
  return find(VectorElements, Type);
}
llvm::StringRef HipDeclarations::vectorName(llvm::StringRef Type) const {
  return find(VectorNames, Type);
}

std::string
replaceWords(llvm::StringRef Spelling,
             llvm::function_ref<llvm::StringRef(llvm::StringRef)> Replacement) {
  std::string Out;
  auto IsWord = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  for (size_t I = 0; I < Spelling.size();) {
    if (!IsWord(Spelling[I])) {
      Out += Spelling[I++];
      continue;
    }
    size_t End = I;
    while (End < Spelling.size() && IsWord(Spelling[End]))
      ++End;
    llvm::StringRef Word = Spelling.slice(I, End);
    llvm::StringRef New = Replacement(Word);
    Out += New.empty() ? Word : New;
    I = End;
  }
  return Out;
}

} // namespace hipify
