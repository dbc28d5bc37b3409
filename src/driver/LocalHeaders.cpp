#include "LocalHeaders.h"
#include "OutputPaths.h"

#include "frontend/ActiveIncludes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

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

/// The files the quoted includes of \p From reach, then theirs with
/// \p Recursive.
std::set<std::string> quotedIncludes(const ActiveIncludes &Found,
                                     const std::string &Directory,
                                     bool Recursive) {
  std::set<std::string> Reached;
  std::vector<std::string> Work = {canonical(Found.MainFile, Directory)};
  while (!Work.empty()) {
    std::string From = Work.back();
    Work.pop_back();
    for (const ActiveInclude &I : Found.Includes) {
      if (I.Angled || I.Resolved.empty() ||
          canonical(I.From, Directory) != From)
        continue;
      std::string Header = canonical(I.Resolved, Directory);
      if (Reached.insert(Header).second && Recursive)
        Work.push_back(Header);
    }
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
