#include "Findings.h"
#include "TerminalText.h"
#include "output/HipCollision.h"
#include "output/NumericsFinding.h"
#include "output/WarpSizeHazard.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

namespace hipify {

void printMessages(const TranslationUnitResult &R, llvm::raw_ostream &Err,
                   ConversionWarnings *Warnings) {
  for (const std::string &M : R.Messages) {
    if (Warnings && !Warnings->isNew(M))
      continue;
    Err << neutralizeControls(M);
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

/// The end of a finding's line: the rule that reported it, as clang-tidy
/// names its checks (the name --rules-disable takes).
static std::string ruleTag(llvm::StringRef Rule) {
  return Rule.empty() ? std::string() : (" [" + Rule + "]").str();
}

/// A collision's other side: where it is in the user's files, if it is.
static std::string noteLine(const CollisionNote &Note) {
  std::string Where = Note.Path.empty()
                          ? std::string()
                          : (Note.Path + ":" + llvm::Twine(Note.Line) + ":" +
                             llvm::Twine(Note.Column) + ": ")
                                .str();
  return Where + "note: " + Note.Message;
}

void printFindings(const FileReport &File, llvm::raw_ostream &Err) {
  std::vector<std::pair<unsigned, std::string>> Lines;
  for (const UnconvertedReference &U : File.Edits.unconverted())
    Lines.emplace_back(U.Offset,
                       warningLine(File.Path, U.Line, U.Column) + "'" +
                           U.Reference.CudaName + "' " + U.Reason +
                           (U.Inactive ? " (in an inactive #if branch)" : "") +
                           ruleTag(U.Rule));
  for (const WarpSizeHazard &H : File.Edits.warpSizeHazards())
    Lines.emplace_back(H.Offset, warningLine(File.Path, H.Line, H.Column) +
                                     H.Message +
                                     ruleTag(warpSizeReportingRule(H.Kind)));
  for (const NumericsFinding &F : File.Edits.numericsFindings())
    Lines.emplace_back(F.Offset, warningLine(File.Path, F.Line, F.Column) +
                                     F.Message +
                                     ruleTag(numericsRuleId(F.Kind)));
  for (const HipCollision &C : File.Edits.hipCollisions())
    Lines.emplace_back(C.Offset,
                       warningLine(File.Path, C.Line, C.Column) + C.Message +
                           ruleTag(hipCollisionReportingRule(C.Kind)) + "\n" +
                           noteLine(C.Note));
  llvm::stable_sort(Lines, llvm::less_first());
  for (const auto &[Offset, Line] : Lines)
    Err << neutralizeControls(Line) << "\n";
}

} // namespace hipify
