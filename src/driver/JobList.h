//===- JobList.h - Which files to convert, with which clang command -------===//
#ifndef HIPIFY_DRIVER_JOBLIST_H
#define HIPIFY_DRIVER_JOBLIST_H

#include "DriverOptions.h"
#include "hipify/TranslationUnit.h"
#include "llvm/Support/Error.h"

namespace hipify {

/// A source to convert: its clang job (absolute paths) and its name as the
/// user wrote it, on the command line or in the compile database. Messages
/// and statistics show the name, as hipify-clang does.
struct SourceJob {
  std::string Name;
  CompileJob Job;
};

/// One clang command per source: from the compile database (-p) when it
/// knows the file, else from the flags given after `--`. With -p and no
/// sources, every CUDA source of the database. With --inplace, a database
/// entry whose file lies outside the project (--in-root, else the parent of
/// the database's directory) is left out with an error in \p Notes, and
/// \p LeftOut is set: a database is not trusted to name what to overwrite.
/// A source outside --in-root, or one that cannot be read (not a regular
/// file, no permission), is left out the same way.
llvm::Expected<std::vector<SourceJob>>
buildJobs(const DriverOptions &Opts, std::vector<std::string> &Notes,
          bool &LeftOut);

/// The directories \p Job searches with -I or -iquote, absolute, except
/// those of the CUDA toolkit (\p CudaPath) and of the system (/usr): the
/// user's own header directories.
std::vector<std::string> userIncludeDirectories(const CompileJob &Job,
                                                llvm::StringRef CudaPath);
/// The directories of the headers \p Job forces in (-include, -imacros),
/// absolute, except those of the CUDA toolkit and of the system.
std::vector<std::string> forcedIncludeDirectories(const CompileJob &Job,
                                                  llvm::StringRef CudaPath);

} // namespace hipify

#endif
