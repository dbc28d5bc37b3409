#include "ToolFileSystem.h"
#include "CompatPreamble.h"
#include "RemovedCudaApis.h"

#include "llvm/Support/MemoryBuffer.h"

namespace hipify {

static const char ToolDirectory[] = "/__hipify_cpp__/";

llvm::StringRef preambleSourcePath() { return "/__hipify_cpp__/preamble.cu"; }

llvm::ArrayRef<ToolHeader> toolHeaders() {
  static const ToolHeader Headers[] = {
      {compatPreamblePath(), compatPreambleText()},
      {removedCudaApisPath(), removedCudaApisText()},
  };
  return Headers;
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
