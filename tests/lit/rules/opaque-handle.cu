// cudaTextureObject_t and cudaSurfaceObject_t are `unsigned long long` in
// CUDA, hipTextureObject_t and hipSurfaceObject_t pointers in HIP
// (`handle=pointer` in mappings/). A handle read as an integer is cast to
// the integer CUDA had, and reported; a handle used as a handle (passed to
// the texture API, compared with 0 or another handle, tested) is left as it
// is; an integer stored into a handle, and a handle changed in place, are
// reported and left as written.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: sed -e '/NOT-HIP-BEGIN/,/NOT-HIP-END/d' %t.hip > %t.compiles.hip
// RUN: %hip_check %t.compiles.hip

#include <cuda_runtime.h>
#include <cstdio>

typedef cudaTextureObject_t Texture;

struct Sampler {
  cudaTextureObject_t tex;
  unsigned long long id;
};

void record(unsigned long long key);

// CHECK: unsigned keyOf(hipTextureObject_t tex, hipSurfaceObject_t surf) {
unsigned keyOf(cudaTextureObject_t tex, cudaSurfaceObject_t surf) {
  // ERR: {{.*}}.cu:[[@LINE+2]]:17: warning: 'cudaTextureObject_t' read as an integer (an operand of '&'): 'hipTextureObject_t' is a pointer in HIP; cast with reinterpret_cast<unsigned long long> [opaque-handle]
  // CHECK: unsigned lo = reinterpret_cast<unsigned long long>(tex) & 0xFFFFFFFF;
  unsigned lo = tex & 0xFFFFFFFF;
  // ERR: {{.*}}.cu:[[@LINE+2]]:17: warning: 'cudaTextureObject_t' read as an integer (an operand of '>>'){{.*}}
  // CHECK: unsigned hi = reinterpret_cast<unsigned long long>(tex) >> 32;
  unsigned hi = tex >> 32;
  // ERR: {{.*}}.cu:[[@LINE+2]]:26: warning: 'cudaSurfaceObject_t' read as an integer (cast to 'unsigned int'): 'hipSurfaceObject_t' is a pointer in HIP{{.*}}
  // CHECK: unsigned s = (unsigned)reinterpret_cast<unsigned long long>(surf);
  unsigned s = (unsigned)surf;
  // ERR: {{.*}}.cu:[[@LINE+2]]:38: warning: 'cudaTextureObject_t' read as an integer (cast to 'unsigned int'){{.*}}
  // CHECK: unsigned t = static_cast<unsigned>(reinterpret_cast<unsigned long long>(tex));
  unsigned t = static_cast<unsigned>(tex);
  // A C-style cast to a 64-bit integer is a reinterpret_cast in HIP.
  // CHECK: unsigned long long whole = (unsigned long long)tex;
  unsigned long long whole = (unsigned long long)tex;
  // ERR: {{.*}}.cu:[[@LINE+2]]:27: warning: 'cudaTextureObject_t' read as an integer (stored into 'unsigned long long'){{.*}}
  // CHECK: unsigned long long id = reinterpret_cast<unsigned long long>(tex);
  unsigned long long id = tex;
  // ERR: {{.*}}.cu:[[@LINE+2]]:10: warning: 'cudaTextureObject_t' read as an integer (passed as 'unsigned long long'){{.*}}
  // CHECK: record(reinterpret_cast<unsigned long long>(tex));
  record(tex);
  // ERR: {{.*}}.cu:[[@LINE+2]]:7: warning: 'cudaTextureObject_t' read as an integer (compared with an integer){{.*}}
  // CHECK: if (reinterpret_cast<unsigned long long>(tex) == id)
  if (tex == id)
    return 0;
  // Null and other handles: pointers compare as the integers did.
  // CHECK: if (tex == 0 || tex != tex || !surf)
  if (tex == 0 || tex != tex || !surf)
    return 1;
  Sampler sampler{tex, 0};
  // ERR: {{.*}}.cu:[[@LINE+2]]:16: warning: 'cudaTextureObject_t' read as an integer (stored into 'unsigned long long'){{.*}}
  // CHECK: sampler.id = reinterpret_cast<unsigned long long>(sampler.tex);
  sampler.id = sampler.tex;
  // Through a typedef of the user's.
  Texture alias = tex;
  // ERR: {{.*}}.cu:[[@LINE+2]]:10: warning: 'cudaTextureObject_t' read as an integer (an operand of '^'){{.*}}
  // CHECK: return reinterpret_cast<unsigned long long>(alias) ^ lo ^ hi ^ s ^ t ^ whole;
  return alias ^ lo ^ hi ^ s ^ t ^ whole;
}

// ERR: {{.*}}.cu:[[@LINE+2]]:59: warning: 'cudaTextureObject_t' read as an integer (returned as 'unsigned long long'){{.*}}
// CHECK: unsigned long long idOf(hipTextureObject_t tex) { return reinterpret_cast<unsigned long long>(tex); }
unsigned long long idOf(cudaTextureObject_t tex) { return tex; }

// Used as a handle: nothing to do.
// CHECK: __global__ void sample(hipTextureObject_t tex, float *out) {
// CHECK-NEXT:   out[threadIdx.x] = tex1Dfetch<float>(tex, threadIdx.x);
__global__ void sample(cudaTextureObject_t tex, float *out) {
  out[threadIdx.x] = tex1Dfetch<float>(tex, threadIdx.x);
}

// NOT-HIP-BEGIN: what HIP cannot take as written is reported.
void rebuild(cudaTextureObject_t tex, unsigned long long id) {
  // ERR: {{.*}}.cu:[[@LINE+2]]:30: warning: 'cudaTextureObject_t' is given an integer here; 'hipTextureObject_t' is a pointer in HIP (reinterpret_cast the integer if it holds a handle) [opaque-handle]
  // CHECK: hipTextureObject_t copy = id;
  cudaTextureObject_t copy = id;
  // ERR: {{.*}}.cu:[[@LINE+1]]:5: warning: 'cudaTextureObject_t' is changed in place as an integer; 'hipTextureObject_t' is a pointer in HIP [opaque-handle]
  ++copy;
  // ERR: {{.*}}.cu:[[@LINE+1]]:3: warning: 'cudaTextureObject_t' is changed in place as an integer{{.*}}
  copy += 2;
  // ERR: {{.*}}.cu:[[@LINE+1]]:9: warning: 'cudaTextureObject_t' is given an integer here{{.*}}
  tex = id + 1;
}
// NOT-HIP-END
