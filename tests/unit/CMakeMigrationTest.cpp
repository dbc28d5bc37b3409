#include "buildfiles/BuildMapping.h"
#include "buildfiles/CMakeLexer.h"
#include "buildfiles/Migrations.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

/// \p Text migrated as the only CMake file of a project.
std::string migrated(llvm::StringRef Text) {
  const BuildMapping &Map = BuildMapping::builtin();
  auto Commands = lexCMake(Text);
  EXPECT_TRUE(bool(Commands)) << llvm::toString(Commands.takeError());
  std::vector<std::string> Packages;
  collectPackages(*Commands, Map, Packages);
  return migrateCMake(Text, *Commands, Map, Packages).apply(Text);
}

TEST(CMakeLexerTest, CommandsArgumentsAndComments) {
  auto Commands = lexCMake("# project(CUDA)\n"
                           "Set(A \"x)\" [=[ y ]] ]=] (b c) #[[ set(B) ]]\n"
                           "  d) # e(f)\n");
  ASSERT_TRUE(bool(Commands));
  ASSERT_EQ(Commands->size(), 1u);
  const CMakeCommand &C = (*Commands)[0];
  EXPECT_EQ(C.Name, "set");
  ASSERT_EQ(C.Arguments.size(), 8u);
  EXPECT_EQ(C.Arguments[1].Kind, CMakeArgument::Quoted);
  EXPECT_EQ(C.Arguments[1].Content, "x)");
  EXPECT_EQ(C.Arguments[2].Kind, CMakeArgument::Bracket);
  EXPECT_EQ(C.Arguments[2].Content, " y ]] ");
  EXPECT_EQ(C.Arguments[3].Kind, CMakeArgument::Parenthesis);
  EXPECT_EQ(C.Arguments[6].Content, ")");
  EXPECT_EQ(C.Arguments[7].Content, "d");
}

TEST(CMakeLexerTest, ErrorsSayWhere) {
  auto Open = lexCMake("set(A\n  \"b)\n");
  ASSERT_FALSE(bool(Open));
  EXPECT_EQ(llvm::toString(Open.takeError()),
            "2:3: unterminated quoted argument");
  auto Name = lexCMake("set(A)\n\"oops\"\n");
  ASSERT_FALSE(bool(Name));
  EXPECT_EQ(llvm::toString(Name.takeError()), "2:1: expected a command name");
}

TEST(CMakeMigrationTest, CommentsStringsAndBracketsStay) {
  EXPECT_EQ(migrated("# enable_language(CUDA) CUDA::cublas\n"
                     "message(STATUS [[CMAKE_CUDA_FLAGS CUDA::cublas]])\n"
                     "set(Doc \"-arch=sm_80\") #[[ LANGUAGES CUDA ]]\n"),
            "# enable_language(CUDA) CUDA::cublas\n"
            "message(STATUS [[CMAKE_CUDA_FLAGS CUDA::cublas]])\n"
            "set(Doc \"-arch=sm_80\") #[[ LANGUAGES CUDA ]]\n");
  // In a quoted argument, only variable references and generator
  // expressions hold names.
  EXPECT_EQ(migrated("message(\"CUDA::cublas CMAKE_CUDA_FLAGS="
                     "${CMAKE_CUDA_FLAGS} $<COMPILE_LANGUAGE:CUDA>\")\n"),
            "message(\"CUDA::cublas CMAKE_CUDA_FLAGS=${CMAKE_HIP_FLAGS} "
            "$<COMPILE_LANGUAGE:HIP>\")\n");
}

TEST(CMakeMigrationTest, LanguagesAndSourceProperties) {
  EXPECT_EQ(migrated("project(p VERSION 1.0 LANGUAGES CXX CUDA)\n"
                     "enable_language(CUDA)\n"
                     "set_source_files_properties(a.cpp PROPERTIES "
                     "LANGUAGE CUDA)\n"),
            "project(p VERSION 1.0 LANGUAGES CXX HIP)\n"
            "enable_language(HIP)\n"
            "set_source_files_properties(a.cpp PROPERTIES LANGUAGE HIP)\n");
  // A project named CUDA keeps its name.
  EXPECT_EQ(migrated("project(CUDA CXX)\n"), "project(CUDA CXX)\n");
}

