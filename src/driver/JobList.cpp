#include "JobList.h"

#include "output/PathUtils.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <optional>

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

std::vector<std::string> userIncludeDirectories(const CompileJob &Job,
                                                llvm::StringRef CudaPath) {
  std::string Cuda = absolutePath(CudaPath, "");
  std::vector<std::string> Dirs;
  llvm::ArrayRef<std::string> Args = Job.CommandLine;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    llvm::StringRef Dir;
    if (A == "-I" || A == "-iquote")
      Dir = I + 1 < Args.size() ? llvm::StringRef(Args[++I]) : "";
    else if (!A.consume_front("-I") && !A.consume_front("-iquote"))
      continue;
    else
      Dir = A;
    if (Dir.empty())
      continue;
    std::string Abs = absolutePath(Dir, Job.Directory);
    if (!isPathUnder(Abs, Cuda) && !isPathUnder(Abs, "/usr"))
      Dirs.push_back(std::move(Abs));
  }
  return Dirs;
}

std::vector<std::string> forcedIncludeDirectories(const CompileJob &Job,
                                                  llvm::StringRef CudaPath) {
  std::string Cuda = absolutePath(CudaPath, "");
  std::vector<std::string> Dirs;
  llvm::ArrayRef<std::string> Args = Job.CommandLine;
  for (size_t I = 0; I + 1 < Args.size(); ++I) {
    if (Args[I] != "-include" && Args[I] != "-imacros")
      continue;
    std::string Header = absolutePath(Args[++I], Job.Directory);
    std::string Dir = llvm::sys::path::parent_path(Header).str();
    if (!isPathUnder(Dir, Cuda) && !isPathUnder(Dir, "/usr"))
      Dirs.push_back(std::move(Dir));
  }
  return Dirs;
}

/// Why \p Path cannot be read as a source, if it cannot. Asked before
/// anything opens it: reading a FIFO would block the run, a device never
/// end.
static std::optional<std::string> unreadableReason(const std::string &Path) {
  llvm::sys::fs::file_status Status;
  if (std::error_code EC = llvm::sys::fs::status(Path, Status))
    return EC == std::errc::no_such_file_or_directory ? "no such file"
                                                      : EC.message();
  if (llvm::sys::fs::is_directory(Status))
    return "it is a directory";
  if (!llvm::sys::fs::is_regular_file(Status))
    return "not a regular file";
  llvm::Expected<llvm::sys::fs::file_t> File =
      llvm::sys::fs::openNativeFileForRead(Path);
  if (!File)
    return llvm::toString(File.takeError());
  llvm::sys::fs::closeFile(*File);
  return std::nullopt;
}

/// The directory --inplace may write in when the sources come from a
/// database: --in-root, else the parent of the database's directory.
static std::string inplaceRootFor(const DriverOptions &Opts) {
  if (!Opts.InRoot.empty())
    return absolutePath(Opts.InRoot, "");
  return llvm::sys::path::parent_path(
             absolutePath(Opts.CompilationDatabaseDir, ""))
      .str();
}

llvm::Expected<std::vector<SourceJob>>
buildJobs(const DriverOptions &Opts, std::vector<std::string> &Notes,
          bool &LeftOut) {
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
  std::vector<std::string> Names;
  if (Opts.Sources.empty() && Database) {
    llvm::StringSet<> Seen;
    std::string Root = Opts.Inplace ? inplaceRootFor(Opts) : "";
    for (auto &C : Database->getAllCompileCommands()) {
      std::string Name = C.Filename;
      C.Filename = absolutePath(C.Filename, C.Directory);
      if (!isCudaCommand(C) || !Seen.insert(C.Filename).second)
        continue;
      if (!Root.empty() && !isPathUnder(C.Filename, Root)) {
        Notes.push_back("hipify-cpp: error: '" + Name +
                        "' lies outside the project '" + Root +
                        "': not converted in place (use --o-dir, or "
                        "--in-root to include it)");
        LeftOut = true;
      } else {
        Commands.push_back(std::move(C));
        Names.push_back(std::move(Name));
      }
    }
    if (Commands.empty())
      return llvm::createStringError(
          "no CUDA source in '%s/compile_commands.json'",
          Opts.CompilationDatabaseDir.c_str());
  }
  for (const std::string &Source : Opts.Sources) {
    Names.push_back(Source);
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

  std::vector<SourceJob> Jobs;
  for (size_t I = 0; I < Commands.size(); ++I) {
    const clang::tooling::CompileCommand &C = Commands[I];
    // Only files under the root are converted: a source outside it would
    // be dropped from the results without a word.
    if (!Opts.InRoot.empty() && !isPathUnder(C.Filename, Opts.InRoot)) {
      Notes.push_back("hipify-cpp: error: '" + Names[I] +
                      "' lies outside --in-root '" + Opts.InRoot +
                      "': not converted");
      LeftOut = true;
      continue;
    }
    if (std::optional<std::string> Why = unreadableReason(C.Filename)) {
      Notes.push_back("hipify-cpp: error: '" + Names[I] +
                      "' not converted: cannot read it: " + *Why);
      LeftOut = true;
      continue;
    }
    std::vector<std::string> Dropped;
    std::vector<std::string> Flags =
        translateCompileFlags(C.CommandLine, C.Filename, C.Directory, &Dropped);
    std::string Unsafe, Unneeded;
    for (const std::string &D : Dropped)
      (loadsCodeOrWritesFiles(D) ? Unsafe : Unneeded) += " " + D;
    if (!Unsafe.empty())
      Notes.push_back(
          "hipify-cpp: note: '" + Names[I] +
          "': dropped flags that load code or write files:" + Unsafe);
    if (Opts.Verbose && !Unneeded.empty())
      Notes.push_back("hipify-cpp: note: '" + Names[I] +
                      "': dropped flags clang does not need:" + Unneeded);
    CompileJob Job;
    Job.File = C.Filename;
    Job.Directory = C.Directory;
    Job.CommandLine = buildClangCommandLine(Opts.Clang, Flags, C.Filename);
    Jobs.push_back({Names[I], std::move(Job)});
  }
  return Jobs;
}

} // namespace hipify
