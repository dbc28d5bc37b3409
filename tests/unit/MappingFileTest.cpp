//===- MappingFileTest.cpp - Parsing and validating mappings/*.tsv --------===//
#include "mapping/MappingFile.h"

#include "gtest/gtest.h"

using namespace hipify;
using namespace hipify::mapgen;

namespace {

constexpr const char *Header = "#! api: CUDA RT API\n";

using FileParser = MappingFamily (*)(llvm::StringRef, llvm::StringRef,
                                     std::vector<MappingDiagnostic> &);

/// Parses \p Text as "rt.tsv" (or, with parseUserRulesFile, "r.rules") and
/// returns the diagnostics as strings.
std::vector<std::string> errorsOf(llvm::StringRef Text,
                                  MappingFamily *Family = nullptr,
                                  FileParser Parse = parseMappingFile) {
  std::vector<MappingDiagnostic> Diags;
  MappingFamily F =
      Parse(Parse == parseMappingFile ? "rt.tsv" : "r.rules", Text, Diags);
  if (Family)
    *Family = std::move(F);
  std::vector<std::string> Out;
  for (const MappingDiagnostic &D : Diags)
    Out.push_back(D.str());
  return Out;
}

using Errors = std::vector<std::string>;

/// The record's argument transforms as written, space-separated.
std::string writtenTransforms(const MappingRecord &R) {
  std::string Out;
  for (const ParsedArgumentTransform &T : R.ArgumentTransforms)
    Out += (Out.empty() ? "" : " ") + T.Written;
  return Out;
}

TEST(MappingFileTest, ParsesAValidFile) {
  MappingFamily F;
  Errors E = errorsOf("#! api: CUDA RT API   # the runtime\n"
                      "#! headers: cuda_runtime_api.h driver_types.h\n"
                      "#! ignore: ^CUDART_ ^__cuda # internal helpers\n"
                      "# CUDA name   HIP name   kind   category   status\n"
                      "\n"
                      "cuda_runtime.h  hip/hip_runtime.h  header  "
                      "include_cuda_main_header  supported\n"
                      "cudaMalloc\thipMalloc\tfunction\tmemory\tsupported\n"
                      "  cudaFoo  -  function  memory  unsupported  # note\n"
                      "cudaBar hipBar function graph experimental\n",
                      &F);
  EXPECT_EQ(E, Errors());
  EXPECT_EQ(F.Path, "rt.tsv");
  EXPECT_EQ(F.Api, "CUDA RT API");
  EXPECT_EQ(F.Headers,
            (std::vector<std::string>{"cuda_runtime_api.h", "driver_types.h"}));
  ASSERT_EQ(F.Ignores.size(), 2u);
  EXPECT_EQ(F.Ignores[0].Regex, "^CUDART_");
  EXPECT_EQ(F.Ignores[1].Regex, "^__cuda");
  EXPECT_EQ(F.Ignores[1].Reason, "internal helpers");

  ASSERT_EQ(F.Records.size(), 4u);
  EXPECT_EQ(F.Records[0].CudaName, "cuda_runtime.h");
  EXPECT_EQ(F.Records[0].HipName, "hip/hip_runtime.h");
  EXPECT_EQ(F.Records[0].Kind, MappingKind::Header);
  EXPECT_EQ(F.Records[0].Category, "include_cuda_main_header");

  const MappingRecord &Malloc = F.Records[1];
  EXPECT_EQ(Malloc.CudaName, "cudaMalloc");
  EXPECT_EQ(Malloc.HipName, "hipMalloc");
  EXPECT_EQ(Malloc.Kind, MappingKind::Function);
  EXPECT_EQ(Malloc.Category, "memory");
  EXPECT_EQ(Malloc.Status, SupportStatus::Supported);
  EXPECT_EQ(Malloc.Where.File, "rt.tsv");
  EXPECT_EQ(Malloc.Where.Line, 7u);
  EXPECT_EQ(Malloc.Where.Column, 1u);

  const MappingRecord &Foo = F.Records[2];
  EXPECT_EQ(Foo.Status, SupportStatus::Unsupported);
  EXPECT_EQ(Foo.HipName, "");
  EXPECT_EQ(Foo.Where.Column, 3u);

  EXPECT_EQ(F.Records[3].Status, SupportStatus::Experimental);
  EXPECT_EQ(F.Records[3].HipName, "hipBar");
}

TEST(MappingFileTest, ParsesExtras) {
  MappingFamily F;
  Errors E = errorsOf(
      std::string(Header) +
          "cudaEventCreate hipEventCreate function event supported "
          "args=2:hipEventCreateWithFlags deprecated=10.0 removed=12.0 "
          "added=9.1 hip=7.0 args=3:hipEventCreateThree\n"
          "cudaOld - function memory unsupported alt=cudaNew\n",
      &F);
  EXPECT_EQ(E, Errors());
  ASSERT_EQ(F.Records.size(), 2u);
  const MappingRecord &R = F.Records[0];
  EXPECT_EQ(R.Deprecated, "10.0");
  EXPECT_EQ(R.Removed, "12.0");
  EXPECT_EQ(R.Added, "9.1");
  EXPECT_EQ(R.HipVersion, "7.0");
  ASSERT_EQ(R.ArgOverloads.size(), 2u);
  EXPECT_EQ(R.ArgOverloads[0].ArgCount, 2u);
  EXPECT_EQ(R.ArgOverloads[0].HipName, "hipEventCreateWithFlags");
  EXPECT_EQ(R.ArgOverloads[1].ArgCount, 3u);
  EXPECT_EQ(R.ArgOverloads[1].HipName, "hipEventCreateThree");
  EXPECT_EQ(F.Records[1].Alternative, "cudaNew");
}

TEST(MappingFileTest, ParsesRocNames) {
  MappingFamily F;
  Errors E = errorsOf(std::string(Header) +
                          "cublasSgemm_v2 hipblasSgemm function library "
                          "supported roc=rocblas_sgemm\n"
                          "cublas_v2.h hipblas/hipblas.h header include "
                          "supported roc=rocblas/rocblas.h\n"
                          "cublasFoo - function library unsupported "
                          "roc=rocblas_foo\n",
                      &F);
  EXPECT_EQ(E, Errors());
  ASSERT_EQ(F.Records.size(), 3u);
  EXPECT_EQ(F.Records[0].RocName, "rocblas_sgemm");
  EXPECT_EQ(F.Records[1].RocName, "rocblas/rocblas.h");
  EXPECT_EQ(F.Records[2].RocName, "rocblas_foo");
}

TEST(MappingFileTest, ParsesHipdnnNames) {
  MappingFamily F;
  Errors E = errorsOf("#! api: cuDNN API\n#! alternative-library: hipdnn\n"
                      "cudnnCreate miopenCreate function library "
                      "supported hipdnn=hipdnnCreate\n"
                      "cudnn.h miopen/miopen.h header include "
                      "supported hipdnn=hipdnn.h\n"
                      "cudnnBad - function library unsupported "
                      "hipdnn=not/a/name\n",
                      &F);
  ASSERT_EQ(E.size(), 1u);
  EXPECT_NE(E[0].find("'not/a/name' is not a C identifier"), std::string::npos);
  ASSERT_EQ(F.Records.size(), 3u);
  EXPECT_EQ(F.Records[0].HipdnnName, "hipdnnCreate");
  EXPECT_EQ(F.Records[1].HipdnnName, "hipdnn.h");
}

TEST(MappingFileTest, ParsesFlatHeaders) {
  MappingFamily F;
  Errors E = errorsOf(std::string(Header) +
                          "cublas.h hipblas/hipblas.h header include supported "
                          "roc=rocblas/rocblas.h flat=hipblas.h "
                          "roc-flat=rocblas.h\n"
                          "cufft.h hipfft/hipfft.h header include supported "
                          "roc-flat=hipfft.h\n"
                          "cudaMalloc hipMalloc function memory supported "
                          "flat=hip.h\n"
                          "curand.h hiprand/hiprand.h header include supported "
                          "flat=not-a-header\n",
                      &F);
  ASSERT_EQ(E.size(), 3u);
  EXPECT_NE(E[0].find("'roc-flat=' needs 'roc='"), std::string::npos);
  EXPECT_NE(E[1].find("flat= applies to headers only"), std::string::npos);
  EXPECT_NE(E[2].find("'not-a-header' is not a header path"),
            std::string::npos);
  EXPECT_EQ(F.Records[0].FlatHeader, "hipblas.h");
  EXPECT_EQ(F.Records[0].RocFlatHeader, "rocblas.h");
}

TEST(MappingFileTest, ParsesMemberCasts) {
  MappingFamily F;
  Errors E = errorsOf(std::string(Header) +
                          "__half2 __half2 type device_type supported "
                          "member-cast=__half<6.4\n"
                          "half2 half2 type device_type supported "
                          "member-cast=half<six\n"
                          "cudaMalloc hipMalloc function memory supported "
                          "member-cast=__half\n",
                      &F);
  ASSERT_EQ(E.size(), 2u);
  EXPECT_NE(E[0].find("expected member-cast=TYPE or member-cast=TYPE<X.Y"),
            std::string::npos);
  EXPECT_NE(E[1].find("member-cast= applies to types only"), std::string::npos);
  EXPECT_EQ(F.Records[0].MemberCast.Name, "__half");
  EXPECT_EQ(F.Records[0].MemberCast.Before, (HipVersion{6, 4}));
}

TEST(MappingFileTest, RocNameOfTheWrongShape) {
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaMalloc hipMalloc function memory supported "
                     "roc=roc/malloc.h\n"),
            Errors{"rt.tsv:2:52: error: 'roc/malloc.h' is not a C identifier"});
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cuda.h hip/hip_runtime.h header include supported "
                     "roc=roc_runtime\n"),
            Errors{"rt.tsv:2:55: error: 'roc_runtime' is not a header path"});
}

