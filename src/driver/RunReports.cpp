#include "RunReports.h"

#include "OutputPathSafety.h"
#include "output/FileWriter.h"
#include "output/HtmlReport.h"
#include "output/Reports.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

bool writeReport(OutputTrees &Trees, const std::string &Path,
                 const std::string &Text, llvm::raw_ostream &Err,
                 ExistingPath Policy) {
  return Trees.write(Path, Text, Policy, Err);
}

/// The pages of --report-html under \p Directory, never through a link out
/// of it (checkOutputPaths made sure it holds no input).
static bool
writeHtmlReport(OutputTrees &Trees, const std::string &Directory,
                const std::vector<std::pair<std::string, std::string>> &Pages,
                llvm::raw_ostream &Err) {
  for (const auto &[Name, Text] : Pages) {
    llvm::SmallString<256> Path(Directory);
    llvm::sys::path::append(Path, Name);
    if (!staysWithin(Path, Directory, ExistingPath::Replace)) {
      Err << "hipify-cpp: error: '" << Path << "' leads outside '" << Directory
          << "' through a symbolic link; the HTML report is not written\n";
      return false;
    }
    if (!writeReport(Trees, std::string(Path), Text, Err,
                     ExistingPath::Replace))
      return false;
  }
  return true;
}

/// The JSON report's "time" (the writing so far), with --time-report.
static std::optional<llvm::json::Object>
timesForReport(const TimeReport *Times) {
  if (!Times)
    return std::nullopt;
  return Times->toJson();
}

bool writeReports(const Run &R) {
  const DriverOptions &Opts = R.Opts;
  const std::string &ProjectRoot = R.Context.ProjectRoot;
  const VerifyResults *Verify = R.Verified ? &*R.Verified : nullptr;
  llvm::raw_ostream &Err = R.Err;
  if (Opts.ReportJson.empty() && Opts.ReportSarif.empty() &&
      Opts.ReportHtml.empty())
    return true;
  std::vector<FileReport> Reports;
  std::vector<std::string> Names;
  for (const ConvertedFile &F : R.Merged.Files) {
    Reports.push_back(F.Report);
    Names.push_back(F.DisplayName);
  }
  OutputTrees Trees(Opts, ProjectRoot);
  bool Written = true;
  if (!Opts.ReportJson.empty())
    Written &= writeReport(
        Trees, Opts.ReportJson,
        renderJsonReport(Reports, timesForReport(R.Times.get()), Verify), Err);
  if (!Opts.ReportSarif.empty())
    Written &= writeReport(Trees, Opts.ReportSarif,
                           renderSarifReport(Reports, ProjectRoot, Verify),
                           Err);
  if (!Opts.ReportHtml.empty())
    Written &=
        writeHtmlReport(Trees, Opts.ReportHtml,
                        renderHtmlReport({Reports, Names, R.Merged.Warnings,
                                          ProjectRoot, Verify}),
                        Err);
  return Trees.finish(Err) && Written;
}

bool printStatistics(const Run &R) {
  const DriverOptions &Opts = R.Opts;
  const std::vector<FileStatistics> &PerFile = R.Merged.PerFile;
  const std::optional<BuildFileSummary> &BuildSummary = R.BuildSummary;
  bool Several = R.MainFiles.size() > 1;
  auto PrintAll = [&](llvm::raw_ostream &OS, auto PrintFile, auto PrintBuild) {
    for (const FileStatistics &S : PerFile)
      PrintFile(OS, S, false);
    if (Several)
      PrintFile(OS, R.Merged.Total, true);
    if (BuildSummary)
      PrintBuild(OS, *BuildSummary);
  };
  if (Opts.PrintStats)
    PrintAll(R.Err, printStatisticsText, printBuildStatisticsText);
  if (!Opts.PrintStatsCsv)
    return true;
  std::string Csv;
  llvm::raw_string_ostream OS(Csv);
  PrintAll(OS, printStatisticsCsv, printBuildStatisticsCsv);
  OutputTrees Trees(Opts, R.Paths->projectRoot());
  bool Written = writeReport(
      Trees, statisticsCsvPath(Opts, *R.Paths, R.MainFiles, PerFile.empty()),
      Csv, R.Err,
      Opts.StatsFile.empty() ? ExistingPath::Replace
                             : ExistingPath::WriteThrough);
  return Trees.finish(R.Err) && Written;
}

} // namespace hipify
