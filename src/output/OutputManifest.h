//===- OutputManifest.h - The files hipify-cpp wrote into a directory -----===//
#ifndef HIPIFY_OUTPUT_OUTPUTMANIFEST_H
#define HIPIFY_OUTPUT_OUTPUTMANIFEST_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>

namespace hipify {

/// The name of the manifest hipify-cpp keeps in each directory it writes its
/// outputs or reports into.
inline constexpr char OutputManifestName[] = ".hipify-cpp-manifest";

/// The files hipify-cpp wrote into a directory, each with a hash of every
/// text it wrote there: a file whose text is none of them (the user's own,
/// or one the user changed since) is not the tool's to replace. Kept in the
/// directory as a journal: a write is recorded (appended) before the file is
/// replaced, so that a run killed between the two leaves a file the manifest
/// still knows; compact() keeps one line per file.
class OutputManifest {
public:
  /// The manifest of \p Directory; empty when it has none (or an unreadable
  /// one: then every file there is foreign).
  static OutputManifest read(llvm::StringRef Directory);

  const std::string &directory() const { return Directory; }

  /// Whether the tool wrote \p Text as \p RelativePath (`/`-separated, below
  /// the directory).
  bool wrote(llvm::StringRef RelativePath, llvm::StringRef Text) const;

  /// Whether the file at \p RelativePath is missing or holds a text the tool
  /// wrote there; false for a directory, a link or a special file.
  bool mayReplace(llvm::StringRef RelativePath) const;

  /// The first file below the directory, in path order, that the tool did
  /// not write (relative path); std::nullopt when there is none. Links are
  /// not followed: a link is a foreign file. The manifests of directories
  /// nested in it and temporary files of interrupted writes are the tool's.
  std::optional<std::string> firstForeignFile() const;

  /// Records, in memory and appended to the manifest file, that \p Text is
  /// about to be written as \p RelativePath.
  llvm::Error record(llvm::StringRef RelativePath, llvm::StringRef Text);

  /// Rewrites the manifest file (atomically) with, for each file recorded,
  /// the hash of the text it holds, when the tool wrote that; files removed
  /// or changed since are dropped.
  llvm::Error compact();

private:
  explicit OutputManifest(llvm::StringRef Directory) : Directory(Directory) {}

  std::string pathOf(llvm::StringRef RelativePath) const;
  std::string manifestPath() const;
  void scan(llvm::StringRef Relative, std::optional<std::string> &Found) const;

  std::string Directory;
  /// Relative path -> the hashes of the texts written there.
  llvm::StringMap<llvm::StringSet<>> Hashes;
};

/// The hash a manifest records of \p Text.
std::string outputHash(llvm::StringRef Text);

} // namespace hipify

#endif
