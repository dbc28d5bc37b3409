#include "RunConversion.h"
#include "BackupHistory.h"
#include "DeferredInterrupts.h"
#include "JobConverter.h"
#include "ProjectRoot.h"
#include "SavedTemps.h"
#include "TimeReport.h"

#include "buildfiles/BuildFileMigration.h"
#include "frontend/BackupReadingFileSystem.h"
#include "frontend/PreambleCache.h"
#include "hipify/FileWriter.h"
#include "hipify/Reports.h"
#include "hipify/Statistics.h"
#include "hipify/TranslationUnitExchange.h"

#include "hipify/PathUtils.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <map>
#include <optional>

namespace hipify {

namespace {

/// A user file the run converted (or tried to), with what to say about it.
struct ConvertedFile {
  FileReport Report;
  std::string DisplayName;
};

class ConversionRun {
public:
  ConversionRun(const DriverOptions &Opts, const std::vector<SourceJob> &Jobs,
                const MappingTable &Table, llvm::raw_ostream &Err)
      : Opts(Opts), Jobs(Jobs), Table(Table), Err(Err) {
    for (const SourceJob &Job : Jobs) {
      Names.push_back(Job.Name);
      MainFiles.push_back(Job.Job.File);
    }
    Conversion = Opts.Conversion;
    Conversion.ProjectRoot = Opts.InRoot.empty()
                                 ? projectRoot(Jobs, Opts.Clang.CudaPath)
                                 : Opts.InRoot;
    Conversion.ReadBackups = Opts.Inplace;
    widenToBuildFileRoot();
    if (Opts.TimeReport)
      Times.emplace();
    Converter = std::make_unique<JobConverter>(Opts, Jobs, Table,
                                               Times ? &*Times : nullptr, Err);
    Preambles = Converter->preambles();
  }

  /// The results of TUs converted elsewhere (--apply-edits), in place of
  /// converting any.
  ConversionRun(const DriverOptions &Opts,
                std::vector<ExchangedTranslationUnit> Converted,
                const MappingTable &Table, llvm::raw_ostream &Err)
      : Opts(Opts), Jobs(NoJobs), Table(Table), Err(Err) {
    Conversion = Opts.Conversion;
    Conversion.ProjectRoot = Opts.InRoot;
    for (ExchangedTranslationUnit &TU : Converted) {
      if (Conversion.ProjectRoot.empty())
        Conversion.ProjectRoot = TU.ProjectRoot;
      Names.push_back(TU.Name);
      MainFiles.push_back(TU.Result.MainFile);
      Loaded.push_back(std::move(TU.Result));
    }
  }

  int run() {
    if (overwritesSources())
      return 2;
    if (!prepareOutputDirectory())
      return 1;
    std::vector<TranslationUnitResult> Results =
        Jobs.empty() ? std::move(Loaded) : convertAll();
    if (Conversion.ReadBackups) {
      // Rare: files changed since their backups are read as they are now,
      // and none is once the project was carried on in HIP.
      BackupChanges Changes = filesChangedSinceBackup(Results, Table);
      Conversion.OutdatedBackups = std::move(Changes.Cuda);
      Conversion.ReadBackups = !Changes.SomeStillHip;
      if (Changes.SomeStillHip || !Conversion.OutdatedBackups.empty())
        Results = convertAll();
    }
    if (!Opts.ExportEditsDir.empty())
      return exportResults(Results);
    Stopwatch Merging;
    std::vector<ConvertedFile> Files;
    FileStatistics Total;
    Total.WarpSizeChecked = Conversion.WarpSizeChecks;
    std::vector<FileStatistics> PerFile;
    for (size_t I = 0; I < Results.size(); ++I)
      collect(Results[I], Names[I], Files, PerFile, Total);
    finishHeaders(Files);
    addBuildFiles(Files);
    {
      DeferredInterrupts WritingFiles;
      for (const ConvertedFile &F : Files)
        if (F.Report.Converted)
          emit(F);
    }
    if (Opts.Verbose && Preambles)
      Err << "hipify-cpp: note: precompiled preambles: "
          << Preambles->builtCount() << " built, " << Preambles->reusedCount()
          << " reused\n";
    if (Times)
      Times->addWriting(Merging.cpuSeconds());
    Stopwatch Writing;
    writeReports(Files);
    printStatistics(PerFile, Total);
    if (Times)
      Times->addWriting(Writing.cpuSeconds());
    if (Preambles && Opts.PreambleCacheMaxBytes) {
      Stopwatch Trim;
      Preambles->trim(Opts.PreambleCacheMaxBytes);
      if (Times)
        Times->addPreamble(Trim.cpuSeconds());
    }
    if (Times)
      Times->print(Err);
    if (leavesUnconverted(Files))
      Failed = true;
    return Failed ? 1 : 0;
  }

private:
  /// --export-edits: each TU's result saved for a later --apply-edits (and
  /// its edits for clang-apply-replacements); no file converted.
  int exportResults(const std::vector<TranslationUnitResult> &Results) {
    for (size_t I = 0; I < Results.size(); ++I) {
      const TranslationUnitResult &R = Results[I];
      printMessages(R);
      Failed |= R.HadErrors && !Opts.BestEffort;
      std::string Stem =
          Opts.ExportEditsDir + "/" + exchangeFileStem(R.MainFile);
      writeReport(Stem + ".yaml", renderReplacementsYaml(R));
      writeReport(
          Stem + ".hipify.json",
          renderTranslationUnitRecord({Names[I], Conversion.ProjectRoot, R}));
    }
    return Failed ? 1 : 0;
  }

