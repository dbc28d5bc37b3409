//===- HipCompileCommand.h - The hipcc command of a converted source ------===//
#ifndef HIPIFY_DRIVER_HIPCOMPILECOMMAND_H
#define HIPIFY_DRIVER_HIPCOMPILECOMMAND_H

#include "OutputPaths.h"
#include "hipify/TranslationUnit.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

/// A hipcc command that checks one converted source, as a compile database
/// entry holds it.
struct HipCompileCommand {
  std::string Directory;
  std::string File; ///< the converted source
  std::vector<std::string> Arguments;
};

/// The hipcc command for \p Output, the conversion of \p Job's source: the
/// CUDA command's flags that hipccCommandLine allows (those clang's CUDA
/// mode and the toolkit needed dropped; the others added to \p Dropped),
/// the output tree's directory of each project include directory searched
/// before it, and the source's own directory for the headers the run did
/// not convert.
HipCompileCommand
hipCompileCommand(const CompileJob &Job, const std::string &Output,
                  const OutputPaths &Paths, const HipCompiler &Compiler,
                  llvm::StringRef CudaPath, std::vector<std::string> *Dropped);

/// compile_commands.json text for \p Commands. A command with a path or
/// argument that is not UTF-8, which JSON cannot hold, is left out, its file
/// put in \p LeftOut.
std::string renderCompileDatabase(llvm::ArrayRef<HipCompileCommand> Commands,
                                  std::vector<std::string> *LeftOut = nullptr);

/// A compile database of hipcc commands (one --verify wrote, perhaps edited
/// since).
struct HipCompileDatabase {
  std::string Path;
  std::vector<HipCompileCommand> Commands;
  /// The sources of the entries that are no hipcc command, absolute.
  std::vector<std::string> Others;
};

/// The compile database in \p Directory; an error when it cannot be read,
/// or when no entry is a hipcc command.
llvm::Expected<HipCompileDatabase>
readHipCompileDatabase(llvm::StringRef Directory);

} // namespace hipify

#endif
