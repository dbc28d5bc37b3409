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
  EXPECT_FALSE(parseArgumentTransform("drop", "2:a-b", Error));
  EXPECT_EQ(Error, "expected drop=N:null, drop=N:zero, drop=N:any, "
                   "drop=N:ENUMERATOR or drop=N:ENUMERATOR:numerics-rule");
  EXPECT_FALSE(parseArgumentTransform("drop", "3:CUDNN_X:nan", Error));
  EXPECT_FALSE(parseArgumentTransform("order", "1,0", Error));
  EXPECT_EQ(Error, "'0' is not an argument position (from 1)");
  EXPECT_FALSE(parseArgumentTransform("order", "1,,2", Error));
  EXPECT_EQ(Error, "order= has an empty item");
  EXPECT_FALSE(parseArgumentTransform("map", "2:A>", Error));
  EXPECT_EQ(Error, "expected map=N:CUDA_VALUE>hipValue,..., found 'A>'");
  EXPECT_FALSE(parseArgumentTransform("map", "2:1A>a", Error));
  EXPECT_EQ(Error, "expected map=N:CUDA_VALUE>hipValue,..., found '1A>a'");
  EXPECT_FALSE(parseArgumentTransform("map", "x:A>a", Error));
  EXPECT_EQ(Error, "'x' is not an argument position (from 1)");
}

TEST(ArgumentTransformTest, NamesTheNumericsRuleOfADropThatDiffersOnNaN) {
  auto List = parseArgumentTransforms(
      "drop=3:CUDNN_NOT_PROPAGATE_NAN:numerics-nan-propagation "
      "drop=2:CUDNN_TENSOR_NCHW");
  ASSERT_EQ(List.size(), 2u);
  EXPECT_EQ(List[0].Required, ArgumentTransform::Requirement::Enumerator);
  EXPECT_EQ(List[0].Index, 2u);
  EXPECT_EQ(List[0].Text, "CUDNN_NOT_PROPAGATE_NAN");
  EXPECT_EQ(List[0].DiffersOnSpecialValues, "numerics-nan-propagation");
  EXPECT_EQ(List[1].DiffersOnSpecialValues, "");
}

TEST(ArgumentTransformTest, ParsesTheReorderingKinds) {
  auto List = parseArgumentTransforms(
      "drop=2:CUDNN_TENSOR_NCHW drop=6:any order=1,hipOpAdd,5,5 "
      "map=3:CUDA_A>hipA,CUDA_B>hipB");
  ASSERT_EQ(List.size(), 4u);
  EXPECT_EQ(List[0].Required, ArgumentTransform::Requirement::Enumerator);
  EXPECT_EQ(List[0].Text, "CUDNN_TENSOR_NCHW");
  EXPECT_EQ(List[1].Required, ArgumentTransform::Requirement::Any);
  EXPECT_EQ(List[1].Index, 5u);
  EXPECT_EQ(List[2].What, ArgumentTransform::Kind::Order);
  ASSERT_EQ(List[2].Items.size(), 4u);
  EXPECT_EQ(List[2].Items[0].Index, 0u);
  EXPECT_FALSE(List[2].Items[1].Index);
  EXPECT_EQ(List[2].Items[1].Text, "hipOpAdd");
  EXPECT_EQ(List[2].Items[3].Index, 4u); // an argument may be taken twice
  EXPECT_TRUE(List[2].rebuildsList());
  EXPECT_EQ(List[3].What, ArgumentTransform::Kind::MapValues);
  EXPECT_EQ(List[3].Index, 2u);
  ASSERT_EQ(List[3].Values.size(), 2u);
  EXPECT_EQ(List[3].Values[1].first, "CUDA_B");
  EXPECT_EQ(List[3].Values[1].second, "hipB");
  EXPECT_FALSE(List[0].rebuildsList());
}

TEST(ArgumentTransformTest, ChecksThatTransformsFitTogether) {
  EXPECT_EQ(checkArgumentTransforms(
                parseArgumentTransforms("order=1,8 drop=9:CUDNN_DATA_FLOAT")),
            "");
  EXPECT_EQ(
      checkArgumentTransforms(parseArgumentTransforms("order=1,8 drop=8:any")),
      "argument 8 is both ordered and dropped");
  EXPECT_EQ(
      checkArgumentTransforms(parseArgumentTransforms("map=2:A>a drop=2:zero")),
      "argument 2 is both mapped and dropped");
  EXPECT_EQ(checkArgumentTransforms(parseArgumentTransforms("order=2 order=1")),
            "order= may be given once");
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
  EXPECT_TRUE(changesFunctionType("order=2,1"));
  EXPECT_FALSE(changesFunctionType(""));
}
