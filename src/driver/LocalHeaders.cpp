#include "LocalHeaders.h"
#include "OutputPaths.h"

#include "frontend/ActiveIncludes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <map>
#include <set>
#include <vector>

namespace hipify {
namespace {

/// \p Path as one file is named whatever the spelling (`..`, links).
std::string canonical(llvm::StringRef Path, llvm::StringRef Directory) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::path::make_absolute(Directory, Absolute);
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Absolute, Real))
    return std::string(Real);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

/// The files the quoted includes of the main file reach, then theirs with
/// \p Recursive.
std::set<std::string> quotedIncludes(const ActiveIncludes &Found,
                                     const std::string &Directory,
                                     bool Recursive) {
  std::map<std::string, std::vector<std::string>> QuotedFrom;
  for (const ActiveInclude &I : Found.Includes)
    if (!I.Angled && !I.Resolved.empty())
      QuotedFrom[canonical(I.From, Directory)].push_back(
          canonical(I.Resolved, Directory));
  std::set<std::string> Reached;
  std::vector<std::string> Work = {canonical(Found.MainFile, Directory)};
  while (!Work.empty()) {
    std::string From = std::move(Work.back());
    Work.pop_back();
    for (const std::string &Header : QuotedFrom[From])
      if (Reached.insert(Header).second && Recursive)
        Work.push_back(Header);
  }
  return Reached;
}

} // namespace

bool writesSomeHeaders(const DriverOptions &Opts) {
  return writesHeaders(Opts) || Opts.LocalHeaderFiles != LocalHeaders::None;
}

void keepLocalHeaders(TranslationUnitResult &R, const CompileJob &Job,
                      const RunContext &Run, const DriverOptions &Opts) {
  if (Opts.LocalHeaderFiles == LocalHeaders::None || writesHeaders(Opts) ||
      !R.Parsed)
    return;
  std::set<std::string> Local =
      quotedIncludes(collectActiveIncludes(Job, Run), Job.Directory,
                     Opts.LocalHeaderFiles == LocalHeaders::Recursive);
  llvm::erase_if(R.Files, [&](const FileResult &F) {
    return !F.IsMainFile && !Local.count(canonical(F.Path, Job.Directory));
  });
}

} // namespace hipify
