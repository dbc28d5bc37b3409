#!/usr/bin/env python3
"""Writes a synthetic CUDA project for benchmarking hipify-cpp.

The project looks like a real one of its size: translation units in four
modules, each built with its own flags (two of them differ only in -D macros
of the project), Thrust- and CUB-using TUs, cuBLAS and cuFFT TUs, user
headers shared by many TUs (some included with <> among the library headers a
source starts with), a header-only template library, and a few TUs with 20+
explicit template instantiations. It writes the sources under <dir>/src and
<dir>/include and the nvcc command of each TU to
<dir>/build/compile_commands.json.

The same size and seed always give the same project.
"""
import argparse
import json
import os
import random
import sys

# Module -> the nvcc flags of its TUs. "core" and "ops" differ only in
# macros the CUDA headers never test.
FLAG_SETS = {
    "core": ["-O2", "-std=c++17", "-arch=sm_80", "-DPROJ_MODULE_CORE",
             "-DPROJ_LOG_LEVEL=2"],
    "ops": ["-O2", "-std=c++17", "-arch=sm_80", "-DPROJ_MODULE_OPS",
            "-DPROJ_LOG_LEVEL=3", "-DPROJ_FAST_MATH"],
    "linalg": ["-O3", "-std=c++17", "-arch=sm_80", "-DPROJ_MODULE_LINALG",
               "-DNDEBUG", "-I@ROOT@/third_party/include"],
    "modern": ["-O2", "-std=c++20", "-arch=sm_90", "-DPROJ_MODULE_MODERN"],
}

# TU kind -> its share of the project, and the modules it appears in.
KINDS = [
    ("runtime", 0.38, ["core", "ops", "modern"]),
    ("thrust", 0.14, ["core", "ops", "modern"]),
    ("cub", 0.10, ["ops", "modern"]),
    ("cublas", 0.10, ["linalg"]),
    ("cufft", 0.06, ["linalg"]),
    ("mixed", 0.12, ["core", "ops", "linalg"]),
    ("angled_user", 0.06, ["core", "modern"]),
]

HEADERS = {
    "include/proj/common.cuh": """\
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define PROJ_CHECK(call)                                                   \\
  do {                                                                     \\
    cudaError_t proj_err_ = (call);                                        \\
    if (proj_err_ != cudaSuccess) {                                        \\
      std::fprintf(stderr, "%s:%d: %s\\n", __FILE__, __LINE__,              \\
                   cudaGetErrorString(proj_err_));                         \\
      std::abort();                                                        \\
    }                                                                      \\
  } while (0)

namespace proj {
inline int blocksFor(int n, int block) { return (n + block - 1) / block; }
} // namespace proj
""",
    "include/proj/config.h": """\
#pragma once
#ifndef PROJ_LOG_LEVEL
#define PROJ_LOG_LEVEL 1
#endif
namespace proj {
constexpr int kDefaultBlock = 256;
} // namespace proj
""",
    "include/proj/tensor_ops.cuh": """\
#pragma once
#include "proj/common.cuh"

namespace proj {

template <typename T> class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t n) : n_(n) {
    PROJ_CHECK(cudaMalloc(&data_, n * sizeof(T)));
  }
  ~DeviceBuffer() { cudaFree(data_); }
  void upload(const T *host, cudaStream_t s) {
    PROJ_CHECK(cudaMemcpyAsync(data_, host, n_ * sizeof(T),
                               cudaMemcpyHostToDevice, s));
  }
  void download(T *host, cudaStream_t s) const {
    PROJ_CHECK(cudaMemcpyAsync(host, data_, n_ * sizeof(T),
                               cudaMemcpyDeviceToHost, s));
  }
  T *data() { return data_; }
  size_t size() const { return n_; }

private:
  T *data_ = nullptr;
  size_t n_;
};

template <typename T, int Unroll>
__global__ void axpy(T a, const T *x, T *y, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * Unroll;
#pragma unroll
  for (int u = 0; u < Unroll; ++u)
    if (i + u < n)
      y[i + u] = a * x[i + u] + y[i + u];
}

template <typename T, int Unroll>
void launchAxpy(T a, const T *x, T *y, int n, cudaStream_t s) {
  int threads = 128;
  int blocks = blocksFor(n, threads * Unroll);
  axpy<T, Unroll><<<blocks, threads, 0, s>>>(a, x, y, n);
  PROJ_CHECK(cudaGetLastError());
}

template <typename T> __device__ T warpSum(T v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

} // namespace proj
""",
    "third_party/include/vendor/blas_helpers.h": """\
#pragma once
#include <cublas_v2.h>
namespace vendor {
inline const char *statusName(cublasStatus_t s) {
  return s == CUBLAS_STATUS_SUCCESS ? "success" : "failure";
}
} // namespace vendor
""",
}


