#include "HipApiIndex.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify::mapcheck {
namespace {

/// `ROCm/clr:hipamd/include/hip/hip_runtime.h` or
/// `debian/pkg:/usr/include/hip/hip_runtime.h` -> `hip/hip_runtime.h`.
llvm::StringRef includePathOf(llvm::StringRef ListedHeader) {
  size_t At = ListedHeader.rfind("include/");
  if (At == llvm::StringRef::npos)
    return ListedHeader.rsplit(':').second;
  return ListedHeader.substr(At + strlen("include/"));
}

} // namespace

void HipApiIndex::addIdentifier(llvm::StringRef Name) {
  Qualified.insert(Name);
  Unqualified.insert(
      Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second);
}

llvm::Error HipApiIndex::addNameLists(llvm::StringRef Directory) {
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC))
    if (llvm::sys::path::extension(It->path()) == ".txt")
      if (llvm::Error E = addNameList(It->path()))
        return E;
  if (EC)
    return llvm::createStringError(EC, "cannot list " + Directory);
  return llvm::Error::success();
}

llvm::Error HipApiIndex::addNameList(llvm::StringRef File) {
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read " + File);
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', -1, false);
  for (llvm::StringRef Line : Lines) {
    if (Line.consume_front("# headers:")) {
      llvm::SmallVector<llvm::StringRef, 8> Paths;
      Line.split(Paths, ' ', -1, false);
      // A library list (hipblas.txt) names headers as they sit in the
      // source tree (library/include/hipblas.h); installed, they are under
      // include/<library>/ (hipblas/hipblas.h): both spellings count.
      llvm::StringRef Library = llvm::sys::path::stem(File);
      for (llvm::StringRef P : Paths) {
        llvm::StringRef Include = includePathOf(P.trim());
        Headers.insert(Include);
        if (!Include.starts_with((Library + "/").str()))
          Headers.insert((Library + "/" + Include).str());
      }
    } else if (!Line.starts_with("#")) {
      auto [Kind, Name] = Line.split('\t');
      if (!Name.trim().empty())
        addIdentifier(Name.trim());
    }
  }
  return llvm::Error::success();
}

void HipApiIndex::addInstalledHeaders(llvm::StringRef Directory,
                                      llvm::StringRef IncludeRoot) {
  clang::LangOptions Lang;
  Lang.CPlusPlus = Lang.CPlusPlus17 = true;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC)) {
    if (It->type() != llvm::sys::fs::file_type::regular_file)
      continue;
    auto Buffer = llvm::MemoryBuffer::getFile(It->path());
    if (!Buffer)
      continue;
    llvm::StringRef Path = It->path();
    if (Path.consume_front(IncludeRoot))
      Headers.insert(Path.ltrim('/'));
    llvm::StringRef Text = (*Buffer)->getBuffer();
    clang::Lexer Lex(clang::SourceLocation(), Lang, Text.begin(), Text.begin(),
                     Text.end());
    clang::Token Tok;
    bool AtEnd = false;
    while (!AtEnd) {
      // True once the buffer is used up; Tok still holds the last token.
      AtEnd = Lex.LexFromRawLexer(Tok) || Tok.is(clang::tok::eof);
      if (Tok.is(clang::tok::raw_identifier))
        addIdentifier(Tok.getRawIdentifier());
    }
  }
}

bool HipApiIndex::hasIdentifier(llvm::StringRef Name) const {
  if (Qualified.contains(Name))
    return true;
  llvm::StringRef Last = Name.rsplit("::").second;
  return Unqualified.contains(Last.empty() ? Name : Last);
}

bool HipApiIndex::hasHeader(llvm::StringRef Path) const {
  return Headers.contains(Path);
}

bool isStandardTypeName(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases({"void",     "bool",      "char",     "short",     "int",
              "long",     "float",     "double",   "signed",    "unsigned",
              "size_t",   "ptrdiff_t", "intptr_t", "uintptr_t", "int8_t",
              "int16_t",  "int32_t",   "int64_t",  "uint8_t",   "uint16_t",
              "uint32_t", "uint64_t"},
             true)
      .Default(false);
}

} // namespace hipify::mapcheck
