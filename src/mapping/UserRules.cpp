#include "hipify/UserRules.h"
#include "MappingFile.h"

#include "llvm/ADT/STLExtras.h"
#include <tuple>

namespace hipify {

llvm::StringRef UserRule::identifier() const {
  llvm::StringRef Last = llvm::StringRef(Name).rsplit("::").second;
  return Last.empty() ? llvm::StringRef(Name) : Last;
}

ReferenceInfo UserRule::reference() const {
  return {Name, Replacement, mapgen::UserRulesApi, mapgen::UserRulesCategory};
}

llvm::Expected<UserRuleSet>
UserRuleSet::parse(llvm::ArrayRef<UserRulesText> Files,
                   const MappingTable &Tables) {
  std::vector<mapgen::MappingDiagnostic> Diags;
  std::vector<mapgen::MappingFamily> Families;
  for (const UserRulesText &File : Files)
    Families.push_back(mapgen::parseUserRulesFile(File.Path, File.Text, Diags));
  mapgen::checkDuplicates(Families, Diags);
  UserRuleSet Set;
  for (const mapgen::MappingFamily &Family : Families)
    for (const mapgen::MappingRecord &R : Family.Records) {
      if (llvm::ArrayRef<MappingEntry> Cuda = Tables.lookupAll(R.CudaName);
          !Cuda.empty()) {
        Diags.push_back({R.Where, "'" + R.CudaName +
                                      "' is a CUDA name (mappings/" +
                                      Cuda.front().SourceFile +
                                      ".tsv): user rules rename only the "
                                      "project's own names"});
        continue;
      }
      Set.Rules.push_back(
          {R.CudaName, R.HipName, R.Kind, R.Where.File, R.Where.Line});
    }
  if (!Diags.empty()) {
    // In the order of the files and lines, whichever check found them.
    auto Position = [&](const mapgen::MappingDiagnostic &D) {
      auto File = llvm::find_if(Files, [&](const UserRulesText &F) {
        return F.Path == D.Where.File;
      });
      return std::tuple(File - Files.begin(), D.Where.Line, D.Where.Column);
    };
    llvm::stable_sort(Diags, [&](const auto &A, const auto &B) {
      return Position(A) < Position(B);
    });
    std::string Message;
    for (const mapgen::MappingDiagnostic &D : Diags)
      Message += (Message.empty() ? "" : "\n") + D.str();
    return llvm::createStringError(Message);
  }
  for (unsigned I = 0; I < Set.Rules.size(); ++I)
    Set.ByIdentifier[Set.Rules[I].identifier()].push_back(I);
  return Set;
}

std::vector<const UserRule *>
UserRuleSet::find(llvm::StringRef Identifier,
                  std::optional<MappingKind> Kind) const {
  std::vector<const UserRule *> Found;
  auto It = ByIdentifier.find(Identifier);
  if (It == ByIdentifier.end())
    return Found;
  for (unsigned I : It->second)
    if (!Kind || Rules[I].Kind == *Kind)
      Found.push_back(&Rules[I]);
  return Found;
}

} // namespace hipify
