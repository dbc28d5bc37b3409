//===- TableFormatTest.cpp - Support table rows and quoted literals -------===//
#include "mapping/TableFormat.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

std::string csv(llvm::ArrayRef<std::string> Cells) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  writeCsvRow(OS, Cells);
  return Out;
}

TEST(TableFormatTest, CsvCellsAreQuotedOnlyWhenNeeded) {
  EXPECT_EQ(csv({"cudaMalloc", "", "hipMalloc"}), "cudaMalloc;;hipMalloc\n");
  EXPECT_EQ(csv({"a;b", "say \"hi\"", "x"}), "\"a;b\";\"say \"\"hi\"\"\";x\n");
}

TEST(TableFormatTest, MarkdownHeaderHasItsRule) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  writeMarkdownHeader(OS, {"CUDA", "HIP"});
  writeMarkdownRow(OS, {codeSpan("cudaFree"), codeSpan("")});
  EXPECT_EQ(Out, "| CUDA | HIP |\n|---|---|\n| `cudaFree` |  |\n");
}

TEST(TableFormatTest, LiteralsEscapeTheirQuoteAndBackslash) {
  EXPECT_EQ(quotedLiteral("a\"b\\c'd"), "\"a\\\"b\\\\c'd\"");
  EXPECT_EQ(quotedLiteral("it's", '\''), "'it\\'s'");
}

TEST(TableFormatTest, CountsSummarizeTheFamily) {
  SupportCounts C;
  C.add(SupportStatus::Supported);
  C.add(SupportStatus::Unsupported);
  C.add(SupportStatus::Supported);
  EXPECT_EQ(C.summary(), "3 entries: 2 supported, 1 unsupported in HIP, 0 "
                         "experimental in HIP.");
}

} // namespace
