//===- WarpExpressions.h - What an expression is, for the warp-size checks ===//
//
// The warp-size checks judge a literal 32 (or 31, or 5) by what it is applied
// to: a thread index, a lane or warp index, a ballot. These are the shared
// answers, all read from the AST.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_WARPSIZE_WARPEXPRESSIONS_H
#define HIPIFY_RULES_WARPSIZE_WARPEXPRESSIONS_H

#include "../../frontend/TranslationContext.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace hipify {

/// The CUDA function \p Call calls (resolved, or an overload set of CUDA's
/// still unresolved in a template); empty when it calls none.
llvm::StringRef calledCudaFunction(const clang::CallExpr &Call,
                                   TranslationContext &Ctx);

/// CUDA's *_sync intrinsics whose first argument is a lane mask.
llvm::ArrayRef<llvm::StringLiteral> laneMaskTakers();
bool takesLaneMask(llvm::StringRef Function);
/// The intrinsics returning a lane mask: 32-bit in CUDA, 64-bit in HIP.
llvm::ArrayRef<llvm::StringLiteral> laneMaskReturners();
bool returnsLaneMask(llvm::StringRef Function);

/// The value of \p E when it is an integer constant expression.
std::optional<int64_t> constantValue(const clang::Expr &E,
                                     clang::ASTContext &AST);

/// The width in bits of \p Type when it is an integer type, else 0.
unsigned integerWidth(clang::QualType Type, clang::ASTContext &AST);

/// An index of the thread in its block (`threadIdx.x`, `g.thread_rank()`),
/// the block's thread count (`blockDim.x`), sums and products of them, or a
/// variable initialised from one (not a loop counter).
bool isThreadIndex(const clang::Expr &E, TranslationContext &Ctx);

/// What a `%`, `&`, `>>` or `/` by a warp size of 32 computes from a thread
/// index: a lane (`% 32`, `& 31`) or a warp (`/ 32`, `>> 5`); none when it is
/// not that.
enum class WarpIndex { None, Lane, Warp };
WarpIndex warpIndexComputedBy(const clang::BinaryOperator &Op,
                              clang::ASTContext &AST, TranslationContext &Ctx);

/// A lane or warp index: computed as above, `__lane_id()`-style variables
/// named for it (`lane`, `laneId`, `warpId`, `wid`), or a variable
/// initialised from one.
bool isLaneOrWarpIndex(const clang::Expr &E, clang::ASTContext &AST,
                       TranslationContext &Ctx);

/// A lane mask a HIP intrinsic returns (64-bit there): a call of one, a
/// variable initialised from one, or a bitwise combination with one.
bool isReturnedLaneMask(const clang::Expr &E, TranslationContext &Ctx);

/// Whether \p S reads CUDA's `warpSize` (32 in CUDA's headers, where it is
/// a constant; the device's own in HIP).
bool mentionsWarpSize(const clang::Stmt &S, TranslationContext &Ctx);

/// The source text of \p Range, through macros as written in the file;
/// empty when it cannot be read.
std::string writtenText(clang::SourceRange Range, TranslationContext &Ctx);

/// \p Range as a range of the file when it is spelled there (no macro),
/// which an edit may replace.
std::optional<clang::CharSourceRange> editableRange(clang::SourceRange Range,
                                                    TranslationContext &Ctx);

/// Replaces the file range \p Range (from editableRange) by \p Replacement.
bool replaceRange(clang::CharSourceRange Range, std::string Replacement,
                  TranslationContext &Ctx);

/// The full lane mask written for a 32-lane one: all 64 bits set, a 64-bit
/// integer as HIP's *_sync functions require, and signed, so that on NVIDIA,
/// whose masks are `unsigned`, it narrows to all ones without a warning
/// (clang and nvcc warn of the truncation of `~0ull`).
constexpr llvm::StringLiteral FullLaneMask = "~0ll";

/// How the explanations of the warp-size warnings end.
constexpr llvm::StringLiteral WavefrontNote =
    "AMD CDNA GPUs run 64-lane wavefronts";

} // namespace hipify

#endif
