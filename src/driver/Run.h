//===- Run.h - What the stages of a conversion share ----------------------===//
//
// A conversion is a pipeline of stages, each a function taking the run:
//
//   command line -> plan -> convert -> write -> verify -> report
//   (main.cpp)     PlanStage ConvertStage WriteStage VerifyStage ReportStage
//
// Each stage reads what the stages before it added and adds its own part,
// grouped below by the stage that fills it; docs/design.md draws the map.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_RUN_H
#define HIPIFY_DRIVER_RUN_H

#include "DriverOptions.h"
#include "JobConverter.h"
#include "JobList.h"
#include "MergeResults.h"
#include "OutputPaths.h"
#include "TimeReport.h"
#include "buildfiles/BuildFileMigration.h"
#include "hipify/RunContext.h"
#include "hipify/TranslationUnit.h"
#include "mapping/TableChoices.h"
#include "output/Reports.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

struct Run {
  Run(const DriverOptions &Opts, llvm::raw_ostream &Err)
      : Opts(Opts), Err(Err) {}

  // The command line: what the user asked for, and where messages go.
  const DriverOptions &Opts;
  llvm::raw_ostream &Err;

  // Plan: the TUs, each as the user named it and by its main file's path,
  // with its clang job when this run converts it (none under
  // --apply-edits); the project root, the user rules and the backups read
  // (Context); the mapping table chosen.
  std::vector<SourceJob> Jobs;
  std::vector<std::string> Names, MainFiles;
  RunContext Context;
  std::unique_ptr<ChosenTable> Table;
  /// A source was left out (outside --in-root, unreadable): the run fails.
  bool LeftOut = false;
  bool BuildFileRootFound = false;
  /// --time-report; null without it.
  std::unique_ptr<TimeReport> Times;

  // Convert: each TU's result, in TU order (under --apply-edits, the plan
  // loads them).
  std::unique_ptr<JobConverter> Converter;
  std::vector<TranslationUnitResult> Results;
  bool Crashed = false;

  // Write: the run's files, where their outputs go, every file the run
  // reads (which no output replaces), the build files migrated.
  MergedResults Merged;
  std::optional<OutputPaths> Paths;
  std::vector<std::string> Inputs;
  std::optional<BuildFileSummary> BuildSummary;
  /// Every output was written (what --verify compiles).
  bool OutputsWritten = false;
  /// A source was left as it is, already HIP (a CI gate is told).
  bool LeftAsHip = false;
  /// The merge and the writing, until the reports start.
  std::optional<Stopwatch> Writing;

  // Verify: what hipcc said of the outputs, under --verify.
  std::optional<VerifyResults> Verified;

  /// Set by any stage when something was not done: the run exits 1.
  bool Failed = false;
};

} // namespace hipify

#endif
