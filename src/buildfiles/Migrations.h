//===- Migrations.h - CUDA -> HIP in CMake files and Makefiles ------------===//
#ifndef HIPIFY_BUILDFILES_MIGRATIONS_H
#define HIPIFY_BUILDFILES_MIGRATIONS_H

#include "BuildMapping.h"
#include "CMakeLexer.h"
#include "hipify/EditSet.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace hipify {

/// Adds to \p Packages the packages of the imported targets \p Commands
/// reference (`CUDA::cublas` needs hipblas); keeps them once each, in the
/// order of the table.
void collectPackages(llvm::ArrayRef<CMakeCommand> Commands,
                     const BuildMapping &Map,
                     std::vector<std::string> &Packages);

/// The edits that migrate a CMake file of text \p Text (lexed into
/// \p Commands); `find_package(CUDAToolkit)` is followed by a
/// `find_package` of each of \p Packages.
EditSet migrateCMake(llvm::StringRef Text,
                     llvm::ArrayRef<CMakeCommand> Commands,
                     const BuildMapping &Map,
                     llvm::ArrayRef<std::string> Packages);

/// The edits that migrate a Makefile: the compiler, nvcc's flags.
EditSet migrateMakefile(llvm::StringRef Text, const BuildMapping &Map);

} // namespace hipify

#endif