  void printMessages(const TranslationUnitResult &R) {
    for (const std::string &M : R.Messages) {
      Err << M;
      if (!llvm::StringRef(M).ends_with("\n"))
        Err << "\n";
    }
  }

  /// Whether --fail-on-unconverted fails the run: a reference left in a file
  /// converted (sources and the headers written), inactive ones only with
  /// =all.
  bool leavesUnconverted(const std::vector<ConvertedFile> &Files) const {
    if (Opts.FailOnUnconverted == DriverOptions::FailOn::Never)
      return false;
    bool All = Opts.FailOnUnconverted == DriverOptions::FailOn::AnyUnconverted;
    for (const ConvertedFile &F : Files)
      for (const UnconvertedReference &U : F.Report.Edits.unconverted())
        if (All || !U.Inactive)
          return true;
    return false;
  }

  bool writesHeaders() const {
    return Opts.Inplace || !Opts.OutputDir.empty() || Opts.Diff;
  }

  /// With -p, the root of the build files (CMake's source directory, where
  /// make ran) becomes the project root when they are migrated.
  void widenToBuildFileRoot() {
    if (!Opts.InRoot.empty() || Opts.CompilationDatabaseDir.empty() ||
        Opts.MigrateBuild == false || !(writesHeaders() || Opts.NoOutput))
      return;
    std::vector<std::string> Directories;
    for (const SourceJob &J : Jobs)
      Directories.push_back(J.Job.Directory);
    std::string Root = buildFileRoot(Opts.CompilationDatabaseDir,
                                     Conversion.ProjectRoot, Directories);
    if (!Root.empty())
      Conversion.ProjectRoot = Root;
    BuildFileRootFound = !Root.empty();
  }

  bool migratesBuildFiles() const {
    if (Conversion.ProjectRoot.empty() || Conversion.ProjectRoot == "/")
      return false;
    return Opts.MigrateBuild.value_or(BuildFileRootFound);
  }

  /// --migrate-build: the project's CMake and Make files join the files
  /// written, all of them (an --o-dir tree builds).
  void addBuildFiles(std::vector<ConvertedFile> &Files) {
    if (!migratesBuildFiles())
      return;
    std::vector<std::string> Skipped;
    for (const std::string &Dir :
         {Opts.OutputDir, Opts.CompilationDatabaseDir}) {
      llvm::SmallString<256> Path(Dir);
      if (Dir.empty() || llvm::sys::fs::make_absolute(Path))
        continue;
      llvm::sys::path::remove_dots(Path, true);
      Skipped.push_back(std::string(Path));
    }
    BuildFileMigration Build =
        migrateBuildFiles(Conversion.ProjectRoot, Skipped, Opts.Inplace);
    for (FileReport &Report : Build.Files) {
      printFindings(Report);
      std::string Name = relativeToRoot(Report.Path);
      Files.push_back({std::move(Report), std::move(Name)});
    }
    BuildSummary = Build.Summary;
  }

  static bool isSameFile(const std::string &A, const std::string &B) {
    bool Same = false;
    return !llvm::sys::fs::equivalent(A, B, Same) && Same;
  }

