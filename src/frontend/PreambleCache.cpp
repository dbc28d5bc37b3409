#include "PreambleCache.h"
#include "LeadingIncludes.h"
#include "PreambleBuildLock.h"
#include "PreambleCacheTrim.h"
#include "ToolFileSystem.h"
#include "hipify/FileWriter.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Sema/Sema.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace clang;

namespace hipify {
namespace {

/// Empties, just before the PCH is written, the lists of header
/// declarations that every TU loading it would otherwise deserialize at its
/// end only to look for diagnostics: unused file-scoped declarations and
/// CUDA's deferred host/device diagnostics. The toolkit headers parse without
/// either, and the TU's own declarations are still checked.
class DropEndOfUnitChecks : public ASTConsumer {
public:
  explicit DropEndOfUnitChecks(CompilerInstance &CI) : CI(CI) {}
  void HandleTranslationUnit(ASTContext &) override {
    if (!CI.hasSema())
      return;
    Sema &S = CI.getSema();
    S.UnusedFileScopedDecls.erase(
        S.UnusedFileScopedDecls.begin(nullptr, /*LocalOnly=*/true),
        S.UnusedFileScopedDecls.end());
    S.DeclsToCheckForDeferredDiags.clear();
  }

private:
  CompilerInstance &CI;
};

/// Generates the PCH, records the files it was built from, and whether any
/// of them is the user's (not a system header): a user file must be parsed
/// with each TU, where its edits are made.
class BuildPreambleAction : public GeneratePCHAction {
public:
  BuildPreambleAction(std::string Output, std::string &Manifest,
                      bool &HoldsUserFiles)
      : Output(std::move(Output)), Manifest(Manifest),
        HoldsUserFiles(HoldsUserFiles) {}

  bool BeginInvocation(CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Output;
    // A failed build (a full disk) is not the user's error: no "N errors
    // generated" line.
    CI.setVerboseOutputStream(std::make_unique<llvm::raw_null_ostream>());
    // The instantiations the headers ask for are done once, here, instead of
    // at the end of every TU that loads the preamble.
    CI.getLangOpts().PCHInstantiateTemplates = true;
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef InFile) override {
    std::unique_ptr<ASTConsumer> Writer =
        GeneratePCHAction::CreateASTConsumer(CI, InFile);
    if (!Writer)
      return nullptr;
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(std::make_unique<DropEndOfUnitChecks>(CI));
    Consumers.push_back(std::move(Writer));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }

  void EndSourceFileAction() override {
    SourceManager &SM = getCompilerInstance().getSourceManager();
    for (unsigned I = 0, N = SM.local_sloc_entry_size(); I < N; ++I) {
      const SrcMgr::SLocEntry &Entry = SM.getLocalSLocEntry(I);
      if (!Entry.isFile() ||
          Entry.getFile().getFileCharacteristic() != SrcMgr::C_User)
        continue;
      OptionalFileEntryRef File = Entry.getFile().getContentCache().OrigEntry;
      if (File && !isToolFile(File->getName()))
        HoldsUserFiles = true;
    }
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      FileEntryRef File = It->first;
      if (isToolFile(File.getName()))
        continue;
      Manifest += std::to_string(File.getSize()) + " " +
                  std::to_string(File.getModificationTime()) + " " +
                  File.getName().str() + "\n";
    }
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::string Output;
  std::string &Manifest;
  bool &HoldsUserFiles;
};

/// The absolute path of \p Job's source.
std::string sourcePath(const CompileJob &Job) {
  llvm::SmallString<256> Path(Job.File);
  llvm::sys::path::make_absolute(Job.Directory, Path);
  return std::string(Path);
}

/// clang writes the PCH through its own temporary file
/// (<key>-XXXXXXXX.pch-XXXXXX.tmp), which it leaves when the write fails.
void removeClangTemporaries(const std::string &Directory,
                            const std::string &Key, llvm::StringRef Temp) {
  std::string Suffix = llvm::sys::path::filename(Temp).str() + ".tmp";
  Suffix = Suffix.substr(Key.size());
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
       !EC && It != End; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (Name.starts_with(Key + "-") && Name.ends_with(Suffix))
      llvm::sys::fs::remove(It->path());
  }
}

} // namespace

/// The first line of a PCH's manifest: a hash of the PCH, so that a PCH
/// damaged in place (same size and date) is never loaded; clang trusts it.
static const char ChecksumPrefix[] = "xxh3 ";

static std::string checksumLine(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return "";
  return ChecksumPrefix +
         llvm::utohexstr(llvm::xxh3_64bits(
             llvm::arrayRefFromStringRef((*Buffer)->getBuffer()))) +
         "\n";
}

/// Beside a PCH's name: the inputs of a build that was refused because they
/// included user files.
static const char HoldsUserFilesSuffix[] = ".holds-user-files";

