//===- ReportStage.h - Reports, statistics and the run's exit code --------===//
//
// Reads everything the stages before added: the merged files and their
// statistics, the output paths, what --verify found, the times, the
// preamble cache. Writes the reports (--report-json, --report-sarif,
// --report-html), prints the statistics, the run summary and the times,
// trims the preamble cache; decides the exit code.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_REPORTSTAGE_H
#define HIPIFY_DRIVER_REPORTSTAGE_H

#include "Run.h"

namespace hipify {

/// Reports the run. Returns its exit code: 1 when a stage failed, or when
/// --fail-on-unconverted finds a reference left; else 0.
int reportRun(Run &R);

} // namespace hipify

#endif
