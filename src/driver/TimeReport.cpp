#include "TimeReport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"

namespace hipify {

void TimeReport::addPreamble(double Seconds) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Preamble += Seconds;
}

void TimeReport::addTranslationUnit(const TranslationUnitResult &R) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Parsing += R.CpuSeconds - R.RuleSeconds - R.AuditSeconds;
  Rules += R.RuleSeconds;
  Audit += R.AuditSeconds;
  ++Units;
  Work.add(R.Work);
  for (const auto &[Name, Seconds] : R.SecondsByRule)
    addNamed(ByRule, Name, Seconds);
}

void TimeReport::print(llvm::raw_ostream &OS) const {
  std::lock_guard<std::mutex> Lock(Mutex);
  double Summed = Preamble + Parsing + Rules + Audit + Writing;
  OS << "hipify-cpp: time report (" << Units
     << " translation units; CPU seconds, summed over threads)\n";
  auto row = [&](llvm::StringRef Phase, double Seconds) {
    OS << llvm::format("  %-10s %9.3f %5.1f%%\n", Phase.str().c_str(), Seconds,
                       Summed > 0 ? 100 * Seconds / Summed : 0.0);
  };
  row("preambles", Preamble);
  row("parsing", Parsing);
  row("rules", Rules);
  row("audit", Audit);
  row("writing", Writing);
  OS << llvm::format("  %-10s %9.3f\n", "total", Summed);
  OS << llvm::format("  %-10s %9.3f\n", "wall", Run.seconds());
  if (!ByRule.empty()) {
    OS << "  by rule (their own AST work; the traversal they share counts "
          "for none):\n";
    for (const auto &[Name, Seconds] : ByRule)
      OS << llvm::format("    %-24s %9.3f\n", Name.c_str(), Seconds);
  }
  Work.print(OS);
}

llvm::json::Object TimeReport::toJson() const {
  std::lock_guard<std::mutex> Lock(Mutex);
  llvm::json::Object PerRule;
  for (const auto &[Name, Seconds] : ByRule)
    PerRule[Name] = Seconds;
  return llvm::json::Object{
      {"preambles", Preamble}, {"parsing", Parsing},
      {"rules", Rules},        {"rules_by_name", std::move(PerRule)},
      {"audit", Audit},        {"writing", Writing},
      {"wall", Run.seconds()}, {"work", Work.toJson()}};
}

} // namespace hipify
