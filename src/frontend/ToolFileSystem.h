//===- ToolFileSystem.h - The files clang sees during a conversion -------===//
#ifndef HIPIFY_FRONTEND_TOOLFILESYSTEM_H
#define HIPIFY_FRONTEND_TOOLFILESYSTEM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <string>
#include <vector>

namespace hipify {

/// A header hipify-cpp provides from memory.
struct ToolHeader {
  llvm::StringRef Path;
  llvm::StringRef Text;
  /// It declares names of CUDA's own (the ones CUDA removed): its file
  /// counts as the toolkit's.
  bool DeclaresCuda;
};

/// The tool's headers, in the order every TU and every preamble
/// force-includes them: what makes nvcc-accepted code parse in clang, and
/// the declarations CUDA 13 removed. The file system serves them, and a
/// preamble's key covers their text.
llvm::ArrayRef<ToolHeader> toolHeaders();

/// Whether \p Path is a tool header that declares CUDA's names.
bool isToolCudaHeader(llvm::StringRef Path);

/// The options of every clang command line of the tool, whether its headers
/// come as text or from a preamble (which must have been built with them).
/// clang's CUDA wrapper includes __clang_cuda_texture_intrinsics.h for one
/// macro, __nv_tex_surf_handler, used only in the bodies of the toolkit's
/// texture and surface functions, which are skipped: its include guard is
/// defined, since evaluating the constexpr hashes that name its hundreds of
/// specializations was a quarter of a TU's parse.
std::vector<std::string> toolDefinitions();

/// toolDefinitions(), then `-include <path>` for each of toolHeaders(), for a
/// clang command line.
std::vector<std::string> toolHeaderIncludes();

/// Whether \p Path is one of the tool's in-memory files.
bool isToolFile(llvm::StringRef Path);

/// The in-memory main file precompiled preambles are built from.
llvm::StringRef preambleSourcePath();

/// The real file system seen from \p WorkingDirectory (independently of the
/// process's, so TUs can run in parallel), plus the in-memory files of the
/// tool: toolHeaders() and the preamble's main file, whose text is
/// \p PreambleSource. Preambles and TUs must see the same ones, or a
/// preamble would not load.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
toolFileSystem(llvm::StringRef WorkingDirectory,
               llvm::StringRef PreambleSource = {});

} // namespace hipify

#endif