// Each error points at the offending field: line 2 is the record after the
// '#! api:' line; columns are 1-based.
TEST(MappingFileTest, AlternativeLibraryOfAFamily) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("#! api: cuBLAS API\n"
                     "#! alternative-library: roc   # --roc: rocBLAS\n",
                     &F),
            Errors{});
  EXPECT_EQ(F.Library, AlternativeLibrary::Roc);
  EXPECT_EQ(errorsOf("#! api: cuDNN API\n#! alternative-library: hipdnn\n", &F),
            Errors{});
  EXPECT_EQ(F.Library, AlternativeLibrary::Hipdnn);
  EXPECT_EQ(errorsOf("#! api: CUDA RT API\n", &F), Errors{});
  EXPECT_EQ(F.Library, AlternativeLibrary::None);
}

TEST(MappingFileTest, BadAlternativeLibraries) {
  EXPECT_EQ(errorsOf("#! api: cuBLAS API\n#! alternative-library: rocm\n"),
            Errors{"rt.tsv:2:25: error: unknown alternative library 'rocm' "
                   "(expected roc or hipdnn)"});
  EXPECT_EQ(errorsOf("#! api: cuBLAS API\n#! alternative-library:\n"),
            Errors{"rt.tsv:2:24: error: unknown alternative library '' "
                   "(expected roc or hipdnn)"});
  EXPECT_EQ(errorsOf("#! api: cuBLAS API\n#! alternative-library: roc\n"
                     "#! alternative-library: hipdnn\n"),
            Errors{"rt.tsv:3:1: error: duplicate '#! alternative-library:' "
                   "directive"});
}

