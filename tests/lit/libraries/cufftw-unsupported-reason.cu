// cuFFT's FFTW interface (cufftw.h) has no header in hipFFT 6.4: the include
// is kept and reported with the reason; the fftw_* names stay as written.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// The output still includes <cufftw.h>, so it is not compiled.

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// WARN: {{.*}}cufftw-unsupported-reason.cu:[[@LINE+2]]:10: warning: 'cufftw.h' is unsupported in HIP: hipFFT 6.4 has no FFTW interface (a later hipFFT adds hipfft/hipfftw.h) [include]
// CHECK: #include <cufftw.h>
#include <cufftw.h>

// CHECK: void forward(int n, fftw_complex *in, fftw_complex *out) {
void forward(int n, fftw_complex *in, fftw_complex *out) {
  // CHECK: fftw_execute(fftw_plan_dft_1d(n, in, out, FFTW_FORWARD, FFTW_ESTIMATE));
  fftw_execute(fftw_plan_dft_1d(n, in, out, FFTW_FORWARD, FFTW_ESTIMATE));
}