PreambleCache::PreambleCache(std::string Directory)
    : Directory(Directory), Demand(Directory) {}

std::string PreambleCache::keyFor(const CompileJob &Job,
                                  llvm::StringRef Source) {
  llvm::MD5 Hash;
  auto add = [&](llvm::StringRef S) {
    Hash.update(S);
    Hash.update(llvm::ArrayRef<uint8_t>{0});
  };
  add(HIPIFY_PREAMBLE_CACHE_VERSION);
  add(Job.Directory);
  for (size_t I = 0; I + 1 < Job.CommandLine.size(); ++I)
    add(Job.CommandLine[I]);
  for (const ToolHeader &Header : toolHeaders())
    add(Header.Text);
  add(Source);
  llvm::MD5::MD5Result Result;
  Hash.final(Result);
  return std::string(Result.digest());
}

bool PreambleCache::isCurrent(const std::string &PchPath) {
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(PchPath, Status) ||
      !inputsUnchanged(PchPath + ".inputs"))
    return false;
  // Hashed once per run and version of the file: a run asks for each job.
  std::string Version =
      PchPath + " " + std::to_string(Status.getSize()) + " " +
      std::to_string(llvm::sys::toTimeT(Status.getLastModificationTime()));
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Verified.find(Version);
    if (It != Verified.end())
      return It->second;
  }
  auto Manifest = llvm::MemoryBuffer::getFile(PchPath + ".inputs");
  bool Sound =
      Manifest && (*Manifest)->getBuffer().starts_with(checksumLine(PchPath));
  if (!Sound)
    note("hipify-cpp: note: the precompiled preamble '" + PchPath +
             "' does not match its checksum; built again",
         /*VerboseOnly=*/true);
  std::lock_guard<std::mutex> Lock(Mutex);
  Verified[Version] = Sound;
  return Sound;
}

void PreambleCache::note(const std::string &Text, bool VerboseOnly) {
  if (Notes && (!VerboseOnly || Verbose))
    Notes(Text);
}

bool PreambleCache::inputsUnchanged(const std::string &ManifestPath) {
  auto Manifest = llvm::MemoryBuffer::getFile(ManifestPath);
  if (!Manifest)
    return false;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  (*Manifest)->getBuffer().split(Lines, '\n', -1, false);
  if (Lines.empty())
    return false;
  for (llvm::StringRef Line : Lines) {
    if (Line.starts_with(ChecksumPrefix))
      continue;
    auto [Size, Rest] = Line.split(' ');
    auto [Time, Path] = Rest.split(' ');
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(Path, Status))
      return false;
    uint64_t ExpectedSize = 0;
    int64_t ExpectedTime = 0;
    if (Size.getAsInteger(10, ExpectedSize) ||
        Time.getAsInteger(10, ExpectedTime) ||
        Status.getSize() != ExpectedSize ||
        llvm::sys::toTimeT(Status.getLastModificationTime()) != ExpectedTime)
      return false;
  }
  return true;
}

std::string PreambleCache::leadingIncludes(const CompileJob &Job) {
  std::string Path = sourcePath(Job);
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = LeadingByFile.find(Path);
    if (It != LeadingByFile.end())
      return It->second;
  }
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  std::string Includes =
      Buffer ? leadingAngledIncludes((*Buffer)->getBuffer()) : "";
  std::lock_guard<std::mutex> Lock(Mutex);
  LeadingByFile[Path] = Includes;
  return Includes;
}

void PreambleCache::expect(llvm::ArrayRef<CompileJob> Jobs) {
  std::vector<std::string> LeadingKeys;
  for (const CompileJob &Job : Jobs) {
    std::string Includes = leadingIncludes(Job);
    LeadingKeys.push_back(Includes.empty() ? "" : keyFor(Job, Includes));
    if (!Includes.empty())
      Demand.expect(LeadingKeys.back());
  }
  for (size_t I = 0; I < Jobs.size(); ++I)
    if (LeadingKeys[I].empty() || Demand.expected(LeadingKeys[I]) < 2)
      Demand.expect(keyFor(Jobs[I], ""));
}

bool PreambleCache::worthLoading(const std::string &Key) {
  if (Demand.expected(Key) >= 2)
    return true;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (Ready.count(Key))
      return true;
  }
  // One built by an earlier run costs nothing.
  return isCurrent(Directory + "/" + Key + ".pch") ||
         Demand.sharedOrAskedBefore(Key);
}

PreambleFile PreambleCache::preambleFor(const CompileJob &Job) {
  std::string Includes = leadingIncludes(Job);
  std::string Key = keyFor(Job, "");
  if (!Includes.empty()) {
    std::string LeadingKey = keyFor(Job, Includes);
    if (worthLoading(LeadingKey)) {
      std::string Pch = pchFor(Job, LeadingKey, Includes);
      if (!Pch.empty())
        return {Pch, Includes};
    } else if (!worthLoading(Key)) {
      // Neither will be used again; the next run asks for the TU's first
      // choice.
      Demand.remember(LeadingKey);
      return {};
    }
  }
  if (!worthLoading(Key)) {
    Demand.remember(Key);
    return {};
  }
  return {pchFor(Job, Key, ""), ""};
}

