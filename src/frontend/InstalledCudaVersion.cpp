#include "InstalledCudaVersion.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {
namespace {

std::optional<CudaVersion> parseDotted(llvm::StringRef Text) {
  auto [Major, Rest] = Text.split('.');
  CudaVersion V;
  if (Major.getAsInteger(10, V.Major) ||
      Rest.split('.').first.getAsInteger(10, V.Minor))
    return std::nullopt;
  return V;
}

std::unique_ptr<llvm::MemoryBuffer>
readFile(llvm::StringRef CudaPath,
         std::initializer_list<llvm::StringRef> Parts) {
  llvm::SmallString<256> Path(CudaPath);
  for (llvm::StringRef Part : Parts)
    llvm::sys::path::append(Path, Part);
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  return Buffer ? std::move(*Buffer) : nullptr;
}

std::optional<CudaVersion> fromVersionJson(llvm::StringRef CudaPath) {
  auto Buffer = readFile(CudaPath, {"version.json"});
  if (!Buffer)
    return std::nullopt;
  llvm::Expected<llvm::json::Value> Json =
      llvm::json::parse(Buffer->getBuffer());
  if (!Json) {
    llvm::consumeError(Json.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *Root = Json->getAsObject();
  const llvm::json::Object *Cuda = Root ? Root->getObject("cuda") : nullptr;
  std::optional<llvm::StringRef> Version =
      Cuda ? Cuda->getString("version") : std::nullopt;
  return Version ? parseDotted(*Version) : std::nullopt;
}

/// `#define CUDA_VERSION 12040`: 12.4.
std::optional<CudaVersion> fromCudaHeader(llvm::StringRef CudaPath) {
  auto Buffer = readFile(CudaPath, {"include", "cuda.h"});
  if (!Buffer)
    return std::nullopt;
  // The definition comes early in the header: read no further.
  for (llvm::StringRef Text = Buffer->getBuffer(); !Text.empty();) {
    auto [Line, Tail] = Text.split('\n');
    Text = Tail;
    llvm::StringRef Rest = Line.trim();
    if (!Rest.consume_front("#define"))
      continue;
    Rest = Rest.ltrim();
    if (!Rest.consume_front("CUDA_VERSION") || !Rest.starts_with(" "))
      continue;
    unsigned Number = 0;
    if (Rest.trim().getAsInteger(10, Number))
      return std::nullopt;
    return CudaVersion{Number / 1000, Number % 1000 / 10};
  }
  return std::nullopt;
}

} // namespace

std::optional<CudaVersion> installedCudaVersion(llvm::StringRef CudaPath) {
  if (std::optional<CudaVersion> V = fromVersionJson(CudaPath))
    return V;
  return fromCudaHeader(CudaPath);
}

} // namespace hipify
