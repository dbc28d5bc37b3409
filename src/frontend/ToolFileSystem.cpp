#include "ToolFileSystem.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MemoryBuffer.h"

namespace hipify {

static const char ToolDirectory[] = "/__hipify_cpp__/";

llvm::StringRef preambleSourcePath() { return "/__hipify_cpp__/preamble.cu"; }

// headers/hipify_cuda_compat.h: nvcc accepts code that clang's CUDA mode
// rejects (host calls to unqualified min/max, intrinsics clang lacks, ...);
// this header, never written into the user's code, makes it parse.
static const char CompatText[] =
#include "hipify/CompatPreambleText.inc"
    ;

// headers/removed_apis.h: declarations CUDA 13 dropped, each with the
// parameters of the last release that had it and guarded by the release
// that removed it, so that an older toolkit's own declaration is never
// repeated. mappings/ lists these names with removed=<version>. Declared:
// the functions with a HIP equivalent. Types are not (cudaLaunchParams,
// texture references): a user's own definition of the name could not
// coexist with ours.
static const char RemovedApisText[] =
#include "hipify/RemovedCudaApisText.inc"
    ;

llvm::ArrayRef<ToolHeader> toolHeaders() {
  static const ToolHeader Headers[] = {
      {"/__hipify_cpp__/hipify_cuda_compat.h", CompatText,
       /*DeclaresCuda=*/false},
      {"/__hipify_cpp__/cuda/removed_apis.h", RemovedApisText,
       /*DeclaresCuda=*/true},
  };
  return Headers;
}

bool isToolCudaHeader(llvm::StringRef Path) {
  return llvm::any_of(toolHeaders(), [&](const ToolHeader &Header) {
    return Header.DeclaresCuda && Header.Path == Path;
  });
}

std::vector<std::string> toolDefinitions() {
  return {"-D__CLANG_CUDA_TEXTURE_INTRINSICS_H__"};
}

std::vector<std::string> toolHeaderIncludes() {
  std::vector<std::string> Args = toolDefinitions();
  for (const ToolHeader &Header : toolHeaders())
    Args.insert(Args.end(), {"-include", Header.Path.str()});
  return Args;
}

bool isToolFile(llvm::StringRef Path) { return Path.starts_with(ToolDirectory); }

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
toolFileSystem(llvm::StringRef WorkingDirectory,
               llvm::StringRef PreambleSource) {
  auto Physical = llvm::vfs::createPhysicalFileSystem();
  Physical->setCurrentWorkingDirectory(WorkingDirectory);
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      std::move(Physical));
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (const ToolHeader &Header : toolHeaders())
    Memory->addFile(Header.Path, 0,
                    llvm::MemoryBuffer::getMemBuffer(Header.Text));
  Memory->addFile(preambleSourcePath(), 0,
                  llvm::MemoryBuffer::getMemBufferCopy(PreambleSource));
  Overlay->pushOverlay(Memory);
  return Overlay;
}

} // namespace hipify