std::string PreambleCache::pchFor(const CompileJob &Job, const std::string &Key,
                                  llvm::StringRef Source) {
  std::shared_ptr<std::once_flag> Once;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Ready.find(Key);
    if (It != Ready.end())
      return It->second;
    auto &Slot = Building[Key];
    if (!Slot)
      Slot = std::make_shared<std::once_flag>();
    Once = Slot;
  }
  std::string Path;
  std::call_once(*Once, [&] {
    std::string Candidate = Directory + "/" + Key + ".pch";
    std::string Refusal = Candidate + HoldsUserFilesSuffix;
    // Settled on disk: a current PCH, or a build refused for holding user
    // files, not retried until one of its inputs changes.
    auto settled = [&] {
      if (isCurrent(Candidate)) {
        Path = Candidate;
        markUsed(Candidate + ".inputs");
        return true;
      }
      if (!inputsUnchanged(Refusal))
        return false;
      markUsed(Refusal);
      return true;
    };
    bool BuiltHere = false;
    if (!settled()) {
      // Another run building the same preamble is waited for, not repeated.
      PreambleBuildLock Lock(Directory, Candidate + ".lock",
                             [&](const std::string &Text) { note(Text); });
      BuiltHere = !Lock.gaveUp() && !settled();
      if (BuiltHere)
        Path = build(Job, Key, Source);
    }
    std::lock_guard<std::mutex> Lock(Mutex);
    Ready[Key] = Path;
    if (!Path.empty())
      ++(BuiltHere ? Built : Reused);
    if (BuiltHere && !Path.empty())
      Demand.satisfied(Key);
  });
  std::lock_guard<std::mutex> Lock(Mutex);
  return Ready[Key];
}

void PreambleCache::trim(uint64_t MaxBytes) {
  std::set<std::string> InUse;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    for (const auto &[Key, Slot] : Building)
      InUse.insert(Key);
  }
  trimPreambleCache(Directory, MaxBytes, InUse);
}

void PreambleCache::discard(const std::string &PchPath) {
  llvm::sys::fs::remove(PchPath + ".inputs");
  std::lock_guard<std::mutex> Lock(Mutex);
  for (auto &[Key, Path] : Ready)
    if (Path == PchPath)
      Path.clear();
}

std::string PreambleCache::build(const CompileJob &Job, const std::string &Key,
                                 llvm::StringRef Source) {
  if (llvm::sys::fs::create_directories(Directory))
    return "";
  // Built under a unique name and renamed into place: concurrent runs
  // sharing the directory each see a complete file or none.
  llvm::SmallString<256> Temp;
  int FD = -1;
  if (llvm::sys::fs::createUniqueFile(Directory + "/" + Key + ".pch-%%%%%%", FD,
                                      Temp))
    return "";
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);

  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(
      FileSystemOptions(), toolFileSystem(Job.Directory, Source));

  std::vector<std::string> CommandLine = Job.CommandLine;
  CommandLine.back() = preambleSourcePath().str();
  std::vector<std::string> Preincluded = toolHeaderIncludes();
  CommandLine.insert(CommandLine.end() - 1, Preincluded.begin(),
                     Preincluded.end());
  std::string Manifest;
  bool HoldsUserFiles = false;
  TextDiagnosticBuffer Diagnostics;
  tooling::ToolInvocation Invocation(
      CommandLine,
      std::make_unique<BuildPreambleAction>(std::string(Temp), Manifest,
                                            HoldsUserFiles),
      Files.get());
  Invocation.setDiagnosticConsumer(&Diagnostics);
  std::string Final = Directory + "/" + Key + ".pch";
  bool Ran = Invocation.run();
  removeClangTemporaries(Directory, Key, Temp);
  if (Ran && !Manifest.empty())
    Manifest = checksumLine(std::string(Temp)) + Manifest;
  if (HoldsUserFiles)
    llvm::consumeError(
        writeFileAtomically(Final + HoldsUserFilesSuffix, Manifest));
  if (!Ran || Diagnostics.getNumErrors() || Manifest.empty() ||
      HoldsUserFiles ||
      llvm::errorToBool(writeFileAtomically(Final + ".inputs.new", Manifest)) ||
      llvm::sys::fs::rename(Temp, Final) ||
      llvm::sys::fs::rename(Final + ".inputs.new", Final + ".inputs")) {
    llvm::sys::fs::remove(Temp);
    return "";
  }
  return Final;
}

} // namespace hipify
