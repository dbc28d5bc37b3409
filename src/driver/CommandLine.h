//===- CommandLine.h - hipify-cpp's options, read into DriverOptions ------===//
#ifndef HIPIFY_DRIVER_COMMANDLINE_H
#define HIPIFY_DRIVER_COMMANDLINE_H

#include "DriverOptions.h"

#include <optional>

namespace hipify {

/// Reads the command line (clang's flags after `--`) into \p Opts. Returns
/// the exit code when the run ends here: --help, --version, --query,
/// --versions, a usage error (2) or no CUDA installation (1); nullopt when
/// \p Opts describe a conversion to run.
std::optional<int> parseCommandLine(int argc, const char **argv,
                                    DriverOptions &Opts);

} // namespace hipify

#endif
