#include "error-text.cuh"

// The header's overload, for the driver's arrays.
inline const char *arrayText(CUarray a) { return "driver array"; }
