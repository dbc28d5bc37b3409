//===- HugePageHeapTest.cpp - The heap reserved in huge pages -------------===//
#include "driver/HugePageHeap.h"

#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

#include <cstdint>
#include <unistd.h>

namespace {

/// The VmFlags of the mapping of /proc/self/smaps that holds \p Address.
std::string flagsOfMappingHolding(uintptr_t Address) {
  auto Smaps = llvm::MemoryBuffer::getFileAsStream("/proc/self/smaps");
  if (!Smaps)
    return "";
  bool Inside = false;
  llvm::StringRef Text = (*Smaps)->getBuffer();
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    uint64_t From, To;
    llvm::StringRef Range = Line.split(' ').first;
    auto [Low, High] = Range.split('-');
    if (!High.empty() && !Low.getAsInteger(16, From) &&
        !High.getAsInteger(16, To))
      Inside = From <= Address && Address < To;
    else if (Inside && Line.consume_front("VmFlags:"))
      return Line.str();
  }
  return "";
}

TEST(HugePageHeapTest, TheReservedHeapIsAdvisedForHugePages) {
#if defined(__linux__) && defined(__GLIBC__)
  auto Before = reinterpret_cast<uintptr_t>(sbrk(0));
  ASSERT_TRUE(hipify::reserveHugePageHeap(64 << 20));
  auto After = reinterpret_cast<uintptr_t>(sbrk(0));
  EXPECT_GE(After - Before, uintptr_t(64) << 20);
  // The middle of the reservation: advised ("hg"), whatever the kernel's
  // setting makes of the advice.
  EXPECT_NE(flagsOfMappingHolding(Before + (After - Before) / 2).find(" hg"),
            std::string::npos);
#else
  GTEST_SKIP() << "only glibc on Linux reserves the heap";
#endif
}

} // namespace
