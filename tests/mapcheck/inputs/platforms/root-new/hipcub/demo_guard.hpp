// The newer version of a header whose guard was renamed.
#ifndef DEMO_HIP_NEW_GUARD
#define DEMO_HIP_NEW_GUARD
#define DEMO_HIP_KEPT_GUARD
#endif
