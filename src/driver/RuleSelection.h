//===- RuleSelection.h - --rules-enable, --rules-disable, --list-rules ----===//
#ifndef HIPIFY_DRIVER_RULESELECTION_H
#define HIPIFY_DRIVER_RULESELECTION_H

#include "hipify/ConversionOptions.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace hipify {

/// Puts the rules named by --rules-enable (\p Enable) and --rules-disable
/// (\p Disable) in \p Options. A name no rule has, one rule named in
/// both, or the audit (which cannot be disabled) in \p Disable, is an error
/// naming it.
llvm::Error selectRules(llvm::ArrayRef<std::string> Enable,
                        llvm::ArrayRef<std::string> Disable,
                        ConversionOptions &Options);

/// --list-rules: every rule's name, whether \p Options run it, the option
/// that turns it off and what it does, in the order they run.
void printRules(const ConversionOptions &Options, llvm::raw_ostream &OS);

} // namespace hipify

#endif