  /// An output that is the source itself would replace it with no backup.
  bool overwritesSources() {
    if (Opts.NoOutput || Opts.Diff)
      return false;
    if (!Opts.OutputFile.empty() && !MainFiles.empty() &&
        isSameFile(Opts.OutputFile, MainFiles.front())) {
      Err << "hipify-cpp: error: the output '" << Opts.OutputFile
          << "' is the source itself; use --inplace to convert in place\n";
      return true;
    }
    if (!Opts.OutputDir.empty() &&
        isSameFile(Opts.OutputDir, Conversion.ProjectRoot)) {
      Err << "hipify-cpp: error: the output directory '" << Opts.OutputDir
          << "' is the project root: the sources would be overwritten; use "
             "--inplace to convert in place\n";
      return true;
    }
    return false;
  }

  bool prepareOutputDirectory() {
    if (Opts.OutputDir.empty() || Opts.NoOutput || Opts.Diff)
      return true;
    if (std::error_code EC =
            llvm::sys::fs::create_directories(Opts.OutputDir)) {
      Err << "hipify-cpp: error: cannot create output directory '"
          << Opts.OutputDir << "': " << EC.message() << "\n";
      return false;
    }
    return true;
  }

  std::vector<TranslationUnitResult> convertAll() {
    return Converter->convertAll(Conversion);
  }

  static std::string unreadableReason(const std::string &Path) {
    if (llvm::sys::fs::is_directory(Path))
      return "it is a directory";
    return llvm::sys::fs::exists(Path) ? "not a regular file" : "no such file";
  }

  std::string relativeToRoot(llvm::StringRef Path) const {
    if (isPathUnder(Path, Conversion.ProjectRoot))
      return Path.drop_front(Conversion.ProjectRoot.size()).ltrim('/').str();
    return llvm::sys::path::filename(Path).str();
  }

  std::string outputPathFor(const std::string &Path) const {
    if (!Opts.OutputFile.empty())
      return Opts.OutputFile;
    if (Opts.Inplace)
      return Path;
    if (!Opts.OutputDir.empty()) {
      llvm::SmallString<256> Out(Opts.OutputDir);
      llvm::sys::path::append(Out, relativeToRoot(Path));
      return std::string(Out);
    }
    return Path + ".hip";
  }

  /// The file's findings, in source order: unconverted references and
  /// warp-size hazards.
  void printFindings(const FileReport &File) {
    std::vector<std::pair<unsigned, std::string>> Lines;
    for (const UnconvertedReference &U : File.Edits.unconverted())
      Lines.emplace_back(
          U.Offset, warningLine(File.Path, U.Line, U.Column) + "'" +
                        U.Reference.CudaName + "' " + U.Reason +
                        (U.Inactive ? " (in an inactive #if branch)" : ""));
    for (const WarpSizeHazard &H : File.Edits.warpSizeHazards())
      Lines.emplace_back(H.Offset, warningLine(File.Path, H.Line, H.Column) +
                                       H.Message + " [warp-size]");
    llvm::stable_sort(Lines, llvm::less_first());
    for (const auto &[Offset, Line] : Lines)
      Err << Line << "\n";
  }

