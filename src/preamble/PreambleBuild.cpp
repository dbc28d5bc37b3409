//===- PreambleBuild.cpp - Building one precompiled preamble --------------===//
#include "PreambleCache.h"
#include "PreambleFiles.h"
#include "PreambleMacros.h"
#include "frontend/ToolFileSystem.h"
#include "output/FileWriter.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Sema/Sema.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

/// Generates the PCH, records the files it was built from, whether any
/// of them is the user's (not a system header): a user file must be parsed
/// with each TU, where its edits are made; and the identifiers its headers
/// met (see PreambleMacros.h).
class BuildPreambleAction : public GeneratePCHAction {
public:
  BuildPreambleAction(std::string Output, std::string &Manifest,
                      bool &HoldsUserFiles, std::string &Identifiers)
      : Output(std::move(Output)), Manifest(Manifest),
        HoldsUserFiles(HoldsUserFiles), Identifiers(Identifiers) {}

  bool BeginInvocation(CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Output;
    // A failed build (a full disk) is not the user's error: no "N errors
    // generated" line.
    CI.setVerboseOutputStream(std::make_unique<llvm::raw_null_ostream>());
    // The instantiations the headers ask for are done once, here, instead of
    // at the end of every TU that loads the preamble.
    CI.getLangOpts().PCHInstantiateTemplates = true;
    // A preamble holds no user file (it is refused when it does), so no body
    // in it is ever walked or edited; clang keeps those the TU may need
    // (constexpr functions, deduced return types).
    CI.getFrontendOpts().SkipFunctionBodies = true;
    return true;
  }

  std::unique_ptr<ASTConsumer>
  CreateASTConsumer(CompilerInstance &CI, llvm::StringRef InFile) override {
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
    Identifiers = identifierList(getCompilerInstance().getPreprocessor());
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::string Output;
  std::string &Manifest;
  bool &HoldsUserFiles;
  std::string &Identifiers;
};

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

std::unique_ptr<llvm::MemoryBuffer> readCacheFile(const std::string &Path) {
  int FD = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (FD < 0)
    return nullptr;
  std::unique_ptr<llvm::MemoryBuffer> Result;
  struct stat Status;
  if (::fstat(FD, &Status) == 0 && S_ISREG(Status.st_mode)) {
    auto Buffer = llvm::MemoryBuffer::getOpenFile(
        llvm::sys::fs::convertFDToNativeFile(FD), Path, Status.st_size,
        /*RequiresNullTerminator=*/false);
    if (Buffer)
      Result = std::move(*Buffer);
  }
  ::close(FD);
  return Result;
}

std::string checksumLine(const std::string &Path) {
  std::unique_ptr<llvm::MemoryBuffer> Buffer = readCacheFile(Path);
  if (!Buffer)
    return "";
  return ChecksumPrefix +
         llvm::utohexstr(llvm::xxh3_64bits(
             llvm::arrayRefFromStringRef(Buffer->getBuffer()))) +
         "\n";
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
  std::string Manifest, Identifiers;
  bool HoldsUserFiles = false;
  TextDiagnosticBuffer Diagnostics;
  tooling::ToolInvocation Invocation(
      CommandLine,
      std::make_unique<BuildPreambleAction>(std::string(Temp), Manifest,
                                            HoldsUserFiles, Identifiers),
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
      llvm::errorToBool(
          writeFileAtomically(Final + IdentifiersSuffix, Identifiers)) ||
      llvm::sys::fs::rename(Temp, Final) ||
      llvm::sys::fs::rename(Final + ".inputs.new", Final + ".inputs")) {
    // A full file system may fail any of these writes: none of this
    // attempt's files is left behind.
    llvm::sys::fs::remove(Temp);
    llvm::sys::fs::remove(Final + ".inputs.new");
    return "";
  }
  return Final;
}

} // namespace hipify
