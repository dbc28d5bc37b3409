//===- AlreadyHip.h - Recognize sources that are HIP already --------------===//
#ifndef HIPIFY_DRIVER_ALREADYHIP_H
#define HIPIFY_DRIVER_ALREADYHIP_H

#include "hipify/MappingTable.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <string>
#include <vector>

namespace hipify {

/// Whether \p File, with the user headers it includes (found next to the
/// including file or in \p IncludeDirs), includes HIP headers and no CUDA
/// header the tables know: a file hipify-cpp (or a person) already
/// converted. Such a file is left as it is: clang's CUDA mode cannot parse
/// HIP headers (they would take their NVIDIA path over a CUDA they were not
/// written for), and converting it again must change nothing.
/// \p UserFiles receives \p File and the user headers it reaches; files are
/// read from \p FS.
bool isAlreadyHip(llvm::vfs::FileSystem &FS, const std::string &File,
                  const std::vector<std::string> &IncludeDirs,
                  const MappingTable &Table,
                  std::vector<std::string> &UserFiles);

} // namespace hipify

#endif
