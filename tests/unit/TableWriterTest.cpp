//===- TableWriterTest.cpp - Generated C++ table and docs tables ----------===//
#include "mapgen/TableWriter.h"

#include "gtest/gtest.h"

using namespace hipify;
using namespace hipify::mapgen;

namespace {

MappingFamily family(llvm::StringRef Path, llvm::StringRef Text) {
  std::vector<MappingDiagnostic> Diags;
  MappingFamily F = parseMappingFile(Path, Text, Diags);
  for (const MappingDiagnostic &D : Diags)
    ADD_FAILURE() << D.str();
  return F;
}

std::string cppTable(const std::vector<MappingFamily> &Families) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  writeCppTable(Families, OS);
  OS.flush();
  return Out;
}

/// The initializer of \p CudaName's entry in the generated table.
std::string entryOf(llvm::StringRef Table, llvm::StringRef CudaName) {
  llvm::StringRef Entries = Table.split("GeneratedEntries[] = {\n").second;
  size_t At = Entries.find("    {\"" + CudaName.str() + "\", ");
  if (At == llvm::StringRef::npos)
    return "";
  return Entries.substr(At).split('\n').first.str();
}

TEST(TableWriterTest, CppTableIsSortedByNameThenKind) {
  std::string Table =
      cppTable({family("/m/runtime.tsv",
                       "#! api: CUDA RT API\n"
                       "cudaMalloc hipMalloc function memory supported\n"
                       "cudaEventCreate hipEventCreate function event "
                       "supported\n"),
                family("/m/blas.tsv",
                       "#! api: cuBLAS API\n"
                       "cublasSgemm hipblasSgemm macro library supported\n"
                       "CUBLAS_OP_N HIPBLAS_OP_N enumerator type supported\n"
                       "cublasSgemm - function library unsupported\n")});
  llvm::StringRef Entries =
      llvm::StringRef(Table).split("GeneratedEntries[] = {\n").second;
  llvm::SmallVector<llvm::StringRef, 8> Lines;
  Entries.split(Lines, '\n');
  std::vector<std::string> Keys;
  for (llvm::StringRef Line : Lines)
    if (Line.starts_with("    {"))
      Keys.push_back(Line.split(", ::hipify::SupportStatus").first.str());
  EXPECT_EQ(Keys,
            (std::vector<std::string>{
                "    {\"CUBLAS_OP_N\", \"HIPBLAS_OP_N\", "
                "::hipify::MappingKind::Enumerator",
                "    {\"cublasSgemm\", \"\", ::hipify::MappingKind::Function",
                "    {\"cublasSgemm\", \"hipblasSgemm\", "
                "::hipify::MappingKind::Macro",
                "    {\"cudaEventCreate\", \"hipEventCreate\", "
                "::hipify::MappingKind::Function",
                "    {\"cudaMalloc\", \"hipMalloc\", "
                "::hipify::MappingKind::Function"}));
}

