#include "SavedTemps.h"

#include "hipify/FileWriter.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::string defaultTempDir() {
  llvm::SmallString<256> Dir;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Dir);
  llvm::sys::path::append(Dir, "hipify-cpp");
  return std::string(Dir);
}

llvm::Error saveTemps(llvm::StringRef Dir, llvm::StringRef RelativePath,
                      llvm::StringRef Original, llvm::StringRef Converted) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, RelativePath);
  if (std::error_code EC =
          llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path)))
    return llvm::createFileError(llvm::sys::path::parent_path(Path), EC);
  if (llvm::Error E = writeFileAtomically(Path, Original))
    return E;
  return writeFileAtomically((Path + ".hip").str(), Converted);
}

} // namespace hipify
