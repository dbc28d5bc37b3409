#include "PlatformsCommand.h"
#include "FamilyName.h"
#include "HipVersionCheck.h"
#include "PlatformMacros.h"

#include "llvm/Support/FileSystem.h"

namespace hipify::mapcheck {
namespace {

struct FamilyTally {
  unsigned Both = 0, AmdOnly = 0, Failed = 0, Unverified = 0;
  void add(const FamilyTally &O) {
    Both += O.Both;
    AmdOnly += O.AmdOnly;
    Failed += O.Failed;
    Unverified += O.Unverified;
  }
};

class PlatformChecker {
public:
  PlatformChecker(const PlatformMacros &Macros, llvm::raw_ostream &OS)
      : Macros(Macros), OS(OS) {}

  /// \p HeadersMissing: some of the family's `#! nvidia-headers:` are
  /// installed nowhere, so a name missing on NVIDIA may be one of theirs.
  FamilyTally check(const mapgen::MappingFamily &Family, bool HeadersMissing) {
    FamilyTally T;
    for (const mapgen::MappingRecord &R : Family.Records) {
      // A name kept as written is no edit: the user's condition stays; a
      // removed one (`-` with why=) stays in conditions too.
      if (R.Kind != MappingKind::Macro ||
          R.Status == SupportStatus::Unsupported || R.CudaName == R.HipName ||
          R.HipName.empty() ||
          needsNewerHip(R))
        continue;
      checkName(R, R.HipName, R.AmdOnly, HeadersMissing, T);
      // platform=amd speaks of the HIP name: what HIP called it before may
      // be on both.
      if (!R.OlderHipName.empty())
        checkName(R, R.OlderHipName, false, HeadersMissing, T);
    }
    return T;
  }

private:
  void checkName(const mapgen::MappingRecord &R, llvm::StringRef Name,
                 bool AmdOnly, bool HeadersMissing, FamilyTally &T) {
    if (Macros.declaredOnAmdAsNoMacro(Name))
      return;
    if (!Macros.definedOn(HipPlatform::Amd, Name)) {
      fail(R, "'" + Name.str() +
                  "' is defined on HIP's AMD platform by no hip-api list, "
                  "installed HIP header nor '#! amd-predefined:'");
      ++T.Failed;
      return;
    }
    bool OnNvidia = Macros.definedOn(HipPlatform::Nvidia, Name);
    if (AmdOnly && OnNvidia) {
      fail(R, "'" + Name.str() +
                  "' is defined on HIP's NVIDIA platform too: drop "
                  "platform=amd");
      ++T.Failed;
    } else if (AmdOnly) {
      ++T.AmdOnly;
    } else if (OnNvidia) {
      ++T.Both;
    } else if (HeadersMissing) {
      ++T.Unverified;
    } else {
      fail(R, "'" + Name.str() +
                  "' is not defined on HIP's NVIDIA platform "
                  "(hip-nvidia-macros.txt, '#! nvidia-headers:'): map it to "
                  "a macro both platforms define, make the entry "
                  "unsupported, or give platform=amd");
      ++T.Failed;
    }
  }

  void fail(const mapgen::MappingRecord &R, const std::string &Message) {
    OS << R.Where.File << ":" << R.Where.Line << ": error: " << R.CudaName
       << ": " << Message << "\n";
  }

  const PlatformMacros &Macros;
  llvm::raw_ostream &OS;
};

void printTally(llvm::raw_ostream &OS, llvm::StringRef Name,
                const FamilyTally &T) {
  OS << Name << ": " << T.Both << " on both platforms, " << T.AmdOnly
     << " AMD only, " << T.Failed << " failed, " << T.Unverified
     << " unverified\n";
}

} // namespace

int runPlatforms(const std::vector<mapgen::MappingFamily> &All,
                 const PlatformsOptions &Options, llvm::raw_ostream &OS) {
  if (!llvm::sys::fs::is_directory(Options.HipApiDirectory)) {
    OS << "hipify-mapcheck: skipped: no HIP name lists at '"
       << Options.HipApiDirectory << "'\n";
    return 0;
  }
  PlatformMacros Macros;
  if (llvm::Error E = Macros.addNameLists(Options.HipApiDirectory)) {
    llvm::errs() << "hipify-mapcheck: error: " << llvm::toString(std::move(E))
                 << "\n";
    return 1;
  }
  Macros.amdHeaders().addTrees(Options.IncludeRoots, Options.AmdHeaderDirs);
  std::vector<bool> HeadersMissing;
  for (const mapgen::MappingFamily &Family : All) {
    bool Missing = false;
    for (const std::string &Header : Family.NvidiaHeaders)
      if (!Macros.nvidiaHeaders().addHeader(Options.IncludeRoots, Header)) {
        OS << "note: " << familyName(Family) << ": '" << Header
           << "' is under no include root: its macros are unverified\n";
        Missing = true;
      }
    for (const std::string &Macro : Family.AmdPredefined)
      Macros.addAmdPredefined(Macro);
    HeadersMissing.push_back(Missing);
  }

  PlatformChecker Checker(Macros, OS);
  std::vector<std::pair<std::string, FamilyTally>> Tallies;
  FamilyTally Total;
  for (size_t I = 0; I < All.size(); ++I) {
    if (skippedAsOutsideHip(All[I], OS))
      continue;
    FamilyTally T = Checker.check(All[I], HeadersMissing[I]);
    Tallies.emplace_back(familyName(All[I]), T);
    Total.add(T);
  }
  for (const auto &[Name, T] : Tallies)
    printTally(OS, Name, T);
  printTally(OS, "total", Total);
  return Total.Failed ? 1 : 0;
}

} // namespace hipify::mapcheck
