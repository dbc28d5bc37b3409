//===- OutputPathSafety.h - No output of a run replaces one of its inputs -===//
#ifndef HIPIFY_DRIVER_OUTPUTPATHSAFETY_H
#define HIPIFY_DRIVER_OUTPUTPATHSAFETY_H

#include "DriverOptions.h"
#include "OutputPaths.h"
#include "output/FileWriter.h"
#include "output/OutputManifest.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify {

/// \p Path as the file system resolves it: absolute, with `.`, `..` and
/// symlinks resolved where the file exists, else where its directory does.
std::string resolvedPath(llvm::StringRef Path);

/// The file a write of \p Path with \p Policy replaces: \p Path resolved,
/// its last component only when the write follows a link there.
std::string writtenPath(llvm::StringRef Path, ExistingPath Policy);

/// Whether the file a write of \p Path replaces is \p Root or lies below
/// it (resolved too): a symlinked directory on the way, or a followed link,
/// cannot lead the write out.
bool staysWithin(llvm::StringRef Path, llvm::StringRef Root,
                 ExistingPath Policy);

/// How the converted files of a run treat a link at their output path:
/// followed for the path the user named (`-o`) and in place (the source
/// itself, checked to stay within the project root), replaced otherwise.
ExistingPath outputPolicy(const DriverOptions &Opts);

/// The files a run reads and their backups, which none of its outputs may
/// replace.
class OutputPathSafety {
public:
  explicit OutputPathSafety(llvm::ArrayRef<std::string> Inputs);

  /// False, with the error printed, when \p Output (\p What: "--report-json
  /// 'k.cu'") would replace an input or a backup. \p Source: the input \p
  /// Output converts, which it replaces only \p InPlace.
  bool allows(llvm::StringRef Output, llvm::StringRef What,
              llvm::raw_ostream &Err, llvm::StringRef Source = "",
              bool InPlace = false) const;

private:
  /// Resolved path -> the input or backup, as named.
  llvm::StringMap<std::string> Protected;
};

/// What a run reads and converts, as checkOutputPaths sees it.
struct PlannedFiles {
  /// Every file the run reads (sources, headers, build files).
  llvm::ArrayRef<std::string> Inputs;
  /// The files whose outputs the run writes.
  llvm::ArrayRef<std::string> Converted;
  /// The run's sources; with NoSourceConverted, they name the statistics
  /// CSV.
  llvm::ArrayRef<std::string> MainFiles;
  bool NoSourceConverted = false;
};

/// Before a run writes anything: 0 when none of its outputs (those of the
/// files \p Files converted, the reports, the statistics CSV) would replace
/// one of its inputs or a backup; else 2, each output refused named.
int checkOutputPaths(const DriverOptions &Opts, const OutputPaths &Paths,
                     const PlannedFiles &Files, llvm::raw_ostream &Err);

/// The directories of the project a run writes its outputs and reports
/// into (--o-dir, --report-html, --save-temps, --export-edits naming a
/// directory that lies in the project root, holds it, or is, holds or lies in
/// the -p directory), each with the manifest of the files the tool wrote
/// there. Every file a run writes goes through write(), which never
/// replaces a file of such a directory that the tool did not write. Other
/// directories (`--o-dir=/tmp/x`) are the user's scratch space: their files
/// are replaced, as hipify-clang does, and no manifest is kept there.
class OutputTrees {
public:
  OutputTrees(const DriverOptions &Opts, llvm::StringRef ProjectRoot);

  /// Before anything is written: false, with the error printed, when one
  /// of the directories holds a file the tool did not write (the first, in
  /// path order, is named).
  bool checkForeignFiles(llvm::raw_ostream &Err) const;

  /// Writes \p Text to \p Path (its directories made), recorded first in
  /// the manifest of each of the directories holding it. False, with the
  /// error printed, when it cannot, or when \p Path lies in one of them and
  /// holds a file the tool did not write.
  bool write(const std::string &Path, llvm::StringRef Text,
             ExistingPath Policy, llvm::raw_ostream &Err);

  /// Once the writes are done: rewrites the manifests written to with one
  /// line per file. False, with the error printed, when one cannot be.
  bool finish(llvm::raw_ostream &Err);

private:
  struct Tree {
    std::string Option; ///< "--o-dir"
    std::string Resolved;
    OutputManifest Manifest;
    bool Recorded = false;
  };
  std::vector<Tree> Trees;
};

} // namespace hipify

#endif
