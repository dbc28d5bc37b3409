#include "output/NumericsFinding.h"

#include "RuleKindTable.h"

namespace hipify {
namespace {

constexpr RuleKindInfo<NumericsKind> Kinds[] = {
    {NumericsKind::NanPropagation, "numerics-nan-propagation",
     "A NaN-propagation option the HIP library has no parameter for, "
     "dropped: results differ only where an input is NaN",
     "numerics-nan-propagation"},
    {NumericsKind::FastMath, "numerics-fast-math",
     "A fast intrinsic whose documented maximum error differs between CUDA "
     "and HIP, or is documented by one of them only",
     "numerics-fast-math"},
    {NumericsKind::GemmComputeType, "numerics-gemm-compute-type",
     "A BLAS compute type, math mode or atomics mode that the HIP library "
     "computes otherwise with on AMD GPUs (another precision, another order)",
     "numerics-gemm-compute-type"},
    {NumericsKind::InferenceForward, "numerics-inference-forward",
     "A cuDNN forward pass converted to save nothing for a backward pass "
     "(MIOpen's do_backward false): right for inference, not for training",
     "numerics-inference-forward"},
    {NumericsKind::ReductionOrder, "numerics-reduction-order",
     "A kernel summing floating-point values across lanes (warp shuffles, "
     "atomicAdd): a 64-lane wavefront groups the additions otherwise, so the "
     "sum may differ in its last bits (--numerics=all)",
     "numerics-reduction-order"},
};

const RuleKindInfo<NumericsKind> &info(NumericsKind Kind) {
  return ruleKindInfo<NumericsKind>(Kinds, Kind);
}

} // namespace

llvm::ArrayRef<NumericsKind> numericsKinds() {
  static constexpr NumericsKind All[] = {
      NumericsKind::NanPropagation, NumericsKind::FastMath,
      NumericsKind::GemmComputeType, NumericsKind::InferenceForward,
      NumericsKind::ReductionOrder};
  return All;
}

llvm::StringRef numericsRuleId(NumericsKind Kind) { return info(Kind).RuleId; }

llvm::StringRef numericsRuleDescription(NumericsKind Kind) {
  return info(Kind).Description;
}

std::optional<NumericsKind> numericsKind(llvm::StringRef RuleId) {
  return ruleKindOf<NumericsKind>(Kinds, RuleId);
}

llvm::json::Object toJson(const NumericsFinding &F) {
  return llvm::json::Object{{"line", F.Line},
                            {"column", F.Column},
                            {"rule", numericsRuleId(F.Kind)},
                            {"message", F.Message}};
}

} // namespace hipify
