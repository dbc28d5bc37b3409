//===- Findings.h - What a run says about each file it converts -----------===//
#ifndef HIPIFY_DRIVER_FINDINGS_H
#define HIPIFY_DRIVER_FINDINGS_H

#include "ConversionWarnings.h"
#include "hipify/TranslationUnit.h"
#include "output/Reports.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

/// The diagnostics of a TU's conversion, each ending its line; with
/// \p Warnings, a rule's warning met before (in another TU) is not printed
/// again.
void printMessages(const TranslationUnitResult &R, llvm::raw_ostream &Err,
                   ConversionWarnings *Warnings = nullptr);

/// The file's findings, in source order: unconverted references and
/// warp-size hazards, collisions with HIP (each with its note).
void printFindings(const FileReport &File, llvm::raw_ostream &Err);

} // namespace hipify

#endif
