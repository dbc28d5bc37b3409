#include "rules/StatusStrings.h"

#include <gtest/gtest.h>

namespace hipify {
namespace {

TEST(StatusStringsTest, ReadsColumnsAndStatusTypes) {
  StatusStrings S("# comment\n"
                  "status-type\tcudaGetErrorString:string\tcudaGetErrorName:"
                  "name\n"
                  "cublasStatus_t\tcublasGetStatusString\t-\n"
                  "cufftResult\t-\n");
  ASSERT_EQ(S.runtimeFunctions().size(), 2u);
  EXPECT_EQ(S.runtimeFunctions()[1].Name, "cudaGetErrorName");
  EXPECT_EQ(S.runtimeFunctions()[1].What, "name");
  EXPECT_EQ(S.columnOf("cudaGetErrorString"), 0);
  EXPECT_EQ(S.columnOf("cudaGetLastError"), -1);
  // One column short: skipped.
  ASSERT_EQ(S.statusTypes().size(), 1u);
  EXPECT_EQ(S.statusTypes()[0].Name, "cublasStatus_t");
  EXPECT_EQ(S.statusTypes()[0].Functions,
            (std::vector<std::string>{"cublasGetStatusString", ""}));
}

TEST(StatusStringsTest, BuiltinListNamesEveryLibraryStatus) {
  const StatusStrings &S = StatusStrings::builtin();
  EXPECT_GE(S.columnOf("cudaGetErrorName"), 0);
  std::vector<std::string> Names;
  for (const StatusType &T : S.statusTypes())
    Names.push_back(T.Name);
  EXPECT_EQ(Names, (std::vector<std::string>{"cublasStatus_t",
                                             "cusparseStatus_t", "cufftResult",
                                             "curandStatus_t",
                                             "cusolverStatus_t"}));
}

} // namespace
} // namespace hipify
