//===- EditSetTest.cpp - Merging, ordering and applying edits -------------===//
#include "hipify/EditSet.h"
#include "output/WarpSizeHazard.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

Edit edit(unsigned Offset, unsigned Length, std::string Replacement,
          EditOrigin Origin = EditOrigin::Proven) {
  Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Replacement = std::move(Replacement);
  E.Origin = Origin;
  return E;
}

ReferenceInfo reference(std::string Cuda, std::string Hip) {
  return {std::move(Cuda), std::move(Hip), "CUDA RT API", "memory"};
}

std::vector<std::string> replacements(const EditSet &Set) {
  std::vector<std::string> Out;
  for (const Edit &E : Set.edits())
    Out.push_back(E.Replacement);
  return Out;
}

using Strings = std::vector<std::string>;

TEST(EditSetTest, StartsEmpty) {
  EditSet Set;
  EXPECT_TRUE(Set.empty());
  EXPECT_EQ(Set.apply("unchanged"), "unchanged");
}

TEST(EditSetTest, ApplyIgnoresEditsPastTheText) {
  // An offset or length near 2^32 (a tampered record) must not wrap the
  // bounds check and read or write outside the text.
  EditSet Set;
  Edit Far;
  Far.Offset = 4294967295u;
  Far.Length = 1;
  Far.Replacement = "far";
  ASSERT_TRUE(Set.add(Far));
  Edit Long;
  Long.Offset = 2;
  Long.Length = 4294967295u;
  Long.Replacement = "long";
  ASSERT_TRUE(Set.add(Long));
  EXPECT_EQ(Set.apply("abc"), "abc");
  EXPECT_EQ(Set.applyWithin("abc", 0, 3), std::nullopt);
}

TEST(EditSetTest, KeepsEditsSortedByOffset) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(10, 2, "c")));
  EXPECT_TRUE(Set.add(edit(0, 2, "a")));
  EXPECT_TRUE(Set.add(edit(5, 2, "b")));
  EXPECT_EQ(replacements(Set), (Strings{"a", "b", "c"}));
  EXPECT_FALSE(Set.empty());
}

TEST(EditSetTest, IdenticalEditsMerge) {
  // A name in a user macro body is reached once per expansion.
  EditSet Set;
  Edit First = edit(4, 10, "hipMalloc");
  Edit Second = First;
  Second.Reference = reference("cudaMalloc", "hipMalloc");
  EXPECT_TRUE(Set.add(First));
  EXPECT_TRUE(Set.add(Second));
  EXPECT_TRUE(Set.add(First));
  ASSERT_EQ(Set.edits().size(), 1u);
  // The merged edit keeps the reference one of the copies had.
  ASSERT_TRUE(Set.edits()[0].Reference.has_value());
  EXPECT_EQ(Set.edits()[0].Reference->CudaName, "cudaMalloc");
}

TEST(EditSetTest, MergingAProvenCopyMakesTheEditProven) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(0, 4, "hipX", EditOrigin::TokenLevel)));
  EXPECT_TRUE(Set.add(edit(0, 4, "hipX", EditOrigin::Proven)));
  ASSERT_EQ(Set.edits().size(), 1u);
  EXPECT_EQ(Set.edits()[0].Origin, EditOrigin::Proven);
  // …and a later token-level copy does not demote it.
  EXPECT_TRUE(Set.add(edit(0, 4, "hipX", EditOrigin::TokenLevel)));
  EXPECT_EQ(Set.edits()[0].Origin, EditOrigin::Proven);
}

TEST(EditSetTest, ProvenEditReplacesTokenLevelEdit) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(3, 11, "hipblasSgemm", EditOrigin::TokenLevel)));
  std::string Conflict;
  EXPECT_TRUE(Set.add(edit(3, 11, "hipblasSgemm_v2"), &Conflict));
  EXPECT_EQ(Conflict, "");
  ASSERT_EQ(Set.edits().size(), 1u);
  EXPECT_EQ(Set.edits()[0].Replacement, "hipblasSgemm_v2");
  EXPECT_EQ(Set.edits()[0].Origin, EditOrigin::Proven);
}

