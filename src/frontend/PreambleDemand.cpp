#include "PreambleDemand.h"
#include "PreambleCacheTrim.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"

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
  int FD;
  if (!llvm::sys::fs::openFileForWrite(Directory + "/" + markerName(Key), FD,
                                       llvm::sys::fs::CD_CreateAlways))
    llvm::sys::Process::SafelyCloseFileDescriptor(FD);
}

void PreambleDemand::satisfied(const std::string &Key) const {
  llvm::sys::fs::remove(Directory + "/" + markerName(Key));
}

} // namespace hipify
