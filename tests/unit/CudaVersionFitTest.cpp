#include "frontend/CudaVersionFit.h"
#include "mapping/MappingTable.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

const MappingEntry &entry(llvm::StringRef Name) {
  const MappingEntry *E =
      MappingTable::builtin().lookup(Name, ReferenceKind::Declaration);
  EXPECT_NE(E, nullptr) << Name.str();
  return *E;
}

TEST(CudaVersionFitTest, RemovedUpToTheInstalledCuda) {
  // cudaBindTexture: removed=12.0.
  EXPECT_EQ(cudaVersionMismatch(entry("cudaBindTexture"), {12, 0}),
            "'cudaBindTexture' was removed in CUDA 12.0: the installed CUDA "
            "12.0 does not declare it [cuda-version]");
  EXPECT_EQ(cudaVersionMismatch(entry("cudaBindTexture"), {11, 8}), "");
}

TEST(CudaVersionFitTest, AddedAfterTheInstalledCuda) {
  // double4_16a: added=13.0.
  EXPECT_EQ(cudaVersionMismatch(entry("double4_16a"), {12, 9}),
            "'double4_16a' was added in CUDA 13.0: the installed CUDA 12.9 "
            "does not declare it [cuda-version]");
  EXPECT_EQ(cudaVersionMismatch(entry("double4_16a"), {13, 0}), "");
}

TEST(CudaVersionFitTest, CudnnVersionsAreNotCudaVersions) {
  // removed=9.0 is cuDNN 9.0, which a CUDA 12.4 may well ship without.
  EXPECT_EQ(cudaVersionMismatch(entry("cudnnRNNForwardTraining"), {12, 4}), "");
}

TEST(CudaVersionFitTest, NoVersionsNoWarning) {
  EXPECT_EQ(cudaVersionMismatch(entry("cudaMalloc"), {10, 0}), "");
}

} // namespace
