#include "ReportStage.h"
#include "RunReports.h"
#include "RunSummary.h"

namespace hipify {

namespace {

/// Whether --fail-on-unconverted fails the run: a reference left in a file
/// converted (sources and the headers written), inactive ones only with
/// =all; a source left as it is, already HIP, whatever its includes.
bool leavesUnconverted(const Run &R) {
  if (R.Opts.FailOnUnconverted == DriverOptions::FailOn::Never)
    return false;
  if (R.LeftAsHip)
    return true;
  bool All = R.Opts.FailOnUnconverted == DriverOptions::FailOn::AnyUnconverted;
  for (const ConvertedFile &F : R.Merged.Files)
    for (const UnconvertedReference &U : F.Report.Edits.unconverted())
      if (All || !U.Inactive)
        return true;
  return false;
}

void printSummary(const Run &R) {
  std::string Csv = R.Opts.PrintStatsCsv
                        ? statisticsCsvPath(R.Opts, *R.Paths, R.MainFiles,
                                            R.Merged.PerFile.empty())
                        : std::string();
  printRunSummary(R.Merged, R.MainFiles, reportLocations(R.Opts, Csv), R.Err);
}

} // namespace

int reportRun(Run &R) {
  const DriverOptions &Opts = R.Opts;
  PreambleCache *Preambles = R.Converter ? R.Converter->preambles() : nullptr;
  if (Opts.Verbose && Preambles)
    R.Err << "hipify-cpp: note: precompiled preambles: "
          << Preambles->builtCount() << " built, " << Preambles->reusedCount()
          << " reused\n";
  if (R.Times)
    R.Times->addWriting(R.Writing->cpuSeconds());
  Stopwatch Writing;
  if (!writeReports(R))
    R.Failed = true;
  if (!printStatistics(R))
    R.Failed = true;
  if (R.Times)
    R.Times->addWriting(Writing.cpuSeconds());
  if (showsRunSummary(Opts, R.MainFiles.size()))
    printSummary(R);
  if (Preambles && Opts.PreambleCacheMaxBytes) {
    Stopwatch Trim;
    Preambles->trim(Opts.PreambleCacheMaxBytes);
    if (R.Times)
      R.Times->addPreamble(Trim.cpuSeconds());
  }
  if (R.Times)
    R.Times->print(R.Err);
  if (leavesUnconverted(R))
    R.Failed = true;
  return R.Failed ? 1 : 0;
}

} // namespace hipify
