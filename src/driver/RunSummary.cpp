#include "RunSummary.h"
#include "ProgressDisplay.h"
#include "TerminalText.h"

#include "output/HipCollision.h"
#include "output/NumericsFinding.h"
#include "output/WarpSizeHazard.h"

#include "llvm/ADT/STLExtras.h"
#include <map>
#include <set>

namespace hipify {
namespace {

/// \p Counts as `name N, name N`, the largest first, at most \p Limit.
std::string mostFirst(const std::map<std::string, unsigned> &Counts,
                      size_t Limit, bool Parenthesized) {
  std::vector<std::pair<std::string, unsigned>> Sorted(Counts.begin(),
                                                       Counts.end());
  llvm::stable_sort(
      Sorted, [](const auto &A, const auto &B) { return A.second > B.second; });
  std::string Out;
  for (size_t I = 0; I < Sorted.size() && I < Limit; ++I) {
    std::string Count = std::to_string(Sorted[I].second);
    Out += (I ? ", " : "") + neutralizeControls(Sorted[I].first) +
           (Parenthesized ? " (" + Count + ")" : " " + Count);
  }
  return Out;
}

std::map<std::string, unsigned> warningsByRule(const MergedResults &Merged) {
  std::map<std::string, unsigned> ByRule;
  auto Add = [&](llvm::StringRef Rule) {
    ++ByRule[Rule.empty() ? "unnamed" : Rule.str()];
  };
  for (const ConvertedFile &F : Merged.Files) {
    const EditSet &E = F.Report.Edits;
    for (const UnconvertedReference &U : E.unconverted())
      Add(U.Rule);
    for (const WarpSizeHazard &H : E.warpSizeHazards())
      Add(warpSizeReportingRule(H.Kind));
    for (const NumericsFinding &N : E.numericsFindings())
      Add(numericsRuleId(N.Kind));
    for (const HipCollision &C : E.hipCollisions())
      Add(hipCollisionReportingRule(C.Kind));
  }
  for (const ConversionWarning &W : Merged.Warnings)
    Add(W.Rule);
  return ByRule;
}

} // namespace

bool showsRunSummary(const DriverOptions &Opts, size_t Sources) {
  return ProgressDisplay::styleFor(Sources, Opts.ShowProgress) !=
         ProgressDisplay::Style::None;
}

std::vector<std::string> reportLocations(const DriverOptions &Opts,
                                         const std::string &StatisticsCsv) {
  std::vector<std::string> Reports;
  for (const std::string &Path : {Opts.ReportJson, Opts.ReportSarif})
    if (!Path.empty())
      Reports.push_back(Path);
  if (!Opts.ReportHtml.empty())
    Reports.push_back(llvm::StringRef(Opts.ReportHtml).rtrim('/').str() +
                      "/index.html");
  if (!StatisticsCsv.empty())
    Reports.push_back(StatisticsCsv);
  return Reports;
}

void printRunSummary(const MergedResults &Merged,
                     llvm::ArrayRef<std::string> MainFiles,
                     llvm::ArrayRef<std::string> Reports,
                     llvm::raw_ostream &Err) {
  std::set<std::string> Sources(MainFiles.begin(), MainFiles.end());
  unsigned Failed = 0, Converted = 0, Left = 0;
  std::map<std::string, unsigned> LeftByName;
  for (const ConvertedFile &F : Merged.Files) {
    Failed += F.Report.HadErrors && Sources.count(F.Report.Path);
    for (const Edit &E : F.Report.Edits.edits())
      Converted += bool(E.Reference);
    for (const UnconvertedReference &U : F.Report.Edits.unconverted()) {
      ++Left;
      ++LeftByName[U.Reference.CudaName];
    }
  }
  unsigned Changed = Merged.Total.ConvertedFiles;
  unsigned Unchanged =
      MainFiles.size() - std::min<size_t>(MainFiles.size(), Changed + Failed);
  Err << "hipify-cpp: " << MainFiles.size() << " source"
      << (MainFiles.size() == 1 ? "" : "s") << ": " << Changed << " converted, "
      << Unchanged << " unchanged, " << Failed << " failed\n";
  Err << "  references: " << Converted << " converted, " << Left << " left\n";
  if (!LeftByName.empty())
    Err << "  most left: " << mostFirst(LeftByName, 5, true) << "\n";
  std::map<std::string, unsigned> ByRule = warningsByRule(Merged);
  if (!ByRule.empty())
    Err << "  warnings by rule: " << mostFirst(ByRule, ByRule.size(), false)
        << "\n";
  if (!Reports.empty()) {
    Err << "  reports: ";
    for (size_t I = 0; I < Reports.size(); ++I)
      Err << (I ? ", " : "") << neutralizeControls(Reports[I]);
    Err << "\n";
  }
}

} // namespace hipify