  static std::string warningLine(llvm::StringRef Path, unsigned Line,
                                 unsigned Column) {
    return (Path + ":" + llvm::Twine(Line) + ":" + llvm::Twine(Column) +
            ": warning: ")
        .str();
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

  void collect(TranslationUnitResult &R, const std::string &Name,
               std::vector<ConvertedFile> &Files,
               std::vector<FileStatistics> &PerFile, FileStatistics &Total) {
    printMessages(R);
    bool Readable = llvm::sys::fs::is_regular_file(R.MainFile);
    bool BestEffort = R.HadErrors && Readable && Opts.BestEffort && R.Parsed;
    if (R.HadErrors) {
      Failed = true;
      if (!Readable)
        Err << "hipify-cpp: error: '" << Name
            << "' not converted: cannot read it: "
            << unreadableReason(R.MainFile) << "\n";
      else if (BestEffort)
        Err << "hipify-cpp: error: '" << Name
            << "' has clang errors; converted as far as possible "
               "(--best-effort)\n";
      else
        Err << "hipify-cpp: error: '" << Name
            << "' not converted: clang reported errors\n";
    }
    if (R.HadErrors && !BestEffort) {
      FileStatistics S;
      S.Name = Name;
      S.ProcessedFiles = 1;
      Total.merge(S);
      ConvertedFile Skipped;
      Skipped.Report.Path = R.MainFile;
      Skipped.Report.HadErrors = true;
      Skipped.DisplayName = Name;
      Files.push_back(std::move(Skipped));
      return;
    }
    for (FileResult &File : R.Files) {
      if (File.IsMainFile) {
        FileStatistics S = FileStatistics::compute(Name, File.OriginalText,
                                                   File.Edits, R.Seconds);
        if (BestEffort)
          S.ConvertedFiles = 0;
        S.WarpSizeChecked = Conversion.WarpSizeChecks;
        Total.merge(S);
        PerFile.push_back(std::move(S));
        ConvertedFile F{reportOf(File, R.HadErrors, BestEffort), Name};
        printFindings(F.Report);
        Files.push_back(std::move(F));
      } else if (writesHeaders()) {
        addHeader(R.MainFile, File, R.HadErrors, BestEffort);
      }
    }
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

  /// Headers come after the sources, in path order, each once.
  void finishHeaders(std::vector<ConvertedFile> &Files) {
    for (auto &[Path, H] : Headers) {
      if (!H.ConflictingTUs.empty()) {
        Err << "hipify-cpp: error: '" << Path
            << "' is converted differently in '" << H.FirstTU << "' and '"
            << H.ConflictingTUs.front() << "' (" << H.Conflict
            << "; different macros or flags?); not written\n";
        Failed = true;
        H.File.Report.Converted = false;
      } else {
        printFindings(H.File.Report);
      }
      Files.push_back(std::move(H.File));
    }
  }

  void emit(const ConvertedFile &F) {
    const FileReport &File = F.Report;
    if (!Opts.SaveTempsDir.empty())
      if (llvm::Error E = saveTemps(
              Opts.SaveTempsDir, relativeToRoot(File.Path), File.OriginalText,
              File.Edits.apply(File.OriginalText))) {
        Err << "hipify-cpp: error: --save-temps: "
            << llvm::toString(std::move(E)) << "\n";
        Failed = true;
      }
    if (Opts.Diff) {
      llvm::outs() << renderUnifiedDiff(relativeToRoot(File.Path),
                                        File.OriginalText, File.Edits);
      return;
    }
    if (Opts.NoOutput)
      return;
    std::string Output = outputPathFor(File.Path);
    std::string Text = File.Edits.apply(File.OriginalText);
    if (Output == "-") {
      llvm::outs() << Text;
      return;
    }
    if (!Opts.Inplace && isSameFile(Output, File.Path)) {
      Err << "hipify-cpp: error: the output of '" << File.Path
          << "' is the file itself; not written (use --inplace)\n";
      Failed = true;
      return;
    }
    if (Opts.Inplace &&
        (Text == File.OriginalText || !keepsBackupOf(File.Path, Text)))
      return;
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Output));
    if (Opts.Inplace && !Opts.NoBackup)
      if (llvm::Error E = makeBackup(File.Path, File.Path + BackupSuffix)) {
        Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "; '"
            << File.Path << "' left unchanged\n";
        Failed = true;
        return;
      }
    if (llvm::Error E = writeFileAtomically(Output, Text)) {
      Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "\n";
      Failed = true;
    }
  }

  /// Before \p Path is replaced by \p Text in place: false when it holds
  /// \p Text already (an earlier run converted it); a backup that is not its
  /// original (it changed since) is kept under another name.
  bool keepsBackupOf(const std::string &Path, const std::string &Text) {
    auto Current = llvm::MemoryBuffer::getFile(Path);
    if (Current && (*Current)->getBuffer() == Text)
      return false;
    if (Opts.NoBackup || !Conversion.OutdatedBackups.count(Path))
      return true;
    auto Older = keepOlderBackup(Path + BackupSuffix);
    if (!Older) {
      Err << "hipify-cpp: error: " << llvm::toString(Older.takeError()) << "; '"
          << Path << "' left unchanged\n";
      Failed = true;
      return false;
    }
    Err << "hipify-cpp: note: '" << Path
        << "' changed since its backup was made; the older backup is kept as '"
        << *Older << "'\n";
    return true;
  }

  void writeReport(const std::string &Path, const std::string &Text) {
    if (llvm::Error E = writeFileAtomically(Path, Text)) {
      Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "\n";
      Failed = true;
    }
  }

  void writeReports(const std::vector<ConvertedFile> &Files) {
    if (Opts.ReportJson.empty() && Opts.ReportSarif.empty())
      return;
    std::vector<FileReport> Reports;
    for (const ConvertedFile &F : Files)
      Reports.push_back(F.Report);
    if (!Opts.ReportJson.empty())
      writeReport(Opts.ReportJson, renderJsonReport(Reports, timesForReport()));
    if (!Opts.ReportSarif.empty())
      writeReport(Opts.ReportSarif,
                  renderSarifReport(Reports, Conversion.ProjectRoot));
  }

