#include "FuzzedTranslationUnit.h"
#include "frontend/PreambleCache.h"

#include "hipify/ClangCommandLine.h"
#include "hipify/MappingTable.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <memory>
#include <unistd.h>

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

CompileJob jobFor(const std::string &Source) {
  ClangSettings Settings;
  CompileJob Job;
  Job.File = Source;
  Job.Directory = scratch().Path;
  Job.CommandLine = buildClangCommandLine(Settings, {}, Source);
  return Job;
}

} // namespace

TranslationUnitResult convertFuzzedSource(llvm::StringRef Text) {
  std::string Source = scratch().Path + "/fuzzed.cu";
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Source, EC);
    if (EC)
      abort();
    OS << Text;
  }
  CompileJob Job = jobFor(Source);
  ConversionOptions Options;
  Options.ProjectRoot = scratch().Path;
  static PreambleCache Cache(scratch().Path + "/preambles");
  PreambleFile Preamble = Cache.preambleFor(Job);
  TranslationUnitResult R =
      convertTranslationUnit(Job, Options, MappingTable::builtin(), Preamble);
  for (const FileResult &F : R.Files) {
    for (const Edit &E : F.Edits.edits())
      if (E.Offset + E.Length > F.OriginalText.size())
        abort();
    (void)F.Edits.apply(F.OriginalText);
  }
  return R;
}

} // namespace hipify