TEST(TableWriterTest, CppTableWritesEveryExtraTyped) {
  std::string Table = cppTable({family(
      "/m/runtime.tsv",
      "#! api: CUDA RT API\n"
      "cudaEventCreate hipEventCreate function event supported "
      "args=2:hipEventCreateWithFlags args=3:hipX deprecated=10.0 "
      "removed=12.0 hip=7.0 added=9.0 wrap=1:kernel options=2 "
      "opt-in=HIP_OPT<7.1\n"
      "cudaMemAdvise hipMemAdvise function memory supported device=4 "
      "drop=5:CUDA_X:numerics-nan-propagation order=2,hipY insert=6:0 "
      "map=3:CUDA_A>hipA\n"
      "cudaMemLocationTypeHost - enumerator numeric_literal unsupported "
      "location-device=hipCpuDeviceId\n"
      "cudaMemLocationTypeDevice hipMemLocationTypeDevice enumerator "
      "numeric_literal supported location-device=.id\n"
      "__half2 __half2 type device_type supported member-cast=__half "
      "handle=pointer\n")});
  EXPECT_EQ(entryOf(Table, "cudaEventCreate"),
            "    {\"cudaEventCreate\", \"hipEventCreate\", "
            "::hipify::MappingKind::Function, "
            "::hipify::SupportStatus::Supported, \"CUDA RT API\", \"event\", "
            "\"runtime\", \"10.0\", \"12.0\", \"9.0\", "
            "::hipify::HipVersion{7, 0}, \"\", Overloads1, \"\", \"\", {}, "
            "\"\", \"\", \"\", "
            "::hipify::ArgumentWrap{0, ::hipify::ArgumentWrap::Kind::Kernel}, "
            "{\"HIP_OPT\", ::hipify::HipVersion{7, 1}}, false, false, \"\", "
            "\"\", {}, \"\", \"\", ::hipify::AlternativeLibrary::None, false, "
            "2, {false, \"\"}, \"\", \"\", \"\", {}, false},");
  EXPECT_NE(
      Table.find("static constexpr ::hipify::CallOverload Overloads1[] = "
                 "{{2, \"hipEventCreateWithFlags\"}, {3, \"hipX\"}, };\n"),
      std::string::npos)
      << Table;
  EXPECT_NE(
      Table.find(
          "static constexpr ::hipify::ArgumentTransform::OrderItem "
          "OrderItems2_2[] = {{1, \"\"}, {{}, \"hipY\"}, };\n"
          "static constexpr ::hipify::ArgumentTransform::ValueMapping "
          "ValueMappings2_4[] = {{\"CUDA_A\", \"hipA\"}, };\n"
          "static constexpr ::hipify::ArgumentTransform Transforms2[] = {\n"
          "    {::hipify::ArgumentTransform::Kind::DeviceOfLocation, 3, "
          "::hipify::ArgumentTransform::Requirement::None, \"\", \"\", {}, "
          "{}},\n"
          "    {::hipify::ArgumentTransform::Kind::Drop, 4, "
          "::hipify::ArgumentTransform::Requirement::Enumerator, \"CUDA_X\", "
          "\"numerics-nan-propagation\", {}, {}},\n"
          "    {::hipify::ArgumentTransform::Kind::Order, 0, "
          "::hipify::ArgumentTransform::Requirement::None, \"\", \"\", "
          "OrderItems2_2, {}},\n"
          "    {::hipify::ArgumentTransform::Kind::Insert, 5, "
          "::hipify::ArgumentTransform::Requirement::None, \"0\", \"\", {}, "
          "{}},\n"
          "    {::hipify::ArgumentTransform::Kind::MapValues, 2, "
          "::hipify::ArgumentTransform::Requirement::None, \"\", \"\", {}, "
          "ValueMappings2_4},\n"
          "};\n"),
      std::string::npos)
      << Table;
  EXPECT_NE(entryOf(Table, "cudaMemAdvise").find(", Transforms2, "),
            std::string::npos);
  EXPECT_NE(entryOf(Table, "cudaMemLocationTypeHost")
                .find(", {false, \"hipCpuDeviceId\"}, "),
            std::string::npos);
  EXPECT_NE(
      entryOf(Table, "cudaMemLocationTypeDevice").find(", {true, \"id\"}, "),
      std::string::npos);
  EXPECT_NE(
      entryOf(Table, "__half2")
          .find(", false, true, \"\", \"\", {\"__half\", {}}, "),
      std::string::npos)
      << entryOf(Table, "__half2");
}

TEST(TableWriterTest, CppStringsAreEscaped) {
  MappingFamily F;
  F.Path = "headers.tsv";
  F.Api = "CUDA RT API";
  MappingRecord R;
  R.CudaName = "odd\"name.h";
  R.HipName = "dir\\hip.h";
  R.Kind = MappingKind::Header;
  R.Category = "include";
  F.Records.push_back(R);
  EXPECT_EQ(entryOf(cppTable({F}), "odd\\\"name.h"),
            "    {\"odd\\\"name.h\", \"dir\\\\hip.h\", "
            "::hipify::MappingKind::Header, "
            "::hipify::SupportStatus::Supported, \"CUDA RT API\", "
            "\"include\", \"headers\", \"\", \"\", \"\", {}, \"\", "
            "{}, \"\", \"\", {}, \"\", \"\", \"\", {}, {}, false, "
            "false, \"\", \"\", {}, \"\", \"\", "
            "::hipify::AlternativeLibrary::None, false, 0, {false, \"\"}, "
            "\"\", \"\", \"\", {}, false},");
}

