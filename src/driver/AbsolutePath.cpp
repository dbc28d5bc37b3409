#include "AbsolutePath.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::string absoluteIn(llvm::StringRef Directory, llvm::StringRef Path) {
  llvm::SmallString<256> Absolute(Path);
  if (Directory.empty())
    llvm::sys::fs::make_absolute(Absolute);
  else
    llvm::sys::path::make_absolute(Directory, Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

} // namespace hipify
