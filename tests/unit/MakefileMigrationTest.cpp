#include "buildfiles/BuildMapping.h"
#include "buildfiles/Migrations.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

std::string migrated(llvm::StringRef Text) {
  return migrateMakefile(Text, BuildMapping::builtin()).apply(Text);
}

TEST(MakefileMigrationTest, CompilerAndFlags) {
  EXPECT_EQ(migrated("NVCC=/opt/cuda/bin/nvcc # nvcc -arch=sm_70\n"
                     "\t@nvcc -arch sm_80 -ccbin g++ -c a.cu\n"),
            "NVCC=hipcc # nvcc -arch=sm_70\n"
            "\t@hipcc --offload-arch=gfx90a --offload-arch=gfx942 -c a.cu\n");
}

TEST(MakefileMigrationTest, NamesThatOnlyContainNvccStay) {
  EXPECT_EQ(migrated("NVCCFLAGS += -O2 -march=native\nnvcc.o: nvcc.c\n"),
            "NVCCFLAGS += -O2 -march=native\nnvcc.o: nvcc.c\n");
}

TEST(MakefileMigrationTest, FloatingPointModelFlags) {
  // hipcc rejects nvcc's spellings; HIP's defaults need no flag.
  EXPECT_EQ(migrated("F = --fmad=false -ftz=true --prec-div=false "
                     "--prec-sqrt=true -O2\n"),
            "F = -ffp-contract=off -fgpu-flush-denormals-to-zero "
            "-fno-hip-fp32-correctly-rounded-divide-sqrt -O2\n");
}

TEST(MakefileMigrationTest, ValuesOnTheNextLine) {
  EXPECT_EQ(migrated("FLAGS = -O2 -Xcompiler \\\n  -fPIC -lcufft\n"),
            "FLAGS = -O2 -fPIC -lhipfft\n");
}

TEST(MakefileMigrationTest, FlagsRemovedWithWarnings) {
  llvm::StringRef Text = "F = -Xcudafe --diag_suppress=1 -O2\n";
  EditSet Edits = migrateMakefile(Text, BuildMapping::builtin());
  EXPECT_EQ(Edits.apply(Text), "F = -O2\n");
  ASSERT_EQ(Edits.unconverted().size(), 1u);
  EXPECT_EQ(Edits.unconverted()[0].Reference.CudaName, "-Xcudafe");
  EXPECT_EQ(Edits.unconverted()[0].Column, 5u);
}

} // namespace
