//===- FuzzedTranslationUnit.h - Convert a fuzzer's input as a .cu file ---===//
#ifndef HIPIFY_FUZZ_FUZZEDTRANSLATIONUNIT_H
#define HIPIFY_FUZZ_FUZZEDTRANSLATIONUNIT_H

#include "hipify/TranslationUnit.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace hipify {

/// Converts \p Text as the source of a TU in a scratch directory of this
/// process, with the precompiled CUDA preamble built there once per process
/// (the user's cache is never touched). The result's edits are applied, as
/// a run would; an edit outside its file aborts.
TranslationUnitResult convertFuzzedSource(llvm::StringRef Text);

} // namespace hipify

#endif
