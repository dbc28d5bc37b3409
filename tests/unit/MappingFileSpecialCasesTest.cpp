//===- MappingFileSpecialCasesTest.cpp - Behaviour the data names ---------===//
//
// The directive and extras that tell rules which names play a part:
// `#! alternative-library:`, `hip-data-type=`, `options=`, `location-device=`.
//
//===----------------------------------------------------------------------===//
#include "mapgen/MappingFile.h"

#include "gtest/gtest.h"

using namespace hipify;
using namespace hipify::mapgen;

namespace {

using Errors = std::vector<std::string>;

Errors errorsOf(llvm::StringRef Text, MappingFamily *Family = nullptr) {
  std::vector<MappingDiagnostic> Diags;
  MappingFamily F = parseMappingFile("f.tsv", Text, Diags);
  if (Family)
    *Family = std::move(F);
  Errors Out;
  for (const MappingDiagnostic &D : Diags)
    Out.push_back(D.str());
  return Out;
}

TEST(MappingFileSpecialCasesTest, AlternativeLibraryOfAFamily) {
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

TEST(MappingFileSpecialCasesTest, BadAlternativeLibraries) {
  EXPECT_EQ(errorsOf("#! api: cuBLAS API\n#! alternative-library: rocm\n"),
            Errors{"f.tsv:2:25: error: unknown alternative library 'rocm' "
                   "(expected roc or hipdnn)"});
  EXPECT_EQ(errorsOf("#! api: cuBLAS API\n#! alternative-library:\n"),
            Errors{"f.tsv:2:24: error: unknown alternative library '' "
                   "(expected roc or hipdnn)"});
  EXPECT_EQ(errorsOf("#! api: cuBLAS API\n#! alternative-library: roc\n"
                     "#! alternative-library: hipdnn\n"),
            Errors{"f.tsv:3:1: error: duplicate '#! alternative-library:' "
                   "directive"});
}

TEST(MappingFileSpecialCasesTest, HipdnnNamesNeedAHipdnnFamily) {
  EXPECT_EQ(errorsOf("#! api: cuDNN API\n"
                     "cudnnCreate miopenCreate function library supported "
                     "hipdnn=hipdnnCreate\n"),
            Errors{"f.tsv:2:1: error: 'hipdnn=' needs '#! alternative-library: "
                   "hipdnn'"});
}

TEST(MappingFileSpecialCasesTest, HipDataTypeKeepsTheHipName) {
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

TEST(MappingFileSpecialCasesTest, BadHipDataTypes) {
  EXPECT_EQ(
      errorsOf("#! api: CUDA RT API\n"
               "CUDA_R_32F HIP_R_32F enumerator numeric_literal "
               "supported roc=rocblas_datatype_f32_r hip-data-type=yes\n"),
      Errors{"f.tsv:2:100: error: hip-data-type= takes 'keep', not "
             "'yes'"});
  EXPECT_EQ(errorsOf("#! api: CUDA RT API\n"
                     "CUDA_R_4I HIP_R_4I enumerator numeric_literal "
                     "supported hip-data-type=keep\n"),
            Errors{"f.tsv:2:1: error: 'hip-data-type=' needs 'roc='"});
}

TEST(MappingFileSpecialCasesTest, OptionsArgumentIsAPositionFromOne) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("#! api: RTC API\n"
                     "nvrtcCompileProgram hiprtcCompileProgram function "
                     "library supported options=3\n",
                     &F),
            Errors{});
  ASSERT_EQ(F.Records.size(), 1u);
  EXPECT_EQ(F.Records[0].OptionsArgument, 3u);
}

TEST(MappingFileSpecialCasesTest, BadOptionsArguments) {
  const char *Header = "#! api: RTC API\n";
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "nvrtcCompileProgram hiprtcCompileProgram function "
                     "library supported options=0\n"),
            Errors{"f.tsv:2:69: error: options=: '0' is not an argument "
                   "position (from 1)"});
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "nvrtcCompileProgram hiprtcCompileProgram function "
                     "library supported options=3 options=2\n"),
            Errors{"f.tsv:2:79: error: options= may be given once"});
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "NVRTC_SUCCESS HIPRTC_SUCCESS enumerator type "
                     "supported options=1\n"),
            Errors{"f.tsv:2:56: error: options= applies to functions only"});
}

TEST(MappingFileSpecialCasesTest, LocationDeviceIsAMemberOrAHipName) {
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
  EXPECT_EQ(F.Records[0].LocationDevice, ".id");
  EXPECT_EQ(F.Records[1].LocationDevice, "hipCpuDeviceId");
}

TEST(MappingFileSpecialCasesTest, BadLocationDevices) {
  const char *Header = "#! api: CUDA RT API\n";
  for (const char *Value : {".", "..id", ".a::b", "0", "a.b"})
    EXPECT_EQ(errorsOf(std::string(Header) +
                       "cudaMemLocationTypeHost - enumerator numeric_literal "
                       "unsupported location-device=" +
                       Value + "\n"),
              Errors{"f.tsv:2:66: error: expected location-device=.member or "
                     "location-device=hipName"})
        << Value;
  EXPECT_EQ(errorsOf(std::string(Header) +
                     "cudaMemLocation hipMemLocation type type supported "
                     "location-device=.id\n"),
            Errors{"f.tsv:2:52: error: location-device= applies to "
                   "enumerators only"});
}

} // namespace
