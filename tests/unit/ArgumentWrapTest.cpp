#include "mapping/ParsedExtras.h"

#include <gtest/gtest.h>

using namespace hipify;
using namespace hipify::mapgen;

TEST(ArgumentWrapTest, ParsesSymbolsAndKernelsFromOne) {
  std::string Error = "stale";
  auto Symbol = parseArgumentWrap("5:symbol", Error);
  ASSERT_TRUE(Symbol);
  EXPECT_TRUE(Error.empty());
  EXPECT_EQ(Symbol->Index, 4u);
  EXPECT_EQ(Symbol->How, ArgumentWrap::Kind::Symbol);
  EXPECT_EQ(Symbol->opening(), "HIP_SYMBOL(");
  EXPECT_EQ(Symbol->spelling(), "HIP_SYMBOL()");

  auto Kernel = parseArgumentWrap("1:kernel", Error);
  ASSERT_TRUE(Kernel);
  EXPECT_EQ(Kernel->Index, 0u);
  EXPECT_EQ(Kernel->How, ArgumentWrap::Kind::Kernel);
  EXPECT_EQ(Kernel->opening(), "reinterpret_cast<const void*>(");
  EXPECT_EQ(Kernel->spelling(), "reinterpret_cast<const void*>()");
}

TEST(ArgumentWrapTest, ParsesAPointersPlace) {
  std::string Error;
  auto Pointer = parseArgumentWrap("1:pointer", Error);
  ASSERT_TRUE(Pointer);
  EXPECT_EQ(Pointer->Index, 0u);
  EXPECT_EQ(Pointer->How, ArgumentWrap::Kind::Pointer);
  EXPECT_EQ(Pointer->opening(), "reinterpret_cast<void**>(");
  EXPECT_EQ(Pointer->spelling(), "reinterpret_cast<void**>()");
}

TEST(ArgumentWrapTest, RejectsMalformedValues) {
  constexpr const char *Shape =
      "expected wrap=N:symbol, wrap=N:kernel or wrap=N:pointer";
  struct Case {
    const char *Value, *Error;
  } Cases[] = {
      {"1", Shape},
      {"1:", Shape},
      {"1:Symbol", Shape},
      {"1:pointers", Shape},
      {"1:kernel:x", Shape},
      {":symbol", "'' is not an argument position (from 1)"},
      {"0:symbol", "'0' is not an argument position (from 1)"},
      {"-1:kernel", "'-1' is not an argument position (from 1)"},
      {"x:symbol", "'x' is not an argument position (from 1)"},
  };
  for (const Case &C : Cases) {
    std::string Error;
    EXPECT_FALSE(parseArgumentWrap(C.Value, Error)) << C.Value;
    EXPECT_EQ(Error, C.Error) << C.Value;
  }
}
