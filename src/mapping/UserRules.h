//===- UserRules.h - A project's renames of its own names -----------------===//
//
// `--rules FILE` and `.hipify-rules`: the user's own functions, macros,
// types... renamed with the CUDA ones (`checkCudaErrors checkHipErrors
// function`). Read with the mapping files' parser (src/mapping/MappingFile.h).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_USERRULES_H
#define HIPIFY_MAPPING_USERRULES_H

#include "hipify/Findings.h"
#include "mapping/MappingTable.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hipify {

struct UserRule {
  /// As written: an identifier, or a qualified name (`utils::check`)
  /// naming the declaration of that scope.
  std::string Name;
  std::string Replacement;
  MappingKind Kind = MappingKind::Function;
  std::string File;
  unsigned Line = 0;

  /// The identifier a declaration of the rule is named with (the last
  /// component of Name).
  llvm::StringRef identifier() const;
  bool isQualified() const { return identifier().size() != Name.size(); }
  /// What a rename by this rule counts as in the statistics and reports.
  ReferenceInfo reference() const;
};

/// A rules file read by the caller: its path and text.
struct UserRulesText {
  std::string Path;
  std::string Text;
};

class UserRuleSet {
public:
  /// Parses and checks \p Files together: a malformed line, a duplicate (a
  /// name given twice for one kind, in any of the files) or a name the CUDA
  /// \p Tables rename is an error. The error holds one
  /// `file:line:col: error: ...` line per problem.
  static llvm::Expected<UserRuleSet> parse(llvm::ArrayRef<UserRulesText> Files,
                                           const MappingTable &Tables);

  /// The rules of \p Kind (of any kind when not given) whose identifier is
  /// \p Identifier.
  std::vector<const UserRule *>
  find(llvm::StringRef Identifier,
       std::optional<MappingKind> Kind = std::nullopt) const;
  /// Whether some rule's identifier is \p Identifier (any kind).
  bool mentions(llvm::StringRef Identifier) const {
    return ByIdentifier.count(Identifier);
  }
  bool empty() const { return Rules.empty(); }
  const std::vector<UserRule> &rules() const { return Rules; }

private:
  std::vector<UserRule> Rules;
  llvm::StringMap<std::vector<unsigned>> ByIdentifier;
};

} // namespace hipify

#endif
