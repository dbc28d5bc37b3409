//===- WriteOutputs.h - Write the files a run converted, with backups -----===//
#ifndef HIPIFY_DRIVER_WRITEOUTPUTS_H
#define HIPIFY_DRIVER_WRITEOUTPUTS_H

#include "ConvertedFile.h"
#include "DriverOptions.h"
#include "OutputPaths.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <set>
#include <string>
#include <vector>

namespace hipify {

/// Before anything is converted: 0 when the outputs can be written, else
/// the exit code (2: they would replace a source or a backup; 1: the
/// --o-dir directory cannot be made).
int prepareOutputs(const DriverOptions &Opts,
                   llvm::ArrayRef<std::string> MainFiles,
                   const std::string &ProjectRoot, llvm::raw_ostream &Err);

/// Writes, prints (-o -, --diff) or keeps (--save-temps) each file converted,
/// with the signals that would stop the run held back meanwhile. In place,
/// a file is backed up first; one in \p OutdatedBackups keeps its older
/// backup. Returns false when a file could not be written.
bool writeOutputs(const std::vector<ConvertedFile> &Files,
                  const DriverOptions &Opts, const OutputPaths &Paths,
                  const std::set<std::string> &OutdatedBackups,
                  llvm::raw_ostream &Err);

} // namespace hipify

#endif
