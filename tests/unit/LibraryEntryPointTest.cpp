//===- LibraryEntryPointTest.cpp - A TU converted through public headers -===//
//
// What a library user writes: only include/hipify/ is included here.
//
//===----------------------------------------------------------------------===//
#include "hipify/ConvertTranslationUnit.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

namespace {

TEST(LibraryEntryPointTest, ConvertsATranslationUnitWithTheBuiltinTables) {
  llvm::SmallString<128> Directory;
  ASSERT_FALSE(
      llvm::sys::fs::createUniqueDirectory("hipify-library", Directory));
  llvm::SmallString<128> Source(Directory);
  llvm::sys::path::append(Source, "copy.cu");
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Source, EC);
    ASSERT_FALSE(EC);
    OS << "#include <cuda_runtime.h>\n"
          "void copy(void **p) { cudaMalloc(p, 4); }\n";
  }
  hipify::CompileJob Job;
  Job.File = std::string(Source);
  Job.Directory = std::string(Directory);
  Job.CommandLine = {"clang",
                     "-x",
                     "cuda",
                     "--cuda-host-only",
                     "-fsyntax-only",
                     "--cuda-path=/usr/local/cuda",
                     "-resource-dir",
                     HIPIFY_CLANG_RESOURCE_DIR,
                     "--cuda-gpu-arch=sm_80",
                     "-std=c++17",
                     "-Wno-unknown-cuda-version",
                     Job.File};
  hipify::RunContext Run;
  Run.ProjectRoot = std::string(Directory);

  hipify::TranslationUnitResult R =
      hipify::convertTranslationUnit(Job, hipify::ConversionOptions(), Run);
  llvm::sys::fs::remove_directories(Directory);

  EXPECT_TRUE(R.Parsed);
  EXPECT_FALSE(R.HadErrors);
  ASSERT_EQ(R.Files.size(), 1u);
  EXPECT_EQ(R.Files[0].Edits.apply(R.Files[0].OriginalText),
            "#include <hip/hip_runtime.h>\n"
            "void copy(void **p) { hipMalloc(p, 4); }\n");
}

} // namespace