TEST(MappingFileTest, HipdnnNamesNeedAHipdnnFamily) {
  EXPECT_EQ(
      errorsOf("#! api: cuDNN API\n"
               "cudnnCreate miopenCreate function library supported "
               "hipdnn=hipdnnCreate\n"),
      Errors{"rt.tsv:2:1: error: 'hipdnn=' needs '#! alternative-library: "
             "hipdnn'"});
}

TEST(MappingFileTest, RocWhyNeedsARocFamilyAndNoRocName) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("#! api: cuSOLVER API\n#! alternative-library: roc\n"
                     "CUSOLVER_STATUS_ZERO_PIVOT HIPSOLVER_STATUS_ZERO_PIVOT "
                     "enumerator type supported roc-why=reported in info, not "
                     "as a status\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 1u);
  EXPECT_EQ(F.Records[0].RocWhy, "reported in info, not as a status");
  EXPECT_EQ(
      errorsOf("#! api: cuSOLVER API\n"
               "CUSOLVER_STATUS_ZERO_PIVOT HIPSOLVER_STATUS_ZERO_PIVOT "
               "enumerator type supported roc-why=no roc family\n"),
      Errors{"rt.tsv:2:1: error: 'roc-why=' goes on an entry without 'roc=' "
             "in a family with '#! alternative-library: roc'"});
  EXPECT_EQ(
      errorsOf("#! api: cuSOLVER API\n#! alternative-library: roc\n"
               "CUSOLVER_STATUS_SUCCESS HIPSOLVER_STATUS_SUCCESS enumerator "
               "type supported roc=rocblas_status_success roc-why=has one\n"),
      Errors{"rt.tsv:3:1: error: 'roc-why=' goes on an entry without 'roc=' "
             "in a family with '#! alternative-library: roc'"});
}

TEST(MappingFileTest, RocNameOfACallWithTransformsNeedsItsOwn) {
  // Under --roc the hip transforms give way to the roc name's: without
  // any, the call would keep CUDA's arguments silently.
  EXPECT_EQ(errorsOf("#! api: cuSPARSE API\n#! alternative-library: roc\n"
                     "cusparseA hipsparseA function library supported "
                     "roc=rocsparse_a drop=3:null\n"),
            Errors{"rt.tsv:3:1: error: an entry with 'roc=' and argument "
                   "transforms ('drop=3:null') needs the roc name's own "
                   "('roc-drop=', 'roc-insert=', ...): --roc does not apply "
                   "the HIP name's"});
  EXPECT_EQ(errorsOf("#! api: cuSPARSE API\n#! alternative-library: roc\n"
                     "cusparseA hipsparseA function library supported "
                     "roc=rocsparse_a drop=3:null roc-drop=3:null\n"
                     "cusparseB hipsparseB function library supported "
                     "drop=3:null roc-why=takes more\n"),
            Errors{});
  // Outside a roc family the roc name is the HIP name's alias, transforms
  // included.
  EXPECT_EQ(errorsOf("#! api: CUDA RT API\n"
                     "cudaA hipA function memory supported roc=rocA "
                     "drop=3:null\n"),
            Errors{});
}

TEST(MappingFileTest, MalformedRocTransformNamesItsPrefix) {
  EXPECT_EQ(errorsOf("#! api: cuSPARSE API\n#! alternative-library: roc\n"
                     "cusparseA hipsparseA function library supported "
                     "roc=rocsparse_a roc-insert=3\n"),
            Errors{"rt.tsv:3:65: error: expected roc-insert=N:argument"});
}

TEST(MappingFileTest, RocTransformsAreTheRocNamesOwn) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("#! api: cuSPARSE API\n#! alternative-library: roc\n"
                     "cusparseSparseToDense_bufferSize "
                     "hipsparseSparseToDense_bufferSize function library "
                     "supported roc=rocsparse_sparse_to_dense "
                     "roc-insert=6:nullptr\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 1u);
  EXPECT_TRUE(F.Records[0].ArgumentTransforms.empty());
  ASSERT_EQ(F.Records[0].RocArgumentTransforms.size(), 1u);
  EXPECT_EQ(F.Records[0].RocArgumentTransforms[0].What,
            ArgumentTransform::Kind::Insert);
  EXPECT_EQ(F.Records[0].RocArgumentTransforms[0].Index, 5u);
  EXPECT_EQ(F.Records[0].RocArgumentTransforms[0].Written,
            "roc-insert=6:nullptr");
  // Checked as the others are, and only where --roc writes the roc name.
  EXPECT_EQ(
      errorsOf("#! api: cuSPARSE API\n#! alternative-library: roc\n"
               "cusparseA hipsparseA function library supported "
               "roc=rocsparse_a roc-drop=0:null\n"
               "cusparseB hipsparseB function library supported "
               "roc=rocsparse_b roc-drop=2:any roc-drop=2:any\n"
               "cusparseC hipsparseC function library supported "
               "roc-insert=1:nullptr\n"
               "cusparseD hipsparseD type type supported "
               "roc=rocsparse_d roc-insert=1:nullptr\n"),
      (Errors{"rt.tsv:3:65: error: '0' is not an argument position (from 1)",
              "rt.tsv:4:1: error: argument 2 is dropped twice",
              "rt.tsv:6:58: error: roc-insert= applies to functions only",
              "rt.tsv:5:1: error: 'roc-drop=', 'roc-insert=', ... go on "
              "an entry with 'roc=' in a family with "
              "'#! alternative-library: roc'"}));
  EXPECT_EQ(errorsOf("#! api: CUDA RT API\n"
                     "cudaA hipA function memory supported roc=rocA "
                     "roc-insert=1:nullptr\n"),
            (Errors{"rt.tsv:2:1: error: 'roc-drop=', 'roc-insert=', ... go on "
                    "an entry with 'roc=' in a family with "
                    "'#! alternative-library: roc'"}));
}