TEST(EditSetTest, TokenLevelEditDoesNotReplaceProvenEdit) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(3, 11, "hipblasSgemm_v2")));
  std::string Conflict;
  EXPECT_TRUE(
      Set.add(edit(3, 11, "hipblasSgemm", EditOrigin::TokenLevel), &Conflict));
  EXPECT_EQ(Conflict, "");
  ASSERT_EQ(Set.edits().size(), 1u);
  EXPECT_EQ(Set.edits()[0].Replacement, "hipblasSgemm_v2");
  EXPECT_EQ(Set.edits()[0].Origin, EditOrigin::Proven);
}

TEST(EditSetTest, DifferentProvenEditsOfOneRangeConflict) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(0, 4, "hipA")));
  std::string Conflict;
  EXPECT_FALSE(Set.add(edit(0, 4, "hipB"), &Conflict));
  EXPECT_EQ(Conflict, "'hipB' overlaps 'hipA'");
  EXPECT_EQ(replacements(Set), Strings{"hipA"});

  EditSet TokenSet;
  EXPECT_TRUE(TokenSet.add(edit(0, 4, "hipA", EditOrigin::TokenLevel)));
  EXPECT_FALSE(TokenSet.add(edit(0, 4, "hipB", EditOrigin::TokenLevel)));
}

TEST(EditSetTest, OverlappingEditsConflict) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(10, 5, "five")));
  std::string Conflict;
  EXPECT_FALSE(Set.add(edit(12, 5, "tail"), &Conflict));
  EXPECT_EQ(Conflict, "'tail' overlaps 'five'");
  EXPECT_FALSE(Set.add(edit(8, 3, "head")));
  EXPECT_FALSE(Set.add(edit(11, 1, "inner")));
  EXPECT_FALSE(Set.add(edit(0, 30, "outer")));
  // A conflict without a place to describe it is still refused.
  EXPECT_FALSE(Set.add(edit(14, 1, "last")));
  EXPECT_EQ(replacements(Set), Strings{"five"});
  // Touching ranges do not overlap.
  EXPECT_TRUE(Set.add(edit(15, 1, "after")));
  EXPECT_TRUE(Set.add(edit(7, 3, "before")));
  EXPECT_EQ(replacements(Set), (Strings{"before", "five", "after"}));
}

TEST(EditSetTest, InsertionInsideAReplacementConflicts) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(10, 5, "five")));
  EXPECT_FALSE(Set.add(edit(12, 0, "ins")));
  EditSet Other;
  EXPECT_TRUE(Other.add(edit(12, 0, "ins")));
  EXPECT_FALSE(Other.add(edit(10, 5, "five")));
}

TEST(EditSetTest, InsertionsGoBeforeAReplacementAtTheSameOffset) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(4, 3, "REP")));
  EXPECT_TRUE(Set.add(edit(4, 0, "ins1 ")));
  EXPECT_TRUE(Set.add(edit(4, 0, "ins2 ")));
  // At the end of the replaced range an insertion comes after it.
  EXPECT_TRUE(Set.add(edit(7, 0, " end")));
  EXPECT_EQ(replacements(Set), (Strings{"ins1 ", "ins2 ", "REP", " end"}));
  EXPECT_EQ(Set.apply("abc_xyz_def"), "abc_ins1 ins2 REP end_def");
}

TEST(EditSetTest, ReplacementAddedAfterInsertionsStillComesLast) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(4, 0, "ins1 ")));
  EXPECT_TRUE(Set.add(edit(4, 0, "ins2 ")));
  EXPECT_TRUE(Set.add(edit(4, 3, "REP")));
  EXPECT_EQ(replacements(Set), (Strings{"ins1 ", "ins2 ", "REP"}));
}

TEST(EditSetTest, IdenticalInsertionsMerge) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(0, 0, "#include <hip/hip_runtime.h>\n")));
  EXPECT_TRUE(Set.add(edit(0, 0, "#include <hip/hip_runtime.h>\n")));
  EXPECT_EQ(Set.edits().size(), 1u);
}

