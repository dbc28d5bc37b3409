//===- RuleKindTable.h - Finding kinds with their rule ids, as a table ----===//
//
// The kinds of a finding (warp-size hazards, HIP collisions) each have a
// stable id (SARIF ruleId, report names), a description, and the rule of the
// registry that reports it (the `[name]` of a warning); one table per
// finding, looked up both ways here.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_OUTPUT_RULEKINDTABLE_H
#define HIPIFY_OUTPUT_RULEKINDTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"
#include <optional>

namespace hipify {

template <typename Kind> struct RuleKindInfo {
  Kind K;
  llvm::StringLiteral RuleId;
  llvm::StringLiteral Description;
  /// The name of the rule (RuleRegistry) that reports this kind.
  llvm::StringLiteral ReportedBy;
};

template <typename Kind>
const RuleKindInfo<Kind> &ruleKindInfo(llvm::ArrayRef<RuleKindInfo<Kind>> Table,
                                       Kind K) {
  for (const RuleKindInfo<Kind> &I : Table)
    if (I.K == K)
      return I;
  llvm_unreachable("every kind is listed");
}

template <typename Kind>
std::optional<Kind> ruleKindOf(llvm::ArrayRef<RuleKindInfo<Kind>> Table,
                               llvm::StringRef RuleId) {
  for (const RuleKindInfo<Kind> &I : Table)
    if (I.RuleId == RuleId)
      return I.K;
  return std::nullopt;
}

} // namespace hipify

#endif
