//===- StatisticsTest.cpp - Counters and their text/CSV layouts -----------===//
//
// The layouts are the hipify-clang ones users' scripts parse
// (/work/shared/stats-format.md): the expected strings are written out in
// full so that any drift shows.
//
//===----------------------------------------------------------------------===//
#include "stats/Statistics.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

/// Offset of the \p Nth (0-based) occurrence of \p Needle in \p Text.
unsigned offsetOf(llvm::StringRef Text, llvm::StringRef Needle,
                  unsigned Nth = 0) {
  size_t Pos = Text.find(Needle);
  while (Nth-- > 0 && Pos != llvm::StringRef::npos)
    Pos = Text.find(Needle, Pos + 1);
  EXPECT_NE(Pos, llvm::StringRef::npos) << Needle.str();
  return unsigned(Pos);
}

Edit rename(llvm::StringRef Text, llvm::StringRef Cuda, std::string Hip,
            std::string Api, std::string Category, unsigned Nth = 0) {
  Edit E;
  E.Offset = offsetOf(Text, Cuda, Nth);
  E.Length = Cuda.size();
  E.Replacement = Hip;
  E.Reference =
      ReferenceInfo{Cuda.str(), Hip, std::move(Api), std::move(Category)};
  return E;
}

Edit structural(unsigned Offset, unsigned Length, std::string Replacement) {
  Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Replacement = std::move(Replacement);
  return E;
}

UnconvertedReference unconverted(llvm::StringRef Text, llvm::StringRef Cuda,
                                 std::string Api, std::string Category) {
  UnconvertedReference U;
  U.Offset = offsetOf(Text, Cuda);
  U.Reference =
      ReferenceInfo{Cuda.str(), "", std::move(Api), std::move(Category)};
  return U;
}

const llvm::StringRef Saxpy = "#include <cuda_runtime.h>\n"
                              "int main() {\n"
                              "  cudaMalloc(&a, n); cudaMalloc(&b, n);\n"
                              "  cublasHandle_t h; cublasCreate(&h);\n"
                              "  cudaFoo();\n"
                              "}\n";

EditSet saxpyEdits() {
  EditSet Set;
  const std::string RT = "CUDA RT API", Blas = "cuBLAS API";
  EXPECT_TRUE(Set.add(rename(Saxpy, "cuda_runtime.h", "hip/hip_runtime.h", RT,
                             "include_cuda_main_header")));
  EXPECT_TRUE(Set.add(rename(Saxpy, "cudaMalloc", "hipMalloc", RT, "memory")));
  EXPECT_TRUE(
      Set.add(rename(Saxpy, "cudaMalloc", "hipMalloc", RT, "memory", 1)));
  EXPECT_TRUE(Set.add(
      rename(Saxpy, "cublasHandle_t", "hipblasHandle_t", Blas, "type")));
  EXPECT_TRUE(
      Set.add(rename(Saxpy, "cublasCreate", "hipblasCreate", Blas, "library")));
  Set.addUnconverted(unconverted(Saxpy, "cudaFoo", RT, "device"));
  return Set;
}

