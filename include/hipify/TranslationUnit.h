//===- TranslationUnit.h - A translation unit's job and its result --------===//
#ifndef HIPIFY_TRANSLATIONUNIT_H
#define HIPIFY_TRANSLATIONUNIT_H

#include "hipify/EditSet.h"
#include "hipify/WorkCounters.h"
#include <string>
#include <vector>

namespace hipify {

/// One clang invocation: the full command line (argv[0] first, source last).
struct CompileJob {
  std::string File;
  std::string Directory;
  std::vector<std::string> CommandLine;
};

/// The edits proven in one translation unit for one of the user's files.
struct FileResult {
  std::string Path; ///< absolute, as clang opened it
  std::string OriginalText;
  EditSet Edits;
  bool IsMainFile = false;
  bool UsesCuda = false;
};

struct TranslationUnitResult {
  std::string MainFile;
  bool Parsed = false;    ///< clang ran and built an AST
  bool HadErrors = false; ///< clang reported errors
  /// The conversion crashed (the driver recovered; HadErrors is set too).
  bool Crashed = false;
  /// HIP already (its includes): left as it is, not converted.
  bool AlreadyHip = false;
  /// The main file resolves outside the project root (a symbolic link):
  /// not converted (HadErrors is set too; a message says where it is).
  bool OutsideProject = false;
  std::vector<FileResult> Files;
  /// Diagnostics of hipify-cpp itself (clang-style lines), in source order.
  std::vector<std::string> Messages;
  double Seconds = 0; ///< clang and the rules, all told (wall)
  /// The same in CPU seconds; of which the rules' AST matching and end-of-TU
  /// work, and the unconverted-reference audit's (split only with
  /// ConversionOptions::TimeRules).
  double CpuSeconds = 0, RuleSeconds = 0, AuditSeconds = 0;
  /// Of those, each rule's own (with TimeRules), in the registry's order;
  /// the traversal the matchers share counts for none.
  std::vector<std::pair<std::string, double>> SecondsByRule;
  /// What the parse and the rules did, counted (with TimeRules).
  WorkCounters Work;
};

/// A precompiled preamble (see PreambleCache): the PCH, and the text of the
/// in-memory main file it was built from, which the TU must see unchanged.
struct PreambleFile {
  std::string Pch; ///< empty: none
  std::string Source;
};

} // namespace hipify

#endif
