//===- PreambleMacros.h - Preambles shared across -D macros ---------------===//
//
// Flag sets often differ only in -D macros of the project (-DMODULE_X,
// -DLOG_LEVEL=3) that the CUDA and library headers of a preamble never test.
// Such TUs share one preamble, built without any -D: clang defines a TU's
// macros after loading it. That is only sound for macros the preamble's
// headers never looked up, which the build proves: every identifier the
// preprocessor met (in code, #if, #ifdef, defined, __has_include...) is
// interned in its identifier table, saved beside the PCH as
// "<key>.pch.identifiers". Preprocessing with an extra macro can first differ
// from preprocessing without it only where that macro's name is looked up,
// so a macro absent from the table changes nothing the preamble holds.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_PREAMBLE_PREAMBLEMACROS_H
#define HIPIFY_PREAMBLE_PREAMBLEMACROS_H

#include "hipify/TranslationUnit.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
}

namespace hipify {

/// The names of the macros \p Job defines with -D (`-DNAME`, `-DNAME=value`,
/// `-D NAME`).
std::vector<std::string> definedMacros(const CompileJob &Job);

/// \p Job without its -D options; std::nullopt when it has none, or when it
/// also has -U options (left to the full configuration).
std::optional<CompileJob> withoutDefinitions(const CompileJob &Job);

/// Every identifier \p PP has met, one per line, sorted.
std::string identifierList(const clang::Preprocessor &PP);

/// The identifiers of a list written by identifierList.
llvm::StringSet<> parseIdentifierList(llvm::StringRef Text);

} // namespace hipify

#endif
