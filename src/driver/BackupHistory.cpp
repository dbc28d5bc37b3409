#include "BackupHistory.h"
#include "frontend/BackupReadingFileSystem.h"
#include "frontend/IncludeMapping.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <map>

namespace hipify {

/// The CUDA names \p Text spells: identifiers and included headers the
/// tables know.
static std::set<std::string> cudaNamesIn(llvm::StringRef Text,
                                         const MappingTable &Table) {
  std::set<std::string> Names;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    if (auto Include = parseIncludeLine(Line))
      if (Table.lookup(Include->Name, ReferenceKind::Header))
        Names.insert(Include->Name.str());
    auto isStart = [](char C) { return llvm::isAlpha(C) || C == '_'; };
    for (size_t I = 0; I < Line.size();) {
      if (!isStart(Line[I]) ||
          (I && (llvm::isAlnum(Line[I - 1]) || Line[I - 1] == '_'))) {
        ++I;
        continue;
      }
      size_t End = I;
      while (End < Line.size() &&
             (llvm::isAlnum(Line[End]) || Line[End] == '_'))
        ++End;
      llvm::StringRef Name = Line.slice(I, End);
      if (!Table.lookupAll(Name).empty())
        Names.insert(Name.str());
      I = End;
    }
  }
  return Names;
}

BackupChanges
filesChangedSinceBackup(const std::vector<TranslationUnitResult> &Results,
                        const MappingTable &Table) {
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
  BackupChanges Changes;
  for (const auto &[Path, F] : Files) {
    auto Current = llvm::MemoryBuffer::getFile(Path);
    if (!Current || F.Conflict)
      continue;
    llvm::StringRef Now = (*Current)->getBuffer();
    std::string Converted = F.Edits.apply(F.Original);
    if (Now == F.Original || Now == Converted)
      continue;
    std::set<std::string> Left = cudaNamesIn(Converted, Table);
    bool NewCuda = false;
    for (const std::string &Name : cudaNamesIn(Now, Table))
      NewCuda |= !Left.count(Name);
    if (NewCuda)
      Changes.Cuda.insert(Path);
    else
      Changes.CarriedOnInHip.insert(Path);
  }
  return Changes;
}

void keepAsTheyAre(std::vector<TranslationUnitResult> &Results,
                   const std::set<std::string> &Kept) {
  for (TranslationUnitResult &R : Results)
    for (FileResult &F : R.Files) {
      if (!Kept.count(F.Path))
        continue;
      auto Current = llvm::MemoryBuffer::getFile(F.Path);
      if (!Current)
        continue;
      F.OriginalText = (*Current)->getBuffer().str();
      F.Edits = EditSet();
      F.UsesCuda = false;
    }
}

} // namespace hipify