TEST(TableWriterTest, CppTableCarriesDataTypes) {
  std::string Table = cppTable(
      {family("/m/runtime.tsv",
              "#! api: CUDA RT API\n"
              "CUDA_R_32F HIP_R_32F enumerator numeric_literal supported "
              "roc=rocblas_datatype_f32_r hip-data-type=keep\n")});
  EXPECT_NE(entryOf(Table, "CUDA_R_32F")
                .find("\"rocblas_datatype_f32_r\", \"\", {}, {}, "
                      "false, false, \"\", \"\", {}, \"\", \"\", "
                      "::hipify::AlternativeLibrary::None, true, 0, "),
            std::string::npos)
      << Table;
}

TEST(TableWriterTest, SupportTablesCountAndListEntries) {
  std::vector<MappingFamily> Families = {
      family("/m/runtime.tsv",
             "#! api: CUDA RT API\n"
             "cudaMemcpyToSymbol hipMemcpyToSymbol function memory "
             "supported wrap=1:symbol\n"
             "cudaThreadSynchronize hipDeviceSynchronize function thread "
             "supported deprecated=10.0\n"
             "cudaEventCreate hipEventCreate function event supported "
             "args=2:hipEventCreateWithFlags\n"
             "cudaOld - function memory unsupported alt=cudaNew removed=12.0\n"
             "cudaGraphNew hipGraphNew function graph experimental hip=7.0\n"),
      family("/m/blas.tsv", "#! api: cuBLAS API\n"
                            "cublasSgemm - function library unsupported\n")};
  std::map<std::string, std::string> Files = renderSupportTables(Families);
  ASSERT_EQ(Files.size(), 3u);
  ASSERT_TRUE(Files.count("README.md"));
  ASSERT_TRUE(Files.count("runtime.md"));
  ASSERT_TRUE(Files.count("blas.md"));

  EXPECT_EQ(Files["README.md"],
            "<!-- Generated by hipify-mapgen from mappings/. Do not edit. -->\n"
            "# Supported CUDA APIs\n"
            "\n"
            "| family | file | entries | supported | unsupported | "
            "experimental |\n"
            "|---|---|---|---|---|---|\n"
            "| CUDA RT API | [runtime](runtime.md) | 5 | 3 | 1 | 1 |\n"
            "| cuBLAS API | [blas](blas.md) | 1 | 0 | 1 | 0 |\n");

  EXPECT_EQ(
      Files["runtime.md"],
      "<!-- Generated by hipify-mapgen from mappings/runtime.tsv. Do not "
      "edit. -->\n"
      "# CUDA RT API (`mappings/runtime.tsv`)\n"
      "\n"
      "5 entries: 3 supported, 1 unsupported in HIP, 1 experimental in HIP.\n"
      "\n"
      "| CUDA | HIP | kind | category | status | CUDA deprecated | CUDA "
      "removed | HIP version |\n"
      "|---|---|---|---|---|---|---|---|\n"
      "| `cudaMemcpyToSymbol` | `hipMemcpyToSymbol` | function | memory | "
      "supported, argument wrapped: `wrap=1:symbol` |  |  |  |\n"
      "| `cudaThreadSynchronize` | `hipDeviceSynchronize` | function | thread "
      "| supported | 10.0 |  |  |\n"
      "| `cudaEventCreate` | `hipEventCreate` (`hipEventCreateWithFlags` with "
      "2 arguments) | function | event | supported |  |  |  |\n"
      "| `cudaOld` |  | function | memory | unsupported, use `cudaNew` |  | "
      "12.0 |  |\n"
      "| `cudaGraphNew` | `hipGraphNew` | function | graph | experimental |  "
      "|  | 7.0 |\n");

  EXPECT_NE(
      Files["blas.md"].find("1 entry: 0 supported, 1 unsupported in HIP, 0 "
                            "experimental in HIP.\n"),
      std::string::npos);
}

} // namespace

