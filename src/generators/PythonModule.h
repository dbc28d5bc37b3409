//===- PythonModule.h - --python: the mapping tables as a Python module ---===//
#ifndef HIPIFY_GENERATORS_PYTHONMODULE_H
#define HIPIFY_GENERATORS_PYTHONMODULE_H

#include "mapping/MappingTable.h"
#include <string>

namespace hipify {

/// The file name --python writes into --o-python-map-dir.
inline constexpr const char *PythonModuleFileName = "cuda_to_hip_mappings.py";

/// A Python 3 module: one dict per family (`RUNTIME_MAP`, `BLAS_MAP`...)
/// mapping a CUDA name to (HIP name or None, API, kind, supported), the
/// include mappings of every family in `HEADER_MAP`, and `FAMILIES`.
std::string renderPythonModule(const MappingTable &Table);

} // namespace hipify

#endif
