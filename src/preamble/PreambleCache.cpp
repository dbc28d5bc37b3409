#include "PreambleCache.h"
#include "frontend/LeadingIncludes.h"
#include "PreambleBuildLock.h"
#include "PreambleCacheTrim.h"
#include "PreambleFiles.h"
#include "PreambleMacros.h"
#include "frontend/ToolFileSystem.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {
namespace {

/// The absolute path of \p Job's source.
std::string sourcePath(const CompileJob &Job) {
  llvm::SmallString<256> Path(Job.File);
  llvm::sys::path::make_absolute(Job.Directory, Path);
  return std::string(Path);
}

} // namespace

PreambleCache::PreambleCache(std::string Directory)
    : Directory(Directory), Demand(Directory) {}

std::string PreambleCache::keyFor(const CompileJob &Job,
                                  llvm::StringRef Source) {
  llvm::MD5 Hash;
  auto add = [&](llvm::StringRef S) {
    Hash.update(S);
    Hash.update(llvm::ArrayRef<uint8_t>{0});
  };
  add(HIPIFY_PREAMBLE_CACHE_VERSION);
  add(Job.Directory);
  for (size_t I = 0; I + 1 < Job.CommandLine.size(); ++I)
    add(Job.CommandLine[I]);
  for (const std::string &Definition : toolDefinitions())
    add(Definition);
  for (const ToolHeader &Header : toolHeaders())
    add(Header.Text);
  add(Source);
  llvm::MD5::MD5Result Result;
  Hash.final(Result);
  return std::string(Result.digest());
}

bool PreambleCache::isCurrent(const std::string &PchPath) {
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(PchPath, Status) ||
      !inputsUnchanged(PchPath + ".inputs"))
    return false;
  // Hashed once per run and version of the file: a run asks for each job.
  std::string Version =
      PchPath + " " + std::to_string(Status.getSize()) + " " +
      std::to_string(llvm::sys::toTimeT(Status.getLastModificationTime()));
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Verified.find(Version);
    if (It != Verified.end())
      return It->second;
  }
  auto Manifest = readCacheFile(PchPath + ".inputs");
  bool Sound =
      Manifest && Manifest->getBuffer().starts_with(checksumLine(PchPath));
  if (!Sound)
    note("hipify-cpp: note: the precompiled preamble '" + PchPath +
             "' does not match its checksum; built again",
         /*VerboseOnly=*/true);
  std::lock_guard<std::mutex> Lock(Mutex);
  Verified[Version] = Sound;
  return Sound;
}

void PreambleCache::note(const std::string &Text, bool VerboseOnly) {
  if (Notes && (!VerboseOnly || Verbose))
    Notes(Text);
}

bool PreambleCache::inputsUnchanged(const std::string &ManifestPath) {
  auto Manifest = readCacheFile(ManifestPath);
  if (!Manifest)
    return false;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Manifest->getBuffer().split(Lines, '\n', -1, false);
  if (Lines.empty())
    return false;
  for (llvm::StringRef Line : Lines) {
    if (Line.starts_with(ChecksumPrefix))
      continue;
    auto [Size, Rest] = Line.split(' ');
    auto [Time, Path] = Rest.split(' ');
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(Path, Status))
      return false;
    uint64_t ExpectedSize = 0;
    int64_t ExpectedTime = 0;
    if (Size.getAsInteger(10, ExpectedSize) ||
        Time.getAsInteger(10, ExpectedTime) ||
        Status.getSize() != ExpectedSize ||
        llvm::sys::toTimeT(Status.getLastModificationTime()) != ExpectedTime)
      return false;
  }
  return true;
}

std::string PreambleCache::leadingIncludes(const CompileJob &Job) {
  std::string Path = sourcePath(Job);
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = LeadingByFile.find(Path);
    if (It != LeadingByFile.end())
      return It->second;
  }
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  std::string Includes =
      Buffer ? leadingAngledIncludes((*Buffer)->getBuffer()) : "";
  std::lock_guard<std::mutex> Lock(Mutex);
  LeadingByFile[Path] = Includes;
  return Includes;
}

void PreambleCache::expect(llvm::ArrayRef<CompileJob> Jobs) {
  std::vector<std::string> LeadingKeys;
  for (const CompileJob &Job : Jobs) {
    std::string Includes = leadingIncludes(Job);
    LeadingKeys.push_back(Includes.empty() ? "" : keyFor(Job, Includes));
    if (!Includes.empty())
      expectConfiguration(Job, Includes);
  }
  for (size_t I = 0; I < Jobs.size(); ++I)
    if (LeadingKeys[I].empty() || Demand.expected(LeadingKeys[I]) < 2)
      expectConfiguration(Jobs[I], "");
  for (const auto &[BareKey, Keys] : KeysByBareKey)
    if (Keys.size() >= 2)
      SplitByMacros.insert(BareKey);
}

void PreambleCache::expectConfiguration(const CompileJob &Job,
                                        llvm::StringRef Source) {
  std::string Key = keyFor(Job, Source);
  Demand.expect(Key);
  if (auto Bare = withoutDefinitions(Job)) {
    std::string BareKey = keyFor(*Bare, Source);
    Demand.expect(BareKey);
    KeysByBareKey[BareKey].insert(Key);
  }
}

