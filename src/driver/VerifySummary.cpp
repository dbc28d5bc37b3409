#include "VerifySummary.h"

#include "TerminalText.h"
#include "output/OriginalPosition.h"
#include "llvm/ADT/STLExtras.h"
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

/// \p E traced back through \p File's edits.
void traceBack(VerifyError &E, const ConvertedFile &File) {
  const FileReport &R = File.Report;
  OriginalPosition From =
      originalPosition(R.OriginalText, R.Edits, E.Line, E.Column);
  E.CudaFile = R.Path;
  E.CudaLine = From.Line;
  E.CudaColumn = From.Column;
  E.CudaNote = "from here in the CUDA source";
  if (From.Within && From.Within->Reference)
    E.CudaNote += ", where '" + From.Within->Reference->CudaName +
                  "' became '" + From.Within->Reference->HipName + "'";
  for (const UnconvertedReference &U : R.Edits.unconverted())
    if (U.Line == From.Line)
      E.CudaNote += "; on this line '" + U.Reference.CudaName + "' " +
                    U.Reason + " (left as written)";
  if (llvm::any_of(R.Edits.warpSizeHazards(), [&](const WarpSizeHazard &H) {
        return H.Line == From.Line;
      }))
    E.CudaNote += "; a warp-size hazard is reported on this line";
}

} // namespace

VerifyResults
summarizeVerify(llvm::ArrayRef<VerifiedUnit> Units,
                const std::map<std::string, const ConvertedFile *> &Files,
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
      auto [It, New] =
          Seen.try_emplace(location(D.File, D.Line, D.Column) + D.Message,
                           Results.Errors.size());
      if (New) {
        VerifyError E;
        E.File = D.File;
        E.Line = D.Line;
        E.Column = D.Column;
        E.Message = D.Message;
        auto File = Files.find(D.File);
        if (File != Files.end())
          traceBack(E, *File->second);
        Results.Errors.push_back(std::move(E));
      }
      std::vector<std::string> &In = Results.Errors[It->second].Units;
      if (In.empty() || In.back() != U.Name)
        In.push_back(U.Name);
    }
  }
  return Results;
}

bool printVerifyResults(const VerifyResults &Results, llvm::raw_ostream &Err) {
  for (const VerifyError &E : Results.Errors) {
    std::string Text =
        E.File.empty()
            ? "hipify-cpp: verify: '" + E.Units.front() + "' " + E.Message
            : location(E.File, E.Line, E.Column) + ": error: " + E.Message +
                  " [hipcc, in " + unitList(E.Units) + "]";
    if (!E.CudaFile.empty())
      Text += "\n" + location(E.CudaFile, E.CudaLine, E.CudaColumn) +
              ": note: " + E.CudaNote;
    Err << neutralizeControls(llvm::StringRef(Text).rtrim()) << "\n";
  }
  size_t Total = Results.Compiling.size() + Results.Failing.size();
  Err << "hipify-cpp: verify: " << Total << " translation unit"
      << (Total == 1 ? "" : "s") << " compiled with '"
      << neutralizeControls(Results.Compiler)
      << "': " << Results.Compiling.size() << " compile, "
      << Results.Failing.size() << " fail\n";
  // The same cause in many units is one line, most frequent first.
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
  return Results.Failing.empty();
}

} // namespace hipify
