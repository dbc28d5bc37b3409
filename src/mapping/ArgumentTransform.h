//===- ArgumentTransform.h - Calls whose HIP signature differs ------------===//
//
// Written in mappings/ as extras of a function entry, applied to each call:
//   drop=N:null   argument N (from 1) is removed; it must be written as a
//   drop=N:zero   null pointer (or zero), else the call is reported instead
//   drop=N:NAME   ... as the enumerator NAME (the value HIP assumes)
//   drop=N:NAME:numerics-rule  ... NAME being what HIP computes, and other
//                 values differing only on special values (NaN): dropped
//                 whatever they are, the rule `numerics-rule` noting it
//                 (refused as above under --numerics-strict)
//   drop=N:any    ... whatever it is (HIP's answer holds for every value)
//   device=N      argument N is a memory location; HIP takes the device
//                 number its type's enumerator names (`location-device=`)
//   insert=N:text HIP takes one more argument, `text`, before argument N
//                 (after the last one when N is one past it)
//   default=N:text argument N, when the call leaves it to its default, is
//                 written as `text` (HIP's parameter has no default)
//   order=P,Q,... HIP takes CUDA's arguments P, Q, ... first, the others
//                 (not dropped) after them in their order; an item that is
//                 no number is written as it is, a number may repeat
//   map=N:A>x,B>y argument N must be the enumerator A or B; written x or y
//   cast=N:TYPE   argument N points to a value HIP's parameter types as TYPE,
//                 of the same layout but another type (rocSPARSE's complex
//                 types): written `reinterpret_cast<TYPE*>(p)`, `const TYPE*`
//                 where CUDA's parameter points to const; a null pointer is
//                 left as written. A value (not a pointer) is read through its
//                 address: `*reinterpret_cast<const TYPE*>(&v)`, for an object
//                 only (a temporary has no address: the call is reported)
// Each has a form prefixed `roc-` (`roc-drop=`, ...), which describes the
// roc name's arguments (--roc) instead of the HIP name's.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_ARGUMENTTRANSFORM_H
#define HIPIFY_MAPPING_ARGUMENTTRANSFORM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace hipify {

/// One transform of an entry, as the generated table holds it: mapgen
/// parsed and checked the extra at build time (mapping/ExtraParsers.h).
struct ArgumentTransform {
  enum class Kind {
    Drop,             ///< remove the argument
    DeviceOfLocation, ///< a memory location struct -> its device id
    Insert,           ///< a new argument before this one
    WriteDefault,     ///< an argument left to its default, written out
    Order,            ///< the arguments HIP takes first, in its order
    MapValues,        ///< an enumerator argument, written as HIP's value
    Cast,             ///< a pointer argument, cast to HIP's pointee type
  };
  /// For Drop: what the argument must be written as.
  enum class Requirement { None, NullPointer, Zero, Enumerator, Any };
  /// For Order: what HIP takes first, a CUDA argument index (from 0) or,
  /// without one, a text written as it is.
  struct OrderItem {
    std::optional<unsigned> Index;
    llvm::StringRef Text;
  };
  /// For MapValues: a CUDA enumerator accepted and what it is written as.
  struct ValueMapping {
    llvm::StringRef From, To;
  };

  Kind What = Kind::Drop;
  unsigned Index = 0; ///< from 0
  Requirement Required = Requirement::None;
  /// For Insert and WriteDefault: the argument written; for Drop with
  /// Requirement::Enumerator: the enumerator's name; for Cast: the type
  /// pointed to.
  llvm::StringRef Text;
  /// For Drop with Requirement::Enumerator: the numerics rule that notes
  /// another value, when another differs only on special values; empty: the
  /// call is refused.
  llvm::StringRef DiffersOnSpecialValues;
  llvm::ArrayRef<OrderItem> Items;
  llvm::ArrayRef<ValueMapping> Values;

  /// Whether the call's argument list is rebuilt as a whole (an argument
  /// moved or rewritten) rather than edited in place.
  bool rebuildsList() const {
    return What == Kind::Order || What == Kind::MapValues;
  }
};

/// Whether \p Transforms make the HIP function's type differ from CUDA's.
/// Defaults written out do not: such a function may be renamed where it is
/// not called (its address taken).
bool changesFunctionType(llvm::ArrayRef<ArgumentTransform> Transforms);

} // namespace hipify

#endif
