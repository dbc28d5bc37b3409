//===- NumericsFinding.h - Where results may differ from CUDA's -----------===//
//
// A converted program computes what the CUDA one did, but not always to the
// last bit: fast intrinsics have other error bounds, a library takes no option
// for NaN inputs, a GEMM computes in another precision. These findings say
// where a user validating a port should look; they are not defects.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_OUTPUT_NUMERICSFINDING_H
#define HIPIFY_OUTPUT_NUMERICSFINDING_H

#include "hipify/Findings.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace hipify {

/// Every kind, in the order reports list them.
llvm::ArrayRef<NumericsKind> numericsKinds();
/// The SARIF rule id, report name and reporting rule of \p Kind
/// ("numerics-nan-propagation").
llvm::StringRef numericsRuleId(NumericsKind Kind);
/// One sentence describing what \p Kind is (SARIF rule description).
llvm::StringRef numericsRuleDescription(NumericsKind Kind);
std::optional<NumericsKind> numericsKind(llvm::StringRef RuleId);

/// \p F as the reports write it: line, column, rule, message.
llvm::json::Object toJson(const NumericsFinding &F);

} // namespace hipify

#endif
