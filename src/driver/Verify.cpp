#include "Verify.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Threading.h"
#include <atomic>
#include <thread>

namespace hipify {

std::vector<HipDiagnostic> parseHipErrors(llvm::StringRef Output) {
  std::vector<HipDiagnostic> Errors;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Output.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    // file:line:col: error: message (the file may hold colons).
    size_t Mark = Line.find(": error: ");
    size_t Skip = 9;
    if (Mark == llvm::StringRef::npos) {
      Mark = Line.find(": fatal error: ");
      Skip = 15;
    }
    if (Mark == llvm::StringRef::npos)
      continue;
    llvm::StringRef Where = Line.take_front(Mark);
    auto [Rest, Column] = Where.rsplit(':');
    auto [File, LineText] = Rest.rsplit(':');
    HipDiagnostic D;
    if (File.empty() || LineText.getAsInteger(10, D.Line) ||
        Column.getAsInteger(10, D.Column))
      continue;
    D.File = File.str();
    D.Message = Line.drop_front(Mark + Skip).str();
    Errors.push_back(std::move(D));
  }
  return Errors;
}

namespace {

VerifiedUnit compileOne(const HipCompileCommand &Command,
                        llvm::StringRef Name) {
  VerifiedUnit Unit;
  Unit.Name = Name.str();
  Unit.Command = Command;
  std::string Program = Command.Arguments.front();
  if (Program.find('/') == std::string::npos) {
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Program);
    if (!Found) {
      Unit.NotRun = true;
      Unit.Output = "'" + Program + "' is not on PATH (--hipcc=PATH)";
      return Unit;
    }
    Program = *Found;
  }
  llvm::SmallString<128> OutputPath;
  if (llvm::sys::fs::createTemporaryFile("hipify-verify", "txt", OutputPath)) {
    Unit.NotRun = true;
    Unit.Output = "cannot create a temporary file";
    return Unit;
  }
  // hipcc runs in the command's directory, as a build runs it.
  std::vector<llvm::StringRef> Args = {
      "/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", Command.Directory, Program};
  for (size_t I = 1; I < Command.Arguments.size(); ++I)
    Args.push_back(Command.Arguments[I]);
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""),
                                                llvm::StringRef(OutputPath),
                                                llvm::StringRef(OutputPath)};
  std::string Why;
  int Status = llvm::sys::ExecuteAndWait("/bin/sh", Args, std::nullopt,
                                         Redirects, 0, 0, &Why);
  auto Text = llvm::MemoryBuffer::getFile(OutputPath);
  llvm::sys::fs::remove(OutputPath);
  Unit.Output = Text ? (*Text)->getBuffer().str() : "";
  if (Status < 0) {
    Unit.NotRun = true;
    Unit.Output = "cannot run '" + Program + "': " + Why;
    return Unit;
  }
  Unit.Errors = parseHipErrors(Unit.Output);
  Unit.Compiles = Status == 0;
  return Unit;
}

} // namespace

std::vector<VerifiedUnit> compileAll(llvm::ArrayRef<HipCompileCommand> Commands,
                                     llvm::ArrayRef<std::string> Names,
                                     unsigned Jobs) {
  std::vector<VerifiedUnit> Units(Commands.size());
  std::atomic<size_t> Next{0};
  auto Work = [&] {
    for (size_t I; (I = Next++) < Commands.size();)
      Units[I] = compileOne(Commands[I], Names[I]);
  };
  unsigned Threads =
      Jobs ? Jobs : llvm::hardware_concurrency().compute_thread_count();
  std::vector<std::thread> Pool;
  for (unsigned T = 1; T < std::min<size_t>(Threads, Commands.size()); ++T)
    Pool.emplace_back(Work);
  Work();
  for (std::thread &T : Pool)
    T.join();
  return Units;
}

} // namespace hipify
