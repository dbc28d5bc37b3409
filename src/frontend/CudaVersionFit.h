//===- CudaVersionFit.h - Names the installed CUDA does not declare -------===//
#ifndef HIPIFY_FRONTEND_CUDAVERSIONFIT_H
#define HIPIFY_FRONTEND_CUDAVERSIONFIT_H

#include "mapping/CudaVersion.h"
#include "mapping/MappingTable.h"
#include <string>

namespace hipify {

/// Why the CUDA installed, \p Installed, does not declare \p Entry's name,
/// by the versions the tables give: a CUDA up to \p Installed removed it, or
/// one after it added it. Empty when the tables say nothing against it, and
/// for cuDNN, versioned apart from the toolkit.
std::string cudaVersionMismatch(const MappingEntry &Entry,
                                CudaVersion Installed);

} // namespace hipify

#endif
