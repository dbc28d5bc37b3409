//===- BlockingHeader.h - The one header a TU fails through ---------------===//
#ifndef HIPIFY_DRIVER_BLOCKINGHEADER_H
#define HIPIFY_DRIVER_BLOCKINGHEADER_H

#include "hipify/TranslationUnit.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// The one user header holding every reference of a TU left as written
/// (an inactive branch's aside), and those references' CUDA names.
struct BlockingHeader {
  std::string Path;
  std::vector<std::string> CudaNames; ///< sorted, each once
  /// The functions whose definitions hold them, sorted, each once; "file
  /// scope" stands for references outside any function.
  std::vector<std::string> Functions;
};

/// When every active unconverted reference of \p R lies in one header of
/// the user's (none in the main file), that header: fixing it alone can make
/// the TU compile. Nothing otherwise.
std::optional<BlockingHeader> onlyBlockingHeader(const TranslationUnitResult &R);

} // namespace hipify

#endif
