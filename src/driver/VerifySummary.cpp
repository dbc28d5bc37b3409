#include "VerifySummary.h"

#include "TerminalText.h"
#include "output/OriginalPosition.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

namespace {

/// One error, however many units met it (a header's).
struct DistinctError {
  HipDiagnostic Where;
  std::vector<std::string> Units;
};

std::string location(llvm::StringRef File, unsigned Line, unsigned Column) {
  return (File + ":" + llvm::Twine(Line) + ":" + llvm::Twine(Column)).str();
}

/// "unit", "2 units: a.cu, b.cu", "31 units: a.cu, b.cu, c.cu, ..."
std::string unitList(llvm::ArrayRef<std::string> Units) {
  if (Units.size() == 1)
    return "'" + Units.front() + "'";
  std::string Text = std::to_string(Units.size()) + " translation units: ";
  for (size_t I = 0; I < Units.size() && I < 3; ++I)
    Text += (I ? ", '" : "'") + Units[I] + "'";
  return Text + (Units.size() > 3 ? ", ..." : "");
}

/// The note tracing \p E back to the CUDA source, or nothing.
std::string cudaOrigin(const HipDiagnostic &E, const ConvertedFile &File) {
  const FileReport &R = File.Report;
  OriginalPosition From =
      originalPosition(R.OriginalText, R.Edits, E.Line, E.Column);
  std::string Note = location(R.Path, From.Line, From.Column) +
                     ": note: from here in the CUDA source";
  if (From.Within && From.Within->Reference)
    Note += ", where '" + From.Within->Reference->CudaName + "' became '" +
            From.Within->Reference->HipName + "'";
  for (const UnconvertedReference &U : R.Edits.unconverted())
    if (U.Line == From.Line)
      Note += "; on this line '" + U.Reference.CudaName + "' " + U.Reason +
              " (left as written)";
  for (const WarpSizeHazard &H : R.Edits.warpSizeHazards())
    if (H.Line == From.Line) {
      Note += "; a warp-size hazard is reported on this line";
      break;
    }
  return Note;
}

} // namespace

bool printVerifySummary(
    llvm::ArrayRef<VerifiedUnit> Units,
    const std::map<std::string, const ConvertedFile *> &Files,
    const HipCompiler &Compiler, llvm::raw_ostream &Err) {
  std::vector<DistinctError> Errors;
  std::map<std::string, size_t> ErrorIndex;
  unsigned Failing = 0;
  for (const VerifiedUnit &U : Units) {
    if (U.Compiles)
      continue;
    ++Failing;
    if (U.NotRun) {
      Err << "hipify-cpp: verify: '" << neutralizeControls(U.Name)
          << "' not compiled: " << neutralizeControls(U.Output) << "\n";
      continue;
    }
    if (U.Errors.empty()) {
      Err << "hipify-cpp: verify: '" << neutralizeControls(U.Name)
          << "' fails to compile; hipcc said:\n"
          << neutralizeControls(U.Output);
      continue;
    }
    for (const HipDiagnostic &E : U.Errors) {
      std::string Key = location(E.File, E.Line, E.Column) + E.Message;
      auto [It, New] = ErrorIndex.try_emplace(Key, Errors.size());
      if (New)
        Errors.push_back({E, {}});
      std::vector<std::string> &In = Errors[It->second].Units;
      if (In.empty() || In.back() != U.Name)
        In.push_back(U.Name);
    }
  }
  for (const DistinctError &E : Errors) {
    const HipDiagnostic &D = E.Where;
    std::string Text = location(D.File, D.Line, D.Column) +
                       ": error: " + D.Message + " [hipcc, in " +
                       unitList(E.Units) + "]";
    auto File = Files.find(D.File);
    if (File != Files.end())
      Text += "\n" + cudaOrigin(D, *File->second);
    Err << neutralizeControls(Text) << "\n";
  }
  Err << "hipify-cpp: verify: " << Units.size() << " translation unit"
      << (Units.size() == 1 ? "" : "s") << " compiled with '"
      << neutralizeControls(Compiler.Path)
      << " --offload-arch=" << neutralizeControls(Compiler.OffloadArch)
      << " -fsyntax-only': " << Units.size() - Failing << " compile, "
      << Failing << " fail\n";
  if (Errors.empty())
    return Failing == 0;
  // The same cause in many units is one line.
  std::map<std::string, std::vector<const DistinctError *>> ByCause;
  for (const DistinctError &E : Errors)
    ByCause[E.Where.Message].push_back(&E);
  std::vector<std::pair<std::string, std::vector<const DistinctError *>>>
      Causes(ByCause.begin(), ByCause.end());
  llvm::stable_sort(Causes, [](const auto &A, const auto &B) {
    return A.second.size() > B.second.size();
  });
  Err << "hipify-cpp: verify: errors by cause:\n";
  for (const auto &[Message, Where] : Causes) {
    std::set<std::string> In;
    for (const DistinctError *E : Where)
      In.insert(E->Units.begin(), E->Units.end());
    Err << "  " << neutralizeControls(Message) << ": " << Where.size()
        << " place" << (Where.size() == 1 ? "" : "s") << ", " << In.size()
        << " translation unit" << (In.size() == 1 ? "" : "s") << " (first: "
        << neutralizeControls(location(Where.front()->Where.File,
                                       Where.front()->Where.Line,
                                       Where.front()->Where.Column))
        << ")\n";
  }
  return false;
}

} // namespace hipify