TEST(TableWriterTest, RocWhyAndAmapAreFieldsOfTheEntry) {
  std::string Table =
      cppTable({family("/m/solver.tsv",
                       "#! api: cuSOLVER API\n"
                       "#! alternative-library: roc\n"
                       "CUSOLVER_STATUS_ZERO_PIVOT HIPSOLVER_STATUS_ZERO_PIVOT "
                       "enumerator type supported roc-why=reported in info\n"),
                family("/m/dnn.tsv", "#! api: cuDNN API\n"
                                     "cudnnFind - function library unsupported "
                                     "amap=miopenFind\n")});
  EXPECT_NE(entryOf(Table, "CUSOLVER_STATUS_ZERO_PIVOT")
                .find(", \"\", \"reported in info\", \"\", {}, false},"),
            std::string::npos)
      << Table;
  EXPECT_NE(
      entryOf(Table, "cudnnFind").find(", \"\", \"\", \"miopenFind\", {}, false},"),
      std::string::npos)
      << Table;
  EXPECT_EQ(Table.find("GeneratedExtras"), std::string::npos);
}

TEST(TableWriterTest, RocTransformsAreAnArrayOfTheirOwn) {
  std::string Table = cppTable({family(
      "/m/sparse.tsv", "#! api: cuSPARSE API\n"
                       "#! alternative-library: roc\n"
                       "cusparseSpVV_bufferSize hipsparseSpVV_bufferSize "
                       "function library supported roc=rocsparse_spvv "
                       "roc-map=6:CUDA_R_32F>rocsparse_datatype_f32_r "
                       "roc-insert=8:nullptr\n")});
  EXPECT_TRUE(llvm::StringRef(entryOf(Table, "cusparseSpVV_bufferSize"))
                  .ends_with(", {}, \"\", \"rocsparse_spvv\", \"\", "
                             "{}, {}, false, false, \"\", \"\", "
                             "{}, \"\", \"\", ::hipify::AlternativeLibrary::"
                             "Roc, false, 0, {false, \"\"}, \"\", \"\", "
                             "\"\", RocTransforms0, false},"))
      << Table;
  EXPECT_NE(
      Table.find("static constexpr ::hipify::ArgumentTransform::ValueMapping "
                 "ValueMappingsRoc0_0[] = {{\"CUDA_R_32F\", "
                 "\"rocsparse_datatype_f32_r\"}, };\n"
                 "static constexpr ::hipify::ArgumentTransform "
                 "RocTransforms0[] = {\n"),
      std::string::npos)
      << Table;
  EXPECT_EQ(Table.find(" Transforms0[]"), std::string::npos) << Table;
}

TEST(TableWriterTest, NeedsAstIsTheEntrysLastField) {
  std::string Table = cppTable({family(
      "/m/device.tsv", "#! api: CUDA RT API\n"
                       "all - function device_function unsupported "
                       "evidence=ast\n")});
  EXPECT_TRUE(llvm::StringRef(entryOf(Table, "all")).ends_with(", {}, true},"))
      << Table;
}

TEST(TableWriterTest, NameIndexFollowsTheEntries) {
  std::string Table = cppTable({family(
      "/m/runtime.tsv", "#! api: CUDA RT API\n"
                        "cudaFree hipFree function memory supported\n"
                        "cudaMalloc hipMalloc function memory supported\n")});
  // Two names: eight slots (more than twice as many), each name's run of
  // one entry in one of them.
  llvm::StringRef Index =
      llvm::StringRef(Table).split("GeneratedNameIndex[] = {\n").second;
  EXPECT_EQ(Index.count("{0, 1}"), 1u) << Table;
  EXPECT_EQ(Index.count("{1, 1}"), 1u) << Table;
  EXPECT_EQ(Index.count("{0, 0}"), 6u) << Table;
}
