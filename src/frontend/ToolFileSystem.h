//===- ToolFileSystem.h - The files clang sees during a conversion -------===//
#ifndef HIPIFY_FRONTEND_TOOLFILESYSTEM_H
#define HIPIFY_FRONTEND_TOOLFILESYSTEM_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace hipify {

/// The in-memory main file precompiled preambles are built from.
llvm::StringRef preambleSourcePath();

/// The real file system seen from \p WorkingDirectory (independently of the
/// process's, so TUs can run in parallel), plus the in-memory files of the
/// tool: the compatibility header and the preamble's main file, whose text
/// is \p PreambleSource. Preambles and TUs must see the same ones, or a
/// preamble would not load.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
toolFileSystem(llvm::StringRef WorkingDirectory,
               llvm::StringRef PreambleSource = {});

} // namespace hipify

#endif
