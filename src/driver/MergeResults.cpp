#include "MergeResults.h"
#include "BlockingHeader.h"
#include "Findings.h"
#include "LocalHeaders.h"
#include "OutputPaths.h"
#include "TerminalText.h"
#include "rules/RuleRegistry.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <map>

namespace hipify {
namespace {

class ResultMerger {
public:
  ResultMerger(const DriverOptions &Opts, llvm::raw_ostream &Err)
      : Opts(Opts), Err(Err) {
    Merged.Total.WarpSizeChecked = warpSizeChecksRun(Opts.Conversion);
  }

  void collect(TranslationUnitResult &R, const std::string &Name) {
    printMessages(R, Err, &Warnings);
    std::string Shown = neutralizeControls(Name);
    bool Readable = llvm::sys::fs::is_regular_file(R.MainFile);
    bool BestEffort = R.HadErrors && Readable && Opts.BestEffort && R.Parsed;
    if (R.HadErrors)
      Merged.Failed = true;
    // A crash's own message says so, and so does a source outside the
    // project.
    if (R.HadErrors && !R.Crashed && !R.OutsideProject) {
      if (!Readable)
        Err << "hipify-cpp: error: '" << Shown
            << "' not converted: cannot read it: "
            << unreadableReason(R.MainFile) << "\n";
      else if (BestEffort)
        Err << "hipify-cpp: error: '" << Shown
            << "' has clang errors; converted as far as possible "
               "(--best-effort)\n";
      else
        Err << "hipify-cpp: error: '" << Shown
            << "' not converted: clang reported errors\n";
    }
    if (R.HadErrors && !BestEffort) {
      FileStatistics S;
      S.Name = Name;
      S.ProcessedFiles = 1;
      Merged.Total.merge(S);
      ConvertedFile Skipped;
      Skipped.Report.Path = R.MainFile;
      Skipped.Report.HadErrors = true;
      Skipped.DisplayName = Name;
      Merged.Files.push_back(std::move(Skipped));
      return;
    }
    for (FileResult &File : R.Files) {
      if (File.IsMainFile) {
        FileStatistics S = FileStatistics::compute(Name, File.OriginalText,
                                                   File.Edits, R.Seconds);
        if (BestEffort)
          S.ConvertedFiles = 0;
        S.WarpSizeChecked = warpSizeChecksRun(Opts.Conversion);
        if (std::optional<BlockingHeader> Only = onlyBlockingHeader(R)) {
          S.FailsOnlyThrough = llvm::sys::path::filename(Only->Path).str();
          S.FailingNames = std::move(Only->CudaNames);
          S.FailingFunctions = std::move(Only->Functions);
        }
        Merged.Total.merge(S);
        Merged.PerFile.push_back(std::move(S));
        ConvertedFile F{reportOf(File, R.HadErrors, BestEffort), Name};
        printFindings(F.Report, Err);
        Merged.Files.push_back(std::move(F));
      } else if (writesSomeHeaders(Opts)) {
        addHeader(R.MainFile, File, R.HadErrors, BestEffort);
      }
    }
  }

  /// Headers come after the sources, in path order, each once. A source
  /// another TU includes is one file: the edits of both are merged into it.
  MergedResults finishHeaders() {
    Merged.Warnings = Warnings.take();
    std::map<std::string, size_t> Sources;
    for (size_t I = 0; I < Merged.Files.size(); ++I)
      if (Merged.Files[I].Report.Converted)
        Sources.emplace(Merged.Files[I].Report.Path, I);
    for (auto &[Path, H] : Headers) {
      auto Source = Sources.find(Path);
      if (Source != Sources.end()) {
        mergeIntoSource(Merged.Files[Source->second], H);
        continue;
      }
      if (!H.ConflictingTUs.empty()) {
        reportConflict(Path, H.FirstTU, H.ConflictingTUs.front(), H.Conflict);
        Merged.Failed = true;
        H.File.Report.Converted = false;
      } else {
        printFindings(H.File.Report, Err);
      }
      Merged.Files.push_back(std::move(H.File));
    }
    return std::move(Merged);
  }

private:
  /// Paths and TU names may come from exported records: never printed raw.
  void reportConflict(llvm::StringRef Path, llvm::StringRef FirstTU,
                      llvm::StringRef SecondTU, llvm::StringRef Conflict) {
    Err << neutralizeControls(("hipify-cpp: error: '" + Path +
                               "' is converted differently in '" + FirstTU +
                               "' and '" + SecondTU + "' (" + Conflict +
                               "; different macros or flags?); not written")
                                  .str())
        << "\n";
  }

  static std::string unreadableReason(const std::string &Path) {
    if (llvm::sys::fs::is_directory(Path))
      return "it is a directory";
    return llvm::sys::fs::exists(Path) ? "not a regular file" : "no such file";
  }

  static FileReport reportOf(FileResult &File, bool HadErrors,
                             bool BestEffort) {
    FileReport Report;
    Report.Path = File.Path;
    Report.HadErrors = HadErrors;
    Report.BestEffort = BestEffort;
    Report.Converted = true;
    Report.OriginalText = std::move(File.OriginalText);
    Report.Edits = std::move(File.Edits);
    return Report;
  }

  /// A header reached from several TUs gets the union of their edits; only
  /// two different edits of the same text are a conflict.
  void addHeader(const std::string &FromTU, FileResult &File, bool HadErrors,
                 bool BestEffort) {
    auto It = Headers.find(File.Path);
    if (It == Headers.end()) {
      Headers.emplace(
          File.Path,
          HeaderState{FromTU,
                      {reportOf(File, HadErrors, BestEffort), File.Path},
                      {},
                      {}});
      return;
    }
    HeaderState &H = It->second;
    H.File.Report.HadErrors |= HadErrors;
    H.File.Report.BestEffort |= BestEffort;
    if (H.ConflictingTUs.empty() &&
        !H.File.Report.Edits.merge(File.Edits, &H.Conflict))
      H.ConflictingTUs.push_back(FromTU);
  }

  struct HeaderState {
    std::string FirstTU;
    ConvertedFile File;
    std::vector<std::string> ConflictingTUs;
    std::string Conflict;
  };

  /// \p H, a source other TUs include, merged into its own conversion
  /// \p Source.
  void mergeIntoSource(ConvertedFile &Source, HeaderState &H) {
    std::string First = Source.Report.Path, Second = H.FirstTU;
    std::string Conflict = H.Conflict;
    if (!H.ConflictingTUs.empty()) {
      First = H.FirstTU;
      Second = H.ConflictingTUs.front();
    } else if (Source.Report.Edits.merge(H.File.Report.Edits, &Conflict)) {
      return;
    }
    reportConflict(Source.Report.Path, First, Second, Conflict);
    Merged.Failed = true;
    Source.Report.Converted = false;
  }

  const DriverOptions &Opts;
  llvm::raw_ostream &Err;
  MergedResults Merged;
  std::map<std::string, HeaderState> Headers;
  ConversionWarnings Warnings;
};

} // namespace

MergedResults mergeResults(std::vector<TranslationUnitResult> &Results,
                           llvm::ArrayRef<std::string> Names,
                           const DriverOptions &Opts, llvm::raw_ostream &Err) {
  ResultMerger Merger(Opts, Err);
  for (size_t I = 0; I < Results.size(); ++I)
    Merger.collect(Results[I], Names[I]);
  return Merger.finishHeaders();
}

} // namespace hipify
