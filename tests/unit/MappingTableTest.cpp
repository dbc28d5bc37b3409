//===- MappingTableTest.cpp - Lookup over the mapping table ---------------===//
#include "mapping/MappingTable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Regex.h"
#include "gtest/gtest.h"

#include <tuple>

using namespace hipify;

namespace {

constexpr MappingKind Function = MappingKind::Function;
constexpr MappingKind Macro = MappingKind::Macro;
constexpr MappingKind Header = MappingKind::Header;
constexpr MappingKind Type = MappingKind::Type;
constexpr SupportStatus Supported = SupportStatus::Supported;
constexpr SupportStatus Unsupported = SupportStatus::Unsupported;
constexpr SupportStatus Experimental = SupportStatus::Experimental;

MappingEntry entry(const char *Cuda, const char *Hip, MappingKind Kind,
                   SupportStatus Status,
                   llvm::ArrayRef<CallOverload> Overloads = {}) {
  MappingEntry E{Cuda, Hip, Kind, Status, "API", "category", "test"};
  E.ArgOverloads = Overloads;
  return E;
}

const CallOverload EventCreateOverloads[] = {{2, "hipEventCreateWithFlags"},
                                             {4, "hipEventCreateFour"}};

/// Sorted by name, then kind, as the generator writes it.
const MappingEntry Entries[] = {
    entry("CUDA_VERSION", "HIP_VERSION", Macro, Supported),
    entry("cublasSgemm", "", Function, Unsupported),
    entry("cublasSgemm", "hipblasSgemm", Macro, Supported),
    entry("cudaEventCreate", "hipEventCreate", Function, Supported,
          EventCreateOverloads),
    entry("cudaGraphNew", "hipGraphNew", Function, Experimental),
    entry("cuda_runtime.h", "hip/hip_runtime.h", Header, Supported),
    entry("dim3", "dim3", Type, Supported),
    entry("legacyName", "", Function, Unsupported),
    entry("legacyName", "", Macro, Unsupported),
};

class MappingTableTest : public ::testing::Test {
protected:
  MappingTable Table{Entries};
};

TEST_F(MappingTableTest, LookupAllReturnsEveryKindOfAName) {
  llvm::ArrayRef<MappingEntry> All = Table.lookupAll("cublasSgemm");
  ASSERT_EQ(All.size(), 2u);
  EXPECT_EQ(All[0].Kind, Function);
  EXPECT_EQ(All[1].Kind, Macro);
  EXPECT_EQ(Table.lookupAll("cudaEventCreate").size(), 1u);
  EXPECT_EQ(Table.lookupAll("CUDA_VERSION").size(), 1u);
  EXPECT_EQ(Table.lookupAll("legacyName").size(), 2u);
}

TEST_F(MappingTableTest, LookupAllOfUnknownNamesIsEmpty) {
  EXPECT_TRUE(Table.lookupAll("cudaFree").empty());
  // Prefixes and extensions of known names are other names.
  EXPECT_TRUE(Table.lookupAll("cuda").empty());
  EXPECT_TRUE(Table.lookupAll("cudaEventCreat").empty());
  EXPECT_TRUE(Table.lookupAll("cudaEventCreateX").empty());
  EXPECT_TRUE(Table.lookupAll("").empty());
  EXPECT_TRUE(Table.lookupAll("zzz").empty());
}

TEST_F(MappingTableTest, DeclarationReferencesSkipMacrosAndHeaders) {
  const MappingEntry *E =
      Table.lookup("cublasSgemm", ReferenceKind::Declaration);
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Kind, Function);
  EXPECT_EQ(E->Status, Unsupported);
  EXPECT_EQ(Table.lookup("CUDA_VERSION", ReferenceKind::Declaration), nullptr);
  EXPECT_EQ(Table.lookup("cuda_runtime.h", ReferenceKind::Declaration),
            nullptr);
  ASSERT_NE(Table.lookup("dim3", ReferenceKind::Declaration), nullptr);
}

TEST_F(MappingTableTest, MacroReferencesUseOnlyMacroEntries) {
  const MappingEntry *E = Table.lookup("cublasSgemm", ReferenceKind::Macro);
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Kind, Macro);
  EXPECT_STREQ(E->HipName, "hipblasSgemm");
  EXPECT_EQ(Table.lookup("cudaEventCreate", ReferenceKind::Macro), nullptr);
  EXPECT_EQ(Table.lookup("cuda_runtime.h", ReferenceKind::Macro), nullptr);
}

