//===- AlreadyHip.h - Recognize sources that are HIP already --------------===//
#ifndef HIPIFY_DRIVER_ALREADYHIP_H
#define HIPIFY_DRIVER_ALREADYHIP_H

#include "frontend/ActiveIncludes.h"
#include "mapping/MappingTable.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// Whether \p Name, as an `#include` spells it, is a HIP header: under
/// `hip/`, or a HIP library header the tables convert a CUDA one into.
bool isHipHeader(llvm::StringRef Name, const MappingTable &Table);

/// Whether an include line of \p File, or of a user header it reaches
/// (found next to the including file or in \p IncludeDirs), names a HIP
/// header, active or not: a file that is already HIP does, so only such a
/// file is preprocessed to decide (alreadyHipFiles). Files are read from
/// \p FS.
bool mentionsHipHeader(llvm::vfs::FileSystem &FS, const std::string &File,
                       const std::vector<std::string> &IncludeDirs,
                       const MappingTable &Table);

/// The user's files of a TU that is HIP already, the main file first: one
/// whose active includes, followed from the main file through the user's
/// headers, reach a HIP header and no CUDA header the tables know. Such a
/// file is left as it is: clang's CUDA mode cannot parse HIP headers (they
/// would take their NVIDIA path over a CUDA they were not written for), and
/// converting it again must change nothing. std::nullopt otherwise.
std::optional<std::vector<std::string>>
alreadyHipFiles(const ActiveIncludes &Active, const MappingTable &Table);

} // namespace hipify

#endif
