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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace hipify {

enum class HipCollisionKind {
  /// Two of the user's functions whose parameters become the same.
  SameFunction,
  /// A user's function HIP's headers already declare, or an overload of one
  /// that no call can tell from HIP's.
  ProvidedByHip,
};

/// Every kind, in the order reports list them.
llvm::ArrayRef<HipCollisionKind> hipCollisionKinds();
/// The SARIF rule id and report name of \p Kind ("hip-collision-...").
llvm::StringRef hipCollisionRuleId(HipCollisionKind Kind);
/// One sentence describing \p Kind (SARIF rule description).
llvm::StringRef hipCollisionRuleDescription(HipCollisionKind Kind);
std::optional<HipCollisionKind> hipCollisionKind(llvm::StringRef RuleId);
/// The rule (RuleRegistry) that reports \p Kind ("provided-by-hip").
llvm::StringRef hipCollisionReportingRule(HipCollisionKind Kind);

/// The other side of a collision: a place in a user file, or (no Path) a
/// declaration of HIP's headers, named in the message.
struct CollisionNote {
  std::string Path;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string Message;
  bool operator==(const CollisionNote &O) const {
    return Path == O.Path && Line == O.Line && Column == O.Column &&
           Message == O.Message;
  }
};

/// One declaration of a user file that collides with another once
/// converted.
struct HipCollision {
  unsigned Offset = 0;
  unsigned Line = 0;
  unsigned Column = 0;
  HipCollisionKind Kind = HipCollisionKind::SameFunction;
  std::string Message;
  CollisionNote Note;
  /// --resolve-collisions rewrote it (the message says how).
  bool Fixed = false;
};

/// \p C as the reports write it: line, column, rule, message, note, fixed.
llvm::json::Object toJson(const HipCollision &C);
/// The collision toJson wrote (offset aside), or none when \p O is not one.
std::optional<HipCollision> hipCollisionFromJson(const llvm::json::Object &O);

} // namespace hipify

#endif