TEST_F(MappingTableTest, HeaderReferencesUseOnlyHeaderEntries) {
  const MappingEntry *E = Table.lookup("cuda_runtime.h", ReferenceKind::Header);
  ASSERT_NE(E, nullptr);
  EXPECT_STREQ(E->HipName, "hip/hip_runtime.h");
  EXPECT_EQ(Table.lookup("cublasSgemm", ReferenceKind::Header), nullptr);
  EXPECT_EQ(Table.lookup("CUDA_VERSION", ReferenceKind::Header), nullptr);
}

TEST_F(MappingTableTest, TokenReferencesPreferWhatHipSupports) {
  // The supported v2 macro wins over the unsupported v1 function, whatever
  // their order in the table.
  const MappingEntry *E = Table.lookup("cublasSgemm", ReferenceKind::Token);
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Kind, Macro);
  EXPECT_EQ(E->Status, Supported);
  // Any non-header kind matches a token.
  ASSERT_NE(Table.lookup("CUDA_VERSION", ReferenceKind::Token), nullptr);
  ASSERT_NE(Table.lookup("cudaEventCreate", ReferenceKind::Token), nullptr);
  // Still found when nothing is supported, so that it can be reported.
  ASSERT_NE(Table.lookup("legacyName", ReferenceKind::Token), nullptr);
  EXPECT_EQ(Table.lookup("cuda_runtime.h", ReferenceKind::Token), nullptr);
  EXPECT_EQ(Table.lookup("cudaFree", ReferenceKind::Token), nullptr);
}

TEST_F(MappingTableTest, HipNameForCallPicksTheOverloadByArgumentCount) {
  const MappingEntry *E =
      Table.lookup("cudaEventCreate", ReferenceKind::Declaration);
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->hipNameForCall(0), "hipEventCreate");
  EXPECT_EQ(E->hipNameForCall(1), "hipEventCreate");
  EXPECT_EQ(E->hipNameForCall(2), "hipEventCreateWithFlags");
  EXPECT_EQ(E->hipNameForCall(3), "hipEventCreate");
  EXPECT_EQ(E->hipNameForCall(4), "hipEventCreateFour");
  EXPECT_EQ(E->hipNameForCall(24), "hipEventCreate");
  const MappingEntry *NoOverloads =
      Table.lookup("cudaGraphNew", ReferenceKind::Declaration);
  ASSERT_NE(NoOverloads, nullptr);
  EXPECT_EQ(NoOverloads->hipNameForCall(2), "hipGraphNew");
}

TEST(MappingEntryTest, NewerThanTheTargetWhenItsHipVersionIsLater) {
  MappingEntry Entry =
      entry("cudaLaunchKernelEx", "hipLaunchKernelEx", Function, Supported);
  EXPECT_FALSE(Entry.isNewerThan({5, 2})); // no hip=: every target has it
  Entry.HipAdded = HipVersion{6, 3};
  EXPECT_TRUE(Entry.isNewerThan({5, 2}));
  EXPECT_TRUE(Entry.isNewerThan({6, 2}));
  EXPECT_FALSE(Entry.isNewerThan({6, 3}));
  EXPECT_FALSE(Entry.isNewerThan({7, 0}));
  Entry.HipAdded = HipVersion{10, 0};
  EXPECT_TRUE(Entry.isNewerThan({9, 9}));
}

TEST(HipVersionTest, ParsesMajorDotMinorOnly) {
  std::optional<HipVersion> V = HipVersion::parse("6.10");
  ASSERT_TRUE(V);
  EXPECT_EQ(V->Major, 6u);
  EXPECT_EQ(V->Minor, 10u);
  EXPECT_EQ(V->str(), "6.10");
  for (const char *Bad : {"", "6", "6.", ".3", "6.3.1", "v6.3", "-1.0", "6.x"})
    EXPECT_FALSE(HipVersion::parse(Bad)) << Bad;
  EXPECT_TRUE(*HipVersion::parse("5.2") < *HipVersion::parse("6.0"));
  EXPECT_TRUE(*HipVersion::parse("6.3") < *HipVersion::parse("6.10"));
}

