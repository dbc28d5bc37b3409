#include "ClangDiagnosticFilter.h"

using namespace clang;

namespace hipify {

void ClangDiagnosticFilter::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                             const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info); // the counts
  if (Level != DiagnosticsEngine::Note)
    ForwardingNotes = ShowWarnings || Level >= DiagnosticsEngine::Error;
  if (ForwardingNotes)
    Printer.HandleDiagnostic(Level, Info);
}

} // namespace hipify
