#include "HipCompileCommand.h"
#include "HipccFlags.h"

#include "output/PathUtils.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace hipify {

namespace {

/// Flags of the clang command that belong to a host-only CUDA parse, or that
/// the hipcc command sets itself.
bool isCudaParseFlag(llvm::StringRef Flag) {
  return Flag == "--cuda-host-only" || Flag == "-fsyntax-only" ||
         Flag == "-nocudainc" || Flag == "-nocudalib" || Flag == "-fgpu-rdc" ||
         Flag == "-Wno-unknown-cuda-version" || Flag == "-Wno-register" ||
         Flag.starts_with("--cuda-") || Flag.starts_with("--offload-arch=");
}

/// The directory flag and value of a search-path flag, joined or not.
std::optional<std::pair<std::string, std::string>>
searchDirectory(llvm::StringRef Flag, llvm::StringRef Next) {
  for (llvm::StringRef Kind : {"-I", "-isystem", "-iquote", "-idirafter"}) {
    if (Flag == Kind)
      return std::make_pair(Kind.str(), Next.str());
    if (Kind == "-I" && Flag.starts_with("-I"))
      return std::make_pair(Kind.str(), Flag.drop_front(2).str());
  }
  return std::nullopt;
}

std::string absoluteIn(llvm::StringRef Directory, llvm::StringRef Path) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::path::make_absolute(Directory, Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

} // namespace

HipCompileCommand
hipCompileCommand(const CompileJob &Job, const std::string &Output,
                  const OutputPaths &Paths, const HipCompiler &Compiler,
                  llvm::StringRef CudaPath, std::vector<std::string> *Dropped) {
  HipCompileCommand Command;
  Command.Directory = Job.Directory;
  Command.File = Output;
  std::vector<std::string> Args;
  bool HasStd = false;
  const std::vector<std::string> &Cuda = Job.CommandLine;
  for (size_t I = 1; I + 1 < Cuda.size(); ++I) {
    llvm::StringRef Flag = Cuda[I];
    llvm::StringRef Next =
        I + 2 < Cuda.size() ? llvm::StringRef(Cuda[I + 1]) : llvm::StringRef();
    if (auto Search = searchDirectory(Flag, Next)) {
      I += Flag == Search->first;
      std::string Dir = absoluteIn(Job.Directory, Search->second);
      if (isPathUnder(Dir, CudaPath))
        continue;
      // Converted headers first, then the project's own.
      if (isPathUnder(Dir, Paths.projectRoot())) {
        // --o-dir is named from where the run started.
        llvm::SmallString<256> Converted(Paths.outputPathFor(Dir));
        llvm::sys::fs::make_absolute(Converted);
        if (Converted != Dir && Converted != Dir + ".hip")
          Args.push_back(Search->first + Converted.str().str());
      }
      Args.push_back(Search->first + Dir);
      continue;
    }
    if (Flag == "-resource-dir") {
      ++I;
      continue;
    }
    if (isCudaParseFlag(Flag))
      continue;
    HasStd |= Flag.starts_with("-std=");
    Args.push_back(Flag.str());
  }
  if (!HasStd)
    Args.push_back("-std=c++17");
  // Headers included with quotes from the source: those the run did not
  // convert are only beside the original.
  Args.push_back(
      "-iquote" +
      llvm::sys::path::parent_path(absoluteIn(Job.Directory, Job.File)).str());
  Command.Arguments = hipccCommandLine(Compiler, Args, Output, Dropped);
  return Command;
}

/// JSON strings are Unicode: a name that is not UTF-8 cannot be written
/// as it is, and written otherwise (U+FFFD) it would name another file.
static bool isUtf8(const HipCompileCommand &C) {
  return llvm::json::isUTF8(C.Directory) && llvm::json::isUTF8(C.File) &&
         llvm::all_of(C.Arguments, [](const std::string &A) {
           return llvm::json::isUTF8(A);
         });
}

std::string renderCompileDatabase(llvm::ArrayRef<HipCompileCommand> Commands,
                                  std::vector<std::string> *LeftOut) {
  llvm::json::Array Entries;
  for (const HipCompileCommand &C : Commands) {
    if (!isUtf8(C)) {
      if (LeftOut)
        LeftOut->push_back(C.File);
      continue;
    }
    llvm::json::Array Arguments;
    for (const std::string &A : C.Arguments)
      Arguments.push_back(A);
    Entries.push_back(llvm::json::Object{{"directory", C.Directory},
                                         {"file", C.File},
                                         {"arguments", std::move(Arguments)}});
  }
  return llvm::formatv("{0:2}", llvm::json::Value(std::move(Entries))).str() +
         "\n";
}

llvm::Expected<HipCompileDatabase>
readHipCompileDatabase(llvm::StringRef Directory) {
  std::string Path = (Directory + "/compile_commands.json").str();
  std::string Why;
  std::unique_ptr<clang::tooling::JSONCompilationDatabase> Database =
      clang::tooling::JSONCompilationDatabase::loadFromFile(
          Path, Why, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!Database)
    return llvm::createStringError("cannot read '" + Path + "': " + Why);
  HipCompileDatabase Read;
  Read.Path = Path;
  for (clang::tooling::CompileCommand &C : Database->getAllCompileCommands()) {
    if (C.CommandLine.empty() ||
        llvm::sys::path::filename(C.CommandLine.front()) != "hipcc") {
      Read.Others.push_back(absoluteIn(C.Directory, C.Filename));
      continue;
    }
    Read.Commands.push_back(
        {C.Directory, C.Filename, std::move(C.CommandLine)});
  }
  if (Read.Commands.empty())
    return llvm::createStringError("'" + Path + "' has no hipcc command");
  return Read;
}

} // namespace hipify
