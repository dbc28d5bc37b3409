// The WithFlags form of the driver's block-size suggestion takes the same
// callback (dynamic shared memory per block size) that HIP's module
// occupancy functions have no parameter for: with a real callback the call
// is reported and left whole, the warning saying what to write instead; the
// callback's type is reported, saying why. (hipify-clang renames the call
// and keeps the callback: see docs/hipify-clang-differences.md.)
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

#include <cuda.h>

size_t perBlock(int threads) { return threads * sizeof(float); }

void suggest(CUfunction f, int *grid, int *block) {
  // ERR: {{.*}}occupancy-callback-reported.cu:[[#@LINE+2]]:3: warning: 'CUoccupancyB2DSize' is unsupported in HIP: the type of the callback of cuOccupancyMaxPotentialBlockSize, a parameter HIP 6.4's occupancy functions lack (they take one dynamic shared memory size) [identifier]
  // CHECK: CUoccupancyB2DSize callback = perBlock;
  CUoccupancyB2DSize callback = perBlock;
  // ERR: {{.*}}occupancy-callback-reported.cu:[[#@LINE+2]]:3: warning: 'cuOccupancyMaxPotentialBlockSizeWithFlags' takes other arguments in HIP, and argument 4 is a non-null value HIP has no parameter for; the call is left as written; instead: hipModuleOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, dynamicSMemSize, blockSizeLimit, flags) takes one dynamic shared memory size, no callback: pass what the largest block needs, or try block sizes with hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags [argument-transform]
  // CHECK: cuOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, callback, 0, 256, hipOccupancyDefault);
  cuOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, callback, 0, 256, CU_OCCUPANCY_DEFAULT);
}
