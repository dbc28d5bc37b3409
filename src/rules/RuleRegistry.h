//===- RuleRegistry.h - The rules by name
//----------------------------------===//
//
// Every rule is registered once, in RuleRegistry.cpp, with its stable name
// and the option that runs it. The names are what --rules-enable,
// --rules-disable, --list-rules, --time-report and the reports say.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_RULEREGISTRY_H
#define HIPIFY_RULES_RULEREGISTRY_H

#include "hipify/ConversionOptions.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace hipify {

struct RuleDescription {
  llvm::StringRef Name;
  llvm::StringRef Summary;
  /// The option that turns it off ("" when it always runs), as the command
  /// line spells it.
  llvm::StringRef Option;
  /// It keeps the account of the CUDA references no rule converted: it
  /// cannot be disabled.
  bool KeepsAccount = false;
};

/// Every rule, in the order they see the translation unit.
llvm::ArrayRef<RuleDescription> ruleDescriptions();
bool isRuleName(llvm::StringRef Name);
/// Whether \p Name is a rule that cannot be disabled (KeepsAccount).
bool keepsAccount(llvm::StringRef Name);
/// Whether the rule \p Name runs with \p Options: its option, overridden
/// by --rules-enable and --rules-disable.
bool ruleEnabled(llvm::StringRef Name, const ConversionOptions &Options);
/// Why the rule \p Name does not run with \p Options ("rule identifier is
/// disabled (--rules-disable)"); nothing when it runs.
std::optional<std::string> whyRuleDisabled(llvm::StringRef Name,
                                           const ConversionOptions &Options);
/// Whether a warp-size check runs (one of the rules --no-warp-size-checks
/// turns off, maybe enabled again by name): the statistics then count the
/// hazards instead of saying they were not checked.
bool warpSizeChecksRun(const ConversionOptions &Options);

} // namespace hipify

#endif
