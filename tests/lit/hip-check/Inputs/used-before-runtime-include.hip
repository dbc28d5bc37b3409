// hipStream_t is used before the runtime header is included: an error that
// the precompiled runtime header, included before the file, would hide.
hipStream_t stream;
#include <hip/hip_runtime.h>
