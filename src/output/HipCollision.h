//===- HipCollision.h - User code that collides with HIP after conversion -===//
//
// CUDA keeps apart what HIP merges: the runtime's and the driver's types
// (cudaError_t and CUresult are both hipError_t), and HIP's headers provide
// functions and operators CUDA's do not (atomicMax on double, float2's `*`).
// User code that relied on the difference compiles with CUDA and, converted,
// fails with a redefinition or an ambiguous call: these are reported.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_OUTPUT_HIPCOLLISION_H
#define HIPIFY_OUTPUT_HIPCOLLISION_H

#include "hipify/Findings.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace hipify {

/// Every kind, in the order reports list them.
llvm::ArrayRef<HipCollisionKind> hipCollisionKinds();
/// The SARIF rule id and report name of \p Kind ("hip-collision-...").
llvm::StringRef hipCollisionRuleId(HipCollisionKind Kind);
/// One sentence describing \p Kind (SARIF rule description).
llvm::StringRef hipCollisionRuleDescription(HipCollisionKind Kind);
std::optional<HipCollisionKind> hipCollisionKind(llvm::StringRef RuleId);
/// The rule (RuleRegistry) that reports \p Kind ("provided-by-hip").
llvm::StringRef hipCollisionReportingRule(HipCollisionKind Kind);

/// \p C as the reports write it: line, column, rule, message, note, fixed.
llvm::json::Object toJson(const HipCollision &C);
/// The collision toJson wrote (offset aside), or none when \p O is not one.
std::optional<HipCollision> hipCollisionFromJson(const llvm::json::Object &O);

} // namespace hipify

#endif
