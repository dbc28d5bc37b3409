#include "VerifyPredictions.h"
#include "AbsolutePath.h"
#include "output/HipCollision.h"
#include "output/WarpSizeHazard.h"

#include "llvm/ADT/SmallVector.h"

namespace hipify {

namespace {

/// `file:line:col: warning: message [rule]`, or nothing.
std::optional<VerifyPrediction> warningOf(llvm::StringRef Line) {
  constexpr llvm::StringLiteral Mark = ": warning: ";
  size_t At = Line.find(Mark);
  if (At == llvm::StringRef::npos)
    return std::nullopt;
  VerifyPrediction P;
  auto [Rest, Column] = Line.take_front(At).rsplit(':');
  auto [File, LineText] = Rest.rsplit(':');
  if (File.empty() || LineText.getAsInteger(10, P.Line) ||
      Column.getAsInteger(10, P.Column))
    return std::nullopt;
  P.File = absoluteIn("", File);
  llvm::StringRef Text = Line.drop_front(At + Mark.size()).rtrim();
  if (Text.ends_with("]")) {
    auto [Before, Tag] = Text.drop_back().rsplit(" [");
    if (Tag.starts_with("-W"))
      return std::nullopt;
    if (!Tag.empty() && Before != Text.drop_back()) {
      P.Rule = Tag.str();
      Text = Before;
    }
  }
  P.Message = Text.str();
  return P;
}

} // namespace

WarnedLines::WarnedLines(llvm::ArrayRef<ConvertedFile> Files,
                         llvm::ArrayRef<std::string> Messages) {
  for (const ConvertedFile &F : Files) {
    const FileReport &R = F.Report;
    std::string Path = absoluteIn("", R.Path);
    if (!R.Converted)
      add({"", Path, 0, 0, "not written (the run's error says why)"});
    for (const UnconvertedReference &U : R.Edits.unconverted())
      add({U.Rule, Path, U.Line, U.Column,
           "'" + U.Reference.CudaName + "' " + U.Reason});
    for (const WarpSizeHazard &H : R.Edits.warpSizeHazards())
      if (!H.Fixed)
        add({warpSizeReportingRule(H.Kind).str(), Path, H.Line, H.Column,
             H.Message});
    for (const HipCollision &C : R.Edits.hipCollisions())
      if (!C.Fixed)
        add({hipCollisionReportingRule(C.Kind).str(), Path, C.Line, C.Column,
             C.Message});
  }
  for (const std::string &M : Messages) {
    llvm::SmallVector<llvm::StringRef, 4> Lines;
    llvm::StringRef(M).split(Lines, '\n');
    for (llvm::StringRef Line : Lines)
      if (std::optional<VerifyPrediction> P = warningOf(Line))
        add(std::move(*P));
  }
}

void WarnedLines::add(VerifyPrediction P) {
  ByLine.try_emplace({P.File, P.Line}, std::move(P));
}

const VerifyPrediction *WarnedLines::find(llvm::StringRef CudaFile,
                                          unsigned Line) const {
  for (unsigned L : {Line, 0u}) {
    auto It = ByLine.find({CudaFile.str(), L});
    if (It != ByLine.end())
      return &It->second;
  }
  return nullptr;
}

} // namespace hipify
