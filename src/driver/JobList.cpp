#include "JobList.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

static std::string absolutePath(llvm::StringRef Path, llvm::StringRef Base) {
  llvm::SmallString<256> Abs(Path);
  if (Base.empty())
    llvm::sys::fs::make_absolute(Abs);
  else
    llvm::sys::path::make_absolute(Base, Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return std::string(Abs);
}

static bool isCudaCommand(const clang::tooling::CompileCommand &C) {
  if (llvm::sys::path::extension(C.Filename) == ".cu")
    return true;
  for (size_t I = 0; I + 1 < C.CommandLine.size(); ++I)
    if (C.CommandLine[I] == "-x" &&
        (C.CommandLine[I + 1] == "cu" || C.CommandLine[I + 1] == "cuda"))
      return true;
  return false;
}

llvm::Expected<std::vector<CompileJob>>
buildJobs(const DriverOptions &Opts, std::vector<std::string> &Notes) {
  std::unique_ptr<clang::tooling::CompilationDatabase> Database;
  if (!Opts.CompilationDatabaseDir.empty()) {
    std::string Error;
    Database = clang::tooling::CompilationDatabase::loadFromDirectory(
        Opts.CompilationDatabaseDir, Error);
    if (!Database)
      return llvm::createStringError(
          "cannot load compile_commands.json from '%s': %s",
          Opts.CompilationDatabaseDir.c_str(), Error.c_str());
  }

  std::vector<clang::tooling::CompileCommand> Commands;
  if (Opts.Sources.empty() && Database) {
    llvm::StringSet<> Seen;
    for (auto &C : Database->getAllCompileCommands()) {
      C.Filename = absolutePath(C.Filename, C.Directory);
      if (isCudaCommand(C) && Seen.insert(C.Filename).second)
        Commands.push_back(std::move(C));
    }
    if (Commands.empty())
      return llvm::createStringError("no CUDA source in '%s/compile_commands.json'",
                                     Opts.CompilationDatabaseDir.c_str());
  }
  for (const std::string &Source : Opts.Sources) {
    std::string Abs = absolutePath(Source, "");
    std::vector<clang::tooling::CompileCommand> Found;
    if (Database)
      Found = Database->getCompileCommands(Abs);
    if (!Found.empty()) {
      Found.front().Filename = Abs;
      Commands.push_back(std::move(Found.front()));
      continue;
    }
    if (Database)
      Notes.push_back("hipify-cpp: warning: '" + Source +
                      "' is not in the compile database; using the flags "
                      "given after '--'");
    clang::tooling::CompileCommand C;
    C.Directory = absolutePath(".", "");
    C.Filename = Abs;
    C.CommandLine = {"clang++", Abs};
    Commands.push_back(std::move(C));
  }

  std::vector<CompileJob> Jobs;
  for (const auto &C : Commands) {
    std::vector<std::string> Dropped;
    std::vector<std::string> Flags =
        translateCompileFlags(C.CommandLine, C.Filename, C.Directory, &Dropped);
    if (Opts.Verbose && !Dropped.empty()) {
      std::string List;
      for (const std::string &D : Dropped)
        List += " " + D;
      Notes.push_back("hipify-cpp: note: '" + C.Filename +
                      "': dropped flags clang does not need:" + List);
    }
    CompileJob Job;
    Job.File = C.Filename;
    Job.Directory = C.Directory;
    Job.CommandLine = buildClangCommandLine(Opts.Clang, Flags, C.Filename);
    Jobs.push_back(std::move(Job));
  }
  return Jobs;
}

} // namespace hipify
