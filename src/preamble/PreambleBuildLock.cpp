#include "PreambleBuildLock.h"
#include "PreambleFiles.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"

#include <climits>
#include <fcntl.h>
#include <optional>
#include <unistd.h>

namespace hipify {

static std::string hostName() {
  char Name[HOST_NAME_MAX + 1] = {};
  return ::gethostname(Name, sizeof(Name) - 1) == 0 ? Name : "";
}

/// Whether process \p Pid of this machine is stopped (state T or t in
/// /proc/<pid>/stat); false when that cannot be told.
static bool isStopped(llvm::StringRef Pid) {
  auto Stat =
      llvm::MemoryBuffer::getFileAsStream("/proc/" + Pid.str() + "/stat");
  if (!Stat)
    return false;
  // "<pid> (<command>) <state> ...": the command may hold spaces and ')'.
  llvm::StringRef Text = (*Stat)->getBuffer();
  size_t Close = Text.rfind(')');
  if (Close == llvm::StringRef::npos || Close + 2 >= Text.size())
    return false;
  char State = Text[Close + 2];
  return State == 'T' || State == 't';
}

PreambleBuildLock::PreambleBuildLock(const std::string &Directory,
                                     std::string LockPath, const NoteFn &Note,
                                     std::chrono::seconds StoppedLimit)
    : Path(std::move(LockPath)) {
  // A link planted in a shared cache directory is not followed: the lock
  // then fails and the run parses without the preamble.
  if (llvm::sys::fs::create_directories(Directory) ||
      (FD = ::open(Path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC,
                   0666)) < 0) {
    FD = -1;
    return;
  }
  wait(Note, StoppedLimit);
  if (GaveUp) {
    llvm::sys::Process::SafelyCloseFileDescriptor(FD);
    FD = -1;
    return;
  }
  std::string Holder = std::to_string(::getpid()) + " " + hostName() + "\n";
  if (::ftruncate(FD, 0) == 0)
    (void)!::pwrite(FD, Holder.data(), Holder.size(), 0);
}

void PreambleBuildLock::wait(const NoteFn &Note,
                             std::chrono::seconds StoppedLimit) {
  using namespace std::chrono;
  const auto Start = steady_clock::now();
  std::optional<steady_clock::time_point> SeenStopped;
  bool Noted = false;
  while (llvm::sys::fs::tryLockFile(FD, seconds(1))) {
    auto Now = steady_clock::now();
    if (Now - Start > minutes(10)) {
      GaveUp = true;
      return;
    }
    auto Text = readCacheFile(Path);
    auto [Pid, Host] = Text ? Text->getBuffer().trim().split(' ')
                            : std::pair<llvm::StringRef, llvm::StringRef>();
    std::string Whom = Pid.empty()
                           ? "another run"
                           : "process " + Pid.str() + " on " + Host.str();
    if (!Noted && Note) {
      Note("hipify-cpp: note: waiting for " + Whom +
           ", which is building the precompiled preamble '" +
           Path.substr(0, Path.size() - 5) + "'");
      Noted = true;
    }
    if (Pid.empty() || Host != hostName() || !isStopped(Pid)) {
      SeenStopped.reset();
      continue;
    }
    if (!SeenStopped)
      SeenStopped = Now;
    else if (Now - *SeenStopped >= StoppedLimit) {
      if (Note)
        Note("hipify-cpp: note: " + Whom +
             " is stopped; converting without the precompiled preamble");
      GaveUp = true;
      return;
    }
  }
}

PreambleBuildLock::~PreambleBuildLock() {
  if (FD < 0)
    return;
  llvm::sys::fs::remove(Path);
  llvm::sys::fs::unlockFile(FD);
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
}

} // namespace hipify
