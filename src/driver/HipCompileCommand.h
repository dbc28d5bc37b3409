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
/// CUDA command's preprocessor and language flags (those clang's CUDA mode
/// and the toolkit needed dropped), the output tree's directory of each
/// project include directory searched before it, and the source's own
/// directory for the headers the run did not convert.
HipCompileCommand hipCompileCommand(const CompileJob &Job,
                                    const std::string &Output,
                                    const OutputPaths &Paths,
                                    const HipCompiler &Compiler,
                                    llvm::StringRef CudaPath);

/// compile_commands.json text for \p Commands.
std::string renderCompileDatabase(llvm::ArrayRef<HipCompileCommand> Commands);

/// The entries of the compile database in \p Directory that compile with
/// hipcc (a database this tool wrote, perhaps edited since); an error when
/// it cannot be read, or when no entry is a hipcc command.
llvm::Expected<std::vector<HipCompileCommand>>
readHipCompileDatabase(llvm::StringRef Directory);

} // namespace hipify

#endif
