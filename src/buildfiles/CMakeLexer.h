//===- CMakeLexer.h - The command invocations of a CMake file -------------===//
#ifndef HIPIFY_BUILDFILES_CMAKELEXER_H
#define HIPIFY_BUILDFILES_CMAKELEXER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

/// One argument as written; offsets are into the file.
struct CMakeArgument {
  enum Kinds { Unquoted, Quoted, Bracket, Parenthesis };
  Kinds Kind = Unquoted;
  unsigned Offset = 0; ///< the first character (a quote for Quoted)
  unsigned Length = 0;
  /// The text between the quotes or brackets (escapes not decoded).
  llvm::StringRef Content;
  unsigned ContentOffset = 0;
};

/// `name(args...)`.
struct CMakeCommand {
  std::string Name; ///< lower-cased (CMake command names are not
                    ///< case-sensitive)
  unsigned Offset = 0;
  unsigned End = 0; ///< just after the closing parenthesis
  std::vector<CMakeArgument> Arguments;
};

/// Splits \p Text into command invocations, skipping comments (line and
/// bracket comments); an argument's text is never taken for a command.
/// Unbalanced parentheses, unterminated quotes or brackets are errors
/// `line:col: message`.
llvm::Expected<std::vector<CMakeCommand>> lexCMake(llvm::StringRef Text);

} // namespace hipify

#endif
