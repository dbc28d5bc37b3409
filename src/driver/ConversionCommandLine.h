//===- ConversionCommandLine.h - The options that shape the conversion ----===//
#ifndef HIPIFY_DRIVER_CONVERSIONCOMMANDLINE_H
#define HIPIFY_DRIVER_CONVERSIONCOMMANDLINE_H

#include "ParsedCommandLine.h"
#include "llvm/Support/CommandLine.h"

namespace hipify {

/// The category --help lists hipify-cpp's options under.
llvm::cl::OptionCategory &optionCategory();

/// Reads the options that shape clang's command line and the conversion
/// into \p Parsed, once llvm::cl has parsed the command line.
void readConversionOptions(ParsedCommandLine &Parsed);

} // namespace hipify

#endif
