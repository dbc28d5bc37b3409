#include "StubHeaders.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify::mapcheck {
namespace {

struct StubHeader {
  const char *Path;
  const char *Text;
};

// Only the types the CUDA interop headers name (cuda_gl_interop.h,
// cuda_egl_interop.h, cuda_vdpau_interop.h); not a usable API.
const StubHeader Stubs[] = {
    {"GL/gl.h", "typedef unsigned int GLuint;\n"
                "typedef unsigned int GLenum;\n"},
    {"EGL/egl.h", "typedef int EGLint;\n"
                  "typedef void *EGLImageKHR;\n"
                  "typedef void *EGLStreamKHR;\n"
                  "typedef void *EGLSyncKHR;\n"},
    {"EGL/eglext.h", ""},
    {"vdpau/vdpau.h", "#include <stdint.h>\n"
                      "typedef uint32_t VdpDevice;\n"
                      "typedef uint32_t VdpVideoSurface;\n"
                      "typedef uint32_t VdpOutputSurface;\n"
                      "typedef int VdpGetProcAddress(VdpDevice, uint32_t, "
                      "void **);\n"},
};

} // namespace

llvm::StringRef stubHeaderDirectory() { return "/__hipify_mapcheck__/stubs"; }

void addStubHeaders(llvm::vfs::InMemoryFileSystem &FS) {
  for (const StubHeader &S : Stubs) {
    llvm::SmallString<128> Path(stubHeaderDirectory());
    llvm::sys::path::append(Path, S.Path);
    FS.addFile(Path, 0, llvm::MemoryBuffer::getMemBuffer(S.Text));
  }
}

} // namespace hipify::mapcheck
