// hipify-cpp: CUDA runtime APIs removed by CUDA 13.0, as CUDA 12 declared them.
#pragma clang system_header
#if defined(CUDART_VERSION) && CUDART_VERSION >= 13000

// Each is a function template with nothing to deduce: a call that names no
// other declaration uses it, while a function of the same name that a user
// wrote to keep older code building is no redeclaration of it and, being no
// template, is the one overload resolution picks.
#define __HIPIFY_REMOVED template <int = 0> __host__ cudaError_t CUDARTAPI

// The thread-named forerunners of the cudaDevice* calls.
__HIPIFY_REMOVED cudaThreadExit(void);
__HIPIFY_REMOVED cudaThreadSynchronize(void);
__HIPIFY_REMOVED cudaThreadSetLimit(enum cudaLimit limit, size_t value);
__HIPIFY_REMOVED cudaThreadGetLimit(size_t *pValue, enum cudaLimit limit);
__HIPIFY_REMOVED cudaThreadGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__HIPIFY_REMOVED cudaThreadSetCacheConfig(enum cudaFuncCache cacheConfig);

// The _v2 spellings of calls whose unsuffixed names took their signatures.
__HIPIFY_REMOVED cudaMemAdvise_v2(const void *devPtr, size_t count,
                                  enum cudaMemoryAdvise advice,
                                  struct cudaMemLocation location);
__HIPIFY_REMOVED cudaMemPrefetchAsync_v2(const void *devPtr, size_t count,
                                         struct cudaMemLocation location,
                                         unsigned int flags,
                                         cudaStream_t stream = 0);
__HIPIFY_REMOVED cudaStreamGetCaptureInfo_v2(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out = 0, cudaGraph_t *graph_out = 0,
    const cudaGraphNode_t **dependencies_out = 0,
    size_t *numDependencies_out = 0);

#undef __HIPIFY_REMOVED

// Driver spellings CUDA 13 declares only for its own build (cuda.h keeps
// them under __CUDA_API_VERSION_INTERNAL). This header comes before cuda.h,
// so they cannot name its types: each is a template whose return type is
// CUresult, found from its arguments (by argument-dependent lookup once
// cuda.h has declared the function named in the decltype).
template <class Texref, class... Rest>
auto cuTexRefSetAddress2D_v2(Texref texref, Rest... rest)
    -> decltype(cuTexRefSetAddress2D_v3(texref, rest...));
template <class Context, class... Rest>
auto cuCtxCreate_v2(Context *pctx, Rest...) -> decltype(cuCtxGetCurrent(pctx));
template <class Context, class... Rest>
auto cuCtxCreate_v3(Context *pctx, Rest...) -> decltype(cuCtxGetCurrent(pctx));
template <class Exec, class Graph, class... Rest>
auto cuGraphInstantiate_v2(Exec *exec, Graph graph, Rest...)
    -> decltype(cuGraphDestroy(graph));
template <class Stream, class Status, class Id, class Graph, class... Rest>
auto cuStreamGetCaptureInfo_v2(Stream, Status, Id, Graph *graph, Rest...)
    -> decltype(cuGraphDestroy(*graph));
#endif
