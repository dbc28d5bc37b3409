#include "Findings.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

namespace hipify {

void printMessages(const TranslationUnitResult &R, llvm::raw_ostream &Err) {
  for (const std::string &M : R.Messages) {
    Err << M;
    if (!llvm::StringRef(M).ends_with("\n"))
      Err << "\n";
  }
}

static std::string warningLine(llvm::StringRef Path, unsigned Line,
                               unsigned Column) {
  return (Path + ":" + llvm::Twine(Line) + ":" + llvm::Twine(Column) +
          ": warning: ")
      .str();
}

void printFindings(const FileReport &File, llvm::raw_ostream &Err) {
  std::vector<std::pair<unsigned, std::string>> Lines;
  for (const UnconvertedReference &U : File.Edits.unconverted())
    Lines.emplace_back(U.Offset,
                       warningLine(File.Path, U.Line, U.Column) + "'" +
                           U.Reference.CudaName + "' " + U.Reason +
                           (U.Inactive ? " (in an inactive #if branch)" : ""));
  for (const WarpSizeHazard &H : File.Edits.warpSizeHazards())
    Lines.emplace_back(H.Offset, warningLine(File.Path, H.Line, H.Column) +
                                     H.Message + " [warp-size]");
  llvm::stable_sort(Lines, llvm::less_first());
  for (const auto &[Offset, Line] : Lines)
    Err << Line << "\n";
}

} // namespace hipify
