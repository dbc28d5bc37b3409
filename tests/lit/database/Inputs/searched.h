#pragma once
static inline void searchedFree(void *p) { cudaFree(p); }
