// A function whose arguments HIP takes otherwise is renamed only with its
// call rewritten, where a parsed call writes them: in an inactive branch, in
// a macro never expanded, or in a macro body holding the whole call, its name
// is left as written and reported. Renamed alone, it would keep CUDA's
// arguments.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// The calls are kept on purpose: names only.
// RUN: %hip_names %t.hip

#include <cudnn.h>

// WARN-DAG: {{.*}}.cu:[[@LINE+2]]:42: warning: 'cudnnAddTensor' takes other arguments in HIP, which are rewritten only where a parsed call writes them (not in an inactive #if branch or a macro body); left as written{{( \(in an inactive #if branch\))?}} [{{.*}}]
// CHECK: #define ADD_BIAS(h, a, bd, b, be, yd, y) cudnnAddTensor(h, a, bd, b, be, yd, y)
#define ADD_BIAS(h, a, bd, b, be, yd, y) cudnnAddTensor(h, a, bd, b, be, yd, y)
// WARN-DAG: {{.*}}.cu:[[@LINE+2]]:20: warning: 'cudnnAddTensor' takes other arguments in HIP, which are rewritten only where a parsed call writes them (not in an inactive #if branch or a macro body); left as written{{( \(in an inactive #if branch\))?}} [{{.*}}]
// CHECK: #define ADD_ONE(h) cudnnAddTensor(h, &one, bias_desc, bias, &one, out_desc, out)
#define ADD_ONE(h) cudnnAddTensor(h, &one, bias_desc, bias, &one, out_desc, out)

// CHECK: void add(miopenHandle_t handle, miopenTensorDescriptor_t bias_desc, const float *bias,
// CHECK-NEXT: miopenTensorDescriptor_t out_desc, float *out) {
// CHECK-NEXT: const float one = 1.0f;
// CHECK-NEXT: ADD_ONE(handle);
// CHECK-NEXT: #if USE_OLD_API
// CHECK-NEXT: cudnnAddTensor(handle, &one, bias_desc, bias, &one, out_desc, out);
// CHECK-NEXT: #endif
// CHECK-NEXT: }
// WARN-DAG: {{.*}}.cu:[[@LINE+6]]:3: warning: 'cudnnAddTensor' takes other arguments in HIP, which are rewritten only where a parsed call writes them (not in an inactive #if branch or a macro body); left as written{{( \(in an inactive #if branch\))?}} [{{.*}}]
void add(cudnnHandle_t handle, cudnnTensorDescriptor_t bias_desc, const float *bias,
         cudnnTensorDescriptor_t out_desc, float *out) {
  const float one = 1.0f;
  ADD_ONE(handle);
#if USE_OLD_API
  cudnnAddTensor(handle, &one, bias_desc, bias, &one, out_desc, out);
#endif
}
