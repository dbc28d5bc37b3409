#include "ToolFileSystem.h"
#include "CompatPreamble.h"
#include "RemovedCudaApis.h"

#include "llvm/Support/MemoryBuffer.h"

namespace hipify {

llvm::StringRef preambleSourcePath() { return "/__hipify_cpp__/preamble.cu"; }

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
toolFileSystem(llvm::StringRef WorkingDirectory,
               llvm::StringRef PreambleSource) {
  auto Physical = llvm::vfs::createPhysicalFileSystem();
  Physical->setCurrentWorkingDirectory(WorkingDirectory);
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      std::move(Physical));
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(compatPreamblePath(), 0,
                  llvm::MemoryBuffer::getMemBuffer(compatPreambleText()));
  Memory->addFile(removedCudaApisPath(), 0,
                  llvm::MemoryBuffer::getMemBuffer(removedCudaApisText()));
  Memory->addFile(preambleSourcePath(), 0,
                  llvm::MemoryBuffer::getMemBufferCopy(PreambleSource));
  Overlay->pushOverlay(Memory);
  return Overlay;
}

} // namespace hipify
