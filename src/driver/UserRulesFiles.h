//===- UserRulesFiles.h - Reading --rules files and .hipify-rules ---------===//
#ifndef HIPIFY_DRIVER_USERRULESFILES_H
#define HIPIFY_DRIVER_USERRULESFILES_H

#include "DriverOptions.h"
#include "JobList.h"
#include "mapping/UserRules.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>

namespace hipify {

/// The name of the rules file read from the project root.
inline constexpr const char *ProjectRulesFileName = ".hipify-rules";

/// Reads \p Files and, when it exists and is not among them,
/// `<ProjectRoot>/.hipify-rules`; null when there are none.
llvm::Expected<std::shared_ptr<const UserRuleSet>>
loadUserRules(llvm::ArrayRef<std::string> Files, llvm::StringRef ProjectRoot,
              const MappingTable &Tables);

/// The directory `.hipify-rules` is read from: --in-root; else, with -p, the
/// project root the run converts (the common parent of the sources and of
/// their include directories); else the current directory.
std::string userRulesRoot(const DriverOptions &Opts,
                          const std::vector<SourceJob> &Jobs);

/// Loads the run's user rules into \p Rules (null when there are none). On
/// an error (a file unreadable, a bad line), prints it to \p Err and returns
/// the exit code of a usage error: nothing is converted.
std::optional<int> readUserRules(const DriverOptions &Opts,
                                 const std::vector<SourceJob> &Jobs,
                                 std::shared_ptr<const UserRuleSet> &Rules,
                                 llvm::raw_ostream &Err);

/// `--query <name>` with `--rules`: what the rules files say about
/// \p Name, or the tables' answer when they say nothing. Returns the exit
/// code.
int printQueryWithUserRules(llvm::StringRef Name,
                            llvm::ArrayRef<std::string> Files,
                            llvm::raw_ostream &OS, llvm::raw_ostream &Err);

} // namespace hipify

#endif