TEST(EditSetTest, ApplyReplacesInsertsAndDeletes) {
  llvm::StringRef Original = "#include <cuda.h>\n"
                             "#include <cuda_runtime.h>\n"
                             "cudaMalloc(&p, n);\n";
  EditSet Set;
  // Delete the second include line, rename the first, rename the call and
  // insert a comment at the very end.
  EXPECT_TRUE(Set.add(edit(18, 26, "")));
  EXPECT_TRUE(Set.add(edit(10, 6, "hip/hip_runtime.h")));
  EXPECT_TRUE(Set.add(edit(44, 10, "hipMalloc")));
  EXPECT_TRUE(Set.add(edit(Original.size(), 0, "// end\n")));
  EXPECT_EQ(Set.apply(Original), "#include <hip/hip_runtime.h>\n"
                                 "hipMalloc(&p, n);\n"
                                 "// end\n");
}

TEST(EditSetTest, ApplyIgnoresEditsPastTheEnd) {
  EditSet Set;
  EXPECT_TRUE(Set.add(edit(1, 1, "B")));
  EXPECT_TRUE(Set.add(edit(2, 10, "far")));
  EXPECT_EQ(Set.apply("abc"), "aBc");
}

UnconvertedReference unconverted(unsigned Offset, std::string Name) {
  UnconvertedReference U;
  U.Offset = Offset;
  U.Line = 1;
  U.Column = Offset + 1;
  U.Reference = reference(std::move(Name), "");
  U.Reason = "unsupported in HIP";
  return U;
}

TEST(EditSetTest, UnconvertedReferencesAreDedupedAndSorted) {
  EditSet Set;
  Set.addUnconverted(unconverted(20, "cudaB"));
  Set.addUnconverted(unconverted(5, "cudaA"));
  Set.addUnconverted(unconverted(20, "cudaB"));
  Set.addUnconverted(unconverted(20, "cudaC"));
  ASSERT_EQ(Set.unconverted().size(), 3u);
  EXPECT_EQ(Set.unconverted()[0].Reference.CudaName, "cudaA");
  EXPECT_EQ(Set.unconverted()[1].Reference.CudaName, "cudaB");
  EXPECT_EQ(Set.unconverted()[2].Reference.CudaName, "cudaC");
  // Findings are not edits.
  EXPECT_TRUE(Set.empty());
}

WarpSizeHazard hazard(unsigned Offset, WarpSizeHazardKind Kind) {
  WarpSizeHazard H;
  H.Offset = Offset;
  H.Kind = Kind;
  H.Message = warpSizeRuleId(Kind).str();
  return H;
}

TEST(EditSetTest, WarpSizeHazardsAreDedupedSortedAndMerged) {
  EditSet A, B;
  A.addWarpSizeHazard(hazard(30, WarpSizeHazardKind::LaneMask));
  A.addWarpSizeHazard(hazard(10, WarpSizeHazardKind::LaneArithmetic));
  // A template and its instantiation report the same place twice.
  A.addWarpSizeHazard(hazard(30, WarpSizeHazardKind::LaneMask));
  // Another kind at the same place is another hazard.
  A.addWarpSizeHazard(hazard(30, WarpSizeHazardKind::NarrowBallot));
  B.addWarpSizeHazard(hazard(10, WarpSizeHazardKind::LaneArithmetic));
  B.addWarpSizeHazard(hazard(20, WarpSizeHazardKind::WarpSizeTest));
  EXPECT_TRUE(A.merge(B));
  std::vector<std::string> Found;
  for (const WarpSizeHazard &H : A.warpSizeHazards())
    Found.push_back(std::to_string(H.Offset) + " " + H.Message);
  EXPECT_EQ(Found, (Strings{"10 warp-size-lane-arithmetic",
                            "20 warp-size-test", "30 warp-size-lane-mask",
                            "30 warp-size-narrow-ballot"}));
  // Hazards are neither edits nor unconverted references.
  EXPECT_TRUE(A.empty());
  EXPECT_TRUE(A.unconverted().empty());
}

HipCollision collision(unsigned Offset, std::string Message) {
  HipCollision C;
  C.Offset = Offset;
  C.Kind = HipCollisionKind::ProvidedByHip;
  C.Message = std::move(Message);
  return C;
}

