//===- RunContext.h - What a run established before converting ------------===//
#ifndef HIPIFY_RUNCONTEXT_H
#define HIPIFY_RUNCONTEXT_H

#include <memory>
#include <set>
#include <string>

namespace hipify {

struct CudaVersion;
class UserRuleSet;

/// What the driver works out from the options and the inputs before it
/// converts (ConversionOptions holds what the user chose): which files are
/// CUDA's and which the user's, what text is read for them, the project's
/// own renames.
struct RunContext {
  /// Root of the CUDA toolkit whose declarations are "CUDA".
  std::string CudaPath = "/usr/local/cuda";
  /// The version the installation at CudaPath says it is, read once per run
  /// (a name the tables give CUDA versions is compared with it); null when
  /// it says none.
  std::shared_ptr<const CudaVersion> InstalledCuda;
  /// Files under this directory (and not system headers) are the user's and
  /// are edited; empty means every non-system, non-CUDA file.
  std::string ProjectRoot;
  /// --inplace: a user file with a `<file>.prehip` backup is read as that
  /// backup, the original an earlier run converted, unless it is listed in
  /// OutdatedBackups (it changed since that run).
  bool ReadBackups = false;
  std::set<std::string> OutdatedBackups;
  /// The project's renames of its own names (--rules, .hipify-rules); null
  /// when there are none.
  std::shared_ptr<const UserRuleSet> UserRules;
};

} // namespace hipify

#endif
