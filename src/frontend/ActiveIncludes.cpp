#include "ActiveIncludes.h"
#include "BackupReadingFileSystem.h"
#include "ToolFileSystem.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"

using namespace clang;

namespace hipify {
namespace {

class IncludeRecorder : public PPCallbacks {
public:
  IncludeRecorder(const SourceManager &SM, ActiveIncludes &Found)
      : SM(SM), Found(Found) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool IsAngled, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (SM.isInSystemHeader(HashLoc))
      return;
    StringRef From = SM.getFilename(SM.getExpansionLoc(HashLoc));
    if (isToolFile(From))
      return;
    Found.Includes.push_back({FileName.str(), IsAngled, From.str(),
                              File ? File->getName().str() : ""});
  }

private:
  const SourceManager &SM;
  ActiveIncludes &Found;
};

class IncludeCollectingAction : public PreprocessOnlyAction {
public:
  explicit IncludeCollectingAction(ActiveIncludes &Found) : Found(Found) {}

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    Preprocessor &PP = CI.getPreprocessor();
    PP.SetSuppressIncludeNotFoundError(true);
    PP.addPPCallbacks(
        std::make_unique<IncludeRecorder>(CI.getSourceManager(), Found));
    return PreprocessOnlyAction::BeginSourceFileAction(CI);
  }

  void EndSourceFileAction() override {
    const SourceManager &SM = getCompilerInstance().getSourceManager();
    if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Found.MainFile = Main->getName().str();
  }

private:
  ActiveIncludes &Found;
};

} // namespace

ActiveIncludes collectActiveIncludes(const CompileJob &Job,
                                     const RunContext &Run) {
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS =
      toolFileSystem(Job.Directory);
  if (Run.ReadBackups)
    FS = readingBackups(FS, Run.ProjectRoot, Run.OutdatedBackups);
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  std::vector<std::string> CommandLine = Job.CommandLine;
  // The macros the conversion sees decide the branches.
  std::vector<std::string> Preincluded = toolHeaderIncludes();
  CommandLine.insert(CommandLine.end() - 1, Preincluded.begin(),
                     Preincluded.end());
  ActiveIncludes Found;
  IgnoringDiagConsumer Quiet;
  tooling::ToolInvocation Invocation(
      CommandLine, std::make_unique<IncludeCollectingAction>(Found),
      Files.get());
  Invocation.setDiagnosticConsumer(&Quiet);
  Invocation.run();
  return Found;
}

} // namespace hipify
