#include "JobConverter.h"
#include "AlreadyHip.h"
#include "ForcedConversions.h"
#include "LocalHeaders.h"

#include "frontend/ActiveIncludes.h"
#include "frontend/BackupReadingFileSystem.h"
#include "hipify/ConvertTranslationUnit.h"
#include "mapping/MappingTable.h"
#include "output/PathUtils.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

namespace hipify {

JobConverter::JobConverter(const DriverOptions &Opts,
                           const std::vector<SourceJob> &Jobs,
                           const MappingTable &Table, TimeReport *Times,
                           llvm::raw_ostream &Err)
    : Opts(Opts), Jobs(Jobs), Table(Table), Times(Times), Err(Err),
      Progress(ProgressDisplay::styleFor(Jobs.size(), Opts.ShowProgress), Err) {
  if (Opts.PreambleCacheDir.empty())
    return;
  Preambles = std::make_unique<PreambleCache>(Opts.PreambleCacheDir);
  Preambles->setNotes(
      [this](const std::string &Text) { Progress.message(Text); },
      Opts.Verbose);
  std::vector<CompileJob> Expected;
  for (const SourceJob &Job : Jobs)
    Expected.push_back(Job.Job);
  Preambles->expect(Expected);
}

std::vector<TranslationUnitResult>
JobConverter::convertAll(const RunContext &Run) {
  std::vector<TranslationUnitResult> Results(Jobs.size());
  Progress.start(Jobs.size());
  unsigned Threads = Opts.Jobs ? Opts.Jobs : llvm::get_physical_cores();
  if (Threads <= 1 || Jobs.size() == 1) {
    for (size_t I = 0; I < Jobs.size(); ++I)
      Results[I] = convertOne(I, Run);
  } else {
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Threads));
    for (size_t I = 0; I < Jobs.size(); ++I)
      Pool.async([&, I] { Results[I] = convertOne(I, Run); });
    Pool.wait();
  }
  Progress.erase();
  return Results;
}

namespace {

/// convertTranslationUnit(), recovering from a crash in it (its memory is
/// leaked) so that the other TUs of the run go on. Only the conversion runs
/// there, where no lock of the driver is held.
TranslationUnitResult convertRecovering(const CompileJob &Job,
                                        const std::string &Name,
                                        const ConversionOptions &Conversion,
                                        const RunContext &Run,
                                        const MappingTable &Table,
                                        const PreambleFile &Preamble = {}) {
  TranslationUnitResult R;
  llvm::CrashRecoveryContext Recovery;
  if (Recovery.RunSafely([&] {
        R = convertTranslationUnit(Job, Conversion, Run, Table, Preamble);
      }))
    return R;
  TranslationUnitResult Crashed;
  Crashed.MainFile = Job.File;
  Crashed.HadErrors = Crashed.Crashed = true;
  Crashed.Messages.push_back(Name + ": error: hipify-cpp crashed while "
                                    "converting this file; not converted");
  return Crashed;
}

} // namespace

/// A source that is a symbolic link to a file outside the project is not
/// the user's to convert: clang parses it, the rules edit nothing in it.
/// That is said, rather than nothing written without a word.
static void refuseOutsideProject(TranslationUnitResult &R,
                                 const std::string &Name,
                                 const std::string &ProjectRoot) {
  if (!R.Parsed || R.HadErrors ||
      llvm::any_of(R.Files, [](const FileResult &F) { return F.IsMainFile; }))
    return;
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(R.MainFile, Real))
    Real = R.MainFile;
  R.HadErrors = R.OutsideProject = true;
  R.Files.clear();
  R.Messages.push_back("hipify-cpp: error: '" + Name +
                       "' not converted: it is '" + std::string(Real) +
                       "', outside the project root '" + ProjectRoot +
                       "' (--in-root)");
}

/// A source that is not a regular file never reaches clang; mergeResults()
/// says why.
TranslationUnitResult JobConverter::convertOne(size_t Index,
                                               const RunContext &Run) {
  const CompileJob &Job = Jobs[Index].Job;
  TranslationUnitResult R;
  if (!llvm::sys::fs::is_regular_file(Job.File)) {
    R.MainFile = Job.File;
    R.HadErrors = true;
  } else if (auto Hip = alreadyHip(Job, Jobs[Index].Name, Run)) {
    R = std::move(*Hip);
  } else {
    Stopwatch Asked;
    PreambleFile Preamble =
        Preambles ? Preambles->preambleFor(Job) : PreambleFile();
    if (Times)
      Times->addPreamble(Asked.cpuSeconds());
    const std::string &Name = Jobs[Index].Name;
    R = convertRecovering(Job, Name, Opts.Conversion, Run, Table, Preamble);
    if (Times)
      Times->addTranslationUnit(R);
    if (!Preamble.Pch.empty() && R.HadErrors) {
      // Whether the preamble or the file is at fault (errors, or a
      // crash), the answer is the one of a plain parse.
      TranslationUnitResult Plain =
          convertRecovering(Job, Name, Opts.Conversion, Run, Table);
      if (Times)
        Times->addTranslationUnit(Plain);
      if (!Plain.HadErrors) {
        Preambles->discard(Preamble.Pch);
        if (Opts.Verbose)
          Plain.Messages.push_back("hipify-cpp: note: the precompiled "
                                   "preamble '" +
                                   Preamble.Pch +
                                   "' failed for this file; parsed without "
                                   "it and discarded it");
      }
      R = std::move(Plain);
    }
    const TableChoices &Choices = Opts.Conversion.Table;
    if (Choices.ConvertUnsupported)
      reportForcedConversions(R, MappingTable::builtin(), Choices.Experimental);
    refuseOutsideProject(R, Name, Run.ProjectRoot);
    keepLocalHeaders(R, Job, Run, Opts);
  }
  Progress.finished(Jobs[Index].Name);
  return R;
}

/// A file that is HIP already is passed through unchanged.
std::optional<TranslationUnitResult>
JobConverter::alreadyHip(const CompileJob &Job, const std::string &Name,
                         const RunContext &Run) {
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS =
      llvm::vfs::getRealFileSystem();
  if (Run.ReadBackups)
    FS = readingBackups(FS, Run.ProjectRoot, Run.OutdatedBackups);
  if (!mentionsHipHeader(*FS, Job.File,
                         userIncludeDirectories(Job, Opts.Clang.CudaPath),
                         Table))
    return std::nullopt;
  std::optional<std::vector<std::string>> Files =
      alreadyHipFiles(collectActiveIncludes(Job, Run), Table);
  if (!Files)
    return std::nullopt;
  TranslationUnitResult R;
  R.MainFile = Job.File;
  R.Parsed = true;
  R.AlreadyHip = true;
  for (const std::string &Seen : *Files) {
    llvm::SmallString<256> Path(Seen);
    llvm::sys::path::make_absolute(Job.Directory, Path);
    llvm::sys::path::remove_dots(Path, true);
    bool IsMain = Seen == Files->front();
    auto Buffer = FS->getBufferForFile(Path);
    if (!Buffer || (!IsMain && !isPathUnder(Path, Run.ProjectRoot)))
      continue;
    FileResult File;
    File.Path = IsMain ? Job.File : std::string(Path);
    File.OriginalText = (*Buffer)->getBuffer().str();
    File.IsMainFile = IsMain;
    R.Files.push_back(std::move(File));
  }
  R.Messages.push_back("hipify-cpp: note: '" + Name +
                       "' includes HIP headers and no CUDA header: already "
                       "HIP, left as it is");
  return R;
}

} // namespace hipify
