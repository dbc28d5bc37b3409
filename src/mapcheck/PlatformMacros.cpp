#include "PlatformMacros.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify::mapcheck {
namespace {

constexpr const char *NvidiaList = "hip-nvidia-macros.txt";

} // namespace

void HeaderMacros::addFile(llvm::StringRef File, llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  if (!Buffer)
    return;
  llvm::StringSet<> Macros = macrosDefinedFor((*Buffer)->getBuffer(), Platform);
  auto [It, Inserted] = ByPath.try_emplace(Path);
  if (Inserted) {
    It->second = std::move(Macros);
    return;
  }
  llvm::SmallVector<llvm::StringRef, 0> Gone;
  for (const auto &M : It->second)
    if (!Macros.contains(M.getKey()))
      Gone.push_back(M.getKey());
  for (llvm::StringRef M : Gone)
    It->second.erase(M);
}

void HeaderMacros::addTrees(llvm::ArrayRef<std::string> Roots,
                            llvm::ArrayRef<std::string> Dirs) {
  for (const std::string &Root : Roots)
    for (const std::string &Dir : Dirs) {
      llvm::SmallString<256> Top(Root);
      llvm::sys::path::append(Top, Dir);
      std::error_code EC;
      for (llvm::sys::fs::recursive_directory_iterator It(Top, EC), End;
           It != End && !EC; It.increment(EC)) {
        if (It->type() != llvm::sys::fs::file_type::regular_file)
          continue;
        llvm::StringRef Path = It->path();
        Path.consume_front(Root);
        addFile(It->path(), Path.ltrim('/'));
      }
    }
}

bool HeaderMacros::addHeader(llvm::ArrayRef<std::string> Roots,
                             llvm::StringRef Path) {
  bool Found = false;
  for (const std::string &Root : Roots) {
    llvm::SmallString<256> File(Root);
    llvm::sys::path::append(File, Path);
    if (!llvm::sys::fs::is_regular_file(File))
      continue;
    addFile(File, Path);
    Found = true;
  }
  return Found;
}

bool HeaderMacros::defines(llvm::StringRef Macro) const {
  return llvm::any_of(ByPath, [&](const auto &Entry) {
    return Entry.getValue().contains(Macro);
  });
}

llvm::Error PlatformMacros::addNameLists(llvm::StringRef Directory) {
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC)) {
    if (llvm::sys::path::extension(It->path()) != ".txt")
      continue;
    auto Buffer = llvm::MemoryBuffer::getFile(It->path());
    if (!Buffer)
      return llvm::createStringError(Buffer.getError(),
                                     "cannot read " + It->path());
    bool Nvidia = llvm::sys::path::filename(It->path()) == NvidiaList;
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    (*Buffer)->getBuffer().split(Lines, '\n', -1, false);
    for (llvm::StringRef Line : Lines) {
      if (Line.starts_with("#"))
        continue;
      auto [Kind, Name] = Line.split('\t');
      Name = Name.trim();
      if (Name.empty())
        continue;
      // The NVIDIA list: `macro` (HIP's) and `cuda-guard` (CUDA's, brought
      // in by HIP's NVIDIA headers) are all defined there.
      if (Nvidia)
        NvidiaListMacros.insert(Name);
      else
        (Kind == "macro" ? AmdListMacros : AmdListOthers).insert(Name);
    }
  }
  if (EC)
    return llvm::createStringError(EC, "cannot list " + Directory);
  return llvm::Error::success();
}

bool PlatformMacros::declaredOnAmdAsNoMacro(llvm::StringRef Name) const {
  return AmdListOthers.contains(Name) && !AmdListMacros.contains(Name);
}

bool PlatformMacros::definedOn(HipPlatform Platform,
                               llvm::StringRef Name) const {
  if (Platform == HipPlatform::Nvidia)
    return NvidiaListMacros.contains(Name) || NvidiaHeaders.defines(Name);
  // The lists are what AMD declares: a name they give another kind is no
  // macro, whatever a header #defines under an option
  // (hipStreamBeginCapture with HIP_API_PER_THREAD_DEFAULT_STREAM).
  if (declaredOnAmdAsNoMacro(Name))
    return false;
  return AmdListMacros.contains(Name) || AmdPredefined.contains(Name) ||
         AmdHeaders.defines(Name);
}

} // namespace hipify::mapcheck
