#include "BackupHistory.h"
#include "frontend/BackupReadingFileSystem.h"

#include "llvm/Support/MemoryBuffer.h"
#include <map>

namespace hipify {

std::set<std::string>
filesChangedSinceBackup(const std::vector<TranslationUnitResult> &Results) {
  struct ReadFromBackup {
    std::string Original;
    EditSet Edits;
    bool Conflict = false;
  };
  std::map<std::string, ReadFromBackup> Files;
  for (const TranslationUnitResult &R : Results) {
    if (R.HadErrors)
      continue;
    for (const FileResult &F : R.Files) {
      auto It = Files.find(F.Path);
      if (It == Files.end()) {
        auto Backup = llvm::MemoryBuffer::getFile(F.Path + BackupSuffix);
        if (!Backup || (*Backup)->getBuffer() != F.OriginalText)
          continue;
        Files.emplace(F.Path, ReadFromBackup{F.OriginalText, F.Edits, false});
      } else if (!It->second.Conflict) {
        It->second.Conflict = !It->second.Edits.merge(F.Edits);
      }
    }
  }
  std::set<std::string> Changed;
  for (const auto &[Path, F] : Files) {
    auto Current = llvm::MemoryBuffer::getFile(Path);
    if (!Current || F.Conflict)
      continue;
    llvm::StringRef Now = (*Current)->getBuffer();
    if (Now != F.Original && Now != F.Edits.apply(F.Original))
      Changed.insert(Path);
  }
  return Changed;
}

} // namespace hipify