TEST_F(MappingTableTest, ExperimentalIsConvertibleOnlyWhenAllowed) {
  const MappingEntry *Graph =
      Table.lookup("cudaGraphNew", ReferenceKind::Declaration);
  ASSERT_NE(Graph, nullptr);
  EXPECT_FALSE(Graph->isConvertible(/*AllowExperimental=*/false));
  EXPECT_TRUE(Graph->isConvertible(/*AllowExperimental=*/true));

  const MappingEntry *Malloc =
      Table.lookup("cudaEventCreate", ReferenceKind::Declaration);
  EXPECT_TRUE(Malloc->isConvertible(false));
  EXPECT_TRUE(Malloc->isConvertible(true));

  const MappingEntry *V1 =
      Table.lookup("cublasSgemm", ReferenceKind::Declaration);
  EXPECT_FALSE(V1->isConvertible(false));
  EXPECT_FALSE(V1->isConvertible(true));
}

TEST_F(MappingTableTest, SameNameIsNotARename) {
  EXPECT_FALSE(Table.lookup("dim3", ReferenceKind::Declaration)->isRename());
  EXPECT_TRUE(
      Table.lookup("cudaEventCreate", ReferenceKind::Declaration)->isRename());
}

// A few facts about the table generated from mappings/.
TEST(BuiltinMappingTableTest, IsSortedAndUniquePerKind) {
  llvm::ArrayRef<MappingEntry> All = MappingTable::builtin().entries();
  ASSERT_GT(All.size(), 1000u);
  for (size_t I = 1; I < All.size(); ++I) {
    auto Key = [](const MappingEntry &E) {
      return std::make_tuple(llvm::StringRef(E.CudaName), E.Kind);
    };
    EXPECT_LT(Key(All[I - 1]), Key(All[I]))
        << All[I - 1].CudaName << " / " << All[I].CudaName;
  }
}

TEST(BuiltinMappingTableTest, GeneratedIndexFindsEveryNamesWholeRun) {
  const MappingTable &T = MappingTable::builtin();
  llvm::ArrayRef<MappingEntry> All = T.entries();
  for (size_t First = 0; First < All.size();) {
    size_t Last = First + 1;
    while (Last < All.size() &&
           llvm::StringRef(All[Last].CudaName) == All[First].CudaName)
      ++Last;
    llvm::ArrayRef<MappingEntry> Run = T.lookupAll(All[First].CudaName);
    ASSERT_EQ(Run.data(), &All[First]) << All[First].CudaName;
    ASSERT_EQ(Run.size(), Last - First) << All[First].CudaName;
    First = Last;
  }
  EXPECT_TRUE(T.lookupAll("cudaNoSuchName").empty());
  // The generator's index is the one this build would make.
  MappingTable Rebuilt(All);
  EXPECT_TRUE(llvm::equal(Rebuilt.index(), T.index(),
                          [](const NameRun &A, const NameRun &B) {
                            return A.First == B.First && A.Count == B.Count;
                          }));
}

TEST(BuiltinMappingTableTest, RuntimeFunctions) {
  const MappingTable &T = MappingTable::builtin();
  const MappingEntry *Malloc =
      T.lookup("cudaMalloc", ReferenceKind::Declaration);
  ASSERT_NE(Malloc, nullptr);
  EXPECT_STREQ(Malloc->HipName, "hipMalloc");
  EXPECT_STREQ(Malloc->Api, "CUDA RT API");
  EXPECT_STREQ(Malloc->Category, "memory");
  EXPECT_TRUE(Malloc->isConvertible(false));

  const MappingEntry *Event =
      T.lookup("cudaEventCreate", ReferenceKind::Declaration);
  ASSERT_NE(Event, nullptr);
  EXPECT_EQ(Event->hipNameForCall(1), "hipEventCreate");
  EXPECT_EQ(Event->hipNameForCall(2), "hipEventCreateWithFlags");
}

