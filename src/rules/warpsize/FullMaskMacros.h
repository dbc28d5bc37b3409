//===- FullMaskMacros.h - User macros standing for a full lane mask -------===//
//
// `#define MASK 0xffffffff` used as the mask of *_sync calls is a 32-bit
// mask HIP 6.4 refuses. Its body may become `~0ll` only when every use of
// it in the TU is such a mask: any other use (a comparison, an #if, another
// macro's body) would see a different value or type. The uses are counted
// as the preprocessor expands the macro, the mask arguments as the AST
// matches the calls; the verdict comes at the end of the TU.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_WARPSIZE_FULLMASKMACROS_H
#define HIPIFY_RULES_WARPSIZE_FULLMASKMACROS_H

#include "../../frontend/TranslationContext.h"

#include "clang/AST/Expr.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

namespace hipify {

class FullMaskMacros {
public:
  explicit FullMaskMacros(TranslationContext &Ctx) : Ctx(Ctx) {}

  /// Counts the uses of the user's macros whose body is a literal full
  /// 32-lane mask (`0xffffffff`, `4294967295u`, `-1`, `~0u`).
  void watch(clang::Preprocessor &PP);

  /// Whether the mask argument \p Arg (a full mask) is exactly a use of such
  /// a macro; if so, it is remembered for finish().
  bool noteMaskArgument(const clang::Expr &Arg);

  /// For each macro noted: rewrites its body as `~0ll` when every use of it
  /// was a mask argument; calls \p Report for each of its mask arguments
  /// with the macro's name and whether it was rewritten.
  void finish(llvm::function_ref<void(clang::SourceLocation Use,
                                      llvm::StringRef Name, bool Fixed)>
                  Report);

  struct Macro {
    clang::SourceRange Body; ///< spelled in a user file
    unsigned Order = 0;      ///< of its first definition in the TU
    unsigned Definitions = 0;
    bool Tested = false;                                ///< #ifdef, defined()
    llvm::DenseSet<clang::SourceLocation::UIntTy> Uses; ///< every expansion
    std::vector<clang::SourceLocation> MaskArguments;
  };

private:
  TranslationContext &Ctx;
  llvm::StringMap<Macro> Macros;
};

} // namespace hipify

#endif
