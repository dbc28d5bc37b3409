//===- OptionDefaults.h - Option values the environment supplies ----------===//
#ifndef HIPIFY_DRIVER_OPTIONDEFAULTS_H
#define HIPIFY_DRIVER_OPTIONDEFAULTS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// The CUDA installation: \p Given (--cuda-path), else $CUDA_PATH, else
/// /usr/local/cuda.
std::string cudaInstallation(llvm::StringRef Given);

/// Where precompiled preambles live unless --preamble-cache-dir says;
/// empty when the environment names no absolute directory.
std::string defaultPreambleCacheDir();

} // namespace hipify

#endif
