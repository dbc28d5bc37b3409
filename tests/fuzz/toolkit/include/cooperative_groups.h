// Stand-in for the fuzz targets (README.md): cooperative groups.
#pragma once
#include "host_defines.h"
namespace cooperative_groups {
class thread_block {
public:
  __device__ void sync() const;
  __device__ unsigned int thread_rank() const;
  __device__ unsigned int size() const;
};
template <unsigned int Size> class thread_block_tile {
public:
  __device__ void sync() const;
  __device__ unsigned int thread_rank() const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
};
__device__ thread_block this_thread_block();
template <unsigned int Size, class Parent>
__device__ thread_block_tile<Size> tiled_partition(const Parent &parent);
} // namespace cooperative_groups
