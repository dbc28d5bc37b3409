#include "WriteOutputs.h"
#include "DeferredInterrupts.h"
#include "OutputPathSafety.h"
#include "SavedTemps.h"

#include "frontend/BackupReadingFileSystem.h"
#include "output/FileWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

static bool isSameFile(const std::string &A, const std::string &B) {
  bool Same = false;
  return !llvm::sys::fs::equivalent(A, B, Same) && Same;
}

/// An --o-dir that is the project root would replace every source.
static bool overwritesSources(const DriverOptions &Opts,
                              const std::string &ProjectRoot,
                              llvm::raw_ostream &Err) {
  if (Opts.NoOutput || Opts.Diff)
    return false;
  if (!Opts.OutputDir.empty() && isSameFile(Opts.OutputDir, ProjectRoot)) {
    Err << "hipify-cpp: error: the output directory '" << Opts.OutputDir
        << "' is the project root: the sources would be overwritten; use "
           "--inplace to convert in place\n";
    return true;
  }
  return false;
}

static bool prepareOutputDirectory(const DriverOptions &Opts,
                                   llvm::raw_ostream &Err) {
  if (Opts.OutputDir.empty() || Opts.NoOutput || Opts.Diff)
    return true;
  if (std::error_code EC = llvm::sys::fs::create_directories(Opts.OutputDir)) {
    Err << "hipify-cpp: error: cannot create output directory '"
        << Opts.OutputDir << "': " << EC.message() << "\n";
    return false;
  }
  return true;
}

int prepareOutputs(const DriverOptions &Opts,
                   llvm::ArrayRef<std::string> MainFiles,
                   const std::string &ProjectRoot, llvm::raw_ostream &Err) {
  if (overwritesSources(Opts, ProjectRoot, Err))
    return 2;
  // The headers are known once converted: the write stage checks again.
  if (int ExitCode = checkOutputPaths(
          Opts, OutputPaths(Opts, ProjectRoot, MainFiles),
          {MainFiles, MainFiles, MainFiles, /*NoSourceConverted=*/false}, Err))
    return ExitCode;
  if (!OutputTrees(Opts, ProjectRoot).checkForeignFiles(Err))
    return 2;
  if (!Opts.SaveTempsDir.empty())
    if (llvm::Error E = prepareTempDir(Opts.SaveTempsDir)) {
      Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "\n";
      return 2;
    }
  return prepareOutputDirectory(Opts, Err) ? 0 : 1;
}

namespace {

class OutputWriter {
public:
  OutputWriter(const DriverOptions &Opts, const OutputPaths &Paths,
               const std::set<std::string> &OutdatedBackups,
               llvm::raw_ostream &Err)
      : Opts(Opts), Paths(Paths), OutdatedBackups(OutdatedBackups), Err(Err),
        Trees(Opts, Paths.projectRoot()) {}

  void emit(const ConvertedFile &F) {
    const FileReport &File = F.Report;
    if (!Opts.SaveTempsDir.empty())
      saveTempsOf(File);
    if (Opts.Diff) {
      llvm::outs() << renderUnifiedDiff(Paths.relativeToRoot(File.Path),
                                        File.OriginalText, File.Edits);
      return;
    }
    if (Opts.NoOutput)
      return;
    std::string Output = Paths.outputPathFor(File.Path);
    std::string Text = File.Edits.apply(File.OriginalText);
    if (Output == "-") {
      llvm::outs() << Text;
      return;
    }
    if (Opts.Inplace &&
        (Text == File.OriginalText || !keepsBackupOf(File.Path, Text)))
      return;
    if (Opts.Inplace && !Opts.NoBackup)
      if (llvm::Error E = makeBackup(File.Path, File.Path + BackupSuffix)) {
        Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "; '"
            << File.Path << "' left unchanged\n";
        Failed = true;
        return;
      }
    if (!Trees.write(Output, Text, outputPolicy(Opts), Err))
      Failed = true;
  }

  /// Once every file is emitted: false when one could not be written.
  bool finish() { return Trees.finish(Err) && !Failed; }

private:
  void saveTempsOf(const FileReport &File) {
    bool Saved = true;
    if (llvm::Error E = saveTemps(
            Opts.SaveTempsDir, Paths.relativeToRoot(File.Path),
            File.OriginalText, File.Edits.apply(File.OriginalText),
            [&](const std::string &Path, llvm::StringRef Text) {
              return Saved = Trees.write(Path, Text, ExistingPath::Replace,
                                         Err);
            })) {
      Err << "hipify-cpp: error: --save-temps: "
          << llvm::toString(std::move(E)) << "\n";
      Failed = true;
    }
    Failed |= !Saved;
  }

  /// Before \p Path is replaced by \p Text in place: false when it holds
  /// \p Text already (an earlier run converted it); a backup that is not its
  /// original (it changed since) is kept under another name.
  bool keepsBackupOf(const std::string &Path, const std::string &Text) {
    auto Current = llvm::MemoryBuffer::getFile(Path);
    if (Current && (*Current)->getBuffer() == Text)
      return false;
    if (Opts.NoBackup || !OutdatedBackups.count(Path))
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

  const DriverOptions &Opts;
  const OutputPaths &Paths;
  const std::set<std::string> &OutdatedBackups;
  llvm::raw_ostream &Err;
  OutputTrees Trees;
  bool Failed = false;
};

} // namespace

bool writeOutputs(const std::vector<ConvertedFile> &Files,
                  const DriverOptions &Opts, const OutputPaths &Paths,
                  const std::set<std::string> &OutdatedBackups,
                  llvm::raw_ostream &Err) {
  OutputWriter Writer(Opts, Paths, OutdatedBackups, Err);
  DeferredInterrupts WritingFiles;
  for (const ConvertedFile &F : Files)
    if (F.Report.Converted)
      Writer.emit(F);
  return Writer.finish();
}

} // namespace hipify
