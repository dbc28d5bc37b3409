//===- LeadingIncludes.h - The system headers a source starts with --------===//
//
// Sources often start with the same library headers (<thrust/...>,
// <cublas_v2.h>, <vector>), which cost a TU far more than its own code. When
// several TUs of a run start alike, those headers join the precompiled
// preamble. Only a prefix of the file qualifies: nothing may come before the
// headers that could change how they parse.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_FRONTEND_LEADINGINCLUDES_H
#define HIPIFY_FRONTEND_LEADINGINCLUDES_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// The `#include <...>` lines \p Source starts with (after comments and blank
/// lines), one `#include <name>` per line; empty if it starts otherwise. The
/// run ends at the first other token or directive, a quoted include among
/// them: it may be the user's. \p Source must be followed by a NUL, as a
/// loaded file is (clang's lexer reads up to it).
std::string leadingAngledIncludes(llvm::StringRef Source);

} // namespace hipify

#endif
