#include "HipVersionCheck.h"

#include "hipify/HipVersion.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify::mapcheck {
namespace {

constexpr const char *NewestRuntimeList = "hip-runtime.txt";
constexpr const char *OldestRuntimeList = "hip-runtime-debian5.2.txt";

} // namespace

bool needsNewerHip(const mapgen::MappingRecord &R) {
  std::optional<HipVersion> Added = R.HipAdded;
  return Added && NewestCheckedHip < *Added;
}

llvm::Error HipVersionCheck::load(llvm::StringRef Directory) {
  llvm::SmallString<256> NewestPath(Directory), OldestPath(Directory);
  llvm::sys::path::append(NewestPath, NewestRuntimeList);
  llvm::sys::path::append(OldestPath, OldestRuntimeList);
  if (!llvm::sys::fs::exists(NewestPath) || !llvm::sys::fs::exists(OldestPath))
    return llvm::Error::success();
  if (llvm::Error E = Newest.addNameList(NewestPath))
    return E;
  if (llvm::Error E = Oldest.addNameList(OldestPath))
    return E;
  Enabled = true;
  return llvm::Error::success();
}

std::string HipVersionCheck::problem(const mapgen::MappingRecord &R) const {
  if (!Enabled || R.Kind == MappingKind::Header)
    return "";
  if (!R.OlderHipName.empty() && !Oldest.hasIdentifier(R.OlderHipName))
    return "older name '" + R.OlderHipName + "' is not in " + OldestRuntimeList;
  std::string Problem = problemWithName(R, R.HipName);
  for (const mapgen::ArgCountOverload &O : R.ArgOverloads)
    if (Problem.empty())
      Problem = problemWithName(R, O.HipName);
  return Problem;
}

std::string HipVersionCheck::problemWithName(const mapgen::MappingRecord &R,
                                             llvm::StringRef HipName) const {
  if (!Newest.hasIdentifier(HipName))
    return ""; // not the HIP runtime's (a library, or newer than the list)
  std::optional<HipVersion> Added = R.HipAdded;
  bool Newer = Added && OldestCheckedHip < *Added;
  bool InOldest = Oldest.hasIdentifier(HipName);
  if (!Newer && !InOldest)
    return "HIP name '" + HipName.str() + "' is not in " + OldestRuntimeList +
           ": give hip=X.Y, the HIP version that added it";
  if (Newer && InOldest && HipName == R.HipName)
    return "HIP name '" + HipName.str() + "' is in " + OldestRuntimeList +
           " already: 'hip=" + R.HipVersion + "' is wrong";
  return "";
}

} // namespace hipify::mapcheck
