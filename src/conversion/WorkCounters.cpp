#include "hipify/WorkCounters.h"

#include "llvm/Support/Format.h"

namespace hipify {

void WorkCounters::add(const WorkCounters &Other) {
  ForeignBodiesSkipped += Other.ForeignBodiesSkipped;
  ForeignBodiesNeeded += Other.ForeignBodiesNeeded;
  ForeignBodiesSkippable += Other.ForeignBodiesSkippable;
  ToolkitBodiesSkippable += Other.ToolkitBodiesSkippable;
  Tokens += Other.Tokens;
  ToolkitTokens += Other.ToolkitTokens;
  PreambleDeclarations += Other.PreambleDeclarations;
  PathResolutions += Other.PathResolutions;
  for (const auto &[Name, Count] : Other.MatchesByRule)
    addNamed(MatchesByRule, Name, Count);
}

void WorkCounters::print(llvm::raw_ostream &OS) const {
  auto row = [&](llvm::StringRef What, uint64_t Count, int Indent = 4) {
    OS.indent(Indent) << llvm::format("%-*s %12llu\n", 46 - Indent,
                                      What.str().c_str(),
                                      (unsigned long long)Count);
  };
  OS << "  work (counted: the same on every run of the same input):\n";
  row("function bodies not the user's, skipped", ForeignBodiesSkipped);
  row("parsed, needed (constexpr, deduced type)", ForeignBodiesNeeded, 6);
  row("parsed, skippable", ForeignBodiesSkippable, 6);
  row("of which in CUDA toolkit headers", ToolkitBodiesSkippable, 8);
  row("tokens lexed", Tokens);
  row("in CUDA toolkit headers", ToolkitTokens, 6);
  row("declarations read from the preamble", PreambleDeclarations);
  row("file paths resolved", PathResolutions);
  OS << "    matches by rule:\n";
  for (const auto &[Name, Count] : MatchesByRule)
    row(Name, Count, 6);
}

llvm::json::Object WorkCounters::toJson() const {
  llvm::json::Object Matches;
  for (const auto &[Name, Count] : MatchesByRule)
    Matches[Name] = Count;
  return llvm::json::Object{
      {"foreign_bodies_skipped", ForeignBodiesSkipped},
      {"foreign_bodies_needed", ForeignBodiesNeeded},
      {"foreign_bodies_skippable", ForeignBodiesSkippable},
      {"toolkit_bodies_skippable", ToolkitBodiesSkippable},
      {"tokens", Tokens},
      {"toolkit_tokens", ToolkitTokens},
      {"preamble_declarations", PreambleDeclarations},
      {"path_resolutions", PathResolutions},
      {"matches_by_rule", std::move(Matches)}};
}

} // namespace hipify
