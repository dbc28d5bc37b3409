#include "mapping/ParsedExtras.h"

#include <gtest/gtest.h>

using namespace hipify;
using namespace hipify::mapgen;

namespace {

/// Parses space-separated `key=value` transforms, failing on any error.
std::vector<ParsedArgumentTransform> parseAll(llvm::StringRef List) {
  std::vector<ParsedArgumentTransform> Out;
  llvm::SmallVector<llvm::StringRef, 4> Items;
  List.split(Items, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Item : Items) {
    auto [Key, Value] = Item.split('=');
    std::string Error;
    std::optional<ParsedArgumentTransform> T =
        parseArgumentTransform(Key, Value, Error);
    EXPECT_TRUE(T) << Item.str() << ": " << Error;
    if (T)
      Out.push_back(std::move(*T));
  }
  return Out;
}

TEST(ArgumentTransformTest, ParsesEveryKindFromOne) {
  auto List =
      parseAll("drop=4:null device=3 insert=3:HIP_VERSION default=4:nullptr");
  ASSERT_EQ(List.size(), 4u);
  EXPECT_EQ(List[0].What, ArgumentTransform::Kind::Drop);
  EXPECT_EQ(List[0].Index, 3u);
  EXPECT_EQ(List[0].Required, ArgumentTransform::Requirement::NullPointer);
  EXPECT_EQ(List[0].Written, "drop=4:null");
  EXPECT_EQ(List[1].What, ArgumentTransform::Kind::DeviceOfLocation);
  EXPECT_EQ(List[1].Index, 2u);
  EXPECT_EQ(List[2].What, ArgumentTransform::Kind::Insert);
  EXPECT_EQ(List[2].Index, 2u);
  EXPECT_EQ(List[2].Text, "HIP_VERSION");
  EXPECT_EQ(List[3].What, ArgumentTransform::Kind::WriteDefault);
  EXPECT_EQ(List[3].Text, "nullptr");
}

TEST(ArgumentTransformTest, RejectsMalformedValues) {
  const std::string Position = "is not an argument position (from 1)";
  const std::string MapShape = "expected map=N:CUDA_VALUE>hipValue,..., found ";
  const std::string DropShape =
      "expected drop=N:null, drop=N:zero, drop=N:any, "
      "drop=N:ENUMERATOR or drop=N:ENUMERATOR:numerics-rule";
  struct Case {
    const char *Key, *Value;
    std::string Error;
  } Cases[] = {
      {"insert", "3", "expected insert=N:argument"},
      {"default", "0:nullptr", "'0' " + Position},
      {"drop", "2:a-b", DropShape},
      {"drop", "3:CUDNN_X:nan", DropShape},
      {"order", "1,0", "'0' " + Position},
      {"order", "1,,2", "order= has an empty item"},
      {"map", "2:A>", MapShape + "'A>'"},
      {"map", "2:1A>a", MapShape + "'1A>a'"},
      {"map", "x:A>a", "'x' " + Position},
      {"cast", "3", "expected cast=N:TYPE (the type the pointer points to)"},
      {"cast", "3:const*T", "expected cast=N:TYPE (the type the pointer points to)"},
      // The roc name's own transforms say so in their messages.
      {"roc-insert", "3", "expected roc-insert=N:argument"},
      {"roc-drop", "2:a-b",
       "expected roc-drop=N:null, roc-drop=N:zero, roc-drop=N:any, "
       "roc-drop=N:ENUMERATOR or roc-drop=N:ENUMERATOR:numerics-rule"},
      {"roc-order", "1,,2", "roc-order= has an empty item"},
      {"roc-map", "2:A>", "expected roc-map=N:CUDA_VALUE>hipValue,..., found 'A>'"},
      {"roc-cast", "3", "expected roc-cast=N:TYPE (the type the pointer points to)"},
  };
  for (const Case &C : Cases) {
    std::string Error;
    EXPECT_FALSE(parseArgumentTransform(C.Key, C.Value, Error)) << C.Value;
    EXPECT_EQ(Error, C.Error) << C.Key << "=" << C.Value;
  }
}

TEST(ArgumentTransformTest, NamesTheNumericsRuleOfADropThatDiffersOnNaN) {
  auto List =
      parseAll("drop=3:CUDNN_NOT_PROPAGATE_NAN:numerics-nan-propagation "
               "drop=2:CUDNN_TENSOR_NCHW");
  ASSERT_EQ(List.size(), 2u);
  EXPECT_EQ(List[0].Required, ArgumentTransform::Requirement::Enumerator);
  EXPECT_EQ(List[0].Index, 2u);
  EXPECT_EQ(List[0].Text, "CUDNN_NOT_PROPAGATE_NAN");
  EXPECT_EQ(List[0].DiffersOnSpecialValues, "numerics-nan-propagation");
  EXPECT_EQ(List[1].DiffersOnSpecialValues, "");
}

TEST(ArgumentTransformTest, ParsesACastAndTheRocNamesOwnForms) {
  auto List = parseAll("cast=4:rocsparse_float_complex roc-insert=2:nullptr");
  ASSERT_EQ(List.size(), 2u);
  EXPECT_EQ(List[0].What, ArgumentTransform::Kind::Cast);
  EXPECT_EQ(List[0].Index, 3u);
  EXPECT_EQ(List[0].Text, "rocsparse_float_complex");
  EXPECT_EQ(List[1].What, ArgumentTransform::Kind::Insert);
  EXPECT_EQ(List[1].Written, "roc-insert=2:nullptr");
}

TEST(ArgumentTransformTest, ParsesTheReorderingKinds) {
  auto List =
      parseAll("drop=2:CUDNN_TENSOR_NCHW drop=6:any order=1,hipOpAdd,5,5 "
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
  EXPECT_EQ(List[3].What, ArgumentTransform::Kind::MapValues);
  EXPECT_EQ(List[3].Index, 2u);
  ASSERT_EQ(List[3].Values.size(), 2u);
  EXPECT_EQ(List[3].Values[1].first, "CUDA_B");
  EXPECT_EQ(List[3].Values[1].second, "hipB");
}

TEST(ArgumentTransformTest, ChecksThatTransformsFitTogether) {
  EXPECT_EQ(
      checkArgumentTransforms(parseAll("order=1,8 drop=9:CUDNN_DATA_FLOAT")),
      "");
  EXPECT_EQ(checkArgumentTransforms(parseAll("order=1,8 drop=8:any")),
            "argument 8 is both ordered and dropped");
  EXPECT_EQ(checkArgumentTransforms(parseAll("map=2:A>a drop=2:zero")),
            "argument 2 is both mapped and dropped");
  EXPECT_EQ(checkArgumentTransforms(parseAll("order=2 order=1")),
            "order= may be given once");
  EXPECT_EQ(checkArgumentTransforms(parseAll("cast=3:T drop=3:any")),
            "argument 3 is both cast and dropped");
  EXPECT_EQ(checkArgumentTransforms(parseAll("cast=3:T cast=3:U")),
            "argument 3 is cast twice");
}

TEST(ArgumentTransformTest, OtherExtrasAreNotTransforms) {
  std::string Error = "stale";
  EXPECT_FALSE(parseArgumentTransform("hip", "6.3", Error));
  EXPECT_TRUE(Error.empty());
}

TEST(ArgumentTransformTest, OnlyDefaultsKeepTheFunctionType) {
  using Kind = ArgumentTransform::Kind;
  const ArgumentTransform Defaults[] = {{Kind::WriteDefault, 3},
                                        {Kind::WriteDefault, 4}};
  const ArgumentTransform DropAndDefault[] = {{Kind::Drop, 5},
                                              {Kind::WriteDefault, 2}};
  const ArgumentTransform Insert[] = {{Kind::Insert, 2}};
  const ArgumentTransform Order[] = {{Kind::Order, 0}};
  EXPECT_FALSE(changesFunctionType(Defaults));
  EXPECT_TRUE(changesFunctionType(DropAndDefault));
  EXPECT_TRUE(changesFunctionType(Insert));
  EXPECT_TRUE(changesFunctionType(Order));
  EXPECT_FALSE(changesFunctionType({}));
}

TEST(ArgumentTransformTest, OnlyOrderAndMapRebuildTheList) {
  using Kind = ArgumentTransform::Kind;
  EXPECT_TRUE((ArgumentTransform{Kind::Order}).rebuildsList());
  EXPECT_TRUE((ArgumentTransform{Kind::MapValues}).rebuildsList());
  EXPECT_FALSE((ArgumentTransform{Kind::Drop}).rebuildsList());
}

} // namespace
