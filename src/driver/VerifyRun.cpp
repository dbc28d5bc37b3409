#include "VerifyRun.h"
#include "DeferredInterrupts.h"
#include "HipCompileCommand.h"
#include "HipccFlags.h"
#include "OutputPathSafety.h"
#include "TerminalText.h"
#include "Verify.h"
#include "VerifySummary.h"
#include "VerifyUserLocation.h"
#include "WriteOutputs.h"

#include "AbsolutePath.h"
#include "output/FileWriter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

namespace {

std::string absolute(llvm::StringRef Path) { return absoluteIn("", Path); }

bool writeCompileDatabase(const DriverOptions &Opts,
                          llvm::ArrayRef<HipCompileCommand> Commands,
                          llvm::ArrayRef<std::string> Inputs,
                          llvm::StringRef ProjectRoot, llvm::raw_ostream &Err) {
  std::string Path = absolute(Opts.OutputDir + "/compile_commands.json");
  std::vector<std::string> Protected(Inputs.begin(), Inputs.end());
  if (!Opts.CompilationDatabaseDir.empty())
    Protected.push_back(
        absolute(Opts.CompilationDatabaseDir + "/compile_commands.json"));
  if (!OutputPathSafety(Protected).allows(Path, "the HIP compile database",
                                          Err))
    return false;
  std::vector<std::string> LeftOut;
  std::string Text = renderCompileDatabase(Commands, &LeftOut);
  OutputTrees Trees(Opts, ProjectRoot);
  if (!Trees.write(Path, Text, ExistingPath::Replace, Err) ||
      !Trees.finish(Err))
    return false;
  for (const std::string &File : LeftOut)
    Err << "hipify-cpp: warning: '" << neutralizeControls(File)
        << "' is not in '" << Path
        << "': its command holds a name that is not UTF-8, which JSON "
           "cannot hold\n";
  return true;
}

/// A note naming the flags of the CUDA commands hipcc does not get.
void noteDroppedFlags(llvm::ArrayRef<std::string> Dropped,
                      llvm::raw_ostream &Err) {
  if (Dropped.empty())
    return;
  Err << "hipify-cpp: note: --verify leaves out the flags it does not know: "
      << llvm::join(Dropped, ", ") << "\n";
}

/// The commands --verify compiles, named as the user named their sources,
/// and what explains their errors: the run's files and warnings.
struct Compilation {
  llvm::ArrayRef<HipCompileCommand> Commands;
  llvm::ArrayRef<std::string> Names;
  const ProjectFiles &Files;
  const WarnedLines &Warnings;
};

/// Compiles \p What's commands and prints what fails and why; false when one
/// fails or a stop signal came (then nothing is printed).
bool compileAndPrint(const DriverOptions &Opts, const Compilation &What,
                     VerifyResults &Results, llvm::raw_ostream &Err) {
  DeferredInterrupts HeldBack;
  std::vector<VerifiedUnit> Units =
      compileAll(Opts.Hipcc, What.Commands, What.Names, Opts.Jobs, HeldBack);
  if (HeldBack.stopRequested())
    return false;
  noteCutOutputs(Units, Err);
  HipCompiler Shown = Opts.Hipcc;
  Shown.Path = hipccProgram(Opts.Hipcc);
  Results = summarizeVerify(Units, What.Files, What.Warnings, Shown);
  return printVerifyResults(Results, Opts.FailOnUnpredicted, Err);
}

/// The outputs are written into a temporary tree (as if --o-dir named it),
/// compiled there, and removed, also when a stop signal comes meanwhile.
bool verifyInTemporaryTree(const DriverOptions &Opts, const VerifyInputs &What,
                           const std::string &ProjectRoot,
                           VerifyResults &Results, llvm::raw_ostream &Err) {
  DeferredInterrupts UntilRemoved;
  llvm::SmallString<128> Tree;
  if (std::error_code EC =
          llvm::sys::fs::createUniqueDirectory("hipify-verify", Tree)) {
    Err << "hipify-cpp: error: cannot create a directory to verify in: "
        << EC.message() << "\n";
    return false;
  }
  DriverOptions Scratch = Opts;
  Scratch.OutputDir = std::string(Tree);
  Scratch.OutputFile.clear();
  Scratch.Inplace = false;
  Scratch.NoOutput = false;
  Scratch.SaveTempsDir.clear();
  OutputPaths Paths(Scratch, ProjectRoot);
  std::vector<ConvertedFile> Written(What.Files.begin(), What.Files.end());
  VerifyInputs InTree = What;
  InTree.Files = Written;
  bool Compiles = writeOutputs(Written, Scratch, Paths, {}, Err) &&
                  verifyConvertedSources(Scratch, InTree, Paths, Results, Err);
  llvm::sys::fs::remove_directories(Tree);
  return Compiles;
}

} // namespace