  /// The JSON report's "time" (the writing so far), with --time-report.
  std::optional<llvm::json::Object> timesForReport() const {
    if (!Times)
      return std::nullopt;
    return Times->toJson();
  }

  void printStatistics(const std::vector<FileStatistics> &PerFile,
                       const FileStatistics &Total) {
    bool Several = Names.size() > 1;
    if (Opts.PrintStats) {
      for (const FileStatistics &S : PerFile)
        printStatisticsText(Err, S, false);
      if (Several)
        printStatisticsText(Err, Total, true);
      if (BuildSummary)
        printBuildStatisticsText(Err, *BuildSummary);
    }
    if (!Opts.PrintStatsCsv)
      return;
    std::string CsvPath = Opts.StatsFile;
    if (CsvPath.empty())
      CsvPath =
          Several || PerFile.empty()
              ? (Opts.OutputDir.empty() ? std::string("sum_stat.csv")
                                        : Opts.OutputDir + "/sum_stat.csv")
              : outputCsvFor(MainFiles.front());
    std::string Csv;
    llvm::raw_string_ostream OS(Csv);
    for (const FileStatistics &S : PerFile)
      printStatisticsCsv(OS, S, false);
    if (Several)
      printStatisticsCsv(OS, Total, true);
    if (BuildSummary)
      printBuildStatisticsCsv(OS, *BuildSummary);
    writeReport(CsvPath, Csv);
  }

  std::string outputCsvFor(const std::string &Source) const {
    if (!Opts.OutputDir.empty())
      return outputPathFor(Source) + ".csv";
    return Source + ".csv";
  }

  struct HeaderState {
    std::string FirstTU;
    ConvertedFile File;
    std::vector<std::string> ConflictingTUs;
    std::string Conflict;
  };

  const DriverOptions &Opts;
  const std::vector<SourceJob> &Jobs;
  static inline const std::vector<SourceJob> NoJobs;
  /// Per TU, in order: the name the user gave, the main file's path.
  std::vector<std::string> Names, MainFiles;
  std::vector<TranslationUnitResult> Loaded;
  const MappingTable &Table;
  llvm::raw_ostream &Err;
  ConversionOptions Conversion;
  std::unique_ptr<JobConverter> Converter;
  PreambleCache *Preambles = nullptr;
  std::optional<TimeReport> Times; ///< --time-report
  std::map<std::string, HeaderState> Headers;
  std::optional<BuildFileSummary> BuildSummary;
  bool BuildFileRootFound = false;
  bool Failed = false;
};

} // namespace

int runConversion(const DriverOptions &Opts, const std::vector<SourceJob> &Jobs,
                  const MappingTable &Table, llvm::raw_ostream &Err) {
  if (!Opts.ExportEditsDir.empty())
    if (std::error_code EC =
            llvm::sys::fs::create_directories(Opts.ExportEditsDir)) {
      Err << "hipify-cpp: error: cannot create '" << Opts.ExportEditsDir
          << "': " << EC.message() << "\n";
      return 1;
    }
  return ConversionRun(Opts, Jobs, Table, Err).run();
}

int applyExportedEdits(const DriverOptions &Opts, const MappingTable &Table,
                       llvm::raw_ostream &Err) {
  std::vector<std::string> Records;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Opts.ApplyEditsDir, EC), End;
       It != End && !EC; It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(".hipify.json"))
      Records.push_back(It->path());
  if (EC || Records.empty()) {
    Err << "hipify-cpp: error: no exported edits in '" << Opts.ApplyEditsDir
        << "'" << (EC ? ": " + EC.message() : std::string()) << "\n";
    return 1;
  }
  std::vector<ExchangedTranslationUnit> Converted;
  for (const std::string &Path : Records) {
    auto TU = loadTranslationUnitRecord(Path);
    if (!TU) {
      Err << "hipify-cpp: error: " << llvm::toString(TU.takeError()) << "\n";
      return 1;
    }
    Converted.push_back(std::move(*TU));
  }
  // Sources in path order, whichever process exported them first.
  llvm::sort(Converted, [](const auto &A, const auto &B) {
    return A.Result.MainFile < B.Result.MainFile;
  });
  return ConversionRun(Opts, std::move(Converted), Table, Err).run();
}

} // namespace hipify
