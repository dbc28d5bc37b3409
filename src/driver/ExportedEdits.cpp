#include "ExportedEdits.h"
#include "Findings.h"
#include "RunReports.h"

#include "llvm/Support/FileSystem.h"

namespace hipify {

int exportResults(const DriverOptions &Opts,
                  const std::vector<TranslationUnitResult> &Results,
                  llvm::ArrayRef<std::string> Names,
                  const std::string &ProjectRoot, llvm::raw_ostream &Err) {
  bool Failed = false;
  for (size_t I = 0; I < Results.size(); ++I) {
    const TranslationUnitResult &R = Results[I];
    printMessages(R, Err);
    Failed |= R.HadErrors && !Opts.BestEffort;
    std::string Stem = Opts.ExportEditsDir + "/" + exchangeFileStem(R.MainFile);
    Failed |= !writeReport(Stem + ".yaml", renderReplacementsYaml(R), Err);
    Failed |= !writeReport(
        Stem + ".hipify.json",
        renderTranslationUnitRecord({Names[I], ProjectRoot, R}), Err);
  }
  return Failed ? 1 : 0;
}

std::optional<std::vector<ExchangedTranslationUnit>>
loadExportedResults(const DriverOptions &Opts, llvm::raw_ostream &Err) {
  std::vector<std::string> Records;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Opts.ApplyEditsDir, EC), End;
       It != End && !EC; It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(".hipify.json"))
      Records.push_back(It->path());
  if (EC || Records.empty()) {
    Err << "hipify-cpp: error: no exported edits in '" << Opts.ApplyEditsDir
        << "'" << (EC ? ": " + EC.message() : std::string()) << "\n";
    return std::nullopt;
  }
  std::vector<ExchangedTranslationUnit> Converted;
  for (const std::string &Path : Records) {
    auto TU = loadTranslationUnitRecord(Path);
    if (!TU) {
      Err << "hipify-cpp: error: " << llvm::toString(TU.takeError()) << "\n";
      return std::nullopt;
    }
    Converted.push_back(std::move(*TU));
  }
  // Sources in path order, whichever process exported them first.
  llvm::sort(Converted, [](const auto &A, const auto &B) {
    return A.Result.MainFile < B.Result.MainFile;
  });
  return Converted;
}

} // namespace hipify
