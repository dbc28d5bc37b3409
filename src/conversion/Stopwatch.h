//===- Stopwatch.h - Seconds since a start
//---------------------------------===//
#ifndef HIPIFY_CONVERSION_STOPWATCH_H
#define HIPIFY_CONVERSION_STOPWATCH_H

#include <chrono>
#include <ctime>

namespace hipify {

class Stopwatch {
public:
  Stopwatch()
      : Start(std::chrono::steady_clock::now()), StartCpu(threadCpu()) {}
  /// Wall seconds since it was made.
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         Start)
        .count();
  }
  /// CPU seconds of the calling thread since it was made (on the thread
  /// that made it): unlike wall time, not inflated by a busy machine or by
  /// waiting for another thread.
  double cpuSeconds() const { return threadCpu() - StartCpu; }

private:
  static double threadCpu() {
    timespec T{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
    return T.tv_sec + T.tv_nsec * 1e-9;
  }

  std::chrono::steady_clock::time_point Start;
  double StartCpu;
};

} // namespace hipify

#endif
