#include "scale.h"
void reserve(void **p) { cudaMalloc(p, SCALE * 4); }