TEST(BuiltinMappingTableTest, CublasV2MacroAndLegacyFunction) {
  const MappingTable &T = MappingTable::builtin();
  const MappingEntry *Macro = T.lookup("cublasSgemm", ReferenceKind::Macro);
  ASSERT_NE(Macro, nullptr);
  EXPECT_STREQ(Macro->HipName, "hipblasSgemm");
  EXPECT_TRUE(Macro->isConvertible(false));
  EXPECT_STREQ(Macro->Api, "cuBLAS API");

  const MappingEntry *Legacy =
      T.lookup("cublasSgemm", ReferenceKind::Declaration);
  ASSERT_NE(Legacy, nullptr);
  EXPECT_EQ(Legacy->Kind, MappingKind::Function);
  EXPECT_FALSE(Legacy->isConvertible(true));
  EXPECT_STREQ(Legacy->Alternative, "cublasSgemm_v2");

  const MappingEntry *V2 =
      T.lookup("cublasSgemm_v2", ReferenceKind::Declaration);
  ASSERT_NE(V2, nullptr);
  EXPECT_STREQ(V2->HipName, "hipblasSgemm");
  EXPECT_EQ(T.lookup("cublasSgemm", ReferenceKind::Token), Macro);
}

TEST(BuiltinMappingTableTest, IntrinsicsHipLacksSayWhy) {
  // The rounding-mode (other than _rn), SIMD-in-word and system-scope
  // atomicInc/atomicDec intrinsics have no HIP 6.4 spelling: each entry
  // says why, and its warning quotes it.
  const MappingTable &T = MappingTable::builtin();
  llvm::Regex Rounded("^__[fd](add|sub|mul|div|rcp|sqrt)_r[duz]$|"
                      "^__fmaf?_r[duz]$");
  llvm::Regex Simd("^__v[a-z]+[24]$");
  unsigned Checked = 0;
  for (const MappingEntry &E : T.entries()) {
    llvm::StringRef Name = E.CudaName;
    if (!Rounded.match(Name) && !Simd.match(Name) &&
        Name != "atomicInc_system" && Name != "atomicDec_system")
      continue;
    ++Checked;
    EXPECT_EQ(E.Status, SupportStatus::Unsupported) << Name.str();
    EXPECT_STRNE(E.Why, "") << Name.str();
  }
  EXPECT_EQ(Checked, 42u + 82u + 2u);
  const MappingEntry *Abs = T.lookup("__vabs2", ReferenceKind::Declaration);
  ASSERT_NE(Abs, nullptr);
  EXPECT_EQ(unconvertedReason(*Abs, "--experimental"),
            "is unsupported in HIP: HIP 6.4 has no SIMD-in-word functions");
}

TEST(BuiltinMappingTableTest, NamesCudaRemovedSaySinceWhen) {
  const MappingEntry *Removed = MappingTable::builtin().lookup(
      "cudaProfilerInitialize", ReferenceKind::Declaration);
  ASSERT_NE(Removed, nullptr);
  EXPECT_STREQ(Removed->Removed, "12.0");
  EXPECT_EQ(unconvertedReason(*Removed, "--experimental"),
            "is unsupported in HIP (removed in CUDA 12.0): HIP 6.4 configures "
            "its profilers outside the program (rocprof)");
  const MappingEntry *Kept = MappingTable::builtin().lookup(
      "CUkernelNodeAttrValue_union", ReferenceKind::Declaration);
  ASSERT_NE(Kept, nullptr);
  EXPECT_STREQ(Kept->HipName, "hipKernelNodeAttrValue");
  EXPECT_STREQ(Kept->Removed, "11.8");
}

TEST(BuiltinMappingTableTest, CudnnRemovalsSayTheCudnnVersion) {
  const MappingEntry *Removed = MappingTable::builtin().lookup(
      "cudnnGetConvolutionForwardAlgorithm", ReferenceKind::Declaration);
  ASSERT_NE(Removed, nullptr);
  EXPECT_EQ(unconvertedReason(*Removed, "--experimental"),
            "is unsupported in HIP (removed in cuDNN 8.0); use "
            "'cudnnGetConvolutionForwardAlgorithm_v7' instead");
}

TEST(BuiltinMappingTableTest, GridConstantIsRemoved) {
  const MappingEntry *Hint =
      MappingTable::builtin().lookup("__grid_constant__", ReferenceKind::Macro);
  ASSERT_NE(Hint, nullptr);
  EXPECT_TRUE(Hint->isConvertible(false));
  EXPECT_STREQ(Hint->HipName, "");
  EXPECT_STRNE(Hint->Why, "");
}

