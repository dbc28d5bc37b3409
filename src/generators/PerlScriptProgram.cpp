//===- PerlScriptProgram.cpp - The code of the hipify-perl script ---------===//
//
// The program is perl/program.pl, embedded at build time: Perl 5.10 with
// core modules only. The hashes it reads (%CONVERTED, %UNSUPPORTED,
// %HEADERS...) come before it in the script: PerlScript.cpp writes them from
// the mapping tables.
//
//===----------------------------------------------------------------------===//
#include "PerlScript.h"

namespace hipify {

static const char Text[] =
#include "hipify/PerlScriptProgramText.inc"
    ;

llvm::StringRef perlScriptProgram() { return Text; }

} // namespace hipify
