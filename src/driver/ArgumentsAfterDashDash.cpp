#include "ArgumentsAfterDashDash.h"

#include "conversion/ClangCommandLine.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"

namespace hipify {

llvm::Expected<std::vector<std::string>>
takeArgumentsAfterDashDash(int &Argc, const char *const *Argv,
                           std::vector<std::string> &Ignored) {
  std::string Error;
  auto Database = clang::tooling::FixedCompilationDatabase::loadFromCommandLine(
      Argc, Argv, Error);
  if (!Database) {
    llvm::StringRef Message = llvm::StringRef(Error).trim();
    if (Message.empty())
      return std::vector<std::string>();
    Message.consume_front("warning: ");
    return llvm::createStringError("cannot read the clang flags after '--': " +
                                   Message);
  }
  // The command for any file: the tool's name, the flags kept, the file.
  std::vector<clang::tooling::CompileCommand> Commands =
      Database->getCompileCommands("input");
  std::vector<std::string> &Line = Commands.front().CommandLine;
  return withoutUnknownOptions(
      llvm::ArrayRef<std::string>(Line).drop_front().drop_back(), Ignored);
}

} // namespace hipify
