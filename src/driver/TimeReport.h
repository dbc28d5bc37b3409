//===- TimeReport.h - Where a run's time goes (--time-report) -------------===//
//
// Seconds by phase, summed over the run's TUs (with -j N, over its threads):
// preambles (checking, building or waiting for them), clang's parse (with the
// rules' preprocessor callbacks), the rules' AST work, the audit of what
// they left, and the merge and writing of the results; then each rule's
// share of the AST work, by the rule's name; then the work counted
// (WorkCounters), which unlike the seconds is the same on every run.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_TIMEREPORT_H
#define HIPIFY_DRIVER_TIMEREPORT_H

#include "conversion/Stopwatch.h"
#include "hipify/TranslationUnit.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>
#include <string>
#include <vector>

namespace hipify {

class TimeReport {
public:
  /// Thread-safe.
  void addPreamble(double Seconds);
  void addTranslationUnit(const TranslationUnitResult &R);
  void addWriting(double Seconds) { Writing += Seconds; }

  /// The table, with the run's wall time so far.
  void print(llvm::raw_ostream &OS) const;
  llvm::json::Object toJson() const;

private:
  Stopwatch Run;
  mutable std::mutex Mutex;
  double Preamble = 0, Parsing = 0, Rules = 0, Audit = 0, Writing = 0;
  unsigned Units = 0;
  /// In the registry's order, as the TUs report them.
  std::vector<std::pair<std::string, double>> ByRule;
  WorkCounters Work;
};

} // namespace hipify

#endif
