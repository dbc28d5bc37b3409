//===- WorkCounters.h - The work of a conversion, counted -------*- C++ -*-===//
//
// What a conversion did, counted instead of timed: the same input gives the
// same counts on any machine, however loaded, so tests can bound them
// (tests/lit/performance). Counted with --time-report only.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WORKCOUNTERS_H
#define HIPIFY_WORKCOUNTERS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hipify {

/// Adds \p Value to the entry of \p Named called \p Name, appended when new:
/// figures by rule keep the order the first TU gave them (the registry's).
template <typename T>
void addNamed(std::vector<std::pair<std::string, T>> &Named,
              llvm::StringRef Name, T Value) {
  auto It =
      llvm::find_if(Named, [&](const auto &P) { return P.first == Name; });
  if (It == Named.end())
    Named.emplace_back(Name.str(), Value);
  else
    It->second += Value;
}

struct WorkCounters {
  /// Function bodies in files that are not the user's: skipped; parsed
  /// because clang needs them (constexpr functions, deduced return types);
  /// parsed though they could have been skipped (of which in the CUDA
  /// toolkit's headers).
  uint64_t ForeignBodiesSkipped = 0, ForeignBodiesNeeded = 0,
           ForeignBodiesSkippable = 0, ToolkitBodiesSkippable = 0;
  /// Tokens the preprocessor handed on (skipped function bodies are lexed
  /// too); of which while in the CUDA toolkit's headers.
  uint64_t Tokens = 0, ToolkitTokens = 0;
  /// Declarations read from the precompiled preamble.
  uint64_t PreambleDeclarations = 0;
  /// File paths resolved on disk (a system call or more each).
  uint64_t PathResolutions = 0;
  /// Matcher callbacks, by rule name, in the registry's order.
  std::vector<std::pair<std::string, uint64_t>> MatchesByRule;

  /// Adds \p Other's counts (another TU's).
  void add(const WorkCounters &Other);
  /// Lines of --time-report, indented by two.
  void print(llvm::raw_ostream &OS) const;
  llvm::json::Object toJson() const;
};

} // namespace hipify

#endif
