//===- WarpSizeHazard.h - Code that assumes 32-lane warps -----------------===//
//
// NVIDIA GPUs (and AMD's RDNA) run 32 lanes per warp; AMD's CDNA GPUs run
// 64-lane wavefronts. Code written for 32 still compiles after conversion and
// then computes wrong results there: these are the constructs reported.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_OUTPUT_WARPSIZEHAZARD_H
#define HIPIFY_OUTPUT_WARPSIZEHAZARD_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace hipify {

enum class WarpSizeHazardKind {
  LaneMask,       ///< a 32-bit lane mask passed to a *_sync intrinsic
  NarrowBallot,   ///< a ballot or active mask kept in a 32-bit integer
  LaneArithmetic, ///< `% 32`, `& 31`, `>> 5`, `/ 32` on a thread index
  LaneComparison, ///< `lane < 32`, `threadIdx.x < 32`
  PerWarpArray,   ///< a shared array of 32, one per lane or warp
  WarpSizeTest,   ///< `warpSize == 32`
  NarrowBitCount, ///< `__popc`/`__ffs`/`__clz` of a ballot
};

/// Every kind, in the order reports list them.
llvm::ArrayRef<WarpSizeHazardKind> warpSizeHazardKinds();
/// The SARIF rule id and report name of \p Kind ("warp-size-lane-mask").
llvm::StringRef warpSizeRuleId(WarpSizeHazardKind Kind);
/// One sentence describing what \p Kind is (SARIF rule description).
llvm::StringRef warpSizeRuleDescription(WarpSizeHazardKind Kind);
std::optional<WarpSizeHazardKind> warpSizeHazardKind(llvm::StringRef RuleId);
/// The rule (RuleRegistry) that reports \p Kind ("warp-size-lane-mask").
llvm::StringRef warpSizeReportingRule(WarpSizeHazardKind Kind);

/// One construct that assumes 32-lane warps, in a user file.
struct WarpSizeHazard {
  unsigned Offset = 0;
  unsigned Line = 0;
  unsigned Column = 0;
  WarpSizeHazardKind Kind = WarpSizeHazardKind::LaneMask;
  std::string Message;
  /// --fix-warp-size rewrote it (the message says how).
  bool Fixed = false;
};

/// \p H as the reports write it: line, column, rule, message, fixed.
llvm::json::Object toJson(const WarpSizeHazard &H);

} // namespace hipify

#endif
