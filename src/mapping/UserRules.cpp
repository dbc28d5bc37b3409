#include "mapping/UserRules.h"
#include "MappingFile.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/LangStandard.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/TargetParser/Triple.h"
#include <optional>
#include <tuple>

namespace hipify {

llvm::StringRef UserRule::identifier() const {
  llvm::StringRef Last = llvm::StringRef(Name).rsplit("::").second;
  return Last.empty() ? llvm::StringRef(Name) : Last;
}

ReferenceInfo UserRule::reference() const {
  return {Name, Replacement, mapgen::UserRulesApi, mapgen::UserRulesCategory};
}

/// Why \p Name cannot replace a project's name, if it cannot: a keyword
/// would not compile, and a name the tables know would be taken for CUDA
/// (converted again) or collide with what HIP declares.
static std::optional<std::string>
unusableReplacement(llvm::StringRef Name, const MappingTable &Tables) {
  clang::LangOptions Lang;
  std::vector<std::string> Includes;
  clang::LangOptions::setLangDefaults(Lang, clang::Language::CUDA,
                                      llvm::Triple(), Includes,
                                      clang::LangStandard::lang_cxx26);
  clang::IdentifierTable Keywords(Lang);
  if (Keywords.get(Name).isKeyword(Lang))
    return "is a C++ keyword";
  if (llvm::ArrayRef<MappingEntry> Cuda = Tables.lookupAll(Name); !Cuda.empty())
    return "is a CUDA name (mappings/" + std::string(Cuda.front().SourceFile) +
           ".tsv): the tables would convert it again";
  for (const MappingEntry &E : Tables.entries())
    if (Name == E.HipName || Name == E.OlderHipName)
      return std::string("is a HIP name: it would collide with HIP's "
                         "declaration");
  return std::nullopt;
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
      if (std::optional<std::string> Why =
              unusableReplacement(R.HipName, Tables)) {
        Diags.push_back({R.HipWhere, "'" + R.HipName + "' " + *Why});
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
