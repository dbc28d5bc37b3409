#include "FuzzedTranslationUnit.h"
#include "frontend/PreservedCode.h"
#include "preamble/PreambleCache.h"

#include "conversion/ClangCommandLine.h"
#include "hipify/ConvertTranslationUnit.h"
#include "hipify/RunContext.h"
#include "mapping/MappingTable.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <memory>
#include <optional>

namespace hipify {

namespace {

/// A directory of this process, removed at exit.
struct ScratchDirectory {
  std::string Path;
  ScratchDirectory() {
    llvm::SmallString<128> Dir;
    if (llvm::sys::fs::createUniqueDirectory("hipify-fuzz", Dir))
      abort();
    Path = std::string(Dir);
  }
  ~ScratchDirectory() { llvm::sys::fs::remove_directories(Path); }
};

ScratchDirectory &scratch() {
  static ScratchDirectory Dir;
  return Dir;
}

/// The CUDA installation named by HIPIFY_FUZZ_CUDA, if any.
std::optional<std::string> realToolkit() {
  const char *Path = std::getenv("HIPIFY_FUZZ_CUDA");
  if (!Path || !*Path)
    return std::nullopt;
  return std::string(Path);
}

ClangSettings settingsFor(const std::optional<std::string> &RealToolkit) {
  ClangSettings Settings;
  Settings.ClangPath = HIPIFY_CLANG_PATH;
  Settings.ResourceDir = HIPIFY_CLANG_RESOURCE_DIR;
  if (RealToolkit) {
    Settings.CudaPath = *RealToolkit;
    return Settings;
  }
  // What clang's CUDA wrapper does with the real headers: they are found
  // and cuda_runtime.h is included before the source.
  Settings.CudaPath = HIPIFY_FUZZ_TOOLKIT;
  Settings.ExtraArgs = {"-nocudainc", "-isystem",
                        std::string(HIPIFY_FUZZ_TOOLKIT) + "/include",
                        "-include", "cuda_runtime.h"};
  return Settings;
}

} // namespace

TranslationUnitResult convertFuzzedSource(llvm::StringRef Text) {
  static const std::optional<std::string> RealToolkit = realToolkit();
  static const ClangSettings Settings = settingsFor(RealToolkit);
  std::string Source = scratch().Path + "/fuzzed.cu";
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Source, EC);
    if (EC)
      abort();
    OS << Text;
  }
  CompileJob Job;
  Job.File = Source;
  Job.Directory = scratch().Path;
  Job.CommandLine = buildClangCommandLine(Settings, {}, Source);
  RunContext Run;
  Run.ProjectRoot = scratch().Path;
  Run.CudaPath = Settings.CudaPath;
  static PreambleCache Cache(scratch().Path + "/preambles");
  PreambleFile Preamble = Cache.preambleFor(Job);
  TranslationUnitResult R =
      convertTranslationUnit(Job, {}, Run, MappingTable::builtin(), Preamble);
  clang::LangOptions Cxx;
  Cxx.CPlusPlus = Cxx.LineComment = true;
  for (const FileResult &F : R.Files) {
    for (const Edit &E : F.Edits.edits())
      if (E.Offset + E.Length > F.OriginalText.size())
        abort();
    // No output loses a directive or a comment of its input.
    std::string Converted = F.Edits.apply(F.OriginalText);
    if (!firstLostDirectiveOrComment(F.OriginalText, Converted, Cxx).empty())
      abort();
    // Every edit was made by a rule, and a rename replaces the name it counts.
    if (!firstUnattributedEdit(F.OriginalText, F.Edits).empty())
      abort();
  }
  return R;
}

} // namespace hipify
