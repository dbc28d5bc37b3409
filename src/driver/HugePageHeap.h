//===- HugePageHeap.h - The parse's memory in 2 MiB pages -----------------===//
//
// A conversion's time goes to parsing, which fills tens of megabytes of
// heap with the AST; in 4 KiB pages each first touch is a page fault (about
// a fifth of a conversion's CPU time on a virtual machine). Backing the
// heap with transparent huge pages makes those faults 512 times fewer.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_HUGEPAGEHEAP_H
#define HIPIFY_DRIVER_HUGEPAGEHEAP_H

#include <cstddef>

namespace hipify {

/// Reserves \p Bytes of heap (address space only: pages are given on first
/// touch) and asks the kernel for transparent huge pages there; memory
/// freed stays with the process for the next allocation. Call first in
/// main, while the heap is small. Where the C library or the kernel cannot,
/// does nothing: the heap stays as it was. Returns whether the reservation
/// was advised.
bool reserveHugePageHeap(size_t Bytes);

} // namespace hipify

#endif // HIPIFY_DRIVER_HUGEPAGEHEAP_H
