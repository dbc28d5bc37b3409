#include "frontend/LibraryHeaders.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

const MappingTable &table() { return MappingTable::builtin(); }

TEST(LibraryHeadersTest, Caffe2HeadersWhereverTheyLie) {
  EXPECT_TRUE(isLibraryHeaderOutsideToolkit(
      table(), "/src/pytorch/caffe2/core/context_gpu.h"));
  EXPECT_TRUE(
      isLibraryHeaderOutsideToolkit(table(), "/opt/caffe2/core/operator.h"));
}

TEST(LibraryHeadersTest, OnlyTheWholeIncludePath) {
  // The file name alone, or a path the family does not include it by.
  EXPECT_FALSE(isLibraryHeaderOutsideToolkit(table(), "/src/operator.h"));
  EXPECT_FALSE(
      isLibraryHeaderOutsideToolkit(table(), "/src/mine/core/operator.h"));
}

TEST(LibraryHeadersTest, ToolkitFamiliesAreFoundUnderTheToolkit) {
  // cooperative_groups/reduce.h is CUDA's: a copy elsewhere is the user's.
  EXPECT_FALSE(isLibraryHeaderOutsideToolkit(
      table(), "/src/vendor/cooperative_groups/reduce.h"));
}

} // namespace
