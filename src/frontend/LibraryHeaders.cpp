#include "LibraryHeaders.h"
#include "llvm/Support/Path.h"

namespace hipify {

// The families whose headers the user's include paths provide.
static bool isOutsideToolkit(llvm::StringRef Api) {
  return Api == "CAFFE2 API";
}

bool isLibraryHeaderOutsideToolkit(const MappingTable &Table,
                                   llvm::StringRef RealPath) {
  // Each path suffix after a separator, longest first:
  // `caffe2/core/context_gpu.h`, then `core/context_gpu.h`, ...
  for (size_t Slash = RealPath.find('/'); Slash != llvm::StringRef::npos;
       Slash = RealPath.find('/', Slash + 1)) {
    llvm::StringRef Suffix = RealPath.drop_front(Slash + 1);
    if (Suffix.empty() || !Suffix.contains('/'))
      return false;
    for (const MappingEntry &E : Table.lookupAll(Suffix))
      if (E.Kind == MappingKind::Header && isOutsideToolkit(E.Api))
        return true;
  }
  return false;
}

} // namespace hipify
