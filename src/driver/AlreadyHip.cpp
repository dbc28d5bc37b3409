#include "AlreadyHip.h"
#include "rules/IncludeMapping.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {
namespace {

class IncludeScan {
public:
  IncludeScan(llvm::vfs::FileSystem &FS,
              const std::vector<std::string> &IncludeDirs,
              const MappingTable &Table)
      : FS(FS), IncludeDirs(IncludeDirs), Table(Table) {}

  /// Scans \p File and the user headers it reaches; false once a CUDA
  /// header is seen.
  bool scan(const std::string &File) {
    if (!Visited.insert(File).second)
      return true;
    Order.push_back(File);
    auto Buffer = FS.getBufferForFile(File);
    if (!Buffer)
      return true;
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    (*Buffer)->getBuffer().split(Lines, '\n');
    for (llvm::StringRef Line : Lines) {
      std::optional<IncludeLine> Include = parseIncludeLine(Line);
      if (!Include)
        continue;
      llvm::StringRef Name = Include->Name;
      if (Table.lookup(Name, ReferenceKind::Header))
        return false;
      if (Name.starts_with("hip") || Name.starts_with("rocrand/")) {
        IncludesHip = true;
        continue;
      }
      std::string Header = resolve(Name, File, !Include->Angled);
      if (!Header.empty() && !scan(Header))
        return false;
    }
    return true;
  }

  bool includesHip() const { return IncludesHip; }
  std::vector<std::string> Order; ///< files scanned, first one first

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
  bool IncludesHip = false;
};

} // namespace

bool isAlreadyHip(llvm::vfs::FileSystem &FS, const std::string &File,
                  const std::vector<std::string> &IncludeDirs,
                  const MappingTable &Table,
                  std::vector<std::string> &UserFiles) {
  IncludeScan Scan(FS, IncludeDirs, Table);
  if (!Scan.scan(File) || !Scan.includesHip())
    return false;
  UserFiles = std::move(Scan.Order);
  return true;
}

} // namespace hipify
