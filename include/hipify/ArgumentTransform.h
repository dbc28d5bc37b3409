//===- ArgumentTransform.h - Calls whose HIP signature differs ------------===//
//
// Written in mappings/ as extras of a function entry, applied to each call:
//   drop=N:null   argument N (from 1) is removed; it must be written as a
//   drop=N:zero   null pointer (or zero), else the call is reported instead
//   device=N      argument N is a cudaMemLocation; HIP takes its device id
//   insert=N:text HIP takes one more argument, `text`, before argument N
//                 (after the last one when N is one past it)
//   default=N:text argument N, when the call leaves it to its default, is
//                 written as `text` (HIP's parameter has no default)
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_ARGUMENTTRANSFORM_H
#define HIPIFY_ARGUMENTTRANSFORM_H

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
  };
  /// For Drop: what the argument must be written as.
  enum class Requirement { None, NullPointer, Zero };

  Kind What = Kind::Drop;
  unsigned Index = 0; ///< from 0
  Requirement Required = Requirement::None;
  std::string Text; ///< For Insert and WriteDefault: the argument written.
};

/// An argument position as the extras write it (from 1), as an index from 0.
/// Returns nothing, with \p Error set, when \p Position is not one.
std::optional<unsigned> parseArgumentPosition(llvm::StringRef Position,
                                              std::string &Error);

/// Parses one extra (`drop`, `device`, `insert`, `default`) and its value.
/// Returns nothing, with \p Error set, when the key is one of these but the
/// value is malformed; nothing with \p Error empty when the key is another
/// extra.
std::optional<ArgumentTransform> parseArgumentTransform(llvm::StringRef Key,
                                                        llvm::StringRef Value,
                                                        std::string &Error);

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
