#include "HugePageHeap.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>

namespace hipify {

bool reserveHugePageHeap(size_t Bytes) {
  constexpr uintptr_t HugePage = 2u << 20;
  // Blocks up to the largest threshold glibc accepts come from the heap
  // (clang's allocators ask for megabyte slabs, each a fresh mapping
  // otherwise), and what is freed is not given back to be faulted in again.
  if (!mallopt(M_MMAP_THRESHOLD, 32 << 20) ||
      !mallopt(M_TRIM_THRESHOLD, 1 << 30) ||
      !mallopt(M_TOP_PAD, static_cast<int>(Bytes)))
    return false;
  auto Start = reinterpret_cast<uintptr_t>(sbrk(0));
  // An allocation larger than what the heap has left makes malloc extend it
  // by Bytes more; freed at once, it leaves them all to later allocations.
  // Volatile: compilers drop an unused malloc/free pair.
  void *volatile Grown = std::malloc(16 << 20);
  std::free(Grown);
  auto End = reinterpret_cast<uintptr_t>(sbrk(0));
  mallopt(M_TOP_PAD, 128 << 10); // glibc's default again

  Start = (Start + HugePage - 1) & ~(HugePage - 1);
  End &= ~(HugePage - 1);
  return End > Start &&
         madvise(reinterpret_cast<void *>(Start), End - Start,
                 MADV_HUGEPAGE) == 0;
}

} // namespace hipify

#else

namespace hipify {
bool reserveHugePageHeap(size_t) { return false; }
} // namespace hipify

#endif
