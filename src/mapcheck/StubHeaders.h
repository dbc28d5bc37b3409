//===- StubHeaders.h - Stand-ins for absent third-party headers -----------===//
//
// The graphics-interop CUDA headers include <GL/gl.h>, <EGL/egl.h> and
// <vdpau/vdpau.h>. The check only needs the CUDA declarations, so when the
// real header is not installed a stand-in declaring just the handful of
// types the CUDA header uses is found instead (it is searched after the
// system directories, so an installed header always wins).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_STUBHEADERS_H
#define HIPIFY_MAPCHECK_STUBHEADERS_H

#include "llvm/Support/VirtualFileSystem.h"

namespace hipify::mapcheck {

/// The in-memory directory holding the stand-ins (for -idirafter).
llvm::StringRef stubHeaderDirectory();

/// Adds the stand-in headers under stubHeaderDirectory().
void addStubHeaders(llvm::vfs::InMemoryFileSystem &FS);

} // namespace hipify::mapcheck

#endif