TEST(MappingFileTest, AmapNamesAnEntryHipLacks) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("#! api: cuDNN API\n"
                     "cudnnConvolutionFwdAlgoPerf_t - type type unsupported "
                     "amap=miopenConvAlgoPerf_t why=fields differ\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 1u);
  EXPECT_EQ(F.Records[0].AmapName, "miopenConvAlgoPerf_t");
  EXPECT_EQ(F.Records[0].Why, "fields differ");
  EXPECT_EQ(errorsOf("#! api: cuDNN API\n"
                     "cudnnCreate miopenCreate function library supported "
                     "amap=miopenCreate\n"),
            Errors{"rt.tsv:2:53: error: amap= goes on an entry HIP lacks"});
  EXPECT_EQ(errorsOf("#! api: cuDNN API\n"
                     "cudnnFoo - function library unsupported amap=a-b\n"),
            Errors{"rt.tsv:2:46: error: 'a-b' is not a C identifier"});
}

TEST(MappingFileTest, HipDataTypeKeepsTheHipName) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("#! api: CUDA RT API\n"
                     "CUDA_R_32F HIP_R_32F enumerator numeric_literal "
                     "supported roc=rocblas_datatype_f32_r hip-data-type=keep\n"
                     "CUDA_R_64F HIP_R_64F enumerator numeric_literal "
                     "supported roc=rocblas_datatype_f64_r\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 2u);
  EXPECT_TRUE(F.Records[0].HipDataType);
  EXPECT_FALSE(F.Records[1].HipDataType);
}

TEST(MappingFileTest, BadHipDataTypes) {
  EXPECT_EQ(
      errorsOf("#! api: CUDA RT API\n"
               "CUDA_R_32F HIP_R_32F enumerator numeric_literal "
               "supported roc=rocblas_datatype_f32_r hip-data-type=yes\n"),
      Errors{"rt.tsv:2:100: error: hip-data-type= takes 'keep', not "
             "'yes'"});
  EXPECT_EQ(errorsOf("#! api: CUDA RT API\n"
                     "CUDA_R_4I HIP_R_4I enumerator numeric_literal "
                     "supported hip-data-type=keep\n"),
            Errors{"rt.tsv:2:1: error: 'hip-data-type=' needs 'roc='"});
}

TEST(MappingFileTest, OptionsArgumentIsAPositionFromOne) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("#! api: RTC API\n"
                     "nvrtcCompileProgram hiprtcCompileProgram function "
                     "library supported options=3\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 1u);
  EXPECT_EQ(F.Records[0].OptionsArgument, 3u);
}

TEST(MappingFileTest, BadOptionsArguments) {
  const char *Rtc = "#! api: RTC API\n";
  EXPECT_EQ(errorsOf(std::string(Rtc) +
                     "nvrtcCompileProgram hiprtcCompileProgram function "
                     "library supported options=0\n"),
            Errors{"rt.tsv:2:69: error: options=: '0' is not an argument "
                   "position (from 1)"});
  EXPECT_EQ(errorsOf(std::string(Rtc) +
                     "nvrtcCompileProgram hiprtcCompileProgram function "
                     "library supported options=3 options=2\n"),
            Errors{"rt.tsv:2:79: error: options= may be given once"});
  EXPECT_EQ(errorsOf(std::string(Rtc) +
                     "NVRTC_SUCCESS HIPRTC_SUCCESS enumerator type "
                     "supported options=1\n"),
            Errors{"rt.tsv:2:56: error: options= applies to functions only"});
}

TEST(MappingFileTest, LocationDeviceIsAMemberOrAHipName) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("#! api: CUDA RT API\n"
                     "cudaMemLocationTypeDevice hipMemLocationTypeDevice "
                     "enumerator numeric_literal supported "
                     "location-device=.id\n"
                     "cudaMemLocationTypeHost - enumerator numeric_literal "
                     "unsupported location-device=hipCpuDeviceId\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 2u);
  EXPECT_TRUE(F.Records[0].LocationDeviceIsMember);
  EXPECT_EQ(F.Records[0].LocationDevice, "id");
  EXPECT_FALSE(F.Records[1].LocationDeviceIsMember);
  EXPECT_EQ(F.Records[1].LocationDevice, "hipCpuDeviceId");
}

TEST(MappingFileTest, WhyIsProseToTheEndOfTheLine) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "__vabs2 - function device_function unsupported "
                         "why=HIP has no SIMD-in-word functions\n"
                         "__grid_constant__ - macro define supported "
                         "why=a hint HIP has none of\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 2u);
  EXPECT_EQ(F.Records[0].Why, "HIP has no SIMD-in-word functions");
  // A supported macro with '-' and a reason: removed at each use.
  EXPECT_EQ(F.Records[1].HipName, "");
  EXPECT_EQ(F.Records[1].Why, "a hint HIP has none of");
}

TEST(MappingFileTest, BadWhys) {
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaFree hipFree function memory supported why=x\n"),
            Errors{"rt.tsv:2:44: error: why= goes on an unsupported entry or "
                   "a macro removed ('-')"});
  // Only a macro is removed: a function needs its HIP name.
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaFree - function memory supported why=x\n"),
            Errors{"rt.tsv:2:10: error: a supported entry needs a HIP name"});
}