bool verifyConvertedSources(const DriverOptions &Opts, const VerifyInputs &What,
                            const OutputPaths &Paths, VerifyResults &Results,
                            llvm::raw_ostream &Err) {
  if (Opts.NoOutput || Opts.OutputFile == "-")
    return verifyInTemporaryTree(Opts, What, Paths.projectRoot(), Results, Err);
  std::map<std::string, const ConvertedFile *> Written;
  ProjectFiles Project;
  for (const ConvertedFile &F : What.Files) {
    Project.addSource(F);
    if (F.Report.Converted) {
      Written[F.Report.Path] = &F;
      Project.addOutput(Paths.outputPathFor(F.Report.Path), F);
    }
  }
  std::vector<HipCompileCommand> Commands;
  std::vector<std::string> Verified, Dropped;
  for (const SourceJob &Job : What.Jobs) {
    auto File = Written.find(absolute(Job.Job.File));
    if (File == Written.end())
      continue;
    std::string Output = absolute(Paths.outputPathFor(File->first));
    Commands.push_back(hipCompileCommand(Job.Job, Output, Paths, Opts.Hipcc,
                                         Opts.Clang.CudaPath, &Dropped));
    Verified.push_back(Job.Name);
  }
  noteDroppedFlags(Dropped, Err);
  bool Ok = true;
  if (!Opts.OutputDir.empty() && !Opts.NoOutput)
    Ok = writeCompileDatabase(Opts, Commands, What.Inputs, Paths.projectRoot(),
                              Err);
  WarnedLines Warnings(What.Files, What.Messages);
  return compileAndPrint(Opts, {Commands, Verified, Project, Warnings}, Results,
                         Err) &&
         Ok;
}

std::optional<int> verifyHipCompileDatabase(const DriverOptions &Opts,
                                            llvm::raw_ostream &Err) {
  llvm::Expected<HipCompileDatabase> Database =
      readHipCompileDatabase(Opts.CompilationDatabaseDir);
  if (!Database) {
    llvm::consumeError(Database.takeError());
    return std::nullopt;
  }
  for (const std::string &Other : Database->Others)
    Err << "hipify-cpp: error: '" << Database->Path << "': the entry of '"
        << Other
        << "' is no hipcc command: neither converted nor compiled (a "
           "database of hipcc commands is compiled alone)\n";
  std::vector<std::string> Names, Dropped;
  for (const HipCompileCommand &C : Database->Commands) {
    Names.push_back(C.File);
    hipccCommandLine(Opts.Hipcc, llvm::ArrayRef(C.Arguments).drop_front(),
                     C.File, &Dropped);
  }
  noteDroppedFlags(Dropped, Err);
  VerifyResults Results;
  ProjectFiles NoFiles;
  WarnedLines NoWarnings;
  bool Compiles = compileAndPrint(
      Opts, {Database->Commands, Names, NoFiles, NoWarnings}, Results, Err);
  return Compiles && Database->Others.empty() ? 0 : 1;
}

} // namespace hipify
