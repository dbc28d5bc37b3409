//===- VerifyRun.h - --verify after a conversion, or on its database ------===//
#ifndef HIPIFY_DRIVER_VERIFYRUN_H
#define HIPIFY_DRIVER_VERIFYRUN_H

#include "ConvertedFile.h"
#include "DriverOptions.h"
#include "JobList.h"
#include "OutputPaths.h"
#include "hipify/TranslationUnit.h"
#include "output/Reports.h"
#include "llvm/Support/raw_ostream.h"
#include <vector>

namespace hipify {

/// What --verify compiles: the run's TUs (\p Jobs, none under
/// --apply-edits), its files, its messages (the warnings that predict an
/// error) and every file it reads (which no file --verify writes replaces).
struct VerifyInputs {
  llvm::ArrayRef<SourceJob> Jobs;
  llvm::ArrayRef<ConvertedFile> Files;
  llvm::ArrayRef<std::string> Messages;
  llvm::ArrayRef<std::string> Inputs;
};

/// Compiles the converted sources of \p What's TUs and prints what fails and
/// why; under --o-dir, first writes the output tree's compile_commands.json
/// (never over one of its inputs). Under --no-output or `-o -`, the outputs
/// are written into a temporary tree (as if --o-dir named it), compiled
/// there, and removed. Returns whether every one compiles (under
/// --fail-on-unpredicted: whether every error was predicted by a warning of
/// the run's findings or messages); \p Results says what was found.
bool verifyConvertedSources(const DriverOptions &Opts, const VerifyInputs &What,
                            const OutputPaths &Paths, VerifyResults &Results,
                            llvm::raw_ostream &Err);

/// `--verify -p DIR` where DIR's compile database holds hipcc commands (one
/// --verify wrote): compiles them alone, with --hipcc; an entry that is no
/// hipcc command is an error. std::nullopt when it holds none.
std::optional<int> verifyHipCompileDatabase(const DriverOptions &Opts,
                                            llvm::raw_ostream &Err);

} // namespace hipify

#endif
