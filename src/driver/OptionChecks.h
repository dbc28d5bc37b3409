//===- OptionChecks.h - Usage errors, and the options they leave ----------===//
//
// The check stage: every usage error of a command line is found here, before
// any command runs (--list-rules, --query, --versions, the generators, a
// conversion), in one call: the rule names first (--list-rules shows the
// selection), the generators' formats, then what a conversion needs, when
// the command line converts.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_OPTIONCHECKS_H
#define HIPIFY_DRIVER_OPTIONCHECKS_H

#include "ParsedCommandLine.h"
#include "llvm/ADT/Twine.h"
#include <optional>

namespace hipify {

/// Prints \p Message as hipify-cpp's error; returns the usage exit code, 2.
int usageError(const llvm::Twine &Message);

/// Whether \p Parsed converts inputs: it names no other command, or names
/// generators and inputs too (converted after them, as hipify-clang does).
bool convertsInputs(const ParsedCommandLine &Parsed);

/// Checks \p Parsed and completes it: the rule selection into
/// Parsed.Options.Conversion, the generators' formats into Parsed.Generate,
/// and, when it converts, the values that become Parsed.Options. Returns the
/// exit code when nothing may run: a usage error (2), or no CUDA
/// installation for a conversion (1).
std::optional<int> checkOptions(ParsedCommandLine &Parsed);

} // namespace hipify

#endif
