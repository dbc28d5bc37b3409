#include "VerifySummary.h"

#include "TerminalText.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <set>

namespace hipify {

namespace {

std::string location(llvm::StringRef File, unsigned Line, unsigned Column) {
  return (File + ":" + llvm::Twine(Line) + ":" + llvm::Twine(Column)).str();
}

/// "'a.cu'", "2 translation units: 'a.cu', 'b.cu'", "31 ...: 'a', 'b', 'c',
/// ..."
std::string unitList(llvm::ArrayRef<std::string> Units) {
  if (Units.size() == 1)
    return "'" + Units.front() + "'";
  std::string Text = std::to_string(Units.size()) + " translation units: ";
  for (size_t I = 0; I < Units.size() && I < 3; ++I)
    Text += (I ? ", '" : "'") + Units[I] + "'";
  return Text + (Units.size() > 3 ? ", ..." : "");
}

/// The lines printed after \p E's: where hipcc reported it, what predicted
/// it.
std::string notesOf(const VerifyError &E) {
  std::string Text;
  if (!E.CudaFile.empty())
    Text += "\n" + location(E.CudaFile, E.CudaLine, E.CudaColumn) +
            ": note: " + E.CudaNote;
  if (!E.ReportedFile.empty())
    Text += "\n" + location(E.ReportedFile, E.ReportedLine, E.ReportedColumn) +
            ": note: hipcc reported it here; traced to the user's line by '" +
            E.ReportedVia + "'";
  if (E.OutsideProject && !E.File.empty())
    Text += "\nnote: no place of its note chain is in a file of the "
            "project: it stays where hipcc reported it";
  if (const std::optional<VerifyPrediction> &P = E.PredictedBy)
    Text += "\n" + (P->Line ? location(P->File, P->Line, P->Column) : P->File) +
            ": note: predicted by " +
            (P->Rule.empty() ? std::string("the conversion")
                             : "[" + P->Rule + "]") +
            ": " + P->Message;
  else
    Text += "\nnote: not predicted: the conversion warned on none of its "
            "lines";
  return Text;
}

} // namespace

VerifyResults summarizeVerify(llvm::ArrayRef<VerifiedUnit> Units,
                              const ProjectFiles &Files,
                              const WarnedLines &Warnings,
                              const HipCompiler &Compiler) {
  VerifyResults Results;
  Results.Compiler = Compiler.Path + " --offload-arch=" + Compiler.OffloadArch +
                     " -fsyntax-only";
  std::map<std::string, size_t> Seen;
  for (const VerifiedUnit &U : Units) {
    (U.Compiles ? Results.Compiling : Results.Failing).push_back(U.Name);
    if (U.Compiles)
      continue;
    if (U.NotRun || U.Errors.empty()) {
      VerifyError E;
      E.Message = U.NotRun ? "not compiled: " + U.Output
                           : "fails to compile; hipcc said:\n" + U.Output;
      E.Units = {U.Name};
      Results.Errors.push_back(std::move(E));
      continue;
    }
    for (const HipDiagnostic &D : U.Errors) {
      VerifyError E = locateError(D, U.Command.Directory, Files, Warnings);
      auto [It, New] = Seen.try_emplace(E.File + ":" + std::to_string(E.Line) +
                                            ": " + E.Message,
                                        Results.Errors.size());
      if (New)
        Results.Errors.push_back(std::move(E));
      std::vector<std::string> &In = Results.Errors[It->second].Units;
      if (In.empty() || In.back() != U.Name)
        In.push_back(U.Name);
    }
  }
  // Surprises first: a known gap matters less than an unknown one.
  std::stable_partition(Results.Errors.begin(), Results.Errors.end(),
                        [](const VerifyError &E) { return !E.PredictedBy; });
  return Results;
}

bool printVerifyResults(const VerifyResults &Results, bool OnlySurprisesFail,
                        llvm::raw_ostream &Err) {
  for (const VerifyError &E : Results.Errors) {
    std::string Text =
        E.File.empty()
            ? "hipify-cpp: verify: '" + E.Units.front() + "' " + E.Message
            : location(E.File, E.Line, E.Column) + ": error: " + E.Message +
                  " [hipcc, in " + unitList(E.Units) + "]";
    Err << neutralizeControls(llvm::StringRef(Text).rtrim().str() + notesOf(E))
        << "\n";
  }
  size_t Total = Results.Compiling.size() + Results.Failing.size();
  Err << "hipify-cpp: verify: " << Total << " translation unit"
      << (Total == 1 ? "" : "s") << " compiled with '"
      << neutralizeControls(Results.Compiler)
      << "': " << Results.Compiling.size() << " compile, "
      << Results.Failing.size() << " fail\n";
  size_t Unpredicted = llvm::count_if(
      Results.Errors, [](const VerifyError &E) { return !E.PredictedBy; });
  if (!Results.Errors.empty())
    Err << "hipify-cpp: verify: " << Results.Errors.size() << " error"
        << (Results.Errors.size() == 1 ? "" : "s") << ": "
        << Results.Errors.size() - Unpredicted << " predicted by a warning, "
        << Unpredicted << " not predicted\n";
  // The same cause in many places is one line, most frequent first.
  std::map<std::string, std::vector<const VerifyError *>> ByCause;
  for (const VerifyError &E : Results.Errors)
    if (!E.File.empty())
      ByCause[E.Message].push_back(&E);
  if (!ByCause.empty()) {
    std::vector<std::pair<std::string, std::vector<const VerifyError *>>>
        Causes(ByCause.begin(), ByCause.end());
    llvm::stable_sort(Causes, [](const auto &A, const auto &B) {
      return A.second.size() > B.second.size();
    });
    Err << "hipify-cpp: verify: errors by cause:\n";
    for (const auto &[Message, Where] : Causes) {
      std::set<std::string> In;
      for (const VerifyError *E : Where)
        In.insert(E->Units.begin(), E->Units.end());
      const VerifyError &First = *Where.front();
      Err << "  " << neutralizeControls(Message) << ": " << Where.size()
          << " place" << (Where.size() == 1 ? "" : "s") << ", " << In.size()
          << " translation unit" << (In.size() == 1 ? "" : "s") << " (first: "
          << neutralizeControls(location(First.File, First.Line, First.Column))
          << ")\n";
    }
  }
  return OnlySurprisesFail ? Unpredicted == 0 : Results.Failing.empty();
}

} // namespace hipify
