#include "ChildProcess.h"
#include "HipccFlags.h"

#include "llvm/Support/Program.h"
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace hipify {

namespace {

using Clock = std::chrono::steady_clock;

/// How long a child asked to stop (SIGTERM) has before SIGKILL.
constexpr std::chrono::seconds StopGrace(2);
/// How long the output of a child that ended is still read (a process it
/// left behind could hold the pipe open).
constexpr std::chrono::seconds DrainTime(1);

/// A started child, in a process group of its own, its output in \p Pipe.
struct Started {
  pid_t Pid = -1;
  int Pipe = -1;
  std::string Failure; ///< why it did not start
};

/// fork and exec \p Argv in \p Directory. Between the two, only
/// async-signal-safe calls: the parent may have other threads.
Started start(const std::string &Program, const std::vector<std::string> &Argv,
              const std::string &Directory) {
  Started Child;
  std::vector<char *> Pointers;
  for (const std::string &A : Argv)
    Pointers.push_back(const_cast<char *>(A.c_str()));
  Pointers.push_back(nullptr);
  int Output[2], Report[2];
  int Null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (Null < 0 || ::pipe2(Output, O_CLOEXEC) != 0) {
    Child.Failure = std::strerror(errno);
    if (Null >= 0)
      ::close(Null);
    return Child;
  }
  if (::pipe2(Report, O_CLOEXEC) != 0) {
    Child.Failure = std::strerror(errno);
    for (int Fd : {Null, Output[0], Output[1]})
      ::close(Fd);
    return Child;
  }
  pid_t Pid = ::fork();
  if (Pid == 0) {
    ::setpgid(0, 0);
    sigset_t None;
    sigemptyset(&None);
    ::pthread_sigmask(SIG_SETMASK, &None, nullptr);
    ::dup2(Null, 0);
    ::dup2(Output[1], 1);
    ::dup2(Output[1], 2);
    // What failed, then errno, to the parent; exec closes the pipe.
    char Step = 'd';
    if (::chdir(Directory.c_str()) == 0) {
      Step = 'x';
      ::execv(Program.c_str(), Pointers.data());
    }
    int Error = errno;
    (void)!::write(Report[1], &Step, 1);
    (void)!::write(Report[1], &Error, sizeof Error);
    ::_exit(127);
  }
  int ForkError = errno;
  for (int Fd : {Null, Output[1], Report[1]})
    ::close(Fd);
  if (Pid < 0) {
    Child.Failure = std::strerror(ForkError);
    ::close(Output[0]);
    ::close(Report[0]);
    return Child;
  }
  ::setpgid(Pid, Pid); // as the child does: whichever runs first
  char Step = 0;
  int Error = 0;
  if (::read(Report[0], &Step, 1) == 1 &&
      ::read(Report[0], &Error, sizeof Error) == sizeof Error) {
    Child.Failure =
        (Step == 'd' ? "cannot enter '" + Directory + "': " : std::string()) +
        std::strerror(Error);
    ::waitpid(Pid, nullptr, 0);
    ::close(Output[0]);
  } else {
    Child.Pid = Pid;
    Child.Pipe = Output[0];
  }
  ::close(Report[0]);
  return Child;
}

/// Whether \p Pid has ended; it is left a zombie, so that its process
/// group's id stays its own until reaped.
bool ended(pid_t Pid) {
  siginfo_t Info{};
  return ::waitid(P_PID, Pid, &Info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         Info.si_pid == Pid;
}

/// Stops \p Pid's process group: SIGTERM, then SIGKILL for what is left.
void stopGroup(pid_t Pid) {
  ::kill(-Pid, SIGTERM);
  for (Clock::time_point Until = Clock::now() + StopGrace;
       !ended(Pid) && Clock::now() < Until;)
    ::poll(nullptr, 0, 20);
  ::kill(-Pid, SIGKILL);
}

/// Reads what \p Child prints, at most MaxHipccOutput bytes kept, until it
/// ends, its time is up or a stop signal is held back; then reaps it.
HipccRun collect(const Started &Child, unsigned TimeoutSeconds,
                 const DeferredInterrupts &HeldBack) {
  HipccRun Run;
  Run.How = HipccRun::End::Exited;
  std::optional<Clock::time_point> Deadline, DrainUntil;
  if (TimeoutSeconds)
    Deadline = Clock::now() + std::chrono::seconds(TimeoutSeconds);
  bool Open = true;
  char Buffer[65536];
  while (true) {
    if (Open) {
      pollfd Ready{Child.Pipe, POLLIN, 0};
      if (::poll(&Ready, 1, 100) > 0) {
        ssize_t Got = ::read(Child.Pipe, Buffer, sizeof Buffer);
        if (Got > 0) {
          Run.OutputBytes += Got;
          size_t Room = MaxHipccOutput - Run.Output.size();
          Run.Output.append(Buffer, std::min<size_t>(Room, Got));
        } else {
          Open = Got < 0 && (errno == EINTR || errno == EAGAIN);
        }
      }
    } else {
      ::poll(nullptr, 0, 100);
    }
    if (ended(Child.Pid)) {
      if (!Open || (DrainUntil && Clock::now() > *DrainUntil))
        break;
      if (!DrainUntil) {
        ::kill(-Child.Pid, SIGKILL); // what it left behind
        DrainUntil = Clock::now() + DrainTime;
      }
      continue;
    }
    if (HeldBack.stopRequested())
      Run.How = HipccRun::End::Interrupted;
    else if (Deadline && Clock::now() > *Deadline)
      Run.How = HipccRun::End::TimedOut;
    else
      continue;
    stopGroup(Child.Pid);
    break;
  }
  int Status = 0;
  ::waitpid(Child.Pid, &Status, 0);
  ::close(Child.Pipe);
  if (Run.How == HipccRun::End::Exited && WIFEXITED(Status))
    Run.ExitCode = WEXITSTATUS(Status);
  return Run;
}

} // namespace

HipccRun runHipcc(const HipCompiler &Compiler, const HipCompileCommand &Command,
                  const DeferredInterrupts &HeldBack) {
  llvm::ArrayRef<std::string> Flags(Command.Arguments);
  std::vector<std::string> Argv = hipccCommandLine(
      Compiler, Flags.drop_front(std::min<size_t>(1, Flags.size())),
      Command.File, nullptr);
  std::string Program = Argv.front();
  if (Program.find('/') == std::string::npos) {
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Program);
    if (!Found) {
      HipccRun Run;
      Run.Output = "'" + Program + "' is not on PATH (--hipcc=PATH)";
      return Run;
    }
    Program = *Found;
  }
  Started Child = start(Program, Argv, Command.Directory);
  if (Child.Pid < 0) {
    HipccRun Run;
    Run.Output = "cannot run '" + Program + "': " + Child.Failure;
    return Run;
  }
  return collect(Child, Compiler.TimeoutSeconds, HeldBack);
}

} // namespace hipify