TEST(CMakeMigrationTest, PackagesFollowTheTargetsUsed) {
  EXPECT_EQ(migrated("  find_package(CUDAToolkit 12.0 REQUIRED)\n"
                     "target_link_libraries(app PRIVATE CUDA::cublas "
                     "CUDA::cudart CUDA::cufft CUDA::cublas_static)\n"),
            "  find_package(hip REQUIRED)\n"
            "  find_package(hipblas REQUIRED)\n"
            "  find_package(hipfft REQUIRED)\n"
            "target_link_libraries(app PRIVATE roc::hipblas hip::host "
            "hip::hipfft roc::hipblas)\n");
}

TEST(CMakeMigrationTest, ArchitecturesBecomeThePlaceholder) {
  EXPECT_EQ(migrated("set(CMAKE_CUDA_ARCHITECTURES 70 80 CACHE STRING \"\")\n"
                     "set_target_properties(t PROPERTIES CUDA_ARCHITECTURES "
                     "\"80;90\" CUDA_STANDARD 17)\n"
                     "if(CMAKE_CUDA_ARCHITECTURES STREQUAL \"80\")\n"
                     "endif()\n"),
            "set(CMAKE_HIP_ARCHITECTURES \"gfx90a;gfx942\" CACHE STRING "
            "\"\")\n"
            "set_target_properties(t PROPERTIES HIP_ARCHITECTURES "
            "\"gfx90a;gfx942\" HIP_STANDARD 17)\n"
            "if(CMAKE_HIP_ARCHITECTURES STREQUAL \"80\")\n"
            "endif()\n");
}

TEST(CMakeMigrationTest, ToolkitVariablesAreReported) {
  llvm::StringRef Text = "include_directories(${CUDAToolkit_INCLUDE_DIRS})\n";
  auto Commands = lexCMake(Text);
  ASSERT_TRUE(bool(Commands));
  EditSet Edits = migrateCMake(Text, *Commands, BuildMapping::builtin(), {});
  EXPECT_TRUE(Edits.empty());
  ASSERT_EQ(Edits.unconverted().size(), 1u);
  EXPECT_EQ(Edits.unconverted()[0].Reference.CudaName,
            "CUDAToolkit_INCLUDE_DIRS");
  EXPECT_EQ(Edits.unconverted()[0].Column, 23u);
}

TEST(CMakeMigrationTest, FlagVariablesAndCompileOptions) {
  EXPECT_EQ(migrated("set(CMAKE_CUDA_FLAGS \"${CMAKE_CUDA_FLAGS} -arch=sm_80 "
                     "--use_fast_math\")\n"
                     "string(APPEND CMAKE_CUDA_FLAGS_RELEASE \" -lineinfo\")\n"
                     "target_compile_options(t PRIVATE "
                     "\"$<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-Wall,-O2>\")\n"),
            "set(CMAKE_HIP_FLAGS \"${CMAKE_HIP_FLAGS} --offload-arch=gfx90a "
            "--offload-arch=gfx942 -ffast-math -fgpu-flush-denormals-to-zero "
            "-fno-hip-fp32-correctly-rounded-divide-sqrt\")\n"
            "string(APPEND CMAKE_HIP_FLAGS_RELEASE \" -gline-tables-only\")\n"
            "target_compile_options(t PRIVATE "
            "\"$<$<COMPILE_LANGUAGE:HIP>:-Wall;-O2>\")\n");
}

TEST(CMakeMigrationTest, CudaSourcesOnceAndIdempotent) {
  std::string Once = migrated("add_executable(app main.cpp \"src/k.cu\")\n"
                              "  target_sources(app PRIVATE b.cu)\n");
  EXPECT_EQ(Once, "add_executable(app main.cpp \"src/k.cu\")\n"
                  "set_source_files_properties(\"src/k.cu\" PROPERTIES "
                  "LANGUAGE HIP)\n"
                  "  target_sources(app PRIVATE b.cu)\n"
                  "  set_source_files_properties(b.cu PROPERTIES LANGUAGE "
                  "HIP)\n");
  EXPECT_EQ(migrated(Once), Once);
  EXPECT_EQ(migrated("add_executable(a k.cu) # k\nfind_package(CUDAToolkit)"),
            "add_executable(a k.cu) # k\n"
            "set_source_files_properties(k.cu PROPERTIES LANGUAGE HIP)\n"
            "find_package(hip REQUIRED)");
  EXPECT_EQ(migrated("add_library(a k.cu)"),
            "add_library(a k.cu)\n"
            "set_source_files_properties(k.cu PROPERTIES LANGUAGE HIP)");
}

} // namespace