TEST(MappingFileTest, BadLocationDevices) {
  for (const char *Value : {".", "..id", ".a::b", "0", "a.b"})
    EXPECT_EQ(errorsOf(std::string(Header) +
                       "cudaMemLocationTypeHost - enumerator numeric_literal "
                       "unsupported location-device=" +
                       Value + "\n"),
              Errors{"rt.tsv:2:66: error: expected location-device=.member or "
                     "location-device=hipName"})
        << Value;
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaMemLocation hipMemLocation type type supported "
                     "location-device=.id\n"),
            Errors{"rt.tsv:2:52: error: location-device= applies to "
                   "enumerators only"});
}

/// Lines with one mistake each: the mistake, where it is, and nothing else.
TEST(MappingFileTest, EachMalformedLineIsOneError) {
  const std::string H = Header;
  const std::pair<std::string, std::string> Cases[] = {
      {H + "cudaMalloc hipMalloc funktion memory supported\n",
       "rt.tsv:2:22: error: unknown kind 'funktion'"},
      {H + "cudaMalloc hipMalloc function memroy supported\n",
       "rt.tsv:2:31: error: unknown category 'memroy'"},
      {H + "cudaMalloc hipMalloc function memory partial\n",
       "rt.tsv:2:38: error: unknown status 'partial'"},
      {H + "cudaMalloc hipMalloc function memory supported since=1.0\n",
       "rt.tsv:2:48: error: unknown extra 'since'"},
      {H + "cudaMalloc hipMalloc function memory supported deprecated\n",
       "rt.tsv:2:48: error: expected key=value, found 'deprecated'"},
      {H + "#! headerz: cuda.h\n",
       "rt.tsv:2:4: error: unknown directive 'headerz'"},
      {"#! api: CUDA Runtime API\n",
       "rt.tsv:1:9: error: unknown API family 'CUDA Runtime API'"},
      {H + "#! api: cuBLAS API\n",
       "rt.tsv:2:1: error: duplicate '#! api:' directive"},
      {"cudaMalloc hipMalloc function memory supported\n",
       "rt.tsv:1:1: error: missing '#! api:' directive"},
      {H + "cudaMalloc - function memory supported\n",
       "rt.tsv:2:12: error: a supported entry needs a HIP name"},
      {H + "cudaMalloc - function memory experimental\n",
       "rt.tsv:2:12: error: an experimental entry needs a HIP name"},
      {H + "cudaFoo hipFoo function memory unsupported\n",
       "rt.tsv:2:9: error: an unsupported entry has '-' as HIP name, not "
       "'hipFoo'"},
      {H + "cudaMalloc hipMalloc function\n",
       "rt.tsv:2:30: error: expected 5 fields (CUDA name, HIP name, kind, "
       "category, status), found 3"},
      {H + "cuda-Malloc hipMalloc function memory supported\n",
       "rt.tsv:2:1: error: 'cuda-Malloc' is not an identifier"},
      {H + "cudaMalloc hipMalloc function memory supported deprecated=10\n",
       "rt.tsv:2:59: error: '10' is not a version (X.Y)"},
      {H + "cudaMalloc hipMalloc function memory supported hip=seven\n",
       "rt.tsv:2:52: error: 'seven' is not a version (X.Y)"},
  };
  for (const auto &[Text, Error] : Cases)
    EXPECT_EQ(errorsOf(Text), Errors{Error}) << Text;
}

TEST(MappingFileTest, TargetsOutsideHipNeedAReason) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "#! targets-outside-hip: # another project's port\n",
                     &F),
            Errors{});
  EXPECT_EQ(F.TargetsOutsideHip, "another project's port");
  EXPECT_EQ(errorsOf(std::string(Header) + "#! targets-outside-hip:\n"),
            Errors{"rt.tsv:2:1: error: '#! targets-outside-hip:' needs a "
                   "'# reason' comment"});
}

TEST(MappingFileTest, OlderHipName) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "CU_FLAG hipNewFlag macro define supported hip=6.3 "
                         "older=hipOldFlag\n",
                     &F),
            Errors());
  ASSERT_EQ(F.Records.size(), 1u);
  EXPECT_EQ(F.Records[0].OlderHipName, "hipOldFlag");
  // Only a name HIP added later has an older one; an argument-count overload
  // would have no older form.
  for (const char *Bad : {"older=hipOldFlag", "hip=6.3 older=hipOld "
                                              "args=2:hipOther"})
    EXPECT_EQ(errorsOf(std::string(Header) +
                       "CU_FLAG hipNewFlag macro define supported " + Bad +
                       "\n"),
              Errors{"rt.tsv:2:1: error: 'older=' needs 'hip=' and goes with "
                     "no 'args=' nor header"})
        << Bad;
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "CU_FLAG hipNewFlag macro define supported hip=6.3 "
                     "older=not-a-name\n"),
            Errors{"rt.tsv:2:57: error: 'not-a-name' is not an identifier"});
}

TEST(MappingFileTest, BadArgs) {
  for (const char *Bad : {"args=2", "args=x:hipFoo", "args=2:"})
    EXPECT_EQ(errorsOf(std::string(Header) +
                       "cudaMalloc hipMalloc function memory supported " + Bad +
                       "\n"),
              Errors{"rt.tsv:2:48: error: expected args=N:hipName"})
        << Bad;
}

TEST(MappingFileTest, ArgumentTransformsAreKeptAsWritten) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "cudaMemAdvise hipMemAdvise function memory "
                         "supported device=4 drop=5:zero\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 1u);
  EXPECT_EQ(writtenTransforms(F.Records[0]), "device=4 drop=5:zero");
}

