#include "Verify.h"

#include "ChildProcess.h"
#include "HipccFlags.h"

#include "llvm/Support/Threading.h"
#include <atomic>
#include <thread>

namespace hipify {

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
