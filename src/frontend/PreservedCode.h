//===- PreservedCode.h - Directives and comments an output still has ------===//
//
// The test suite's check that no conversion loses the user's code, or
// changes it but through a documented rule: with HIPIFY_PRESERVATION_LOG
// set, each converted file is compared with its original, and each
// directive or comment missing from it, and each edit no rule made, is
// appended to that file (tests/lit/lit.cfg.py sets it; a CTest entry fails
// on a line in it). The lost code is found from the two texts, not the
// edits, so that it is seen whatever path an edit took.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_FRONTEND_PRESERVEDCODE_H
#define HIPIFY_FRONTEND_PRESERVEDCODE_H

#include "hipify/TranslationUnit.h"
#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// The first directive (by its keyword) or comment of \p Original that
/// \p Converted no longer has, in order, described with its line; empty when
/// every one is there.
std::string firstLostDirectiveOrComment(llvm::StringRef Original,
                                        llvm::StringRef Converted,
                                        const clang::LangOptions &LangOpts);

/// The first edit of \p Edits that no rule made, or that says it renames a
/// CUDA name it does not replace, described with its line in \p Original;
/// empty when each was made by a rule (each rule is documented in
/// docs/rules.md: tests/lit/rules/documented.test).
std::string firstUnattributedEdit(llvm::StringRef Original,
                                  const EditSet &Edits);

/// Appends to the file HIPIFY_PRESERVATION_LOG names, when set, what the
/// output of \p File lost of its original and the edits no rule made.
void logLostCode(const FileResult &File, const clang::LangOptions &LangOpts);

} // namespace hipify

#endif
