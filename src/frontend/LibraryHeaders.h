//===- LibraryHeaders.h - Library headers found outside the toolkit -------===//
#ifndef HIPIFY_FRONTEND_LIBRARYHEADERS_H
#define HIPIFY_FRONTEND_LIBRARYHEADERS_H

#include "mapping/MappingTable.h"
#include "llvm/ADT/StringRef.h"

namespace hipify {

/// Whether \p RealPath is the header of a library that ships apart from
/// CUDA (Caffe2, in PyTorch's tree), wherever it lies: its path ends with
/// a header path the library's family includes it by
/// (`caffe2/core/context_gpu.h`). What such a header declares is the
/// library's, as what the toolkit's headers declare is CUDA's.
bool isLibraryHeaderOutsideToolkit(const MappingTable &Table,
                                   llvm::StringRef RealPath);

} // namespace hipify

#endif
