#include "RunConversion.h"
#include "JobList.h"

#include "hipify/FileWriter.h"
#include "hipify/Statistics.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <map>

namespace hipify {

std::string commonParentDirectory(const std::vector<std::string> &Paths) {
  if (Paths.empty())
    return "";
  std::string Common = llvm::sys::path::parent_path(Paths.front()).str();
  for (const std::string &P : Paths) {
    while (!Common.empty() &&
           !(llvm::StringRef(P).starts_with(Common) &&
             (P.size() == Common.size() ||
              llvm::sys::path::is_separator(P[Common.size()]) ||
              Common == "/")))
      Common = llvm::sys::path::parent_path(Common).str();
  }
  return Common;
}

namespace {

class ConversionRun {
public:
  ConversionRun(const DriverOptions &Opts, const std::vector<SourceJob> &Jobs,
                const MappingTable &Table, llvm::raw_ostream &Err)
      : Opts(Opts), Jobs(Jobs), Table(Table), Err(Err) {
    // The include directories count: a CMake project keeps its headers
    // beside its sources (include/ next to src/), and they are converted too.
    std::vector<std::string> Paths;
    for (const SourceJob &J : Jobs)
      Paths.push_back(J.Job.File);
    for (const SourceJob &J : Jobs)
      for (std::string &Dir : userIncludeDirectories(J.Job, Opts.Clang.CudaPath))
        Paths.push_back(std::move(Dir));
    Conversion = Opts.Conversion;
    if (Conversion.ProjectRoot.empty())
      Conversion.ProjectRoot = commonParentDirectory(Paths);
  }

  int run() {
    if (!prepareOutputDirectory())
      return 1;
    std::vector<TranslationUnitResult> Results = convertAll();
    FileStatistics Total;
    std::vector<FileStatistics> PerFile;
    for (size_t I = 0; I < Results.size(); ++I)
      report(Results[I], Jobs[I].Name, PerFile, Total);
    writeHeaders();
    printStatistics(PerFile, Total);
    return Failed ? 1 : 0;
  }

private:
  bool prepareOutputDirectory() {
    if (Opts.OutputDir.empty())
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
    std::vector<TranslationUnitResult> Results(Jobs.size());
    unsigned Threads = Opts.Jobs ? Opts.Jobs : llvm::get_physical_cores();
    if (Threads <= 1 || Jobs.size() == 1) {
      for (size_t I = 0; I < Jobs.size(); ++I)
        Results[I] = convertOne(Jobs[I].Job);
      return Results;
    }
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Threads));
    for (size_t I = 0; I < Jobs.size(); ++I)
      Pool.async([&, I] { Results[I] = convertOne(Jobs[I].Job); });
    Pool.wait();
    return Results;
  }

  /// A source that is not a regular file never reaches clang; report()
  /// says why.
  TranslationUnitResult convertOne(const CompileJob &Job) {
    if (!llvm::sys::fs::is_regular_file(Job.File)) {
      TranslationUnitResult R;
      R.MainFile = Job.File;
      R.HadErrors = true;
      return R;
    }
    return convertTranslationUnit(Job, Conversion, Table);
  }

  static std::string unreadableReason(const std::string &Path) {
    if (llvm::sys::fs::is_directory(Path))
      return "it is a directory";
    return llvm::sys::fs::exists(Path) ? "not a regular file" : "no such file";
  }

  std::string outputPathFor(const std::string &Path) const {
    if (!Opts.OutputFile.empty())
      return Opts.OutputFile;
    if (Opts.Inplace)
      return Path;
    if (!Opts.OutputDir.empty()) {
      llvm::StringRef Relative = Path;
      if (Relative.consume_front(Conversion.ProjectRoot))
        Relative = Relative.ltrim('/');
      else
        Relative = llvm::sys::path::filename(Path);
      llvm::SmallString<256> Out(Opts.OutputDir);
      llvm::sys::path::append(Out, Relative);
      return std::string(Out);
    }
    return Path + ".hip";
  }

