// The multi-grid group CUDA 13.0 removed, in a branch for the toolkits that
// still had it: HIP's cooperative groups have it under the same names, so
// the tables (removed=13.0) convert it as it is, without a report.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// ERR-NOT: multi_grid
__global__ void step(int *flags) {
#if CUDART_VERSION < 13000
  // CHECK: cg::multi_grid_group grid = cg::this_multi_grid();
  cg::multi_grid_group grid = cg::this_multi_grid();
  grid.sync();
#endif
  flags[threadIdx.x] = 1;
}
