#include "OptionDefaults.h"

#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <optional>

using namespace llvm;

namespace hipify {

std::string cudaInstallation(StringRef Given) {
  std::string Path = Given.str();
  if (Path.empty())
    if (auto Env = sys::Process::GetEnv("CUDA_PATH"))
      Path = *Env;
  if (Path.empty())
    Path = "/usr/local/cuda";
  return Path;
}

std::string defaultPreambleCacheDir() {
  auto absolute = [](const char *Name) -> std::optional<std::string> {
    auto Value = sys::Process::GetEnv(Name);
    if (Value && sys::path::is_absolute(*Value))
      return Value;
    return std::nullopt;
  };
  if (auto Dir = sys::Process::GetEnv("HIPIFY_CPP_CACHE_DIR"))
    if (!Dir->empty())
      return *Dir;
  // An empty or relative HOME would put the cache in the current folder.
  SmallString<256> Path;
  if (auto Xdg = absolute("XDG_CACHE_HOME"))
    Path = *Xdg;
  else if (auto Home = absolute("HOME"))
    sys::path::append(Path, *Home, ".cache");
  else
    return "";
  sys::path::append(Path, "hipify-cpp");
  return std::string(Path);
}

} // namespace hipify
