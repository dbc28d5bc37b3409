//===- HipDeclarations.h - Device functions and operators HIP declares ----===//
//
// mappings/hip-declarations.map, written by `hipify-mapcheck declarations`
// from HIP's headers and carried by the tool: each function and operator
// with its parameter types as spellHipType spells them, vectors spelled as
// the HIP_vector_type specialization they are; an `nvidia` line says HIP's
// NVIDIA platform declares one too.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_COLLISIONS_HIPDECLARATIONS_H
#define HIPIFY_RULES_COLLISIONS_HIPDECLARATIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

struct HipDeclaration {
  std::string Name;
  bool Host = false, Device = false;
  std::string Versions; ///< the HIP versions that have it: `5.2,6.4`
  std::string Header;   ///< `hip/amd_detail/amd_hip_atomic.h`
  /// Where HIP's NVIDIA platform declares it too
  /// (`hip/nvidia_detail/nvidia_hip_atomics.h`); empty: only HIP on AMD has it.
  std::string NvidiaHeader;
  /// The header a source includes to see it (`hip/hip_complex.h`).
  std::string IncludedBy;
  /// As HIP spells them; `V` any vector, `T` its element. A defaulted one
  /// ends in ` =`.
  std::vector<std::string> Parameters;
  bool IsOperator = false;
};

class HipDeclarations {
public:
  /// Reads the list's text; malformed lines are skipped.
  explicit HipDeclarations(llvm::StringRef Text);
  /// The list generated from HIP's headers at build time.
  static const HipDeclarations &builtin();

  llvm::ArrayRef<HipDeclaration> named(llvm::StringRef Name) const;
  /// `HIP_vector_type<float, 2>` for `float2`, `hipFloatComplex`; empty for
  /// a name that is not a vector.
  llvm::StringRef vectorType(llvm::StringRef Name) const;
  /// The element of the vector type \p Type (`float`), empty if none.
  llvm::StringRef vectorElement(llvm::StringRef Type) const;
  /// The first name of a vector type, for messages (`float2`).
  llvm::StringRef vectorName(llvm::StringRef Type) const;
  /// Every HIP version the list was made from: `5.2,6.4`.
  llvm::StringRef versions() const { return AllVersions; }

private:
  /// Records an `nvidia` line on the declaration it repeats, read before.
  void markOnNvidia(llvm::ArrayRef<llvm::StringRef> Fields);

  llvm::StringMap<std::vector<HipDeclaration>> ByName;
  llvm::StringMap<std::string> VectorTypes;    ///< name -> type
  llvm::StringMap<std::string> VectorElements; ///< type -> element
  llvm::StringMap<std::string> VectorNames;    ///< type -> first name
  std::string AllVersions;
};

/// \p Spelling with each identifier replaced by what \p Replacement gives
/// for it (kept when that is empty).
std::string
replaceWords(llvm::StringRef Spelling,
             llvm::function_ref<llvm::StringRef(llvm::StringRef)> Replacement);

} // namespace hipify

#endif
