#include "mapping/MappingVocabulary.h"

#include "llvm/ADT/StringSwitch.h"
#include <algorithm>

namespace hipify {

llvm::StringRef kindName(MappingKind Kind) {
  switch (Kind) {
  case MappingKind::Function:
    return "function";
  case MappingKind::Type:
    return "type";
  case MappingKind::Enum:
    return "enum";
  case MappingKind::Enumerator:
    return "enumerator";
  case MappingKind::Macro:
    return "macro";
  case MappingKind::Variable:
    return "variable";
  case MappingKind::Header:
    return "header";
  case MappingKind::Namespace:
    return "namespace";
  case MappingKind::Option:
    return "option";
  }
  return "?";
}

std::optional<MappingKind> parseKind(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<MappingKind>>(Name)
      .Case("function", MappingKind::Function)
      .Case("type", MappingKind::Type)
      .Case("enum", MappingKind::Enum)
      .Case("enumerator", MappingKind::Enumerator)
      .Case("macro", MappingKind::Macro)
      .Case("variable", MappingKind::Variable)
      .Case("header", MappingKind::Header)
      .Case("namespace", MappingKind::Namespace)
      .Case("option", MappingKind::Option)
      .Default(std::nullopt);
}

std::optional<AlternativeLibrary>
parseAlternativeLibrary(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<AlternativeLibrary>>(Name)
      .Case("roc", AlternativeLibrary::Roc)
      .Case("hipdnn", AlternativeLibrary::Hipdnn)
      .Default(std::nullopt);
}

llvm::StringRef statusName(SupportStatus Status) {
  switch (Status) {
  case SupportStatus::Supported:
    return "supported";
  case SupportStatus::Unsupported:
    return "unsupported";
  case SupportStatus::Experimental:
    return "experimental";
  }
  return "?";
}

std::optional<SupportStatus> parseStatus(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<SupportStatus>>(Name)
      .Case("supported", SupportStatus::Supported)
      .Case("unsupported", SupportStatus::Unsupported)
      .Case("experimental", SupportStatus::Experimental)
      .Default(std::nullopt);
}

static const llvm::StringRef Categories[] = {"error",
                                             "init",
                                             "version",
                                             "device",
                                             "context",
                                             "module",
                                             "memory",
                                             "virtual_memory",
                                             "ordered_memory",
                                             "multicast",
                                             "unified",
                                             "stream",
                                             "event",
                                             "external_resource",
                                             "stream_memory",
                                             "execution",
                                             "graph",
                                             "occupancy",
                                             "texture",
                                             "surface",
                                             "tensor",
                                             "peer",
                                             "graphics",
                                             "driver_entry_point",
                                             "cpp",
                                             "coredump",
                                             "driver_interact",
                                             "profiler",
                                             "openGL",
                                             "D3D9",
                                             "D3D10",
                                             "D3D11",
                                             "VDPAU",
                                             "EGL",
                                             "thread",
                                             "complex",
                                             "library",
                                             "device_library",
                                             "device_function",
                                             "device_type",
                                             "include",
                                             "include_cuda_main_header",
                                             "include_cuda_main_header_v2",
                                             "type",
                                             "literal",
                                             "numeric_literal",
                                             "define",
                                             "extern_shared",
                                             "kernel_launch"};

llvm::ArrayRef<llvm::StringRef> statisticsCategories() { return Categories; }

bool isStatisticsCategory(llvm::StringRef Name) {
  return std::find(std::begin(Categories), std::end(Categories), Name) !=
         std::end(Categories);
}

// hipify-clang's names in its order, then the families it does not have.
static const llvm::StringRef Apis[] = {
    "CUDA Driver API", "CUDA RT API", "cuComplex API", "cuBLAS API",
    "cuRAND API",      "cuDNN API",   "cuFFT API",     "cuSPARSE API",
    "cuSOLVER API",    "CUB API",     "CAFFE2 API",    "RTC API",
    "cuBLASLt API",    "NCCL API"};

llvm::ArrayRef<llvm::StringRef> statisticsApis() { return Apis; }

bool isStatisticsApi(llvm::StringRef Name) {
  return std::find(std::begin(Apis), std::end(Apis), Name) != std::end(Apis);
}

} // namespace hipify