TEST(MappingFileTest, BadArgumentTransforms) {
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaX hipX function memory supported drop=2:a-b\n"
                     "cudaY hipY function memory supported device=0\n"
                     "cudaZ hipZ type memory supported drop=1:null\n"),
            (Errors{"rt.tsv:2:38: error: expected drop=N:null, drop=N:zero, "
                    "drop=N:any, drop=N:ENUMERATOR or "
                    "drop=N:ENUMERATOR:numerics-rule",
                    "rt.tsv:3:38: error: '0' is not an argument position "
                    "(from 1)",
                    "rt.tsv:4:34: error: drop= applies to functions only"}));
}

TEST(MappingFileTest, ReorderingTransformsAreKeptAsWritten) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "cudaX hipX function memory supported order=1,3,2 "
                         "drop=4:CUDA_LAYOUT map=5:CUDA_A>hipA,CUDA_B>hipB\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 1u);
  EXPECT_EQ(writtenTransforms(F.Records[0]),
            "order=1,3,2 drop=4:CUDA_LAYOUT map=5:CUDA_A>hipA,CUDA_B>hipB");
}

TEST(MappingFileTest, TransformsThatDoNotFitTogether) {
  EXPECT_EQ(
      errorsOf(std::string(Header) +
               "cudaA hipA function memory supported order=1,2 order=2,1\n"
               "cudaB hipB function memory supported order=2,1 drop=2:any\n"
               "cudaC hipC function memory supported map=2:A>a drop=2:null\n"
               "cudaD hipD function memory supported map=2:A>a map=2:B>b\n"
               "cudaE hipE function memory supported drop=2:any drop=2:null\n"
               "cudaF hipF function memory supported order=1,,2\n"
               "cudaG hipG function memory supported map=2:A\n"
               "cudaH hipH function memory supported map=2:A>a,A>b\n"),
      (Errors{"rt.tsv:2:1: error: order= may be given once",
              "rt.tsv:3:1: error: argument 2 is both ordered and dropped",
              "rt.tsv:4:1: error: argument 2 is both mapped and dropped",
              "rt.tsv:5:1: error: argument 2 is mapped twice",
              "rt.tsv:6:1: error: argument 2 is dropped twice",
              "rt.tsv:7:38: error: order= has an empty item",
              "rt.tsv:8:38: error: expected map=N:CUDA_VALUE>hipValue,..., "
              "found 'A'",
              "rt.tsv:9:38: error: map= names 'A' twice"}));
}

TEST(MappingFileTest, AdviceRunsToTheEndOfTheLine) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "cudaX - function memory unsupported advice=hipY(a, "
                         "b) takes the size first\n"
                         "cudaZ hipZ function memory supported order=2,1 "
                         "by-hand=call hipFind(x) before\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 2u);
  EXPECT_EQ(F.Records[0].Advice, "hipY(a, b) takes the size first");
  EXPECT_EQ(F.Records[1].ByHand, "call hipFind(x) before");
  EXPECT_EQ(writtenTransforms(F.Records[1]), "order=2,1");
}

TEST(MappingFileTest, AdviceOnTheWrongEntries) {
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaX_t - type memory unsupported advice=use hipY_t\n"
                     "cudaZ - function memory unsupported by-hand=call it\n"),
            (Errors{"rt.tsv:2:1: error: 'advice=' and 'by-hand=' apply to "
                    "functions only",
                    "rt.tsv:3:1: error: 'by-hand=' needs a converted entry "
                    "(for others: 'advice=')"}));
}

TEST(MappingFileTest, WrappedArgumentIsKeptWithoutItsKey) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "cudaMemcpyToSymbol hipMemcpyToSymbol function "
                         "memory supported wrap=1:symbol\n"
                         "cudaFuncGetAttributes hipFuncGetAttributes function "
                         "execution supported deprecated=12.0 wrap=2:kernel\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 2u);
  ASSERT_TRUE(F.Records[0].WrappedArgument && F.Records[1].WrappedArgument);
  EXPECT_EQ(writtenWrap(*F.Records[0].WrappedArgument), "1:symbol");
  EXPECT_EQ(writtenWrap(*F.Records[1].WrappedArgument), "2:kernel");
  EXPECT_EQ(F.Records[1].Deprecated, "12.0");
}

TEST(MappingFileTest, BadWrappedArguments) {
  EXPECT_EQ(
      errorsOf(std::string(Header) +
               "cudaA hipA function memory supported wrap=1:value\n"
               "cudaB hipB function memory supported wrap=0:symbol\n"
               "cudaC hipC function memory supported wrap=kernel\n"
               "cudaD hipD type memory supported wrap=1:symbol\n"
               "cudaE - function memory unsupported wrap=1:symbol\n"
               "cudaF hipF function memory supported wrap=1:symbol "
               "wrap=2:kernel\n"),
      (Errors{"rt.tsv:2:38: error: expected wrap=N:symbol, wrap=N:kernel or "
              "wrap=N:pointer",
              "rt.tsv:3:38: error: '0' is not an argument position (from 1)",
              "rt.tsv:4:38: error: expected wrap=N:symbol, wrap=N:kernel or "
              "wrap=N:pointer",
              "rt.tsv:5:34: error: wrap= applies to functions only",
              "rt.tsv:6:37: error: wrap= needs a supported entry",
              "rt.tsv:7:52: error: wrap= may be given once"}));
}

TEST(MappingFileTest, OptInMacroWithAndWithoutAVersion) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "__shfl_sync __shfl_sync function device supported "
                         "opt-in=HIP_ENABLE_WARP_SYNC_BUILTINS<7.0\n"
                         "cublasHgemm hipblasHgemm function library supported "
                         "opt-in=HIPBLAS_USE_HIP_HALF\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 2u);
  EXPECT_EQ(F.Records[0].OptIn.Name, "HIP_ENABLE_WARP_SYNC_BUILTINS");
  EXPECT_EQ(F.Records[0].OptIn.Before, (HipVersion{7, 0}));
  EXPECT_EQ(F.Records[1].OptIn.Name, "HIPBLAS_USE_HIP_HALF");
  EXPECT_FALSE(F.Records[1].OptIn.Before);
}