TEST(StatisticsTest, ComputeCountsBytesLinesAndReferences) {
  FileStatistics S =
      FileStatistics::compute("saxpy.cu", Saxpy, saxpyEdits(), 1.5);
  EXPECT_EQ(S.Name, "saxpy.cu");
  EXPECT_EQ(S.TotalBytes, 132u);
  EXPECT_EQ(S.ReplacedBytes, 14u + 10 + 10 + 14 + 12);
  EXPECT_EQ(S.TotalLines, 6u);
  EXPECT_EQ(S.ChangedLines, 3u); // lines 1, 3 and 4
  EXPECT_EQ(S.Seconds, 1.5);
  EXPECT_EQ(S.ProcessedFiles, 1u);
  EXPECT_EQ(S.ConvertedFiles, 1u);

  EXPECT_EQ(S.Converted.Total, 5u);
  EXPECT_EQ(S.Converted.ByName,
            (std::map<std::string, unsigned>{{"cublasCreate", 1},
                                             {"cublasHandle_t", 1},
                                             {"cudaMalloc", 2},
                                             {"cuda_runtime.h", 1}}));
  EXPECT_EQ(S.Converted.ByApi, (std::map<std::string, unsigned>{
                                   {"CUDA RT API", 3}, {"cuBLAS API", 2}}));
  EXPECT_EQ(S.Converted.ByType,
            (std::map<std::string, unsigned>{{"include_cuda_main_header", 1},
                                             {"library", 1},
                                             {"memory", 2},
                                             {"type", 1}}));
  EXPECT_EQ(S.Unconverted.Total, 1u);
  EXPECT_EQ(S.Unconverted.ByName,
            (std::map<std::string, unsigned>{{"cudaFoo", 1}}));
  EXPECT_NEAR(S.conversionPercent(), 100.0 - 100.0 / 6, 1e-9);
}

TEST(StatisticsTest, StructuralEditsChangeBytesButAreNotReferences) {
  llvm::StringRef Text = "f(sym);\n";
  EditSet Set;
  EXPECT_TRUE(Set.add(structural(2, 0, "HIP_SYMBOL(")));
  EXPECT_TRUE(Set.add(structural(5, 0, ")")));
  FileStatistics S = FileStatistics::compute("a.cu", Text, Set, 0);
  EXPECT_EQ(S.Converted.Total, 0u);
  EXPECT_TRUE(S.Converted.ByName.empty());
  EXPECT_EQ(S.ReplacedBytes, 0u);
  EXPECT_EQ(S.ChangedLines, 1u);
  EXPECT_EQ(S.ConvertedFiles, 1u);
}

TEST(StatisticsTest, ChangedLinesOfMultiLineEdits) {
  llvm::StringRef Text = "l1\nl2\nl3\nl4\nl5\nl6";
  EditSet Set;
  // "l2\nl3": lines 2 and 3.
  EXPECT_TRUE(Set.add(structural(3, 5, "x")));
  // The whole of line 5 with its newline: line 5 only.
  EXPECT_TRUE(Set.add(structural(12, 3, "")));
  // Two edits on line 6 count it once.
  EXPECT_TRUE(Set.add(structural(15, 1, "L")));
  EXPECT_TRUE(Set.add(structural(16, 1, "6")));
  FileStatistics S = FileStatistics::compute("a.cu", Text, Set, 0);
  EXPECT_EQ(S.TotalLines, 6u); // the last line has no newline
  EXPECT_EQ(S.ChangedLines, 4u);
  EXPECT_EQ(S.ReplacedBytes, 5u + 3 + 1 + 1);
}

TEST(StatisticsTest, InsertionAtTheEndCountsTheLastLine) {
  llvm::StringRef Text = "l1\nl2\n";
  EditSet Set;
  EXPECT_TRUE(Set.add(structural(3, 2, "L2")));
  EXPECT_TRUE(Set.add(structural(6, 0, "l3\n")));
  FileStatistics S = FileStatistics::compute("a.cu", Text, Set, 0);
  EXPECT_EQ(S.TotalLines, 2u);
  EXPECT_EQ(S.ChangedLines, 1u); // not more changed lines than lines
}

TEST(StatisticsTest, FileWithoutEditsIsProcessedNotConverted) {
  llvm::StringRef Text = "int x;\ncudaFoo();\n";
  EditSet Set;
  Set.addUnconverted(unconverted(Text, "cudaFoo", "CUDA RT API", "device"));
  FileStatistics S = FileStatistics::compute("a.cu", Text, Set, 0);
  EXPECT_EQ(S.ProcessedFiles, 1u);
  EXPECT_EQ(S.ConvertedFiles, 0u);
  EXPECT_EQ(S.ChangedLines, 0u);
  EXPECT_EQ(S.conversionPercent(), 0.0);
}

