//===- TerminalText.h - Text from files made safe to print ----------------===//
#ifndef HIPIFY_DRIVER_TERMINALTEXT_H
#define HIPIFY_DRIVER_TERMINALTEXT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// \p Text with its control characters (C0 but tab and newline, DEL, and
/// the UTF-8 C1 controls) written as `\xNN`: messages carry text from files
/// and records a run did not write (file names, exported messages), and a
/// terminal must not take an escape sequence in them as a command.
std::string neutralizeControls(llvm::StringRef Text);

} // namespace hipify

#endif
