//===- OptionChecks.h - Usage errors, and the options they leave ----------===//
//
// Each check refuses a command line with a usage error, in the order the
// driver meets them: the rule names first (--list-rules shows the
// selection), the generators' formats, then what a conversion needs.
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

/// --rules-enable and --rules-disable: rules the registry names, into
/// Parsed.Options.Conversion. Returns the exit code of a usage error.
std::optional<int> checkRuleSelection(ParsedCommandLine &Parsed);

/// --doc-format and --doc-roc, into Parsed.Generate.
std::optional<int> checkGeneratorOptions(ParsedCommandLine &Parsed);

/// The inputs and outputs of a conversion, and the values that become
/// Parsed.Options. Returns the exit code when there is nothing to convert
/// with them: a usage error (2), or no CUDA installation (1).
std::optional<int> checkConversionOptions(ParsedCommandLine &Parsed);

} // namespace hipify

#endif
