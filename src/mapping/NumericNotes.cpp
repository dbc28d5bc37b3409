#include "NumericNotes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace hipify {

bool endsWithSource(
    llvm::StringRef Text,
    llvm::ArrayRef<std::pair<std::string, std::string>> Sources) {
  if (!Text.consume_back("]") || !Text.contains('['))
    return false;
  llvm::StringRef Key = Text.rsplit('[').second;
  return llvm::any_of(Sources, [&](const auto &S) { return S.first == Key; });
}

bool readSourceLine(llvm::StringRef Rest,
                    std::vector<std::pair<std::string, std::string>> &Sources) {
  auto [Key, Text] = Rest.split(':');
  if (Key.trim().empty() || Text.trim().empty())
    return false;
  Sources.push_back({Key.trim().str(), Text.trim().str()});
  return true;
}

const NumericNote *NumericNotesFile::find(llvm::StringRef CudaName) const {
  for (const NumericNote &N : Notes)
    if (N.CudaName == CudaName)
      return &N;
  return nullptr;
}

NumericNotesFile
parseNumericNotes(llvm::StringRef Path, llvm::StringRef Text,
                  std::vector<mapgen::MappingDiagnostic> &Diags) {
  NumericNotesFile File;
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Text.split(Lines, '\n');
  for (unsigned I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I].rtrim();
    auto error = [&](const std::string &Message) {
      Diags.push_back({{Path.str(), I + 1, 1}, Message});
    };
    if (Line.consume_front("#! source ")) {
      if (!readSourceLine(Line, File.Sources))
        error("expected '#! source key: text'");
      continue;
    }
    if (Line.trim().empty() || Line.starts_with("#"))
      continue;
    llvm::SmallVector<llvm::StringRef, 3> Fields;
    Line.split(Fields, " | ");
    if (Fields.size() != 3) {
      error("expected 'CUDA name | rule | note'");
      continue;
    }
    for (llvm::StringRef &F : Fields)
      F = F.trim();
    if (!Fields[1].starts_with("numerics-"))
      error("the rule of a note is a numerics-... rule");
    else if (!endsWithSource(Fields[2], File.Sources))
      error("a note ends with '[source]', a '#! source' declared before it");
    else if (File.find(Fields[0]))
      error("'" + Fields[0].str() + "' is listed twice");
    else
      File.Notes.push_back({Fields[0].str(),
                            Fields[1].str(),
                            Fields[2].str(),
                            {Path.str(), I + 1, 1}});
  }
  return File;
}

} // namespace hipify
