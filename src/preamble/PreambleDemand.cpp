#include "PreambleDemand.h"
#include "PreambleCacheTrim.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"

#include <fcntl.h>
#include <sys/stat.h>

namespace hipify {

std::string PreambleDemand::markerName(const std::string &Key) {
  return Key + ".pch.wanted";
}

unsigned PreambleDemand::expected(const std::string &Key) const {
  auto It = Expected.find(Key);
  return It == Expected.end() ? 0 : It->second;
}

bool PreambleDemand::sharedOrAskedBefore(const std::string &Key) const {
  if (expected(Key) >= 2)
    return true;
  // A PCH on disk, even one found stale or damaged, was asked for too.
  if (llvm::sys::fs::exists(Directory + "/" + Key + ".pch"))
    return true;
  std::string Marker = Directory + "/" + markerName(Key);
  if (!llvm::sys::fs::exists(Marker))
    return false;
  markUsed(Marker);
  return true;
}

void PreambleDemand::remember(const std::string &Key) const {
  // Best effort: a cache directory that cannot be written only loses the
  // memory of this request.
  if (llvm::sys::fs::create_directories(Directory))
    return;
  // An empty file dated now is all a request is; never made through a link
  // planted in a shared cache directory.
  std::string Marker = Directory + "/" + markerName(Key);
  int FD = ::open(Marker.c_str(),
                  O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0666);
  if (FD < 0)
    return;
  ::futimens(FD, nullptr);
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
}

void PreambleDemand::satisfied(const std::string &Key) const {
  llvm::sys::fs::remove(Directory + "/" + markerName(Key));
}

} // namespace hipify
