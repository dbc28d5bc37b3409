//===- HipTypeSpelling.h - A type as HIP code will spell it ---------------===//
//
// Two parameter types are the same in HIP when they spell the same HIP
// names: cudaError_t and CUresult are distinct types in CUDA and both
// hipError_t once converted. The same spelling, computed from HIP's own
// headers, describes what HIP declares (hipify-mapcheck declarations).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_COLLISIONS_HIPTYPESPELLING_H
#define HIPIFY_RULES_COLLISIONS_HIPTYPESPELLING_H

#include "clang/AST/Decl.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// The name a declaration of a type is spelled by, or none to look through
/// it: a typedef is then spelled as what it names, a tag by its qualified
/// name.
using TypeNaming =
    llvm::function_ref<std::optional<std::string>(const clang::NamedDecl &)>;

/// \p T with each type declaration named by \p Naming: `const hipStream_t &`,
/// `double *`, `float2`. Pointers and references are spelled `T *`, `T &`,
/// their own qualifiers after them (`T *const`), other qualifiers before.
std::string spellHipType(clang::QualType T, TypeNaming Naming);

/// \p Spelling without its top-level reference and qualifiers: `const V &`
/// and `V` are the same to overload resolution's ranking of an argument.
std::string withoutTopLevelQualifiers(llvm::StringRef Spelling);

/// The parameter types of \p FD as \p Naming spells them, `...` last for a
/// variadic function.
std::vector<std::string> spellParameters(const clang::FunctionDecl &FD,
                                         TypeNaming Naming);
/// `name(type, type)`.
std::string signature(const clang::FunctionDecl &FD,
                      llvm::ArrayRef<std::string> Parameters);

} // namespace hipify

#endif
