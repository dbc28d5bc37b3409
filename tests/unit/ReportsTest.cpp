#include "output/Reports.h"
#include "output/WarpSizeHazard.h"

#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

using namespace hipify;

namespace {

FileReport sampleFile() {
  FileReport F;
  F.Path = "/proj/src/a.cu";
  F.Converted = true;
  F.OriginalText = "int x;\ncudaMalloc(p, n);\n";
  Edit E;
  E.Offset = 7;
  E.Length = 10;
  E.Replacement = "hipMalloc";
  E.Reference = ReferenceInfo{"cudaMalloc", "hipMalloc", "CUDA RT API",
                              "memory"};
  F.Edits.add(E);
  UnconvertedReference U;
  U.Offset = 0;
  U.Line = 1;
  U.Column = 1;
  U.Reference = ReferenceInfo{"cudaFoo", "", "CUDA RT API", "memory"};
  U.Reason = "is unsupported in HIP";
  F.Edits.addUnconverted(U);
  return F;
}

TEST(ReportsTest, JsonListsConvertedAndUnconvertedWithPositions) {
  auto Parsed = llvm::json::parse(renderJsonReport({sampleFile()}));
  ASSERT_TRUE(bool(Parsed));
  const llvm::json::Object *Root = Parsed->getAsObject();
  const llvm::json::Object *File =
      (*Root->getArray("files"))[0].getAsObject();
  EXPECT_EQ(File->getString("path"), "/proj/src/a.cu");
  const llvm::json::Object *Conv =
      (*File->getArray("converted"))[0].getAsObject();
  EXPECT_EQ(Conv->getInteger("line"), 2);
  EXPECT_EQ(Conv->getInteger("column"), 1);
  EXPECT_EQ(Conv->getString("cuda"), "cudaMalloc");
  EXPECT_EQ(Conv->getString("hip"), "hipMalloc");
  const llvm::json::Object *Unconv =
      (*File->getArray("unconverted"))[0].getAsObject();
  EXPECT_EQ(Unconv->getString("cuda"), "cudaFoo");
  EXPECT_EQ(Unconv->getString("reason"), "is unsupported in HIP");
  EXPECT_EQ(Root->getObject("total")->getInteger("converted"), 1);
  EXPECT_EQ(Root->getObject("total")->getInteger("unconverted"), 1);
}

TEST(ReportsTest, SarifHasTheRequiredFields) {
  FileReport Broken;
  Broken.Path = "/proj/src/b.cu";
  Broken.HadErrors = true;
  auto Parsed =
      llvm::json::parse(renderSarifReport({sampleFile(), Broken}, "/proj"));
  ASSERT_TRUE(bool(Parsed));
  const llvm::json::Object *Log = Parsed->getAsObject();
  EXPECT_EQ(Log->getString("version"), "2.1.0");
  const llvm::json::Object *Run = (*Log->getArray("runs"))[0].getAsObject();
  EXPECT_EQ(Run->getObject("tool")->getObject("driver")->getString("name"),
            "hipify-cpp");
  const llvm::json::Array *Results = Run->getArray("results");
  ASSERT_EQ(Results->size(), 2u);
  const llvm::json::Object *R = (*Results)[0].getAsObject();
  EXPECT_EQ(R->getString("ruleId"), "unconverted-cuda-api");
  EXPECT_TRUE(R->getObject("message")->getString("text"));
  const llvm::json::Object *Physical =
      (*R->getArray("locations"))[0].getAsObject()->getObject(
          "physicalLocation");
  EXPECT_EQ(Physical->getObject("artifactLocation")->getString("uri"),
            "src/a.cu");
  EXPECT_EQ(Physical->getObject("region")->getInteger("startLine"), 1);
  EXPECT_EQ((*Results)[1].getAsObject()->getString("level"), "error");
}

TEST(ReportsTest, SarifNamesTheRuleThatReported) {
  FileReport F = sampleFile();
  UnconvertedReference U;
  U.Offset = 7;
  U.Line = 2;
  U.Column = 1;
  U.Reference = ReferenceInfo{"cudaBar", "", "CUDA RT API", "memory"};
  U.Reason = "is unsupported in HIP";
  U.Rule = "kernel-launch";
  F.Edits.addUnconverted(U);
  auto Parsed = llvm::json::parse(renderSarifReport({F}, "/proj"));
  ASSERT_TRUE(bool(Parsed));
  const llvm::json::Object *Run =
      (*Parsed->getAsObject()->getArray("runs"))[0].getAsObject();
  const llvm::json::Array *Results = Run->getArray("results");
  ASSERT_EQ(Results->size(), 2u);
  EXPECT_EQ((*Results)[1].getAsObject()->getString("ruleId"),
            "unconverted-cuda-api/kernel-launch");
  // Every result's rule is described once among the driver's rules.
  unsigned Described = 0;
  for (const llvm::json::Value &R :
       *Run->getObject("tool")->getObject("driver")->getArray("rules"))
    Described += R.getAsObject()->getString("id") ==
                 "unconverted-cuda-api/kernel-launch";
  EXPECT_EQ(Described, 1u);
}

TEST(ReportsTest, WarpSizeHazardsInJsonAndSarif) {
  FileReport F = sampleFile();
  WarpSizeHazard H;
  H.Line = 2;
  H.Column = 5;
  H.Kind = WarpSizeHazardKind::NarrowBitCount;
  H.Message = "'__popc' of a 64-bit lane mask sees 32 lanes";
  H.Fixed = true;
  F.Edits.addWarpSizeHazard(H);
  auto Json = llvm::json::parse(renderJsonReport({F}));
  ASSERT_TRUE(bool(Json));
  const llvm::json::Object *File =
      (*Json->getAsObject()->getArray("files"))[0].getAsObject();
  EXPECT_EQ(File->getInteger("warp_size_hazard_count"), 1);
  const llvm::json::Object *Hazard =
      (*File->getArray("warp_size_hazards"))[0].getAsObject();
  EXPECT_EQ(Hazard->getString("rule"), "warp-size-narrow-bit-count");
  EXPECT_EQ(Hazard->getInteger("line"), 2);
  EXPECT_EQ(Hazard->getBoolean("fixed"), true);
  EXPECT_EQ(Json->getAsObject()->getObject("total")->getInteger(
                "warp_size_hazards"),
            1);
  // Still one unconverted reference: a hazard is not one.
  EXPECT_EQ(File->getInteger("unconverted_count"), 1);

  auto Sarif = llvm::json::parse(renderSarifReport({F}, "/proj"));
  ASSERT_TRUE(bool(Sarif));
  const llvm::json::Object *Run =
      (*Sarif->getAsObject()->getArray("runs"))[0].getAsObject();
  const llvm::json::Object *Result = (*Run->getArray("results"))[1].getAsObject();
  EXPECT_EQ(Result->getString("ruleId"), "warp-size-narrow-bit-count");
  EXPECT_EQ(Result->getString("level"), "note"); // fixed
  unsigned WarpRules = 0;
  for (const llvm::json::Value &Rule :
       *Run->getObject("tool")->getObject("driver")->getArray("rules"))
    WarpRules += Rule.getAsObject()->getString("id")->starts_with("warp-size-");
  EXPECT_EQ(WarpRules, warpSizeHazardKinds().size());
}

} // namespace
