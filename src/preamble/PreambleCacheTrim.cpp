#include "PreambleCacheTrim.h"
#include "PreambleFiles.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <chrono>
#include <map>

#include <fcntl.h>
#include <unistd.h>

namespace hipify {

std::vector<std::string>
preamblesToRemove(std::vector<CachedPreamble> Preambles, uint64_t MaxBytes,
                  const std::set<std::string> &InUse) {
  uint64_t Total = 0;
  for (const CachedPreamble &P : Preambles)
    Total += P.Bytes;
  std::vector<std::string> Remove;
  if (Total <= MaxBytes)
    return Remove;
  std::stable_sort(Preambles.begin(), Preambles.end(),
                   [](const CachedPreamble &A, const CachedPreamble &B) {
                     return A.LastUsed < B.LastUsed;
                   });
  uint64_t Target = MaxBytes / 4 * 3;
  for (const CachedPreamble &P : Preambles) {
    if (Total <= Target)
      break;
    if (InUse.count(P.Key))
      continue;
    Remove.push_back(P.Key);
    Total -= P.Bytes;
  }
  return Remove;
}

namespace {

/// A preamble's files are named "<key>.pch", "<key>.pch.inputs"...; a
/// build's temporary file "<key>.pch-XXXXXX", its manifest
/// "<key>.pch.inputs.new".
bool isTemporary(llvm::StringRef Name) {
  return Name.ends_with(".new") || Name.contains(".pch-");
}

bool isKey(llvm::StringRef Key) {
  return Key.size() == 32 && llvm::all_of(Key, llvm::isHexDigit);
}

/// Whether \p Text, the start of the cache file \p Name, is what this tool
/// writes in such a file: a cache directory may be shared, or be a folder
/// that holds other files, and trimming must remove only its own.
bool startsLikeOurs(llvm::StringRef Name, llvm::StringRef Text) {
  if (Name.ends_with(".pch") || Name.contains(".pch-"))
    return Text.empty() || Text.starts_with("CPCH"); // clang's PCH signature
  if (Name.ends_with(".wanted") || Name.ends_with(".lock"))
    return Text.empty() || llvm::isDigit(Text.front()); // "<pid> <host>"
  if (Name.ends_with(".identifiers"))
    return llvm::all_of(Text, [](char C) {
      return C == '\n' || C == '_' || C == '$' || llvm::isAlnum(C);
    });
  // The manifests: .inputs, .inputs.new, .holds-user-files.
  return Text.empty() || Text.starts_with(ChecksumPrefix) ||
         llvm::isDigit(Text.front());
}

/// Whether \p Path (named \p Name, key \p Key) is a regular file this tool
/// made: its name and its first bytes say so. Links are never followed.
bool isOurs(const std::string &Path, llvm::StringRef Name, llvm::StringRef Key,
            const llvm::sys::fs::file_status &Status) {
  if (!isKey(Key) || Status.type() != llvm::sys::fs::file_type::regular_file)
    return false;
  int FD;
  if (llvm::sys::fs::openFileForRead(Path, FD, llvm::sys::fs::OF_None))
    return false;
  char Start[64];
  ssize_t Read = ::pread(FD, Start, sizeof(Start), 0);
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  return Read >= 0 && startsLikeOurs(Name, llvm::StringRef(Start, Read));
}

} // namespace

void trimPreambleCache(const std::string &Directory, uint64_t MaxBytes,
                       const std::set<std::string> &InUse) {
  std::map<std::string, CachedPreamble> ByKey;
  std::map<std::string, std::vector<std::string>> FilesByKey;
  auto DeadBuild = std::chrono::system_clock::now() - std::chrono::hours(1);
  // A request no run repeated for a month (see PreambleDemand.h).
  auto ForgottenRequest =
      std::chrono::system_clock::now() - std::chrono::hours(24 * 30);
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    auto [Key, Rest] = Name.split('.');
    if (Rest.empty() || !Rest.starts_with("pch"))
      continue; // not one of ours
    llvm::sys::fs::file_status Status;
    if (llvm::sys::fs::status(It->path(), Status, /*Follow=*/false) ||
        !isOurs(It->path(), Name, Key, Status))
      continue;
    if (isTemporary(Name)) {
      if (Status.getLastModificationTime() < DeadBuild)
        llvm::sys::fs::remove(It->path());
      continue;
    }
    if (Rest == "pch.wanted") {
      if (Status.getLastModificationTime() < ForgottenRequest)
        llvm::sys::fs::remove(It->path());
      continue;
    }
    CachedPreamble &P = ByKey[Key.str()];
    P.Key = Key.str();
    P.Bytes += Status.getSize();
    P.LastUsed = std::max(P.LastUsed, Status.getLastModificationTime());
    FilesByKey[Key.str()].push_back(It->path());
  }
  std::vector<CachedPreamble> Preambles;
  for (auto &[Key, P] : ByKey)
    Preambles.push_back(P);
  // The PCH goes first: a run that finds the manifest without it rebuilds.
  for (const std::string &Key : preamblesToRemove(Preambles, MaxBytes, InUse)) {
    std::vector<std::string> &Files = FilesByKey[Key];
    std::stable_partition(Files.begin(), Files.end(), [](const std::string &F) {
      return llvm::StringRef(F).ends_with(".pch");
    });
    for (const std::string &File : Files)
      llvm::sys::fs::remove(File);
  }
}

void markUsed(const std::string &Path) {
  // Never through a link planted in a shared cache directory.
  int FD = ::open(Path.c_str(), O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC);
  if (FD < 0)
    return;
  auto Now = std::chrono::system_clock::now();
  llvm::sys::fs::setLastAccessAndModificationTime(FD, Now, Now);
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
}

std::optional<uint64_t> parseByteSize(llvm::StringRef Text) {
  uint64_t Unit = 1;
  if (!Text.empty()) {
    switch (Text.back()) {
    case 'K': case 'k': Unit = 1ULL << 10; break;
    case 'M': case 'm': Unit = 1ULL << 20; break;
    case 'G': case 'g': Unit = 1ULL << 30; break;
    default: break;
    }
    if (Unit != 1)
      Text = Text.drop_back();
  }
  uint64_t Number;
  if (Text.empty() || Text.getAsInteger(10, Number) ||
      Number > UINT64_MAX / Unit)
    return std::nullopt;
  return Number * Unit;
}

} // namespace hipify