TEST(StatisticsTest, ConversionPercentWithoutReferencesIsFull) {
  FileStatistics S = FileStatistics::compute("a.cu", "", EditSet(), 0);
  EXPECT_EQ(S.TotalLines, 0u);
  EXPECT_EQ(S.conversionPercent(), 100.0);
}

TEST(StatisticsTest, MergeAddsEverything) {
  FileStatistics Total;
  Total.Name = "TOTAL";
  Total.merge(FileStatistics::compute("saxpy.cu", Saxpy, saxpyEdits(), 1.5));
  llvm::StringRef Other = "cudaMalloc(&p, n);\n";
  EditSet OtherEdits;
  EXPECT_TRUE(OtherEdits.add(
      rename(Other, "cudaMalloc", "hipMalloc", "CUDA RT API", "memory")));
  Total.merge(FileStatistics::compute("b.cu", Other, OtherEdits, 0.25));
  Total.merge(FileStatistics::compute("c.cu", "int x;\n", EditSet(), 0.25));

  EXPECT_EQ(Total.Name, "TOTAL");
  EXPECT_EQ(Total.ProcessedFiles, 3u);
  EXPECT_EQ(Total.ConvertedFiles, 2u);
  EXPECT_EQ(Total.TotalBytes, 132u + 19 + 7);
  EXPECT_EQ(Total.ReplacedBytes, 60u + 10);
  EXPECT_EQ(Total.TotalLines, 6u + 1 + 1);
  EXPECT_EQ(Total.ChangedLines, 3u + 1);
  EXPECT_EQ(Total.Seconds, 2.0);
  EXPECT_EQ(Total.Converted.Total, 6u);
  EXPECT_EQ(Total.Converted.ByName["cudaMalloc"], 3u);
  EXPECT_EQ(Total.Converted.ByApi["CUDA RT API"], 4u);
  EXPECT_EQ(Total.Converted.ByType["memory"], 3u);
  EXPECT_EQ(Total.Unconverted.Total, 1u);
}

std::string text(const FileStatistics &S, bool IsTotal) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printStatisticsText(OS, S, IsTotal);
  OS.flush();
  return Out;
}

std::string csv(const FileStatistics &S, bool IsTotal) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printStatisticsCsv(OS, S, IsTotal);
  OS.flush();
  return Out;
}

TEST(StatisticsTest, TextLayout) {
  FileStatistics S =
      FileStatistics::compute("saxpy.cu", Saxpy, saxpyEdits(), 1.5);
  EXPECT_EQ(text(S, /*IsTotal=*/false),
            "[HIPIFY] info: file 'saxpy.cu' statistics:\n"
            "  CONVERTED refs count: 5\n"
            "  UNCONVERTED refs count: 1\n"
            "  CONVERSION %: 83.3\n"
            "  REPLACED bytes: 60\n"
            "  TOTAL bytes: 132\n"
            "  CHANGED lines of code: 3\n"
            "  TOTAL lines of code: 6\n"
            "  CODE CHANGED (in bytes) %: 45.5\n"
            "  CODE CHANGED (in lines) %: 50.0\n"
            "  TIME ELAPSED s: 1.50\n"
            "[HIPIFY] info: CONVERTED refs by type:\n"
            "  memory: 2\n"
            "  library: 1\n"
            "  include_cuda_main_header: 1\n"
            "  type: 1\n"
            "[HIPIFY] info: CONVERTED refs by API:\n"
            "  CUDA RT API: 3\n"
            "  cuBLAS API: 2\n"
            "[HIPIFY] info: CONVERTED refs by names:\n"
            "  cublasCreate: 1\n"
            "  cublasHandle_t: 1\n"
            "  cudaMalloc: 2\n"
            "  cuda_runtime.h: 1\n"
            "[HIPIFY] info: UNCONVERTED refs by type:\n"
            "  device: 1\n"
            "[HIPIFY] info: UNCONVERTED refs by API:\n"
            "  CUDA RT API: 1\n"
            "[HIPIFY] info: UNCONVERTED refs by names:\n"
            "  cudaFoo: 1\n");
}

