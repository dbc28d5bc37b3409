#include "hipify/ArgumentTransform.h"

#include <gtest/gtest.h>

using namespace hipify;

TEST(ArgumentTransformTest, ParsesEveryKindFromOne) {
  auto List = parseArgumentTransforms(
      "drop=4:null device=3 insert=3:HIP_VERSION default=4:nullptr");
  ASSERT_EQ(List.size(), 4u);
  EXPECT_EQ(List[0].What, ArgumentTransform::Kind::Drop);
  EXPECT_EQ(List[0].Index, 3u);
  EXPECT_EQ(List[0].Required, ArgumentTransform::Requirement::NullPointer);
  EXPECT_EQ(List[1].What, ArgumentTransform::Kind::DeviceOfLocation);
  EXPECT_EQ(List[1].Index, 2u);
  EXPECT_EQ(List[2].What, ArgumentTransform::Kind::Insert);
  EXPECT_EQ(List[2].Index, 2u);
  EXPECT_EQ(List[2].Text, "HIP_VERSION");
  EXPECT_EQ(List[3].What, ArgumentTransform::Kind::WriteDefault);
  EXPECT_EQ(List[3].Text, "nullptr");
}

TEST(ArgumentTransformTest, RejectsMalformedValues) {
  std::string Error;
  EXPECT_FALSE(parseArgumentTransform("insert", "3", Error));
  EXPECT_EQ(Error, "expected insert=N:argument");
  EXPECT_FALSE(parseArgumentTransform("default", "0:nullptr", Error));
  EXPECT_EQ(Error, "'0' is not an argument position (from 1)");
  EXPECT_FALSE(parseArgumentTransform("drop", "2:maybe", Error));
  EXPECT_EQ(Error, "expected drop=N:null or drop=N:zero");
}

TEST(ArgumentTransformTest, OtherExtrasAreNotTransforms) {
  std::string Error = "stale";
  EXPECT_FALSE(parseArgumentTransform("hip", "6.3", Error));
  EXPECT_TRUE(Error.empty());
}

TEST(ArgumentTransformTest, OnlyDefaultsKeepTheFunctionType) {
  EXPECT_FALSE(
      changesFunctionType("default=4:0 default=5:hipMemcpyHostToDevice"));
  EXPECT_TRUE(changesFunctionType("drop=6:null default=3:nullptr"));
  EXPECT_TRUE(changesFunctionType("insert=3:0"));
  EXPECT_FALSE(changesFunctionType(""));
}