def runtime_tu(i, rng):
    n = rng.choice([256, 1024, 4096])
    return f"""\
#include "proj/common.cuh"

__global__ void scale{i}(float *p, float by, int n) {{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= by;
}}

void runScale{i}(float *host) {{
  float *device = nullptr;
  cudaStream_t stream;
  cudaEvent_t start, stop;
  PROJ_CHECK(cudaStreamCreate(&stream));
  PROJ_CHECK(cudaEventCreate(&start));
  PROJ_CHECK(cudaEventCreate(&stop));
  PROJ_CHECK(cudaMalloc(&device, {n} * sizeof(float)));
  cudaMemcpyAsync(device, host, {n} * sizeof(float), cudaMemcpyHostToDevice,
                  stream);
  cudaEventRecord(start, stream);
  scale{i}<<<proj::blocksFor({n}, 256), 256, 0, stream>>>(device, 2.0f, {n});
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(host, device, {n} * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(device);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaStreamDestroy(stream);
}}
"""


THRUST_LEADS = [
    ["thrust/device_vector.h", "thrust/reduce.h", "thrust/transform.h"],
    ["thrust/device_vector.h", "thrust/sort.h"],
]


def thrust_tu(i, rng):
    lead = THRUST_LEADS[i % len(THRUST_LEADS)]
    includes = "".join(f"#include <{h}>\n" for h in lead)
    if "thrust/sort.h" in lead:
        body = """\
  thrust::device_vector<int> keys(host, host + n);
  thrust::sort(keys.begin(), keys.end());
  thrust::copy(keys.begin(), keys.end(), host);
  return keys.size() ? host[0] : 0;"""
        sig = "int"
        elem = "int"
    else:
        body = f"""\
  thrust::device_vector<float> values(host, host + n);
  thrust::transform(values.begin(), values.end(), values.begin(),
                    Square{i}());
  return thrust::reduce(values.begin(), values.end());"""
        sig = "float"
        elem = "float"
    return f"""\
{includes}#include "proj/common.cuh"

struct Square{i} {{
  __host__ __device__ float operator()(float x) const {{ return x * x; }}
}};

{sig} summarize{i}({elem} *host, int n) {{
{body}
}}

void syncAfter{i}() {{ PROJ_CHECK(cudaDeviceSynchronize()); }}
"""


def cub_tu(i, rng):
    block = rng.choice([128, 256])
    return f"""\
#include <cub/block/block_reduce.cuh>
#include "proj/common.cuh"

template <int Block>
__global__ void blockSum{i}(const float *in, float *out) {{
  using Reduce = cub::BlockReduce<float, Block>;
  __shared__ typename Reduce::TempStorage storage;
  float v = in[blockIdx.x * Block + threadIdx.x];
  float sum = Reduce(storage).Sum(v);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}}

void launchBlockSum{i}(const float *in, float *out, int blocks) {{
  blockSum{i}<{block}><<<blocks, {block}>>>(in, out);
  PROJ_CHECK(cudaGetLastError());
  PROJ_CHECK(cudaDeviceSynchronize());
}}
"""


def cublas_tu(i, rng):
    return f"""\
#include <cublas_v2.h>
#include "proj/common.cuh"
#include "vendor/blas_helpers.h"

int gemm{i}(const float *a, const float *b, float *c, int n) {{
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
    return 1;
  const float alpha = 1.0f, beta = 0.0f;
  cublasStatus_t status =
      cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, a, n, b,
                  n, &beta, c, n);
  std::printf("%s\\n", vendor::statusName(status));
  cublasSaxpy(handle, n, &alpha, a, 1, c, 1);
  cublasDestroy(handle);
  PROJ_CHECK(cudaDeviceSynchronize());
  return 0;
}}
"""


def cufft_tu(i, rng):
    return f"""\
#include <cufft.h>
#include "proj/common.cuh"

int transform{i}(cufftComplex *data, int n) {{
  cufftHandle plan;
  if (cufftPlan1d(&plan, n, CUFFT_C2C, 1) != CUFFT_SUCCESS)
    return 1;
  cufftExecC2C(plan, data, data, CUFFT_FORWARD);
  cufftExecC2C(plan, data, data, CUFFT_INVERSE);
  cufftDestroy(plan);
  PROJ_CHECK(cudaDeviceSynchronize());
  return 0;
}}
"""


