//===- CommandLine.h - The first stage: the command line, read ------------===//
#ifndef HIPIFY_DRIVER_COMMANDLINE_H
#define HIPIFY_DRIVER_COMMANDLINE_H

#include "ParsedCommandLine.h"
#include <optional>

namespace hipify {

/// Reads the command line (clang's flags after `--`) into \p Parsed.
/// Returns the exit code when the run ends here: --help, --version or an
/// option llvm::cl or the flags after `--` refuse (2); nullopt otherwise.
std::optional<int> parseCommandLine(int argc, const char **argv,
                                    ParsedCommandLine &Parsed);

} // namespace hipify

#endif
