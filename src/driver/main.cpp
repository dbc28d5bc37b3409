//===- hipify-cpp: translate CUDA sources into HIP ------------------------===//
#include "CommandLine.h"
#include "Commands.h"
#include "HugePageHeap.h"
#include "OptionChecks.h"
#include "OptionDefaults.h"
#include "RuleSelection.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace hipify;

int main(int argc, const char **argv) {
  reserveHugePageHeap(256 << 20);
  InitLLVM X(argc, argv);
  // A TU that crashes is reported and the others are still written.
  CrashRecoveryContext::Enable();
  ParsedCommandLine Parsed;
  if (std::optional<int> ExitCode = parseCommandLine(argc, argv, Parsed))
    return *ExitCode;
  if (std::optional<int> ExitCode = checkOptions(Parsed))
    return *ExitCode;

  if (Parsed.ListRules) {
    printRules(Parsed.Options.Conversion, outs());
    return 0;
  }
  if (!Parsed.Query.empty())
    return queryName(Parsed.Query, Parsed.Options.UserRuleFiles);
  if (Parsed.Versions)
    return printVersions(cudaInstallation(Parsed.CudaPath));
  // As in hipify-clang, generators need no input; given some, they are
  // converted after.
  if (Parsed.Generate.any()) {
    int ExitCode =
        runGenerators(Parsed.Generate, MappingTable::builtin(), errs());
    if (ExitCode || !convertsInputs(Parsed))
      return ExitCode;
  }

  bool Crashed = false;
  int ExitCode = convert(Parsed.Options, Crashed);
  if (Crashed) {
    // A TU that crashed left its stack behind, and clang may have linked
    // objects on it into LLVM's global lists (its crash pragma does: a
    // Timer, in the default timer group). LLVM's shutdown would walk them
    // into whatever reused that stack since: the run ends without it, the
    // crashed TU's memory leaked on purpose. Every output is written.
    outs().flush();
    errs().flush();
    sys::Process::Exit(ExitCode, /*NoCleanup=*/true);
  }
  return ExitCode;
}
