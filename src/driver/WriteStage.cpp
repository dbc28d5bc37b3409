#include "WriteStage.h"
#include "ExportedEdits.h"
#include "OutputPathSafety.h"
#include "ProjectBuildFiles.h"
#include "WriteOutputs.h"

#include "llvm/ADT/STLExtras.h"

namespace hipify {

std::optional<int> writeRun(Run &R) {
  const DriverOptions &Opts = R.Opts;
  if (!Opts.ExportEditsDir.empty())
    return exportResults(Opts, R.Results, R.Names, R.Context.ProjectRoot,
                         R.Err);
  R.Writing.emplace();
  R.Inputs = R.MainFiles;
  for (const TranslationUnitResult &T : R.Results)
    for (const FileResult &F : T.Files)
      R.Inputs.push_back(F.Path);
  R.LeftAsHip = llvm::any_of(
      R.Results, [](const TranslationUnitResult &T) { return T.AlreadyHip; });
  R.Merged = mergeResults(R.Results, R.Names, Opts, R.Err);
  R.Failed |= R.Merged.Failed;
  R.Paths.emplace(Opts, R.Context.ProjectRoot, R.MainFiles);
  R.BuildSummary = addBuildFiles(Opts, *R.Paths, R.BuildFileRootFound,
                                 R.Merged.Files, R.Err);
  std::vector<std::string> Converted;
  for (const ConvertedFile &F : R.Merged.Files) {
    R.Inputs.push_back(F.Report.Path);
    if (F.Report.Converted)
      Converted.push_back(F.Report.Path);
  }
  PlannedFiles Planned{R.Inputs, Converted, R.MainFiles,
                       /*NoSourceConverted=*/R.Merged.PerFile.empty()};
  if (int ExitCode = checkOutputPaths(Opts, *R.Paths, Planned, R.Err))
    return ExitCode;
  R.OutputsWritten = writeOutputs(R.Merged.Files, Opts, *R.Paths,
                                  R.Context.OutdatedBackups, R.Err);
  R.Failed |= !R.OutputsWritten;
  return std::nullopt;
}

} // namespace hipify
