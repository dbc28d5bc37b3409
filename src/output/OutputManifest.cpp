#include "OutputManifest.h"

#include "output/FileWriter.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#include <vector>

namespace hipify {

static constexpr llvm::StringLiteral Header =
    "# The files hipify-cpp wrote here, one line each: a hash of a text it "
    "wrote, the path.\n# A file not listed, or changed since, is not "
    "replaced.\n";

std::string outputHash(llvm::StringRef Text) {
  return llvm::utohexstr(llvm::xxh3_64bits(Text), /*LowerCase=*/true, 16);
}

std::string OutputManifest::pathOf(llvm::StringRef RelativePath) const {
  llvm::SmallString<256> Path(Directory);
  llvm::sys::path::append(Path, RelativePath);
  return std::string(Path);
}

std::string OutputManifest::manifestPath() const {
  return pathOf(OutputManifestName);
}

OutputManifest OutputManifest::read(llvm::StringRef Directory) {
  OutputManifest Manifest(Directory);
  auto Buffer = llvm::MemoryBuffer::getFile(Manifest.manifestPath(),
                                            /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return Manifest;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', /*MaxSplit=*/-1,
                               /*KeepEmpty=*/false);
  for (llvm::StringRef Line : Lines) {
    if (Line.starts_with("#"))
      continue;
    auto [Hash, Path] = Line.split(' ');
    if (!Path.empty())
      Manifest.Hashes[Path].insert(Hash);
  }
  return Manifest;
}

bool OutputManifest::wrote(llvm::StringRef RelativePath,
                           llvm::StringRef Text) const {
  auto It = Hashes.find(RelativePath);
  return It != Hashes.end() && It->second.contains(outputHash(Text));
}

bool OutputManifest::mayReplace(llvm::StringRef RelativePath) const {
  std::string Path = pathOf(RelativePath);
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(Path, Status, /*Follow=*/false))
    return !llvm::sys::fs::exists(Status); // missing, or unreadable: foreign
  if (!llvm::sys::fs::is_regular_file(Status) || !Hashes.count(RelativePath))
    return false;
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  return Buffer && wrote(RelativePath, (*Buffer)->getBuffer());
}

/// Whether \p Name is a temporary file writeFileAtomically() names for an
/// instant (`.<file>.hipify-XXXXXX.tmp`), which it removes when left over.
static bool isWriteTemporary(llvm::StringRef Name) {
  return Name.starts_with(".") && Name.ends_with(".tmp") &&
         Name.size() > 1 + 8 + 6 + 4 &&
         Name.drop_back(6 + 4).ends_with(".hipify-");
}

void OutputManifest::scan(llvm::StringRef Relative,
                          std::optional<std::string> &Found) const {
  std::vector<std::pair<std::string, llvm::sys::fs::file_type>> Entries;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(pathOf(Relative), EC), End;
       !EC && It != End; It.increment(EC))
    Entries.emplace_back(llvm::sys::path::filename(It->path()).str(),
                         It->type());
  llvm::sort(Entries);
  for (const auto &[Name, Type] : Entries) {
    if (Found)
      return;
    std::string Path = Relative.empty() ? Name : (Relative + "/" + Name).str();
    if (Name == OutputManifestName || isWriteTemporary(Name))
      continue;
    if (Type == llvm::sys::fs::file_type::directory_file)
      scan(Path, Found);
    else if (!mayReplace(Path))
      Found = Path;
  }
}

std::optional<std::string> OutputManifest::firstForeignFile() const {
  std::optional<std::string> Found;
  scan("", Found);
  return Found;
}

llvm::Error OutputManifest::record(llvm::StringRef RelativePath,
                                   llvm::StringRef Text) {
  std::string Hash = outputHash(Text);
  if (!Hashes[RelativePath].insert(Hash).second)
    return llvm::Error::success();
  std::string Path = manifestPath();
  // Never through a link: the manifest is the tool's own file.
  int FD = ::open(Path.c_str(),
                  O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (FD < 0)
    return llvm::createFileError(
        Path, std::error_code(errno, std::generic_category()));
  std::string Line = (Hash + " " + RelativePath + "\n").str();
  if (::lseek(FD, 0, SEEK_END) == 0)
    Line = Header.str() + Line;
  ssize_t Written = ::write(FD, Line.data(), Line.size());
  int Errno = errno;
  ::close(FD);
  if (Written != static_cast<ssize_t>(Line.size()))
    return llvm::createFileError(
        Path, std::error_code(Written < 0 ? Errno : EIO,
                              std::generic_category()));
  return llvm::Error::success();
}

llvm::Error OutputManifest::compact() {
  std::vector<std::string> Paths;
  for (const auto &Entry : Hashes)
    Paths.push_back(Entry.getKey().str());
  llvm::sort(Paths);
  std::string Text = Header.str();
  for (const std::string &Path : Paths) {
    auto Buffer = llvm::MemoryBuffer::getFile(pathOf(Path), /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (Buffer && wrote(Path, (*Buffer)->getBuffer()))
      Text += outputHash((*Buffer)->getBuffer()) + " " + Path + "\n";
  }
  return writeFileAtomically(manifestPath(), Text, ExistingPath::Replace);
}

} // namespace hipify