def mixed_tu(i, rng):
    # A user header among the library headers ends the leading ones.
    return f"""\
#include <vector>
#include <algorithm>
#include "proj/common.cuh"
#include <numeric>

__global__ void iota{i}(int *p, int n) {{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = i;
}}

std::vector<int> makeRange{i}(int n) {{
  std::vector<int> host(n);
  int *device = nullptr;
  PROJ_CHECK(cudaMalloc(&device, n * sizeof(int)));
  iota{i}<<<proj::blocksFor(n, 128), 128>>>(device, n);
  cudaMemcpy(host.data(), device, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(device);
  std::sort(host.begin(), host.end());
  return host;
}}
"""


def angled_user_tu(i, rng):
    # A user header included with <>, found through -I, among the leading
    # library headers.
    return f"""\
#include <vector>
#include <proj/config.h>
#include "proj/common.cuh"

float *zeros{i}(size_t n) {{
  float *managed = nullptr;
  PROJ_CHECK(cudaMallocManaged(&managed, n * sizeof(float)));
  cudaMemsetAsync(managed, 0, n * sizeof(float), 0);
  PROJ_CHECK(cudaDeviceSynchronize());
  return managed;
}}
"""


def template_tu(i, rng):
    lines = ['#include "proj/tensor_ops.cuh"', "", "namespace proj {"]
    types = ["float", "double", "int", "unsigned"]
    unrolls = [1, 2, 4, 8, 16, 32]
    for t in types:
        for u in unrolls:
            lines.append(f"template void launchAxpy<{t}, {u}>({t}, const {t} *,"
                         f" {t} *, int, cudaStream_t);")
    for t in types:
        lines.append(f"template class DeviceBuffer<{t}>;")
        lines.append(f"template __device__ {t} warpSum<{t}>({t});")
    lines += ["} // namespace proj", "",
              f"void touch{i}() {{ PROJ_CHECK(cudaDeviceSynchronize()); }}", ""]
    return "\n".join(lines)


WRITERS = {"runtime": runtime_tu, "thrust": thrust_tu, "cub": cub_tu,
           "cublas": cublas_tu, "cufft": cufft_tu, "mixed": mixed_tu,
           "angled_user": angled_user_tu, "template": template_tu}


def plan(size, rng):
    """(kind, module) per TU: the shares of KINDS, at least one of each when
    the size allows, plus a few template-instantiation TUs."""
    templates = min(size, max(2, size // 50))
    rest = size - templates
    counts = [max(1, int(round(rest * share))) for _, share, _ in KINDS]
    while sum(counts) > rest:
        counts[counts.index(max(counts))] -= 1
    counts[0] += rest - sum(counts)
    tus = [("template", ["core", "ops"][k % 2]) for k in range(templates)]
    for (kind, _, modules), count in zip(KINDS, counts):
        tus += [(kind, modules[k % len(modules)]) for k in range(count)]
    return tus


def generate(root, size, seed=1):
    rng = random.Random(seed)
    root = os.path.abspath(root)
    for path, text in HEADERS.items():
        write(os.path.join(root, path), text)
    entries = []
    for index, (kind, module) in enumerate(plan(size, rng)):
        rel = f"src/{module}/{kind}_{index:04d}.cu"
        write(os.path.join(root, rel), WRITERS[kind](index, rng))
        flags = [f.replace("@ROOT@", root) for f in FLAG_SETS[module]]
        source = os.path.join(root, rel)
        obj = f"CMakeFiles/{module}.dir/{os.path.basename(rel)}.o"
        command = (["/usr/local/cuda/bin/nvcc", f"-I{root}/include"] + flags +
                   ["-x", "cu", "-c", source, "-o", obj])
        entries.append({"directory": os.path.join(root, "build"),
                        "command": " ".join(command), "file": source})
    write(os.path.join(root, "build", "compile_commands.json"),
          json.dumps(entries, indent=2) + "\n")
    return entries


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        out.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory")
    parser.add_argument("--size", type=int, default=200,
                        help="number of translation units (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.size < 1:
        parser.error("--size must be at least 1")
    entries = generate(args.directory, args.size, args.seed)
    print("%d translation units, %d flag sets, in %s"
          % (len(entries), len(FLAG_SETS), os.path.abspath(args.directory)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
