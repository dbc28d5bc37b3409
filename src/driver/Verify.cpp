#include "Verify.h"

#include "ChildProcess.h"
#include "HipccFlags.h"

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

VerifiedUnit compileOne(const HipCompiler &Compiler,
                        const HipCompileCommand &Command, llvm::StringRef Name,
                        const DeferredInterrupts &HeldBack) {
  VerifiedUnit Unit;
  Unit.Name = Name.str();
  Unit.Command = Command;
  HipccRun Run = runHipcc(Compiler, Command, HeldBack);
  Unit.Output = std::move(Run.Output);
  Unit.OutputBytes = Run.OutputBytes;
  Unit.NotRun = Run.How != HipccRun::End::Exited;
  if (Run.How == HipccRun::End::TimedOut)
    Unit.Output = "'" + hipccProgram(Compiler) + "' ran longer than " +
                  std::to_string(Compiler.TimeoutSeconds) +
                  " s (--verify-timeout): stopped";
  else if (Run.How == HipccRun::End::Interrupted)
    Unit.Output = "interrupted";
  if (Unit.NotRun)
    return Unit;
  Unit.Errors = parseHipErrors(Unit.Output);
  Unit.Compiles = Run.ExitCode == 0;
  return Unit;
}

} // namespace

std::vector<VerifiedUnit> compileAll(const HipCompiler &Compiler,
                                     llvm::ArrayRef<HipCompileCommand> Commands,
                                     llvm::ArrayRef<std::string> Names,
                                     unsigned Jobs,
                                     const DeferredInterrupts &HeldBack) {
  std::vector<VerifiedUnit> Units(Commands.size());
  std::atomic<size_t> Next{0};
  auto Work = [&] {
    for (size_t I; !HeldBack.stopRequested() && (I = Next++) < Commands.size();)
      Units[I] = compileOne(Compiler, Commands[I], Names[I], HeldBack);
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

void noteCutOutputs(llvm::ArrayRef<VerifiedUnit> Units,
                    llvm::raw_ostream &Err) {
  for (const VerifiedUnit &U : Units)
    if (U.OutputBytes > U.Output.size() && !U.NotRun)
      Err << "hipify-cpp: note: verify: hipcc printed " << U.OutputBytes
          << " bytes for '" << U.Name << "'; only the first " << U.Output.size()
          << " are kept\n";
}

} // namespace hipify
