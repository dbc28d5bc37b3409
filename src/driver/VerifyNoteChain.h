//===- VerifyNoteChain.h - hipcc's errors with the notes that follow them -===//
//
// On real code most hipcc errors are reported in HIP's or a library's
// headers (a static assert of a template, a macro's body); the user's line
// is in the notes clang prints after the error ("in instantiation of ...
// requested here", "expanded from macro", "candidate function not viable")
// and in the "In file included from" lines before it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_VERIFYNOTECHAIN_H
#define HIPIFY_DRIVER_VERIFYNOTECHAIN_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// A place hipcc named, with what it said there.
struct HipDiagnosticNote {
  std::string File; ///< as hipcc printed it (relative to its directory)
  unsigned Line = 0;
  unsigned Column = 0; ///< 0 when not given (an include line)
  std::string Message;
};

/// One error hipcc printed.
struct HipDiagnostic {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string Message; ///< after "error: "
  /// The other places of the error, in the order its user location is
  /// looked for: its notes as printed, then the includes that lead to its
  /// file, the innermost first (message "in file included from here").
  std::vector<HipDiagnosticNote> Chain;
};

/// The errors of \p Output (`file:line:col: error: ...`, fatal ones too), in
/// order, each with its note chain.
std::vector<HipDiagnostic> parseHipErrors(llvm::StringRef Output);

} // namespace hipify

#endif