TEST(EditSetTest, HipCollisionsAreDedupedSortedAndMerged) {
  EditSet A, B;
  A.addHipCollision(collision(20, "g"));
  // Two TUs including one header report it twice.
  B.addHipCollision(collision(20, "g"));
  // Two collisions of one declaration are two.
  B.addHipCollision(collision(20, "g again"));
  B.addHipCollision(collision(10, "f"));
  EXPECT_TRUE(A.merge(B));
  std::vector<std::string> Found;
  for (const HipCollision &C : A.hipCollisions())
    Found.push_back(std::to_string(C.Offset) + " " + C.Message);
  EXPECT_EQ(Found, (Strings{"10 f", "20 g", "20 g again"}));
  EXPECT_TRUE(A.empty());
}

TEST(EditSetTest, MergeKeepsIdenticalEditsOnce) {
  EditSet A, B;
  ASSERT_TRUE(A.add(edit(0, 4, "hipX")));
  ASSERT_TRUE(B.add(edit(0, 4, "hipX")));
  EXPECT_TRUE(A.merge(B));
  EXPECT_EQ(replacements(A), Strings{"hipX"});
}

TEST(EditSetTest, MergeAddsEditsOnlyTheOtherSetHas) {
  // One TU instantiated a template and proved more than the other saw.
  EditSet Saw, SawMore;
  ASSERT_TRUE(Saw.add(edit(0, 4, "hipX")));
  ASSERT_TRUE(SawMore.add(edit(0, 4, "hipX")));
  ASSERT_TRUE(SawMore.add(edit(10, 4, "hipY")));
  ASSERT_TRUE(SawMore.add(edit(20, 0, "HIP_SYMBOL(")));
  EXPECT_TRUE(Saw.merge(SawMore));
  EXPECT_EQ(replacements(Saw), (Strings{"hipX", "hipY", "HIP_SYMBOL("}));
  EXPECT_EQ(Saw.apply("cuX_______cuY_______sym"),
            "hipX______hipY______HIP_SYMBOL(sym");
}

TEST(EditSetTest, MergeOfDifferentEditsOfOneTextConflicts) {
  EditSet A, B;
  ASSERT_TRUE(A.add(edit(0, 4, "hipEventCreate")));
  ASSERT_TRUE(B.add(edit(0, 4, "hipEventCreateWithFlags")));
  std::string Conflict;
  EXPECT_FALSE(A.merge(B, &Conflict));
  EXPECT_NE(Conflict.find("hipEventCreateWithFlags"), std::string::npos);
}

TEST(EditSetTest, MergeDropsFindingsTheOtherSetConverted) {
  EditSet Unresolved, Converted;
  Unresolved.addUnconverted(unconverted(10, "cudaMalloc"));
  Unresolved.addUnconverted(unconverted(30, "cudaFoo"));
  ASSERT_TRUE(Converted.add(edit(10, 10, "hipMalloc")));
  EXPECT_TRUE(Unresolved.merge(Converted));
  ASSERT_EQ(Unresolved.unconverted().size(), 1u);
  EXPECT_EQ(Unresolved.unconverted()[0].Reference.CudaName, "cudaFoo");
}

TEST(EditSetTest, AFindingActiveInOneConfigurationStaysActive) {
  EditSet A, B;
  UnconvertedReference Inactive = unconverted(5, "cudaFoo");
  Inactive.Inactive = true;
  A.addUnconverted(Inactive);
  B.addUnconverted(unconverted(5, "cudaFoo"));
  EXPECT_TRUE(A.merge(B));
  ASSERT_EQ(A.unconverted().size(), 1u);
  EXPECT_FALSE(A.unconverted()[0].Inactive);
}

TEST(EditSetTest, ACoveringEditAbsorbsEditsInsideIt) {
  // An argument removed as a whole: the rename another rule makes inside it,
  // before or after, is not a conflict; an insertion at its edge stays.
  EditSet Set;
  ASSERT_TRUE(Set.add(edit(10, 4, "hipX")));
  Edit Removal = edit(8, 10, "");
  Removal.Covers = true;
  ASSERT_TRUE(Set.add(Removal));
  ASSERT_TRUE(Set.add(edit(12, 2, "hipY")));
  ASSERT_TRUE(Set.add(edit(18, 0, ")")));
  EXPECT_EQ(replacements(Set), (Strings{"", ")"}));
}

