//===- BuildMapping.h - CUDA -> HIP knowledge for build files -------------===//
#ifndef HIPIFY_BUILDFILES_BUILDMAPPING_H
#define HIPIFY_BUILDFILES_BUILDMAPPING_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// One entry of mappings/build.map.
struct BuildEntry {
  std::string Cuda;
  std::string Hip;            ///< empty: none (removed, or reported)
  std::string Note;           ///< non-empty: the use is reported
  std::string Package;        ///< target entries: the package to find
  unsigned Skip = 0;          ///< language commands: leading arguments
  bool TakesValue = false;    ///< flags: `-x=v` or `-x v`
  bool Architectures = false; ///< the values name GPU architectures
  bool Unwrap = false;        ///< flags: the value is host compiler flags
  bool WithValue = false;     ///< flags: the HIP flag is followed by the value
  unsigned Line = 0;
};

/// The build-file mappings, read from the text of mappings/build.map.
class BuildMapping {
public:
  /// Parses \p Text; errors are `<Name>:line:col: error: ...`.
  static llvm::Expected<BuildMapping> parse(llvm::StringRef Text,
                                            llvm::StringRef Name);
  /// The mappings built into the tool.
  static const BuildMapping &builtin();

  /// "cmake", "make", or empty for a file name that is no build file.
  std::string fileKind(llvm::StringRef FileName) const;

  const BuildEntry *find(llvm::StringRef Kind, llvm::StringRef Cuda) const;
  /// Whether \p Kind has an entry that is a prefix of \p Text.
  const BuildEntry *findPrefixOf(llvm::StringRef Kind,
                                 llvm::StringRef Text) const;
  /// The entries of \p Kind in file order.
  std::vector<const BuildEntry *> entries(llvm::StringRef Kind) const;

  /// The placeholder GPU architectures, `;`-separated.
  const std::string &architectures() const { return Architectures; }
  const std::string &api() const { return Api; }

private:
  std::map<std::string, std::vector<BuildEntry>> ByKind;
  std::string Architectures;
  std::string Api;
};

} // namespace hipify

#endif
