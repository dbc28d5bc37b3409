//===- NumericNotes.h - What a HIP library computes otherwise -------------===//
//
// mappings/numerics.notes: CUDA names whose HIP counterpart computes in
// another precision, or otherwise, on AMD GPUs (a GEMM compute type rocBLAS
// lacks), each with the numerics rule that says so and the note it quotes.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_NUMERICNOTES_H
#define HIPIFY_MAPPING_NUMERICNOTES_H

#include "MappingFile.h"

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

struct NumericNote {
  std::string CudaName;
  std::string Rule; ///< `numerics-...`
  std::string Text; ///< ends with its source, `[key]`
  mapgen::SourcePosition Where;
};

struct NumericNotesFile {
  std::vector<std::pair<std::string, std::string>> Sources;
  std::vector<NumericNote> Notes;

  const NumericNote *find(llvm::StringRef CudaName) const;
};

/// Parses \p Text (the contents of \p Path). Problems are appended to
/// \p Diags; the lines that could be read are returned regardless.
NumericNotesFile
parseNumericNotes(llvm::StringRef Path, llvm::StringRef Text,
                  std::vector<mapgen::MappingDiagnostic> &Diags);

/// Reads the rest of a `#! source key: text` line into \p Sources; false
/// when it is malformed.
bool readSourceLine(llvm::StringRef Rest,
                    std::vector<std::pair<std::string, std::string>> &Sources);

/// Whether \p Text ends with `[key]`, \p Key one of \p Sources.
bool endsWithSource(
    llvm::StringRef Text,
    llvm::ArrayRef<std::pair<std::string, std::string>> Sources);

} // namespace hipify

#endif
