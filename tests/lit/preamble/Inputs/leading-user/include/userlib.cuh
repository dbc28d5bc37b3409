#pragma once
inline cudaError_t userSync() { return cudaDeviceSynchronize(); }
