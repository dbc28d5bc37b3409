//===- HipccFlags.h - The flags --verify passes to hipcc, an allow-list ---===//
//
// A compile database can hold anything: a flag that writes a file anywhere
// (-fproc-stat-report=, -Wp,-MD,), loads a plugin (-fplugin=, -Xclang -load),
// runs another cc1 or reaches the linker or assembler. --verify only checks
// that a converted source compiles, so hipcc gets the flags that shape what
// the source means (include paths, defines, the language standard, warnings,
// optimization levels, known-harmless -f/-m options) and nothing else.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_HIPCCFLAGS_H
#define HIPIFY_DRIVER_HIPCCFLAGS_H

#include "DriverOptions.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace hipify {

/// The program --verify runs for \p Compiler's path (--hipcc): a bare name
/// as given (found on PATH), any other path made absolute from the current
/// directory, never from the directory the compile runs in.
std::string hipccProgram(const HipCompiler &Compiler);

/// The command line that compiles \p Source with \p Compiler:
/// `<hipccProgram> -x hip --offload-arch=<arch> -fsyntax-only`, the flags of
/// \p Flags the allow-list accepts (with their values), then \p Source. The
/// flags it sets itself, the inputs and every flag it does not know are left
/// out; those it does not know are added to \p Dropped when given.
std::vector<std::string> hipccCommandLine(const HipCompiler &Compiler,
                                          llvm::ArrayRef<std::string> Flags,
                                          const std::string &Source,
                                          std::vector<std::string> *Dropped);

} // namespace hipify

#endif
