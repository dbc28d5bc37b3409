#include "error-text.cuh"

const char *lastError() { return errorText(cudaGetLastError()); }
