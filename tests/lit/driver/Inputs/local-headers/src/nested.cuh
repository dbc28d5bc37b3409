#pragma once
inline void sync() { cudaDeviceSynchronize(); }
