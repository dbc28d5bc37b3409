// Stand-in for a library header of both platforms (like hipcub/config.hpp).
#ifndef DEMO_CONFIG_HPP_
#define DEMO_CONFIG_HPP_
#define DEMO_HIP_BOTH 1
/* #define DEMO_HIP_IN_COMMENT 1 */
#if defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__)
  #define DEMO_HIP_ROCPRIM_API 1
  #define DEMO_HIP_AMD_BRANCH 1
  #define DEMO_HIP_EACH_BRANCH 64
#elif !defined(__HIP_PLATFORM_AMD__) && \
    defined(__HIP_PLATFORM_NVIDIA__)
  #define DEMO_HIP_EACH_BRANCH 32
  #define DEMO_HIP_NVIDIA_BRANCH 1
#else
  #error "one platform"
#endif
#ifdef DEMO_HIP_ROCPRIM_API
  #define DEMO_HIP_DERIVED 1
#endif
#if DEMO_HIP_EACH_BRANCH == 64
  #define DEMO_HIP_UNEVALUATED 1
#endif
#ifndef DEMO_HIP_USER_OPTION
  #define DEMO_HIP_OVERRIDABLE 1
#endif
#define DEMO_HIP_UNDEFINED_AFTER 1
#undef DEMO_HIP_UNDEFINED_AFTER
#endif
