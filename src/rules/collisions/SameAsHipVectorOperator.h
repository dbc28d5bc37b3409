//===- SameAsHipVectorOperator.h - Vector operators computing as HIP's --===//
//
// helper_math.h-style operators on CUDA's vector types (`float2
// operator/(float2 a, float2 b) { return make_float2(a.x / b.x, a.y / b.y); }`)
// tie with HIP's own on AMD. When the body computes, component by component,
// what HIP's does, the user's definition can be kept from HIP on AMD without
// changing what any call computes.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_COLLISIONS_SAMEASHIPVECTOROPERATOR_H
#define HIPIFY_RULES_COLLISIONS_SAMEASHIPVECTOROPERATOR_H

namespace clang {
class FunctionDecl;
} // namespace clang

namespace hipify {

/// Whether \p FD, a user's definition of an arithmetic operator on a CUDA
/// vector type V of N components (x, y, z, w), computes what HIP's does:
/// - `V operator@(V a, V b)` (by value or const reference) whose body is
///   only `return make_V(a.x @ b.x, ..., a.w @ b.w);`, components in order;
/// - `operator@=(V &a, V b)` returning void whose body assigns each
///   component once, `a.x @= b.x;` or `a.x = a.x @ b.x;`, or returning `V &`
///   with `return a;` last.
/// @ is one of + - * /. Anything else (a complex product, a scalar mixed
/// in, a component left out, an extra statement) is not.
bool computesAsHipVectorOperator(const clang::FunctionDecl &FD);

} // namespace hipify

#endif
