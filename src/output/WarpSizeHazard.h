//===- WarpSizeHazard.h - Code that assumes 32-lane warps -----------------===//
//
// NVIDIA GPUs (and AMD's RDNA) run 32 lanes per warp; AMD's CDNA GPUs run
// 64-lane wavefronts. Code written for 32 still compiles after conversion and
// then computes wrong results there: these are the constructs reported.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_OUTPUT_WARPSIZEHAZARD_H
#define HIPIFY_OUTPUT_WARPSIZEHAZARD_H

#include "hipify/Findings.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace hipify {

/// Every kind, in the order reports list them.
llvm::ArrayRef<WarpSizeHazardKind> warpSizeHazardKinds();
/// The SARIF rule id and report name of \p Kind ("warp-size-lane-mask").
llvm::StringRef warpSizeRuleId(WarpSizeHazardKind Kind);
/// One sentence describing what \p Kind is (SARIF rule description).
llvm::StringRef warpSizeRuleDescription(WarpSizeHazardKind Kind);
std::optional<WarpSizeHazardKind> warpSizeHazardKind(llvm::StringRef RuleId);
/// The rule (RuleRegistry) that reports \p Kind ("warp-size-lane-mask").
llvm::StringRef warpSizeReportingRule(WarpSizeHazardKind Kind);

/// \p H as the reports write it: line, column, rule, message, fixed.
llvm::json::Object toJson(const WarpSizeHazard &H);

} // namespace hipify

#endif