PreambleCache::Configuration
PreambleCache::configurationFor(const CompileJob &Job, llvm::StringRef Source) {
  if (auto Bare = withoutDefinitions(Job)) {
    // Jobs of the run that differ only in macros share the preamble built
    // without them, once it proves that its headers never look those up.
    std::string BareKey = keyFor(*Bare, Source);
    if ((SplitByMacros.count(BareKey) ||
         isCurrent(Directory + "/" + BareKey + ".pch")) &&
        worthLoading(BareKey) && !pchFor(*Bare, BareKey, Source).empty() &&
        !looksUpAny(BareKey, definedMacros(Job)))
      return {BareKey, std::move(*Bare)};
  }
  return {keyFor(Job, Source), Job};
}

bool PreambleCache::looksUpAny(const std::string &Key,
                               const std::vector<std::string> &Macros) {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = IdentifiersByKey.find(Key);
  if (It == IdentifiersByKey.end()) {
    auto List =
        readCacheFile(Directory + "/" + Key + ".pch" + IdentifiersSuffix);
    std::optional<llvm::StringSet<>> Names;
    if (List)
      Names = parseIdentifierList(List->getBuffer());
    It = IdentifiersByKey.emplace(Key, std::move(Names)).first;
  }
  // Without the list, nothing is proven.
  return !It->second || llvm::any_of(Macros, [&](const std::string &M) {
    return It->second->contains(M);
  });
}

bool PreambleCache::worthLoading(const std::string &Key) {
  if (Demand.expected(Key) >= 2)
    return true;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    if (Ready.count(Key))
      return true;
  }
  // One built by an earlier run costs nothing.
  return isCurrent(Directory + "/" + Key + ".pch") ||
         Demand.sharedOrAskedBefore(Key);
}

PreambleFile PreambleCache::preambleFor(const CompileJob &Job) {
  std::string Includes = leadingIncludes(Job);
  std::optional<Configuration> Plain;
  bool SharedFallback = false;
  if (!Includes.empty()) {
    Configuration Leading = configurationFor(Job, Includes);
    if (worthLoading(Leading.Key)) {
      std::string Pch = pchFor(Leading.Build, Leading.Key, Includes);
      if (!Pch.empty())
        return {Pch, Includes};
      // Refused (a user header among them): the jobs sharing these headers
      // and flags share the plain preamble of those flags instead.
      SharedFallback = Demand.expected(Leading.Key) >= 2 &&
                       Leading.Build.CommandLine == Job.CommandLine;
    } else if (!worthLoading((Plain = configurationFor(Job, ""))->Key)) {
      // Neither will be used again; the next run asks for the TU's first
      // choice.
      Demand.remember(Leading.Key);
      return {};
    }
  }
  if (!Plain)
    Plain = configurationFor(Job, "");
  if (!SharedFallback && !worthLoading(Plain->Key)) {
    Demand.remember(Plain->Key);
    return {};
  }
  return {pchFor(Plain->Build, Plain->Key, ""), ""};
}

std::string PreambleCache::pchFor(const CompileJob &Job, const std::string &Key,
                                  llvm::StringRef Source) {
  std::shared_ptr<std::once_flag> Once;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Ready.find(Key);
    if (It != Ready.end())
      return It->second;
    auto &Slot = Building[Key];
    if (!Slot)
      Slot = std::make_shared<std::once_flag>();
    Once = Slot;
  }
  std::string Path;
  std::call_once(*Once, [&] {
    std::string Candidate = Directory + "/" + Key + ".pch";
    std::string Refusal = Candidate + HoldsUserFilesSuffix;
    // Settled on disk: a current PCH, or a build refused for holding user
    // files, not retried until one of its inputs changes.
    auto settled = [&] {
      if (isCurrent(Candidate)) {
        Path = Candidate;
        markUsed(Candidate + ".inputs");
        return true;
      }
      if (!inputsUnchanged(Refusal))
        return false;
      markUsed(Refusal);
      return true;
    };
    bool BuiltHere = false;
    if (!settled()) {
      // Another run building the same preamble is waited for, not repeated.
      PreambleBuildLock Lock(Directory, Candidate + ".lock",
                             [&](const std::string &Text) { note(Text); });
      BuiltHere = !Lock.gaveUp() && !settled();
      if (BuiltHere)
        Path = build(Job, Key, Source);
    }
    std::lock_guard<std::mutex> Lock(Mutex);
    Ready[Key] = Path;
    if (!Path.empty())
      ++(BuiltHere ? Built : Reused);
    if (BuiltHere && !Path.empty())
      Demand.satisfied(Key);
  });
  std::lock_guard<std::mutex> Lock(Mutex);
  return Ready[Key];
}

void PreambleCache::trim(uint64_t MaxBytes) {
  std::set<std::string> InUse;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    for (const auto &[Key, Slot] : Building)
      InUse.insert(Key);
  }
  trimPreambleCache(Directory, MaxBytes, InUse);
}

void PreambleCache::discard(const std::string &PchPath) {
  llvm::sys::fs::remove(PchPath + ".inputs");
  std::lock_guard<std::mutex> Lock(Mutex);
  for (auto &[Key, Path] : Ready)
    if (Path == PchPath)
      Path.clear();
}

} // namespace hipify
