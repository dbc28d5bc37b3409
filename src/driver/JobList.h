//===- JobList.h - Which files to convert, with which clang command -------===//
#ifndef HIPIFY_DRIVER_JOBLIST_H
#define HIPIFY_DRIVER_JOBLIST_H

#include "DriverOptions.h"
#include "hipify/TranslationUnit.h"
#include "llvm/Support/Error.h"

namespace hipify {

/// One clang command per source: from the compile database (-p) when it
/// knows the file, else from the flags given after `--`. With -p and no
/// sources, every CUDA source of the database.
llvm::Expected<std::vector<CompileJob>> buildJobs(const DriverOptions &Opts,
                                                  std::vector<std::string> &Notes);

} // namespace hipify

#endif
