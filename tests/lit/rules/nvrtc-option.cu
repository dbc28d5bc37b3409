// The option strings a program passes to nvrtcCompileProgram are NVIDIA's:
// hipRTC takes clang's options. The NVIDIA-only ones are reported (with what
// hipRTC takes instead, where there is one) wherever the call shows them:
// written in the call, or in the initializer of the array or vector it
// passes. Options hipRTC shares (-std=, -D, -I) are quiet, and so are other
// strings of the program. An option added later (push_back) is not seen.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hipify %s --print-stats -o %t.stats.hip 2> %t.stats
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.stats

#include <nvrtc.h>
#include <vector>

// CHECK: hiprtcResult build(hiprtcProgram prog, bool debug) {
nvrtcResult build(nvrtcProgram prog, bool debug) {
  const char *options[] = {"--gpu-architecture=compute_80", "-std=c++17",
                           "--use_fast_math", "-DBLOCK=256"};
  // CHECK: hiprtcResult result = hiprtcCompileProgram(prog, 4, options);
  nvrtcResult result = nvrtcCompileProgram(prog, 4, options);
  std::vector<const char *> more = {"-arch=sm_90", "-lineinfo", "-I/opt/include"};
  if (debug)
    more.push_back("--device-debug");
  // CHECK: result = hiprtcCompileProgram(prog, more.size(), more.data());
  result = nvrtcCompileProgram(prog, more.size(), more.data());
  const char *label = "--use_fast_math is not an option here";
  return label ? result : NVRTC_SUCCESS;
}

// WARN: {{.*}}nvrtc-option.cu:18:29: warning: '--gpu-architecture=compute_' is unsupported in HIP; in HIP use '--gpu-architecture=gfx90a' instead [nvrtc-option]
// WARN-NEXT: {{.*}}nvrtc-option.cu:19:29: warning: '--use_fast_math' is unsupported in HIP; in HIP use '-ffast-math' instead [nvrtc-option]
// WARN-NEXT: {{.*}}nvrtc-option.cu:22:38: warning: '-arch=sm_' is unsupported in HIP; in HIP use '--gpu-architecture=gfx90a' instead [nvrtc-option]
// WARN-NEXT: {{.*}}nvrtc-option.cu:22:53: warning: '-lineinfo' is unsupported in HIP [nvrtc-option]
// WARN-NOT: warning

// STATS: [HIPIFY] info: UNCONVERTED refs by API:
// STATS-NEXT:   RTC API: 4
// STATS-NEXT: [HIPIFY] info: UNCONVERTED refs by names:
// STATS-NEXT:   --gpu-architecture=compute_: 1
// STATS-NEXT:   --use_fast_math: 1
// STATS-NEXT:   -arch=sm_: 1
// STATS-NEXT:   -lineinfo: 1
