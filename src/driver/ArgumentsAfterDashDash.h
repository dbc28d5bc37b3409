//===- ArgumentsAfterDashDash.h - The clang flags after `--` --------------===//
#ifndef HIPIFY_DRIVER_ARGUMENTSAFTERDASHDASH_H
#define HIPIFY_DRIVER_ARGUMENTSAFTERDASHDASH_H

#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

/// The arguments after the first `--` of \p Argv, read as every LibTooling
/// tool reads them (clang::tooling::FixedCompilationDatabase): clang's driver
/// decides which are inputs, and those (the source repeated, other paths)
/// are dropped; options and their values are kept in order, except those
/// clang does not know, which are described in \p Ignored (clang's tools
/// warn about them and go on). \p Argc becomes the number of arguments before
/// `--`. No `--`: no arguments.
llvm::Expected<std::vector<std::string>>
takeArgumentsAfterDashDash(int &Argc, const char *const *Argv,
                           std::vector<std::string> &Ignored);

} // namespace hipify

#endif
