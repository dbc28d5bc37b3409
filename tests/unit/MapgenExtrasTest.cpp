//===- MapgenExtrasTest.cpp - Each extra parsed once, typed or an error ---===//
//
// The generator parses every extra of a mapping entry into typed data (the
// fields TableWriter writes into the table), or reports it as
// file:line:col: error. One row per extra kind, well formed and malformed.
//
//===----------------------------------------------------------------------===//
#include "mapping/MappingFile.h"

#include "gtest/gtest.h"
#include <functional>

using namespace hipify;
using namespace hipify::mapgen;

namespace {

using Kind = ArgumentTransform::Kind;
using Requirement = ArgumentTransform::Requirement;

struct ExtraCase {
  /// The entry's line after its five fields; the CUDA name is `cudaX`.
  const char *Line;
  /// The diagnostic, or "" when the line is well formed.
  std::string Error;
  /// For a well-formed line: what the record must hold.
  std::function<void(const MappingRecord &)> Check;
};

const ExtraCase Cases[] = {
    {"cudaX hipX function memory supported wrap=2:pointer", "",
     [](const MappingRecord &R) {
       ASSERT_TRUE(R.WrappedArgument);
       EXPECT_EQ(R.WrappedArgument->Index, 1u);
       EXPECT_EQ(R.WrappedArgument->How, ArgumentWrap::Kind::Pointer);
     }},
    {"cudaX hipX function memory supported wrap=2:ptr",
     "x.tsv:2:38: error: expected wrap=N:symbol, wrap=N:kernel or "
     "wrap=N:pointer"},
    {"cudaX hipX function memory supported drop=3:CUDA_Y:numerics-nan-x", "",
     [](const MappingRecord &R) {
       ASSERT_EQ(R.ArgumentTransforms.size(), 1u);
       const ParsedArgumentTransform &T = R.ArgumentTransforms[0];
       EXPECT_EQ(T.What, Kind::Drop);
       EXPECT_EQ(T.Index, 2u);
       EXPECT_EQ(T.Required, Requirement::Enumerator);
       EXPECT_EQ(T.Text, "CUDA_Y");
       EXPECT_EQ(T.DiffersOnSpecialValues, "numerics-nan-x");
     }},
    {"cudaX hipX function memory supported drop=0:null",
     "x.tsv:2:38: error: '0' is not an argument position (from 1)"},
    {"cudaX hipX function memory supported device=2 insert=1:a default=3:b", "",
     [](const MappingRecord &R) {
       ASSERT_EQ(R.ArgumentTransforms.size(), 3u);
       EXPECT_EQ(R.ArgumentTransforms[0].What, Kind::DeviceOfLocation);
       EXPECT_EQ(R.ArgumentTransforms[0].Index, 1u);
       EXPECT_EQ(R.ArgumentTransforms[1].What, Kind::Insert);
       EXPECT_EQ(R.ArgumentTransforms[1].Text, "a");
       EXPECT_EQ(R.ArgumentTransforms[2].What, Kind::WriteDefault);
       EXPECT_EQ(R.ArgumentTransforms[2].Index, 2u);
     }},
    {"cudaX hipX function memory supported insert=2",
     "x.tsv:2:38: error: expected insert=N:argument"},
    {"cudaX hipX function memory supported order=2,hipY", "",
     [](const MappingRecord &R) {
       ASSERT_EQ(R.ArgumentTransforms.size(), 1u);
       const ParsedArgumentTransform &T = R.ArgumentTransforms[0];
       EXPECT_EQ(T.What, Kind::Order);
       ASSERT_EQ(T.Items.size(), 2u);
       EXPECT_EQ(T.Items[0].Index, 1u);
       EXPECT_EQ(T.Items[1].Text, "hipY");
       EXPECT_EQ(T.Written, "order=2,hipY");
     }},
    {"cudaX hipX function memory supported order=1 order=2",
     "x.tsv:2:1: error: order= may be given once"},
    {"cudaX hipX function memory supported map=1:A>a", "",
     [](const MappingRecord &R) {
       ASSERT_EQ(R.ArgumentTransforms.size(), 1u);
       ASSERT_EQ(R.ArgumentTransforms[0].Values.size(), 1u);
       EXPECT_EQ(R.ArgumentTransforms[0].Values[0].second, "a");
     }},
    {"cudaX hipX type memory supported map=1:A>a",
     "x.tsv:2:34: error: map= applies to functions only"},
    {"cudaX hipX function memory supported options=3", "",
     [](const MappingRecord &R) { EXPECT_EQ(R.OptionsArgument, 3u); }},
    {"cudaX hipX function memory supported options=x",
     "x.tsv:2:38: error: options=: 'x' is not an argument position (from 1)"},
    {"cudaX hipX function memory supported opt-in=HIP_Y<6.10", "",
     [](const MappingRecord &R) {
       EXPECT_EQ(R.OptIn.Name, "HIP_Y");
       EXPECT_EQ(R.OptIn.Before, (HipVersion{6, 10}));
     }},
    {"cudaX hipX function memory supported opt-in=HIP_Y<6",
     "x.tsv:2:38: error: expected opt-in=MACRO or opt-in=MACRO<X.Y"},
    {"cudaX hipX type memory supported member-cast=__half", "",
     [](const MappingRecord &R) {
       EXPECT_EQ(R.MemberCast.Name, "__half");
       EXPECT_FALSE(R.MemberCast.Before);
     }},
    {"cudaX hipX type memory supported member-cast=1h",
     "x.tsv:2:34: error: expected member-cast=TYPE or member-cast=TYPE<X.Y"},
    {"cudaX hipX type memory supported handle=pointer", "",
     [](const MappingRecord &R) { EXPECT_TRUE(R.PointerHandle); }},
    {"cudaX hipX type memory supported handle=int",
     "x.tsv:2:41: error: handle= takes 'pointer', not 'int'"},
    {"cudaX hipX enumerator memory supported location-device=.id", "",
     [](const MappingRecord &R) {
       EXPECT_TRUE(R.LocationDeviceIsMember);
       EXPECT_EQ(R.LocationDevice, "id");
     }},
    {"cudaX hipX enumerator memory supported location-device=.a.b",
     "x.tsv:2:40: error: expected location-device=.member or "
     "location-device=hipName"},
    {"cudaX hipX function memory supported hip=6.3 args=2:hipY", "",
     [](const MappingRecord &R) {
       EXPECT_EQ(R.HipAdded, (HipVersion{6, 3}));
       ASSERT_EQ(R.ArgOverloads.size(), 1u);
       EXPECT_EQ(R.ArgOverloads[0].HipName, "hipY");
     }},
    {"cudaX hipX function memory supported hip=6",
     "x.tsv:2:42: error: '6' is not a version (X.Y)"},
    {"cudaX - function memory unsupported amap=hipY why=no such call", "",
     [](const MappingRecord &R) {
       EXPECT_EQ(R.AmapName, "hipY");
       EXPECT_EQ(R.Why, "no such call");
     }},
    {"cudaX - function memory unsupported amap=a-b",
     "x.tsv:2:42: error: 'a-b' is not a C identifier"},
};

TEST(MapgenExtrasTest, EachExtraIsTypedOnceOrAnError) {
  for (const ExtraCase &C : Cases) {
    SCOPED_TRACE(C.Line);
    std::vector<MappingDiagnostic> Diags;
    MappingFamily F = parseMappingFile(
        "x.tsv", std::string("#! api: CUDA RT API\n") + C.Line + "\n", Diags);
    std::vector<std::string> Errors;
    for (const MappingDiagnostic &D : Diags)
      Errors.push_back(D.str());
    if (!C.Error.empty()) {
      EXPECT_EQ(Errors, std::vector<std::string>{C.Error});
      continue;
    }
    EXPECT_EQ(Errors, std::vector<std::string>{});
    ASSERT_EQ(F.Records.size(), 1u);
    C.Check(F.Records[0]);
  }
}

} // namespace
