#include "AlreadyHip.h"
#include "frontend/IncludeMapping.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

bool isHipHeader(llvm::StringRef Name, const MappingTable &Table) {
  if (Name.starts_with("hip/"))
    return true;
  for (const MappingEntry &E : Table.entries())
    if (E.Kind == MappingKind::Header && Name == E.HipName)
      return true;
  return false;
}

namespace {

/// Include lines as text, active or not, through the user headers they
/// name.
class IncludeLineScan {
public:
  IncludeLineScan(llvm::vfs::FileSystem &FS,
                  const std::vector<std::string> &IncludeDirs,
                  const MappingTable &Table)
      : FS(FS), IncludeDirs(IncludeDirs), Table(Table) {}

  bool mentionsHip(const std::string &File) {
    if (!Visited.insert(File).second)
      return false;
    auto Buffer = FS.getBufferForFile(File);
    if (!Buffer)
      return false;
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    (*Buffer)->getBuffer().split(Lines, '\n');
    for (llvm::StringRef Line : Lines) {
      std::optional<IncludeLine> Include = parseIncludeLine(Line);
      if (!Include)
        continue;
      if (isHipHeader(Include->Name, Table))
        return true;
      std::string Header = resolve(Include->Name, File, !Include->Angled);
      if (!Header.empty() && mentionsHip(Header))
        return true;
    }
    return false;
  }

private:
  std::string resolve(llvm::StringRef Name, const std::string &From,
                      bool Quoted) {
    std::vector<std::string> Dirs;
    if (Quoted)
      Dirs.push_back(llvm::sys::path::parent_path(From).str());
    Dirs.insert(Dirs.end(), IncludeDirs.begin(), IncludeDirs.end());
    for (const std::string &Dir : Dirs) {
      llvm::SmallString<256> Candidate(Dir);
      llvm::sys::path::append(Candidate, Name);
      llvm::sys::path::remove_dots(Candidate, true);
      auto Status = FS.status(Candidate);
      if (Status && Status->isRegularFile())
        return std::string(Candidate);
    }
    return "";
  }

  llvm::vfs::FileSystem &FS;
  const std::vector<std::string> &IncludeDirs;
  const MappingTable &Table;
  llvm::StringSet<> Visited;
};

} // namespace

bool mentionsHipHeader(llvm::vfs::FileSystem &FS, const std::string &File,
                       const std::vector<std::string> &IncludeDirs,
                       const MappingTable &Table) {
  return IncludeLineScan(FS, IncludeDirs, Table).mentionsHip(File);
}

std::optional<std::vector<std::string>>
alreadyHipFiles(const ActiveIncludes &Active, const MappingTable &Table) {
  std::vector<std::string> Files{Active.MainFile};
  llvm::StringSet<> Reached{Active.MainFile};
  bool IncludesHip = false;
  // The preprocessor lists a file's directives once it entered the file,
  // after the directive that included it.
  for (const ActiveInclude &I : Active.Includes) {
    if (!Reached.contains(I.From))
      continue;
    if (Table.lookup(I.Name, ReferenceKind::Header))
      return std::nullopt;
    if (isHipHeader(I.Name, Table))
      IncludesHip = true;
    else if (!I.Resolved.empty() && Reached.insert(I.Resolved).second)
      Files.push_back(I.Resolved);
  }
  if (!IncludesHip || Active.MainFile.empty())
    return std::nullopt;
  return Files;
}

} // namespace hipify
