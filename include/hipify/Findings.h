//===- Findings.h - What a conversion reports about a file ----------------===//
//
// The types of what a conversion tells about a file besides its edits: what
// a reference counts as, warp-size hazards, collisions with HIP, numerics
// findings. Types only: the functions naming and rendering them are
// output's (src/output/HipCollision.h, NumericsFinding.h, WarpSizeHazard.h),
// so any room may hold a finding without linking output.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_FINDINGS_H
#define HIPIFY_FINDINGS_H

#include <string>

namespace hipify {

/// What a converted or unconverted reference counts as in the statistics.
struct ReferenceInfo {
  std::string CudaName;
  std::string HipName;
  std::string Api;
  std::string Category;
  bool operator==(const ReferenceInfo &O) const {
    return CudaName == O.CudaName && HipName == O.HipName && Api == O.Api &&
           Category == O.Category;
  }
};

enum class HipCollisionKind {
  /// Two of the user's functions whose parameters become the same.
  SameFunction,
  /// A user's function HIP's headers already declare, or an overload of one
  /// that no call can tell from HIP's.
  ProvidedByHip,
};

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

enum class NumericsKind {
  NanPropagation,   ///< a NaN option HIP's library does not have, dropped
  FastMath,         ///< an intrinsic whose documented error bounds differ
  GemmComputeType,  ///< a BLAS compute type or mode rocBLAS computes otherwise
  InferenceForward, ///< a forward pass converted to save nothing for backward
  ReductionOrder,   ///< a float sum across lanes (--numerics=all)
};

/// One place, in a user file, where the converted code may compute other
/// results than CUDA's.
struct NumericsFinding {
  unsigned Offset = 0;
  unsigned Line = 0;
  unsigned Column = 0;
  NumericsKind Kind = NumericsKind::NanPropagation;
  std::string Message;
};

enum class WarpSizeHazardKind {
  LaneMask,       ///< a 32-bit lane mask passed to a *_sync intrinsic
  NarrowBallot,   ///< a ballot or active mask kept in a 32-bit integer
  LaneArithmetic, ///< `% 32`, `& 31`, `>> 5`, `/ 32` on a thread index
  LaneComparison, ///< `lane < 32`, `threadIdx.x < 32`
  PerWarpArray,   ///< a shared array of 32, one per lane or warp
  WarpSizeTest,   ///< `warpSize == 32`
  NarrowBitCount, ///< `__popc`/`__ffs`/`__clz` of a ballot
};

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

} // namespace hipify

#endif
