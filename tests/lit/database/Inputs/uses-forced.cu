#include <cuda_runtime.h>
#include "searched.h"
void use(void **p) { forcedAlloc(p); searchedFree(*p); }