TEST(BuiltinMappingTableTest, Headers) {
  const MappingTable &T = MappingTable::builtin();
  const MappingEntry *Runtime =
      T.lookup("cuda_runtime.h", ReferenceKind::Header);
  ASSERT_NE(Runtime, nullptr);
  EXPECT_STREQ(Runtime->HipName, "hip/hip_runtime.h");
  const MappingEntry *Blas = T.lookup("cublas_v2.h", ReferenceKind::Header);
  ASSERT_NE(Blas, nullptr);
  EXPECT_STREQ(Blas->HipName, "hipblas/hipblas.h");
  EXPECT_STREQ(Blas->Category, "include_cuda_main_header_v2");
}

// The generated table holds the extras typed, as mapgen parsed them.
TEST(BuiltinMappingTableTest, ExtrasArriveTyped) {
  const MappingTable &T = MappingTable::builtin();
  auto Declared = [&](const char *Name) {
    const MappingEntry *E = T.lookup(Name, ReferenceKind::Declaration);
    EXPECT_NE(E, nullptr) << Name;
    return E ? *E : entry(Name, "", Function, Unsupported);
  };
  MappingEntry Launch = Declared("cudaLaunchKernel");
  ASSERT_TRUE(Launch.WrappedArgument);
  EXPECT_EQ(Launch.WrappedArgument->Index, 0u);
  EXPECT_EQ(Launch.WrappedArgument->How, ArgumentWrap::Kind::Kernel);

  MappingEntry Capture = Declared("cudaStreamGetCaptureInfo");
  ASSERT_FALSE(Capture.ArgumentTransforms.empty());
  EXPECT_EQ(Capture.ArgumentTransforms[0].What, ArgumentTransform::Kind::Drop);
  EXPECT_EQ(Capture.ArgumentTransforms[0].Index, 5u);
  EXPECT_EQ(Capture.ArgumentTransforms[0].Required,
            ArgumentTransform::Requirement::NullPointer);
  EXPECT_EQ(Capture.hipNameForCall(4), "hipStreamGetCaptureInfo_v2");

  MappingEntry Activation = Declared("cudnnSetActivationDescriptor");
  auto Map = llvm::find_if(Activation.ArgumentTransforms, [](const auto &X) {
    return X.What == ArgumentTransform::Kind::MapValues;
  });
  ASSERT_NE(Map, Activation.ArgumentTransforms.end());
  EXPECT_EQ(Map->Index, 1u);
  ASSERT_FALSE(Map->Values.empty());
  EXPECT_EQ(Map->Values[0].From, "CUDNN_ACTIVATION_SIGMOID");
  EXPECT_EQ(Map->Values[0].To, "miopenActivationLOGISTIC");

  MappingEntry AllSync = Declared("__all_sync");
  EXPECT_EQ(AllSync.HipAdded, (HipVersion{6, 3}));
  EXPECT_EQ(AllSync.optInMacro({6, 4}), "HIP_ENABLE_WARP_SYNC_BUILTINS");
  EXPECT_EQ(AllSync.optInMacro({7, 0}), "");

  MappingEntry Half2 = Declared("__half2");
  EXPECT_EQ(Half2.MemberCast.nameFor({6, 3}), "__half");
  EXPECT_EQ(Half2.MemberCast.nameFor({6, 4}), "");
  EXPECT_TRUE(Declared("cudaSurfaceObject_t").PointerHandle);

  MappingEntry Device = Declared("cudaMemLocationTypeDevice");
  EXPECT_TRUE(Device.DeviceOfLocation.OfMember);
  EXPECT_STREQ(Device.DeviceOfLocation.Name, "id");

  // roc-why= and amap= are the entry's fields like the others.
  EXPECT_NE(llvm::StringRef(Declared("CUSOLVER_STATUS_MAPPING_ERROR").RocWhy)
                .find("rocSOLVER 6.4 returns rocblas_status"),
            llvm::StringRef::npos);
  EXPECT_STREQ(Declared("cudnnGetPooling2dDescriptor").AmapName,
               "miopenGet2dPoolingDescriptor");
}

TEST(MappingEntryTest, OverloadsAreWrittenAsArgsWritesThem) {
  EXPECT_EQ(writtenOverloads(entry("cudaEventCreate", "hipEventCreate",
                                   Function, Supported, EventCreateOverloads)),
            "2:hipEventCreateWithFlags,4:hipEventCreateFour");
  EXPECT_EQ(writtenOverloads(entry("dim3", "dim3", Type, Supported)), "");
}

} // namespace
