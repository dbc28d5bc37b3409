#include "ProjectRoot.h"

#include "output/PathUtils.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::string commonParentDirectory(const std::vector<std::string> &Paths) {
  if (Paths.empty())
    return "";
  std::string Common = llvm::sys::path::parent_path(Paths.front()).str();
  for (const std::string &P : Paths)
    while (!Common.empty() && !isPathUnder(P, Common))
      Common = llvm::sys::path::parent_path(Common).str();
  return Common;
}

std::string projectRoot(const std::vector<SourceJob> &Jobs,
                        llvm::StringRef CudaPath) {
  std::vector<std::string> Sources;
  for (const SourceJob &J : Jobs)
    Sources.push_back(J.Job.File);
  std::string Root = commonParentDirectory(Sources);
  // A project keeps its headers beside its sources (include/ next to src/):
  // include directories, and those of headers forced in (-include), within
  // the sources' parent widen the root; others (third-party trees
  // elsewhere) never do.
  std::string Parent = llvm::sys::path::parent_path(Root).str();
  if (Parent.empty() || Parent == "/")
    return Root;
  std::vector<std::string> Paths = {Root + "/"};
  for (const SourceJob &J : Jobs)
    for (const auto &Dirs : {userIncludeDirectories(J.Job, CudaPath),
                             forcedIncludeDirectories(J.Job, CudaPath)})
      for (const std::string &Dir : Dirs)
        if (isPathUnder(Dir, Parent))
          Paths.push_back(Dir + "/");
  return commonParentDirectory(Paths);
}

} // namespace hipify
