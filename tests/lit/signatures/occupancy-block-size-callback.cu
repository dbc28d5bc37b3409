// cuOccupancyMaxPotentialBlockSize(WithFlags) take a callback giving the
// dynamic shared memory per block size; HIP's hipModuleOccupancy functions
// have no such parameter. A null callback is dropped with its comma; a real
// one makes the call unconvertible: it is reported and left whole.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// Names only: the call with a callback is reported and stays.
// RUN: %hip_names %t.hip
// Without it, the converted calls compile.
// RUN: sed '/^\/\/ Calls with a callback/,$d' %t.hip > %t.compiled.hip
// RUN: %hip_check %t.compiled.hip

#include <cuda.h>

void suggest(CUfunction f, int *grid, int *block) {
  // CHECK: hipModuleOccupancyMaxPotentialBlockSize(grid, block, f, 0, 256);
  cuOccupancyMaxPotentialBlockSize(grid, block, f, nullptr, 0, 256);
  // CHECK: hipModuleOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, 64, 0, 0);
  cuOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, NULL, 64, 0, 0);
}

size_t perBlock(int threads) { return threads * sizeof(float); }

// Calls with a callback:
void suggestWithCallback(CUfunction f, int *grid, int *block) {
  // CHECK: cuOccupancyMaxPotentialBlockSize(grid, block, f, perBlock, 0, 0);
  // ERR: {{.*}}occupancy-block-size-callback.cu:[[@LINE+1]]:3: warning: 'cuOccupancyMaxPotentialBlockSize' takes other arguments in HIP, and argument 4 is a non-null value HIP has no parameter for; the call is left as written; instead: hipModuleOccupancyMaxPotentialBlockSize(grid, block, f, dynamicSMemSize, blockSizeLimit) takes one dynamic shared memory size, no callback: pass what the largest block needs, or try block sizes with hipModuleOccupancyMaxActiveBlocksPerMultiprocessor [argument-transform]
  cuOccupancyMaxPotentialBlockSize(grid, block, f, perBlock, 0, 0);
}