TEST(MappingFileTest, BadOptInMacros) {
  EXPECT_EQ(
      errorsOf(std::string(Header) +
               "cudaA hipA function memory supported opt-in=A<7\n"
               "cudaB hipB function memory supported opt-in=1B\n"
               "cudaC - function memory unsupported opt-in=C\n"
               "cudaD hipD function memory supported opt-in=D opt-in=E\n"),
      (Errors{"rt.tsv:2:38: error: expected opt-in=MACRO or opt-in=MACRO<X.Y",
              "rt.tsv:3:38: error: expected opt-in=MACRO or opt-in=MACRO<X.Y",
              "rt.tsv:4:37: error: opt-in= needs a supported entry",
              "rt.tsv:5:47: error: opt-in= may be given once"}));
}

TEST(MappingFileTest, TestedOnlyAppliesToMacros) {
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaX hipX function memory supported tested-only=t\n"),
            Errors{"rt.tsv:2:38: error: tested-only= applies to macros only"});
}

TEST(MappingFileTest, PlatformAmdMarksAConvertedMacro) {
  MappingFamily F;
  EXPECT_TRUE(errorsOf(std::string(Header) +
                           "CU_X HIP_X macro define supported platform=amd\n"
                           "CU_Y HIP_Y macro define supported\n",
                       &F)
                  .empty());
  ASSERT_EQ(F.Records.size(), 2u);
  EXPECT_TRUE(F.Records[0].AmdOnly);
  EXPECT_FALSE(F.Records[1].AmdOnly);
}

TEST(MappingFileTest, PlatformAmdOnAnythingElse) {
  EXPECT_EQ(
      errorsOf(std::string(Header) +
               "cudaX hipX function memory supported platform=amd\n"
               "CU_X - macro define unsupported platform=amd\n"
               "CU_Y HIP_Y macro define supported platform=nvidia\n"),
      (Errors{"rt.tsv:2:38: error: platform= applies to converted macros only",
              "rt.tsv:3:33: error: platform= applies to converted macros only",
              "rt.tsv:4:44: error: expected platform=amd, found 'nvidia'"}));
}

TEST(MappingFileTest, PlatformDirectives) {
  MappingFamily F;
  EXPECT_TRUE(errorsOf(std::string(Header) +
                           "#! nvidia-headers: hipx/hipx.h hipx/v.h  # shared\n"
                           "#! amd-predefined: __HIPX__  # the compiler's\n",
                       &F)
                  .empty());
  EXPECT_EQ(F.NvidiaHeaders,
            (std::vector<std::string>{"hipx/hipx.h", "hipx/v.h"}));
  EXPECT_EQ(F.AmdPredefined, std::vector<std::string>{"__HIPX__"});
  EXPECT_EQ(errorsOf(std::string(Header) + "#! nvidia-headers: hipx/hipx.h\n"
                                           "#! amd-predefined: __HIPX__\n"),
            (Errors{"rt.tsv:2:1: error: '#! nvidia-headers:' needs a '# "
                    "reason' comment",
                    "rt.tsv:3:1: error: '#! amd-predefined:' needs a '# "
                    "reason' comment"}));
}

TEST(MappingFileTest, HandleAppliesToTypesAsPointers) {
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaX hipX function memory supported handle=pointer\n"
                     "cudaT hipT type type supported handle=struct\n"
                     "cudaU hipU type type supported handle=pointer\n"),
            (Errors{"rt.tsv:2:38: error: handle= applies to types only",
                    "rt.tsv:3:39: error: handle= takes 'pointer', not "
                    "'struct'"}));
}

TEST(MappingFileTest, EvidenceAstOnNamesInCode) {
  MappingFamily F;
  EXPECT_EQ(errorsOf(std::string(Header) +
                         "all - function device unsupported evidence=ast\n"
                         "any - function device unsupported evidence=tokens\n"
                         "cuda.h hip.h header include supported evidence=ast\n",
                     &F),
            (Errors{"rt.tsv:3:44: error: evidence= takes 'ast', not 'tokens'",
                    "rt.tsv:4:39: error: evidence= applies to names in code "
                    "only"}));
}

TEST(MappingFileTest, IgnoreWithoutReason) {
  EXPECT_EQ(errorsOf(std::string(Header) + "#! ignore: ^CUDART_\n"),
            Errors{"rt.tsv:2:1: error: '#! ignore:' needs a '# reason' "
                   "comment"});
}

TEST(MappingFileTest, InvalidRegex) {
  Errors E =
      errorsOf(std::string(Header) + "#! ignore: ^ok$ ^bad(  # guards\n");
  ASSERT_EQ(E.size(), 1u);
  EXPECT_TRUE(llvm::StringRef(E[0]).starts_with(
      "rt.tsv:2:17: error: invalid regular expression '^bad(': "))
      << E[0];
}

TEST(MappingFileTest, ColumnsFollowTheDirectiveSpacing) {
  // The column is where the text is, however the directive is spaced.
  EXPECT_EQ(errorsOf("#!api :  Nope\n"),
            Errors{"rt.tsv:1:10: error: unknown API family 'Nope'"});
  EXPECT_EQ(errorsOf(std::string(Header) + "#!  ignore:^(  # why\n"),
            Errors{"rt.tsv:2:12: error: invalid regular expression '^(': "
                   "parentheses not balanced"});
  EXPECT_EQ(errorsOf(std::string(Header) + "#!bogus: x\n"),
            Errors{"rt.tsv:2:3: error: unknown directive 'bogus'"});
}

