//===- ClangDiagnosticFilter.h - Which of clang's diagnostics users see ---===//
//
// clang's warnings about the user's code (deprecations, -Wreturn-type, ...)
// would drown what hipify-cpp itself says: unless asked for, only errors
// reach the printer, each with the notes attached to it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_FRONTEND_CLANGDIAGNOSTICFILTER_H
#define HIPIFY_FRONTEND_CLANGDIAGNOSTICFILTER_H

#include "clang/Basic/Diagnostic.h"

namespace hipify {

class ClangDiagnosticFilter : public clang::DiagnosticConsumer {
public:
  /// Forwards to \p Printer the errors, and with \p ShowWarnings everything.
  ClangDiagnosticFilter(clang::DiagnosticConsumer &Printer, bool ShowWarnings)
      : Printer(Printer), ShowWarnings(ShowWarnings) {}

  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override {
    Printer.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Printer.EndSourceFile(); }
  void finish() override { Printer.finish(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

private:
  clang::DiagnosticConsumer &Printer;
  bool ShowWarnings;
  /// Whether the last diagnostic that was not a note was forwarded: its
  /// notes go with it.
  bool ForwardingNotes = false;
};

} // namespace hipify

#endif
