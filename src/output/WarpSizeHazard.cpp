#include "output/WarpSizeHazard.h"

#include "RuleKindTable.h"

namespace hipify {
namespace {

constexpr RuleKindInfo<WarpSizeHazardKind> Kinds[] = {
    {WarpSizeHazardKind::LaneMask, "warp-size-lane-mask",
     "A 32-bit lane mask passed to a *_sync intrinsic: HIP's masks are "
     "64-bit, one bit per lane of a 64-lane wavefront",
     "warp-size-lane-mask"},
    {WarpSizeHazardKind::NarrowBallot, "warp-size-narrow-ballot",
     "A ballot or active mask kept in a 32-bit integer: lanes 32-63 of a "
     "64-lane wavefront are lost",
     "warp-size-lane-mask"},
    {WarpSizeHazardKind::LaneArithmetic, "warp-size-lane-arithmetic",
     "A lane or warp index computed from a thread index with a warp size of "
     "32 (% 32, & 31, >> 5, / 32)",
     "warp-size-lane-index"},
    {WarpSizeHazardKind::LaneComparison, "warp-size-lane-comparison",
     "A thread or lane index compared with a warp size of 32",
     "warp-size-lane-index"},
    {WarpSizeHazardKind::PerWarpArray, "warp-size-per-warp-array",
     "A shared array of 32 elements indexed by a lane or warp index",
     "warp-size-lane-index"},
    {WarpSizeHazardKind::WarpSizeTest, "warp-size-test",
     "warpSize compared with 32", "warp-size-lane-index"},
    {WarpSizeHazardKind::NarrowBitCount, "warp-size-narrow-bit-count",
     "A 32-bit bit operation (__popc, __ffs, __clz) applied to a 64-bit "
     "ballot",
     "warp-size-lane-mask"},
};

const RuleKindInfo<WarpSizeHazardKind> &info(WarpSizeHazardKind Kind) {
  return ruleKindInfo<WarpSizeHazardKind>(Kinds, Kind);
}

} // namespace

llvm::ArrayRef<WarpSizeHazardKind> warpSizeHazardKinds() {
  static constexpr WarpSizeHazardKind All[] = {
      WarpSizeHazardKind::LaneMask,       WarpSizeHazardKind::NarrowBallot,
      WarpSizeHazardKind::LaneArithmetic, WarpSizeHazardKind::LaneComparison,
      WarpSizeHazardKind::PerWarpArray,   WarpSizeHazardKind::WarpSizeTest,
      WarpSizeHazardKind::NarrowBitCount};
  return All;
}

llvm::StringRef warpSizeRuleId(WarpSizeHazardKind Kind) {
  return info(Kind).RuleId;
}

llvm::StringRef warpSizeRuleDescription(WarpSizeHazardKind Kind) {
  return info(Kind).Description;
}

llvm::StringRef warpSizeReportingRule(WarpSizeHazardKind Kind) {
  return info(Kind).ReportedBy;
}

std::optional<WarpSizeHazardKind> warpSizeHazardKind(llvm::StringRef RuleId) {
  return ruleKindOf<WarpSizeHazardKind>(Kinds, RuleId);
}

llvm::json::Object toJson(const WarpSizeHazard &H) {
  return llvm::json::Object{{"line", H.Line},
                            {"column", H.Column},
                            {"rule", warpSizeRuleId(H.Kind)},
                            {"message", H.Message},
                            {"fixed", H.Fixed}};
}

} // namespace hipify