TEST(StatisticsTest, TextLayoutOmitsEmptySections) {
  llvm::StringRef Other = "cudaMalloc(&p, n);\n";
  EditSet Set;
  EXPECT_TRUE(Set.add(
      rename(Other, "cudaMalloc", "hipMalloc", "CUDA RT API", "memory")));
  FileStatistics S = FileStatistics::compute("b.cu", Other, Set, 0.004);
  EXPECT_EQ(text(S, false), "[HIPIFY] info: file 'b.cu' statistics:\n"
                            "  CONVERTED refs count: 1\n"
                            "  UNCONVERTED refs count: 0\n"
                            "  CONVERSION %: 100.0\n"
                            "  REPLACED bytes: 10\n"
                            "  TOTAL bytes: 19\n"
                            "  CHANGED lines of code: 1\n"
                            "  TOTAL lines of code: 1\n"
                            "  CODE CHANGED (in bytes) %: 52.6\n"
                            "  CODE CHANGED (in lines) %: 100.0\n"
                            "  TIME ELAPSED s: 0.00\n"
                            "[HIPIFY] info: CONVERTED refs by type:\n"
                            "  memory: 1\n"
                            "[HIPIFY] info: CONVERTED refs by API:\n"
                            "  CUDA RT API: 1\n"
                            "[HIPIFY] info: CONVERTED refs by names:\n"
                            "  cudaMalloc: 1\n");

  FileStatistics Empty = FileStatistics::compute("e.cu", "", EditSet(), 0);
  EXPECT_EQ(text(Empty, false), "[HIPIFY] info: file 'e.cu' statistics:\n"
                                "  CONVERTED refs count: 0\n"
                                "  UNCONVERTED refs count: 0\n"
                                "  CONVERSION %: 100.0\n"
                                "  REPLACED bytes: 0\n"
                                "  TOTAL bytes: 0\n"
                                "  CHANGED lines of code: 0\n"
                                "  TOTAL lines of code: 0\n"
                                "  CODE CHANGED (in bytes) %: 0.0\n"
                                "  CODE CHANGED (in lines) %: 0.0\n"
                                "  TIME ELAPSED s: 0.00\n");
}

TEST(StatisticsTest, TextLayoutOfTotal) {
  FileStatistics Total;
  Total.merge(FileStatistics::compute("a.cu", "int x;\n", EditSet(), 0.5));
  llvm::StringRef Other = "cudaMalloc(&p, n);\n";
  EditSet Set;
  EXPECT_TRUE(Set.add(
      rename(Other, "cudaMalloc", "hipMalloc", "CUDA RT API", "memory")));
  Total.merge(FileStatistics::compute("b.cu", Other, Set, 0.25));
  EXPECT_EQ(text(Total, /*IsTotal=*/true),
            "[HIPIFY] info: TOTAL statistics:\n"
            "  CONVERTED files: 1\n"
            "  PROCESSED files: 2\n"
            "  CONVERTED refs count: 1\n"
            "  UNCONVERTED refs count: 0\n"
            "  CONVERSION %: 100.0\n"
            "  REPLACED bytes: 10\n"
            "  TOTAL bytes: 26\n"
            "  CHANGED lines of code: 1\n"
            "  TOTAL lines of code: 2\n"
            "  CODE CHANGED (in bytes) %: 38.5\n"
            "  CODE CHANGED (in lines) %: 50.0\n"
            "  TIME ELAPSED s: 0.75\n"
            "[HIPIFY] info: CONVERTED refs by type:\n"
            "  memory: 1\n"
            "[HIPIFY] info: CONVERTED refs by API:\n"
            "  CUDA RT API: 1\n"
            "[HIPIFY] info: CONVERTED refs by names:\n"
            "  cudaMalloc: 1\n");
}

