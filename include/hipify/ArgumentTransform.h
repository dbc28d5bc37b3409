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
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_ARGUMENTTRANSFORM_H
#define HIPIFY_ARGUMENTTRANSFORM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace hipify {

struct ArgumentTransform {
  enum class Kind {
    Drop,             ///< remove the argument
    DeviceOfLocation, ///< a memory location struct -> its device id
    Insert,           ///< a new argument before this one
    WriteDefault,     ///< an argument left to its default, written out
    Order,            ///< the arguments HIP takes first, in its order
    MapValues,        ///< an enumerator argument, written as HIP's value
  };
  /// For Drop: what the argument must be written as.
  enum class Requirement { None, NullPointer, Zero, Enumerator, Any };

  Kind What = Kind::Drop;
  unsigned Index = 0; ///< from 0
  Requirement Required = Requirement::None;
  /// For Insert and WriteDefault: the argument written; for Drop with
  /// Requirement::Enumerator: the enumerator's name.
  std::string Text;
  /// For Drop with Requirement::Enumerator: the numerics rule that notes
  /// another value, when another differs only on special values; empty: the
  /// call is refused.
  std::string DiffersOnSpecialValues;
  /// For Order: what HIP takes first, each a CUDA argument index (from 0)
  /// or, without one, a text written as it is.
  struct OrderItem {
    std::optional<unsigned> Index;
    std::string Text;
  };
  llvm::SmallVector<OrderItem, 8> Items;
  /// For MapValues: each CUDA enumerator accepted and what it is written as.
  llvm::SmallVector<std::pair<std::string, std::string>, 4> Values;

  /// Whether the call's argument list is rebuilt as a whole (an argument
  /// moved or rewritten) rather than edited in place.
  bool rebuildsList() const {
    return What == Kind::Order || What == Kind::MapValues;
  }
};

/// An argument position as the extras write it (from 1), as an index from 0.
/// Returns nothing, with \p Error set, when \p Position is not one.
std::optional<unsigned> parseArgumentPosition(llvm::StringRef Position,
                                              std::string &Error);

/// Parses one extra (`drop`, `device`, `insert`, `default`, `order`, `map`)
/// and its value.
/// Returns nothing, with \p Error set, when the key is one of these but the
/// value is malformed; nothing with \p Error empty when the key is another
/// extra.
std::optional<ArgumentTransform> parseArgumentTransform(llvm::StringRef Key,
                                                        llvm::StringRef Value,
                                                        std::string &Error);

/// Why the transforms of one entry, each well formed, do not fit together
/// (`order=` twice, an argument both moved and dropped, ...); empty if they do.
std::string
checkArgumentTransforms(llvm::ArrayRef<ArgumentTransform> Transforms);

/// Parses a space-separated list of `key=value` transforms (as the
/// generated table stores them). Malformed items are skipped: mapgen
/// rejects them before.
llvm::SmallVector<ArgumentTransform, 2>
parseArgumentTransforms(llvm::StringRef List);

/// Whether the transforms \p List (as the table stores them) make the HIP
/// function's type differ from CUDA's. Defaults written out do not: such a
/// function may be renamed where it is not called (its address taken).
bool changesFunctionType(llvm::StringRef List);

} // namespace hipify

#endif
