// Outside the project, force-included: hipcc cannot find the CUDA header.
#include <cuda_runtime.h>
