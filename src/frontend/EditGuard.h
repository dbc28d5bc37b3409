//===- EditGuard.h - What no edit of a user file may do -------------------===//
//
// Every edit a rule makes to a user file passes here (TranslationContext::
// addEdit, and before a change of several edits is made, whyRefused on each
// and whyUnseen on the code it reads). An edit is refused when it would lose
// the user's code:
// - remove a preprocessor directive, or split or join one;
// - remove a comment (one that the replacement does not carry along);
// - drop or duplicate an expression that may have side effects: a call, an
//   increment or decrement, an assignment, new, delete or throw.
// The check reads text, not the AST, so that no rule can reach a file
// without it: conservative where text cannot tell (a functional cast is
// taken for a call), never the other way.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_FRONTEND_EDITGUARD_H
#define HIPIFY_FRONTEND_EDITGUARD_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include <functional>
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

class EditGuard {
public:
  /// \p HipSpelling gives the name a CUDA identifier has once converted (the
  /// identifier itself otherwise), so that an expression carried into the
  /// replacement with its names renamed is recognised as the same.
  /// \p InvokesMacro says whether the name at an offset of the buffer is
  /// a macro's: with the parentheses after it replaced by what it expands to
  /// (a kernel launch's configuration), no call is dropped; its arguments
  /// are still checked.
  EditGuard(llvm::StringRef Buffer, const clang::LangOptions &LangOpts,
            std::function<llvm::StringRef(llvm::StringRef)> HipSpelling,
            std::function<bool(unsigned)> InvokesMacro =
                [](unsigned) { return false; })
      : Buffer(Buffer), LangOpts(LangOpts),
        HipSpelling(std::move(HipSpelling)),
        InvokesMacro(std::move(InvokesMacro)) {}

  /// Why replacing [Offset, Offset+Length) of the buffer by \p Replacement
  /// would lose code ("it would remove the directive '#if X'"); empty when
  /// it would not.
  std::string whyRefused(unsigned Offset, unsigned Length,
                         llvm::StringRef Replacement) const;

  /// Why code rebuilt from what the parse saw of [Begin, End) would lose
  /// code: the range holds a directive, so part of it (an inactive branch)
  /// was never seen. Empty when it holds none.
  std::string whyUnseen(unsigned Begin, unsigned End) const;

private:
  /// Whether the '#' at \p Offset begins a directive: only blanks before it
  /// on its line.
  bool startsDirective(unsigned Offset) const;
  /// The text of the directive line holding \p Offset, for messages.
  llvm::StringRef lineAt(unsigned Offset) const;

  llvm::StringRef Buffer;
  const clang::LangOptions &LangOpts;
  std::function<llvm::StringRef(llvm::StringRef)> HipSpelling;
  std::function<bool(unsigned)> InvokesMacro;
};

class TranslationContext;

/// Why the edit replacing [FileLoc, FileLoc+Length) of a user file by
/// \p Replacement would lose code; empty when it would not. Every edit is
/// asked (TranslationContext::addEdit); a rule making a change of several
/// edits asks of each before making any, so that it is made whole or not.
std::string whyEditRefused(TranslationContext &Ctx,
                           clang::SourceLocation FileLoc, unsigned Length,
                           llvm::StringRef Replacement);

/// One edit of a change made of several.
struct PlannedEdit {
  clang::SourceLocation FileLoc;
  unsigned Length;
  std::string Replacement;
};

/// Why one of \p Edits would lose code (the first refused); empty when none
/// would. Asked before making any of them: a change is made whole or not.
std::string whyEditsRefused(TranslationContext &Ctx,
                            llvm::ArrayRef<PlannedEdit> Edits);

/// Why code rebuilt from what the parse saw of \p Range (a file range of a
/// user file) would lose code; empty when it would not.
std::string whyRebuildRefused(TranslationContext &Ctx,
                              clang::CharSourceRange Range);

} // namespace hipify

#endif