  void writeFile(const FileResult &File) {
    if (Opts.NoOutput)
      return;
    std::string Output = outputPathFor(File.Path);
    std::string Text = File.Edits.apply(File.OriginalText);
    if (Opts.Inplace && Text == File.OriginalText)
      return;
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Output));
    if (Opts.Inplace && !Opts.NoBackup)
      if (llvm::Error E = makeBackup(File.Path, File.Path + ".prehip")) {
        Err << "hipify-cpp: error: " << llvm::toString(std::move(E))
            << "; '" << File.Path << "' left unchanged\n";
        Failed = true;
        return;
      }
    if (llvm::Error E = writeFileAtomically(Output, Text)) {
      Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "\n";
      Failed = true;
    }
  }

  void printUnconverted(const FileResult &File) {
    for (const UnconvertedReference &U : File.Edits.unconverted())
      Err << File.Path << ":" << U.Line << ":" << U.Column << ": warning: '"
          << U.Reference.CudaName << "' " << U.Reason << "\n";
  }

  void report(TranslationUnitResult &R, const std::string &Name,
              std::vector<FileStatistics> &PerFile, FileStatistics &Total) {
    for (const std::string &M : R.Messages) {
      Err << M;
      if (!llvm::StringRef(M).ends_with("\n"))
        Err << "\n";
    }
    for (const FileResult &File : R.Files)
      if (File.IsMainFile || writesHeaders())
        printUnconverted(File);
    if (R.HadErrors) {
      Err << "hipify-cpp: error: '" << Name << "' not converted: "
          << (llvm::sys::fs::is_regular_file(R.MainFile)
                  ? "clang reported errors"
                  : "cannot read it: " + unreadableReason(R.MainFile))
          << "\n";
      Failed = true;
      FileStatistics S;
      S.Name = Name;
      S.ProcessedFiles = 1;
      Total.merge(S);
      return;
    }
    for (FileResult &File : R.Files) {
      if (File.IsMainFile) {
        writeFile(File);
        FileStatistics S = FileStatistics::compute(
            Name, File.OriginalText, File.Edits, R.Seconds);
        Total.merge(S);
        PerFile.push_back(std::move(S));
      } else if (writesHeaders()) {
        addHeader(R.MainFile, std::move(File));
      }
    }
  }

  bool writesHeaders() const {
    return Opts.Inplace || !Opts.OutputDir.empty();
  }

  static bool sameEdits(const EditSet &A, const EditSet &B) {
    if (A.edits().size() != B.edits().size())
      return false;
    for (size_t I = 0; I < A.edits().size(); ++I)
      if (!A.edits()[I].sameChange(B.edits()[I]))
        return false;
    return true;
  }

  /// A header reached from several TUs must get the same edits from each.
  void addHeader(const std::string &FromTU, FileResult File) {
    auto It = Headers.find(File.Path);
    if (It == Headers.end()) {
      Headers.emplace(File.Path, HeaderState{FromTU, std::move(File), {}});
      return;
    }
    if (!sameEdits(It->second.File.Edits, File.Edits))
      It->second.ConflictingTUs.push_back(FromTU);
  }

  void writeHeaders() {
    for (auto &[Path, H] : Headers) {
      if (!H.ConflictingTUs.empty()) {
        Err << "hipify-cpp: error: '" << Path
            << "' is converted differently in '" << H.FirstTU << "' and '"
            << H.ConflictingTUs.front()
            << "' (different macros or flags?); not written\n";
        Failed = true;
        continue;
      }
      writeFile(H.File);
    }
  }

  void printStatistics(const std::vector<FileStatistics> &PerFile,
                       const FileStatistics &Total) {
    bool Several = Jobs.size() > 1;
    if (Opts.PrintStats) {
      for (const FileStatistics &S : PerFile)
        printStatisticsText(Err, S, false);
      if (Several)
        printStatisticsText(Err, Total, true);
    }
    if (!Opts.PrintStatsCsv)
      return;
    std::string CsvPath = Opts.StatsFile;
    if (CsvPath.empty())
      CsvPath = Several || PerFile.empty()
                    ? (Opts.OutputDir.empty() ? std::string("sum_stat.csv")
                                              : Opts.OutputDir + "/sum_stat.csv")
                    : outputCsvFor(Jobs.front().Job.File);
    std::string Csv;
    llvm::raw_string_ostream OS(Csv);
    for (const FileStatistics &S : PerFile)
      printStatisticsCsv(OS, S, false);
    if (Several)
      printStatisticsCsv(OS, Total, true);
    if (llvm::Error E = writeFileAtomically(CsvPath, Csv)) {
      Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "\n";
      Failed = true;
    }
  }

  std::string outputCsvFor(const std::string &Source) const {
    if (!Opts.OutputDir.empty())
      return outputPathFor(Source) + ".csv";
    return Source + ".csv";
  }

  struct HeaderState {
    std::string FirstTU;
    FileResult File;
    std::vector<std::string> ConflictingTUs;
  };

  const DriverOptions &Opts;
  const std::vector<SourceJob> &Jobs;
  const MappingTable &Table;
  llvm::raw_ostream &Err;
  ConversionOptions Conversion;
  std::map<std::string, HeaderState> Headers;
  bool Failed = false;
};

} // namespace

int runConversion(const DriverOptions &Opts,
                  const std::vector<SourceJob> &Jobs,
                  const MappingTable &Table, llvm::raw_ostream &Err) {
  return ConversionRun(Opts, Jobs, Table, Err).run();
}

} // namespace hipify
