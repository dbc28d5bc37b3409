// Compiling a kernel at run time with NVRTC becomes hipRTC: the program API
// keeps its shape and PTX/CUBIN become hipRTC's code object.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda.h>
// CHECK: #include <hip/hiprtc.h>
#include <nvrtc.h>
#include <vector>

static const char *kSource =
    "extern \"C\" __global__ void scale(float *x, float a) {\n"
    "  x[threadIdx.x] *= a;\n"
    "}\n";

// CHECK: std::vector<char> compile(const char *arch_option) {
std::vector<char> compile(const char *arch_option) {
  // CHECK: hiprtcProgram prog;
  nvrtcProgram prog;
  // CHECK: hiprtcCreateProgram(&prog, kSource, "scale.cu", 0, nullptr, nullptr);
  nvrtcCreateProgram(&prog, kSource, "scale.cu", 0, nullptr, nullptr);
  const char *options[] = {arch_option};
  // CHECK: hiprtcResult result = hiprtcCompileProgram(prog, 1, options);
  nvrtcResult result = nvrtcCompileProgram(prog, 1, options);
  // CHECK: if (result != HIPRTC_SUCCESS) {
  if (result != NVRTC_SUCCESS) {
    size_t log_size;
    // CHECK: hiprtcGetProgramLogSize(prog, &log_size);
    nvrtcGetProgramLogSize(prog, &log_size);
    std::vector<char> log(log_size);
    // CHECK: hiprtcGetProgramLog(prog, log.data());
    nvrtcGetProgramLog(prog, log.data());
    // CHECK: hiprtcDestroyProgram(&prog);
    nvrtcDestroyProgram(&prog);
    return log;
  }
  size_t code_size;
  // CHECK: hiprtcGetCodeSize(prog, &code_size);
  nvrtcGetPTXSize(prog, &code_size);
  std::vector<char> code(code_size);
  // CHECK: hiprtcGetCode(prog, code.data());
  nvrtcGetPTX(prog, code.data());
  // CHECK: hiprtcDestroyProgram(&prog);
  nvrtcDestroyProgram(&prog);
  return code;
}

// CHECK: void launch(const std::vector<char> &code, float *x, float a) {
void launch(const std::vector<char> &code, float *x, float a) {
  // CHECK: hipModule_t module;
  CUmodule module;
  // CHECK: hipFunction_t kernel;
  CUfunction kernel;
  // CHECK: hipModuleLoadData(&module, code.data());
  cuModuleLoadData(&module, code.data());
  // CHECK: hipModuleGetFunction(&kernel, module, "scale");
  cuModuleGetFunction(&kernel, module, "scale");
  void *args[] = {&x, &a};
  // CHECK: hipModuleLaunchKernel(kernel, 1, 1, 1, 32, 1, 1, 0, nullptr, args, nullptr);
  cuLaunchKernel(kernel, 1, 1, 1, 32, 1, 1, 0, nullptr, args, nullptr);
  // CHECK: hipModuleUnload(module);
  cuModuleUnload(module);
}
