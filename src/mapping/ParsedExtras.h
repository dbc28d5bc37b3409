//===- ParsedExtras.h - An entry's extras as mapgen parses them -----------===//
//
// The extras of a mapping entry are parsed here once, at build time, and
// every problem is a build error. TableWriter writes the results into the
// generated table as the typed fields of MappingEntry, which the rules read:
// no extra is parsed again at run time. These forms own their text; the
// table's (ArgumentTransform.h, MappingTable.h) point into the table.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_PARSEDEXTRAS_H
#define HIPIFY_MAPPING_PARSEDEXTRAS_H

#include "hipify/HipVersion.h"
#include "mapping/ArgumentTransform.h"
#include "mapping/ArgumentWrap.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hipify::mapgen {

/// One `drop=`, `device=`, `insert=`, `default=`, `order=`, `map=` or
/// `cast=` extra, or its `roc-` form (ArgumentTransform.h says what each
/// does).
struct ParsedArgumentTransform {
  using Kind = ArgumentTransform::Kind;
  using Requirement = ArgumentTransform::Requirement;
  struct OrderItem {
    std::optional<unsigned> Index;
    std::string Text;
  };

  Kind What = Kind::Drop;
  unsigned Index = 0; ///< from 0
  Requirement Required = Requirement::None;
  std::string Text;
  std::string DiffersOnSpecialValues;
  std::vector<OrderItem> Items;
  std::vector<std::pair<std::string, std::string>> Values;
  /// The extra as written, `key=value` (docs, mapcheck's messages).
  std::string Written;
};

/// `NAME` or `NAME<X.Y` (`opt-in=`, `member-cast=`).
struct ParsedNameBeforeHip {
  std::string Name;
  std::optional<HipVersion> Before;
};

/// An argument position as the extras write it (from 1), as an index from 0.
/// Returns nothing, with \p Error set, when \p Position is not one.
std::optional<unsigned> parseArgumentPosition(llvm::StringRef Position,
                                              std::string &Error);

/// Parses one extra (`drop`, `device`, `insert`, `default`, `order`, `map`,
/// `cast`, each also prefixed `roc-`) and its value; messages name \p Key as
/// written.
/// Returns nothing, with \p Error set, when the key is one of these but the
/// value is malformed; nothing with \p Error empty when the key is another
/// extra.
std::optional<ParsedArgumentTransform>
parseArgumentTransform(llvm::StringRef Key, llvm::StringRef Value,
                       std::string &Error);

/// Why the transforms of one entry, each well formed, do not fit together
/// (`order=` twice, an argument both moved and dropped, ...); empty if they do.
std::string
checkArgumentTransforms(llvm::ArrayRef<ParsedArgumentTransform> Transforms);

/// How `wrap=` names \p How: `symbol`, `kernel`, `pointer`.
llvm::StringRef wrapKeyword(ArgumentWrap::Kind How);
/// `N:symbol`, as written after `wrap=`.
std::string writtenWrap(const ArgumentWrap &W);

/// Parses the value of a `wrap=` extra (`N:symbol`, `N:kernel`,
/// `N:pointer`). Returns nothing, with \p Error set, when it is malformed.
std::optional<ArgumentWrap> parseArgumentWrap(llvm::StringRef Value,
                                              std::string &Error);

} // namespace hipify::mapgen

#endif