TEST(EditSetTest, ACoveringEditDropsFindingsInsideIt) {
  EditSet Set;
  Set.addUnconverted(unconverted(9, "cudaBefore"));
  Edit Replacement = edit(8, 10, "hipCpuDeviceId");
  Replacement.Covers = true;
  ASSERT_TRUE(Set.add(Replacement));
  Set.addUnconverted(unconverted(12, "cudaAfter"));
  Set.addUnconverted(unconverted(30, "cudaOutside"));
  ASSERT_EQ(Set.unconverted().size(), 1u);
  EXPECT_EQ(Set.unconverted()[0].Reference.CudaName, "cudaOutside");
}

TEST(EditSetTest, ApplyWithinGivesARangeAsTheOutputHasIt) {
  llvm::StringRef Text = "f(cudaX, y) + cudaZ;";
  EditSet Set;
  for (Edit E : {edit(2, 5, "hipX"), edit(9, 0, "W("), edit(10, 0, ")"),
                 edit(14, 5, "hipZ")})
    ASSERT_TRUE(Set.add(E));
  EXPECT_EQ(Set.applyWithin(Text, 2, 7), "hipX");
  EXPECT_EQ(Set.applyWithin(Text, 9, 10), "W(y)");
  EXPECT_EQ(Set.applyWithin(Text, 0, 11), "f(hipX, W(y))");
  EXPECT_EQ(Set.applyWithin(Text, 11, 13), " +");
  // An edit crossing either end leaves the range's text unknown.
  EXPECT_EQ(Set.applyWithin(Text, 3, 9), std::nullopt);
  EXPECT_EQ(Set.applyWithin(Text, 12, 16), std::nullopt);
  EXPECT_EQ(Set.applyWithin(Text, 15, 20), std::nullopt);
}

TEST(EditSetTest, ChangesWithinIgnoresInsertionsAtTheEnds) {
  EditSet Set;
  ASSERT_TRUE(Set.add(edit(4, 0, "(")));
  ASSERT_TRUE(Set.add(edit(8, 0, ")")));
  ASSERT_TRUE(Set.add(edit(20, 3, "hip")));
  EXPECT_FALSE(Set.changesWithin(4, 8));
  EXPECT_TRUE(Set.changesWithin(3, 8));
  EXPECT_TRUE(Set.changesWithin(4, 9));
  EXPECT_FALSE(Set.changesWithin(9, 20));
  EXPECT_TRUE(Set.changesWithin(22, 30));
  EXPECT_TRUE(Set.changesWithin(18, 21));
  EXPECT_FALSE(Set.changesWithin(23, 30));
}

TEST(EditSetTest, AddAllMakesNoneWhenOneClashes) {
  // A fence is two insertions: with the second refused, the first alone
  // would leave an unbalanced '#if 0'.
  EditSet Set;
  ASSERT_TRUE(Set.add(edit(10, 6, "hipFoo")));
  std::string Conflict;
  EXPECT_FALSE(
      Set.addAll({edit(0, 0, "#if 0\n"), edit(12, 0, "\n#endif")}, &Conflict));
  EXPECT_EQ(Conflict, "'\n#endif' overlaps 'hipFoo'");
  EXPECT_EQ(replacements(Set), (Strings{"hipFoo"}));
}

TEST(EditSetTest, AddAllMakesNoneWhenOneWouldBeAbsorbed) {
  // An insertion inside a range another edit rewrites as a whole would be
  // dropped silently.
  EditSet Set;
  Edit Covering = edit(10, 6, "x");
  Covering.Covers = true;
  ASSERT_TRUE(Set.add(Covering));
  std::string Conflict;
  EXPECT_FALSE(
      Set.addAll({edit(0, 0, "#if 0\n"), edit(12, 0, "\n#endif")}, &Conflict));
  EXPECT_EQ(Conflict, "'\n#endif' falls inside 'x', which rewrites it");
  EXPECT_EQ(replacements(Set), (Strings{"x"}));
}

TEST(EditSetTest, AddAllMakesEveryEditWhenNoneClashes) {
  EditSet Set;
  ASSERT_TRUE(Set.add(edit(10, 6, "hipFoo")));
  EXPECT_TRUE(Set.addAll({edit(0, 0, "#if 0\n"), edit(16, 0, "\n#endif")}));
  EXPECT_EQ(replacements(Set), (Strings{"#if 0\n", "hipFoo", "\n#endif"}));
}

} // namespace
