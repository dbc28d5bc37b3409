//===- FuzzedTranslationUnit.h - Convert a fuzzer's input as a .cu file ---===//
#ifndef HIPIFY_FUZZ_FUZZEDTRANSLATIONUNIT_H
#define HIPIFY_FUZZ_FUZZEDTRANSLATIONUNIT_H

#include "hipify/TranslationUnit.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace hipify {

/// Converts \p Text as the source of a TU in a scratch directory of this
/// process; the result's edits are applied, as a run would, and an edit
/// outside its file aborts.
///
/// The TU is parsed against the stand-in toolkit of tests/fuzz/toolkit, a
/// few hundred lines instead of CUDA's 40,000, so that a fuzzer runs tens of
/// inputs a second. With HIPIFY_FUZZ_CUDA set to a CUDA installation, it is
/// parsed against that one's headers instead, precompiled once per process
/// (the user's cache is never touched): slower, closer to real code.
TranslationUnitResult convertFuzzedSource(llvm::StringRef Text);

} // namespace hipify

#endif
