#include "UserRulesFiles.h"
#include "ProjectRoot.h"
#include "QueryCommand.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

llvm::Expected<std::shared_ptr<const UserRuleSet>>
loadUserRules(llvm::ArrayRef<std::string> Files, llvm::StringRef ProjectRoot,
              const MappingTable &Tables) {
  std::vector<std::string> Paths(Files.begin(), Files.end());
  llvm::SmallString<256> ProjectRules(ProjectRoot);
  llvm::sys::path::append(ProjectRules, ProjectRulesFileName);
  if (!ProjectRoot.empty() && llvm::sys::fs::is_regular_file(ProjectRules) &&
      llvm::none_of(Paths, [&](const std::string &P) {
        bool Same = false;
        return !llvm::sys::fs::equivalent(P, ProjectRules, Same) && Same;
      }))
    Paths.push_back(std::string(ProjectRules));

  std::vector<UserRulesText> Texts;
  for (const std::string &Path : Paths) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer)
      return llvm::createStringError("hipify-cpp: error: cannot read rules "
                                     "file '%s': %s",
                                     Path.c_str(),
                                     Buffer.getError().message().c_str());
    Texts.push_back({Path, (*Buffer)->getBuffer().str()});
  }
  if (Texts.empty())
    return nullptr;
  auto Rules = UserRuleSet::parse(Texts, Tables);
  if (!Rules)
    return Rules.takeError();
  return std::make_shared<const UserRuleSet>(std::move(*Rules));
}

std::string userRulesRoot(const DriverOptions &Opts,
                          const std::vector<SourceJob> &Jobs) {
  if (!Opts.InRoot.empty())
    return Opts.InRoot;
  if (!Opts.CompilationDatabaseDir.empty())
    return projectRoot(Jobs, Opts.Clang.CudaPath);
  llvm::SmallString<256> Current;
  llvm::sys::fs::current_path(Current);
  return std::string(Current);
}

std::optional<int> readUserRules(const DriverOptions &Opts,
                                 const std::vector<SourceJob> &Jobs,
                                 std::shared_ptr<const UserRuleSet> &Rules,
                                 llvm::raw_ostream &Err) {
  auto Loaded = loadUserRules(Opts.UserRuleFiles, userRulesRoot(Opts, Jobs),
                              MappingTable::builtin());
  if (!Loaded) {
    Err << llvm::toString(Loaded.takeError()) << "\n";
    return 2;
  }
  Rules = std::move(*Loaded);
  return std::nullopt;
}

int printQueryWithUserRules(llvm::StringRef Name,
                            llvm::ArrayRef<std::string> Files,
                            llvm::raw_ostream &OS, llvm::raw_ostream &Err) {
  auto Rules = loadUserRules(Files, "", MappingTable::builtin());
  if (!Rules) {
    Err << llvm::toString(Rules.takeError()) << "\n";
    return 2;
  }
  bool Found = false;
  for (const UserRule &Rule : (*Rules)->rules()) {
    if (Rule.Name != Name)
      continue;
    ReferenceInfo Ref = Rule.reference();
    OS << Rule.Name << " (" << kindName(Rule.Kind) << ", " << Ref.Api << ", "
       << Ref.Category << ")\n"
       << "  HIP:    " << Rule.Replacement << "\n"
       << "  status: supported\n"
       << "  defined in " << Rule.File << ":" << Rule.Line << "\n";
    Found = true;
  }
  return Found ? 0 : printQuery(Name, MappingTable::builtin(), OS);
}

} // namespace hipify
