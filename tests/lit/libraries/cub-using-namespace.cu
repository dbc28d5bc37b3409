// `using namespace cub;` becomes `using namespace hipcub;`; the names it
// brings in need no edit.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check %t.hip

// CHECK: #include <hipcub/hipcub.hpp>
#include <cub/block/block_scan.cuh>

// CHECK: using namespace hipcub;
using namespace cub;

__global__ void prefix_sums(int *data) {
  // CHECK: typedef BlockScan<int, 128> Scan;
  typedef BlockScan<int, 128> Scan;
  __shared__ Scan::TempStorage storage;
  int value = data[threadIdx.x];
  Scan(storage).ExclusiveSum(value, value);
  data[threadIdx.x] = value;
}
