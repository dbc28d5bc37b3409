#include "TargetsCommand.h"
#include "FamilyName.h"
#include "HipApiIndex.h"
#include "HipVersionCheck.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify::mapcheck {
namespace {

struct FamilyTally {
  unsigned Ok = 0, Failed = 0, Newer = 0;
};

class TargetChecker {
public:
  TargetChecker(const HipApiIndex &Index, const HipVersionCheck &Versions,
                const TargetsOptions &Options, llvm::raw_ostream &OS)
      : Index(Index), Versions(Versions), Options(Options), OS(OS) {}

  FamilyTally check(const mapgen::MappingFamily &Family) {
    FamilyTally T;
    for (const mapgen::MappingRecord &R : Family.Records) {
      if (!R.RocName.empty())
        ++(checkName(R, R.RocName, " (roc)") ? T.Ok : T.Failed);
      if (!R.HipdnnName.empty())
        ++(checkName(R, R.HipdnnName, " (hipdnn)") ? T.Ok : T.Failed);
      // Unsupported, or removed (`-` with why=): no HIP name is written.
      if (R.Status == SupportStatus::Unsupported || R.HipName.empty())
        continue;
      if (needsNewerHip(R)) {
        ++T.Newer;
        continue;
      }
      bool Ok = checkName(R, R.HipName, "");
      for (const mapgen::ArgCountOverload &O : R.ArgOverloads)
        Ok &= checkName(R, O.HipName,
                        " (args=" + std::to_string(O.ArgCount) + ")");
      std::string VersionProblem = Versions.problem(R);
      if (!VersionProblem.empty()) {
        fail(R, VersionProblem);
        Ok = false;
      }
      ++(Ok ? T.Ok : T.Failed);
    }
    return T;
  }

private:
  bool checkName(const mapgen::MappingRecord &R, llvm::StringRef HipName,
                 const std::string &Context) {
    if (R.Kind == MappingKind::Header) {
      if (Index.hasHeader(HipName) || headerInstalled(HipName))
        return true;
      fail(R, "HIP header '" + HipName.str() + "'" + Context +
                  " is in no hip-api list and not under " +
                  Options.IncludeRoot);
      return false;
    }
    if (R.Kind == MappingKind::Namespace) {
      if (Index.hasNamespace(HipName))
        return true;
      fail(R, "HIP namespace '" + HipName.str() + "'" + Context +
                  " qualifies no name of the hip-api lists");
      return false;
    }
    if (Index.hasIdentifier(HipName) || isStandardTypeName(HipName))
      return true;
    fail(R, "HIP name '" + HipName.str() + "'" + Context +
                " is in no hip-api list nor installed HIP header (give "
                "hip=X.Y if it is newer than HIP 6.3)");
    return false;
  }

  bool headerInstalled(llvm::StringRef Path) const {
    llvm::SmallString<256> Full(Options.IncludeRoot);
    llvm::sys::path::append(Full, Path);
    return llvm::sys::fs::is_regular_file(Full);
  }

  void fail(const mapgen::MappingRecord &R, const std::string &Message) {
    OS << R.Where.File << ":" << R.Where.Line << ": error: " << R.CudaName
       << ": " << Message << "\n";
  }

  const HipApiIndex &Index;
  const HipVersionCheck &Versions;
  const TargetsOptions &Options;
  llvm::raw_ostream &OS;
};

} // namespace

int runTargets(const std::vector<mapgen::MappingFamily> &All,
               const TargetsOptions &Options, llvm::raw_ostream &OS) {
  if (!llvm::sys::fs::is_directory(Options.HipApiDirectory)) {
    OS << "hipify-mapcheck: skipped: no HIP name lists at '"
       << Options.HipApiDirectory << "'\n";
    return 0;
  }
  HipApiIndex Index;
  if (llvm::Error E = Index.addNameLists(Options.HipApiDirectory)) {
    llvm::errs() << "hipify-mapcheck: error: " << llvm::toString(std::move(E))
                 << "\n";
    return 1;
  }
  for (const std::string &Dir : Options.InstalledHeaderDirs)
    Index.addInstalledHeaders(Options.IncludeRoot + "/" + Dir,
                              Options.IncludeRoot);

  HipVersionCheck Versions;
  if (llvm::Error E = Versions.load(Options.HipApiDirectory)) {
    llvm::errs() << "hipify-mapcheck: error: " << llvm::toString(std::move(E))
                 << "\n";
    return 1;
  }
  TargetChecker Checker(Index, Versions, Options, OS);
  FamilyTally Total;
  std::vector<std::pair<std::string, FamilyTally>> Tallies;
  for (const mapgen::MappingFamily &Family : All) {
    if (skippedAsOutsideHip(Family, OS))
      continue;
    FamilyTally T = Checker.check(Family);
    Tallies.emplace_back(familyName(Family), T);
    Total.Ok += T.Ok;
    Total.Failed += T.Failed;
    Total.Newer += T.Newer;
  }
  // Counts after the failures, so they are what a reader sees last.
  for (const auto &[Name, T] : Tallies)
    OS << Name << ": " << T.Ok << " ok, " << T.Failed << " failed, " << T.Newer
       << " need newer HIP\n";
  OS << "total: " << Total.Ok << " ok, " << Total.Failed << " failed, "
     << Total.Newer << " need newer HIP\n";
  return Total.Failed ? 1 : 0;
}

} // namespace hipify::mapcheck
