# CMake's HIP language with Debian 12's ROCm 5.2 packages (hipcc,
# libamdhip64-dev, rocm-device-libs): CMake 3.25 wants ROCm's clang (Debian's
# clang-15, which hipcc drives), the HIP runtime's package at
# <root>/lib/cmake/hip-lang (Debian installs it under lib/x86_64-linux-gnu),
# and the device libraries clang does not find under /usr by itself.
set(CMAKE_HIP_COMPILER /usr/bin/clang++-15)
set(CMAKE_HIP_FLAGS_INIT
  "--rocm-path=/usr --hip-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode")
# The packages of the HIP runtime (hip-lang needs amd_comgr); a toolchain
# file is read again by CMake's compiler checks, which see this too.
list(APPEND CMAKE_PREFIX_PATH /usr/lib/x86_64-linux-gnu/cmake)
# A ROCm root in the CMake way: lib/cmake/hip-lang linked to Debian's.
set(_hip_root ${CMAKE_BINARY_DIR}/debian-rocm-root)
if(NOT EXISTS ${_hip_root}/lib/cmake/hip-lang)
  file(MAKE_DIRECTORY ${_hip_root}/lib/cmake)
  file(CREATE_LINK /usr/lib/x86_64-linux-gnu/cmake/hip-lang
       ${_hip_root}/lib/cmake/hip-lang SYMBOLIC)
endif()
set(CMAKE_HIP_COMPILER_ROCM_ROOT ${_hip_root})
