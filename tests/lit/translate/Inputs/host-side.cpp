#include <cstdio>

void report() { printf("%d\n", static_cast<int>(cudaGetLastError())); }