TEST(MappingFileTest, ReportsEveryProblemAndKeepsGoodRecords) {
  MappingFamily F;
  Errors E =
      errorsOf(std::string(Header) + "cudaA hipA function memory supported\n"
                                     "cudaB hipB function nowhere supported\n"
                                     "cudaC hipC function memory supported\n"
                                     "cudaD hipD function memory maybe\n",
               &F);
  EXPECT_EQ(E, (Errors{"rt.tsv:3:21: error: unknown category 'nowhere'",
                       "rt.tsv:5:28: error: unknown status 'maybe'"}));
  ASSERT_GE(F.Records.size(), 2u);
  EXPECT_EQ(F.Records[0].CudaName, "cudaA");
  EXPECT_EQ(F.Records.back().CudaName, "cudaC");
}

MappingFamily family(llvm::StringRef Path, llvm::StringRef Text) {
  std::vector<MappingDiagnostic> Diags;
  MappingFamily F = parseMappingFile(Path, Text, Diags);
  EXPECT_TRUE(Diags.empty());
  return F;
}

TEST(MappingFileTest, DuplicateAcrossFilesNamesTheFirst) {
  std::vector<MappingFamily> Families = {
      family("a.tsv", "#! api: cuBLAS API\n"
                      "\n"
                      "cublasSgemm hipblasSgemm macro library supported\n"),
      family("b.tsv", "#! api: cuBLAS API\n"
                      "cublasOther hipblasOther function library supported\n"
                      "  cublasSgemm hipblasSgemm macro library supported\n")};
  std::vector<MappingDiagnostic> Diags;
  checkDuplicates(Families, Diags);
  ASSERT_EQ(Diags.size(), 1u);
  EXPECT_EQ(Diags[0].str(), "b.tsv:3:3: error: duplicate macro entry "
                            "'cublasSgemm' (first at a.tsv:3)");
}

TEST(MappingFileTest, DuplicateWithinOneFile) {
  std::vector<MappingFamily> Families = {
      family("a.tsv", "#! api: CUDA RT API\n"
                      "cudaMalloc hipMalloc function memory supported\n"
                      "cudaMalloc hipMalloc function memory supported\n")};
  std::vector<MappingDiagnostic> Diags;
  checkDuplicates(Families, Diags);
  ASSERT_EQ(Diags.size(), 1u);
  EXPECT_EQ(Diags[0].str(), "a.tsv:3:1: error: duplicate function entry "
                            "'cudaMalloc' (first at a.tsv:2)");
}

TEST(MappingFileTest, SameNameDifferentKindsIsAllowed) {
  std::vector<MappingFamily> Families = {
      family("a.tsv", "#! api: cuBLAS API\n"
                      "cublasSgemm hipblasSgemm macro library supported\n"),
      family("b.tsv", "#! api: cuBLAS API\n"
                      "cublasSgemm - function library unsupported "
                      "alt=cublasSgemm_v2\n")};
  std::vector<MappingDiagnostic> Diags;
  checkDuplicates(Families, Diags);
  EXPECT_TRUE(Diags.empty());
}

std::vector<std::string> rulesErrorsOf(llvm::StringRef Text,
                                       MappingFamily *Family = nullptr) {
  return errorsOf(Text, Family, parseUserRulesFile);
}

TEST(UserRulesFileTest, ParsesNameReplacementKind) {
  MappingFamily F;
  EXPECT_EQ(rulesErrorsOf("# the project's helpers\n"
                          "#! api: not a directive here\n"
                          "\n"
                          "checkCudaErrors\tcheckHipErrors\tfunction # note\n"
                          "  utils::launch  launchHip  function\n"
                          "CUDA_CHECK HIP_CHECK macro\n",
                          &F),
            Errors());
  EXPECT_EQ(F.Api, UserRulesApi);
  ASSERT_EQ(F.Records.size(), 3u);
  EXPECT_EQ(F.Records[0].CudaName, "checkCudaErrors");
  EXPECT_EQ(F.Records[0].HipName, "checkHipErrors");
  EXPECT_EQ(F.Records[0].Kind, MappingKind::Function);
  EXPECT_EQ(F.Records[0].Category, UserRulesCategory);
  EXPECT_EQ(F.Records[0].Status, SupportStatus::Supported);
  EXPECT_EQ(F.Records[0].Where.Line, 4u);
  EXPECT_EQ(F.Records[1].CudaName, "utils::launch");
  EXPECT_EQ(F.Records[1].Where.Column, 3u);
  EXPECT_EQ(F.Records[2].Kind, MappingKind::Macro);
}

TEST(UserRulesFileTest, RejectsBadLines) {
  EXPECT_EQ(rulesErrorsOf("a b\n"),
            Errors{"r.rules:1:4: error: expected 3 fields (name, "
                   "replacement, kind), found 2"});
  EXPECT_EQ(rulesErrorsOf("a b function library\n"),
            Errors{"r.rules:1:14: error: expected 3 fields (name, "
                   "replacement, kind), found 4"});
  EXPECT_EQ(rulesErrorsOf("a b header\n"),
            Errors{"r.rules:1:5: error: unknown kind 'header' (expected "
                   "function, type, enum, enumerator, macro, variable or "
                   "namespace)"});
  EXPECT_EQ(rulesErrorsOf("a-b c type\n"),
            Errors{"r.rules:1:1: error: 'a-b' is not an identifier"});
  EXPECT_EQ(rulesErrorsOf("ns::M N macro\n"),
            Errors{"r.rules:1:1: error: 'ns::M' is not an identifier"});
  EXPECT_EQ(rulesErrorsOf("a ns::b function\n"),
            Errors{"r.rules:1:3: error: 'ns::b' is not an identifier"});
}

} // namespace
