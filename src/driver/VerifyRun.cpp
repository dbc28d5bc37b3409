#include "VerifyRun.h"
#include "HipCompileCommand.h"
#include "OutputPathSafety.h"
#include "VerifySummary.h"
#include "WriteOutputs.h"

#include "hipify/FileWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

namespace {

std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

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
  OutputTrees Trees(Opts, ProjectRoot);
  return Trees.write(Path, renderCompileDatabase(Commands),
                     ExistingPath::Replace, Err) &&
         Trees.finish(Err);
}

} // namespace

bool verifyConvertedSources(const DriverOptions &Opts,
                            llvm::ArrayRef<CompileJob> Jobs,
                            llvm::ArrayRef<std::string> Names,
                            llvm::ArrayRef<ConvertedFile> Files,
                            const OutputPaths &Paths,
                            llvm::ArrayRef<std::string> Inputs,
                            VerifyResults &Results, llvm::raw_ostream &Err) {
  std::map<std::string, const ConvertedFile *> Written, ByOutput;
  for (const ConvertedFile &F : Files)
    if (F.Report.Converted) {
      Written[F.Report.Path] = &F;
      ByOutput[absolute(Paths.outputPathFor(F.Report.Path))] = &F;
    }
  std::vector<HipCompileCommand> Commands;
  std::vector<std::string> Verified;
  for (size_t I = 0; I < Jobs.size(); ++I) {
    auto File = Written.find(absolute(Jobs[I].File));
    if (File == Written.end())
      continue;
    std::string Output = absolute(Paths.outputPathFor(File->first));
    Commands.push_back(hipCompileCommand(Jobs[I], Output, Paths, Opts.Hipcc,
                                         Opts.Clang.CudaPath));
    Verified.push_back(Names[I]);
  }
  bool Ok = true;
  if (!Opts.OutputDir.empty() && !Opts.NoOutput)
    Ok = writeCompileDatabase(Opts, Commands, Inputs, Paths.projectRoot(),
                              Err);
  std::vector<VerifiedUnit> Units = compileAll(Commands, Verified, Opts.Jobs);
  Results = summarizeVerify(Units, ByOutput, Opts.Hipcc);
  return printVerifyResults(Results, Err) && Ok;
}

bool verifyWouldBeOutputs(const DriverOptions &Opts,
                          llvm::ArrayRef<CompileJob> Jobs,
                          llvm::ArrayRef<std::string> Names,
                          llvm::ArrayRef<ConvertedFile> Files,
                          const std::string &ProjectRoot,
                          llvm::ArrayRef<std::string> Inputs,
                          VerifyResults &Results, llvm::raw_ostream &Err) {
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
  std::vector<ConvertedFile> Written(Files.begin(), Files.end());
  bool Compiles = writeOutputs(Written, Scratch, Paths, {}, Err) &&
                  verifyConvertedSources(Scratch, Jobs, Names, Written, Paths,
                                         Inputs, Results, Err);
  llvm::sys::fs::remove_directories(Tree);
  return Compiles;
}

std::optional<int> verifyHipCompileDatabase(const DriverOptions &Opts,
                                            llvm::raw_ostream &Err) {
  llvm::Expected<std::vector<HipCompileCommand>> Commands =
      readHipCompileDatabase(Opts.CompilationDatabaseDir);
  if (!Commands) {
    llvm::consumeError(Commands.takeError());
    return std::nullopt;
  }
  std::vector<std::string> Names;
  for (const HipCompileCommand &C : *Commands)
    Names.push_back(C.File);
  std::vector<VerifiedUnit> Units = compileAll(*Commands, Names, Opts.Jobs);
  HipCompiler Compiler = Opts.Hipcc;
  Compiler.Path = Commands->front().Arguments.front();
  return printVerifyResults(summarizeVerify(Units, {}, Compiler), Err) ? 0 : 1;
}

} // namespace hipify
