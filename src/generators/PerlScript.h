//===- PerlScript.h - --perl: a regex-based hipify-perl script ------------===//
#ifndef HIPIFY_GENERATORS_PERLSCRIPT_H
#define HIPIFY_GENERATORS_PERLSCRIPT_H

#include "mapping/MappingTable.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// The file name --perl writes into --o-hipify-perl-dir.
inline constexpr const char *PerlScriptFileName = "hipify-perl";

/// The hipify-perl script: the names of \p Table as Perl hashes, then
/// perlScriptProgram(). It needs only Perl 5.10 and
/// the modules of Debian's perl-base.
std::string renderPerlScript(const MappingTable &Table);

/// The script's code, which reads the hashes (perl/program.pl).
llvm::StringRef perlScriptProgram();

} // namespace hipify

#endif