TEST(StatisticsTest, CsvLayout) {
  FileStatistics S =
      FileStatistics::compute("saxpy.cu", Saxpy, saxpyEdits(), 2.82);
  EXPECT_EQ(csv(S, /*IsTotal=*/false), "file 'saxpy.cu' statistics:\n"
                                       "CONVERTED refs count;5\n"
                                       "UNCONVERTED refs count;1\n"
                                       "CONVERSION %;83.3\n"
                                       "REPLACED bytes;60\n"
                                       "TOTAL bytes;132\n"
                                       "CHANGED lines of code;3\n"
                                       "TOTAL lines of code;6\n"
                                       "CODE CHANGED (in bytes) %;45.5\n"
                                       "CODE CHANGED (in lines) %;50.0\n"
                                       "TIME ELAPSED s;2.82\n"
                                       "\n"
                                       "CUDA ref type;Count\n"
                                       "memory;2\n"
                                       "library;1\n"
                                       "include_cuda_main_header;1\n"
                                       "type;1\n"
                                       "\n"
                                       "CUDA API;Count\n"
                                       "CUDA RT API;3\n"
                                       "cuBLAS API;2\n"
                                       "\n"
                                       "CUDA ref name;Count\n"
                                       "cublasCreate;1\n"
                                       "cublasHandle_t;1\n"
                                       "cudaMalloc;2\n"
                                       "cuda_runtime.h;1\n"
                                       "\n"
                                       "UNCONVERTED CUDA ref type;Count\n"
                                       "device;1\n"
                                       "\n"
                                       "UNCONVERTED CUDA API;Count\n"
                                       "CUDA RT API;1\n"
                                       "\n"
                                       "UNCONVERTED CUDA ref name;Count\n"
                                       "cudaFoo;1\n"
                                       "\n");
}

TEST(StatisticsTest, CsvLayoutOfTotalWithoutReferences) {
  FileStatistics Total;
  Total.merge(FileStatistics::compute("a.cu", "int x;\n", EditSet(), 0));
  EXPECT_EQ(csv(Total, /*IsTotal=*/true), "TOTAL statistics:\n"
                                          "CONVERTED files;0\n"
                                          "PROCESSED files;1\n"
                                          "CONVERTED refs count;0\n"
                                          "UNCONVERTED refs count;0\n"
                                          "CONVERSION %;100.0\n"
                                          "REPLACED bytes;0\n"
                                          "TOTAL bytes;7\n"
                                          "CHANGED lines of code;0\n"
                                          "TOTAL lines of code;1\n"
                                          "CODE CHANGED (in bytes) %;0.0\n"
                                          "CODE CHANGED (in lines) %;0.0\n"
                                          "TIME ELAPSED s;0.00\n"
                                          "\n");
}

TEST(StatisticsTest, WarpSizeHazardsRowOnlyWhenChecked) {
  EditSet Edits;
  WarpSizeHazard H;
  H.Kind = WarpSizeHazardKind::LaneMask;
  Edits.addWarpSizeHazard(H);
  H.Offset = 3;
  Edits.addWarpSizeHazard(H);
  FileStatistics S = FileStatistics::compute("a.cu", "int x;\n", Edits, 0);
  EXPECT_EQ(S.WarpSizeHazards, 2u);
  // hipify-clang's layout, unchanged, when the checks are off.
  EXPECT_EQ(llvm::StringRef(csv(S, false)).count("WARP-SIZE"), 0u);
  S.WarpSizeChecked = true;
  FileStatistics Total;
  Total.merge(S);
  Total.merge(S);
  EXPECT_TRUE(llvm::StringRef(csv(Total, /*IsTotal=*/true))
                  .ends_with("TIME ELAPSED s;0.00\nWARP-SIZE hazards;4\n\n"));
}

} // namespace
