//===- ProgressDisplay.h - How far a run is, as build tools show it -------===//
#ifndef HIPIFY_DRIVER_PROGRESSDISPLAY_H
#define HIPIFY_DRIVER_PROGRESSDISPLAY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace hipify {

/// `[12/40] src/mmvf.cu`, the time elapsed and an estimate of what is left,
/// once a source is converted. On a terminal the line is rewritten in place,
/// and every second while a source takes long (the clock runs, the
/// estimate counts down), and erased before any other message; with
/// --show-progress elsewhere, one line per source; otherwise nothing. Safe
/// to call from the threads of a run.
class ProgressDisplay {
public:
  enum class Style { None, InPlace, Lines };

  /// The style for a run of \p Sources sources: in place when stderr is a
  /// terminal and there are several, lines with \p ShowProgress.
  static Style styleFor(size_t Sources, bool ShowProgress);

  ProgressDisplay(Style S, llvm::raw_ostream &Err) : S(S), Err(Err) {}
  ~ProgressDisplay() { stopTicking(); }

  /// Counts from zero again, out of \p Total (a second pass counts anew).
  void start(size_t Total);
  /// The source shown as \p Name is done.
  void finished(llvm::StringRef Name);
  /// Prints \p Text as a line of its own, the progress line erased first.
  void message(llvm::StringRef Text);
  /// Erases the progress line (at the end of the conversions).
  void erase();
  /// Counts from zero again, out of \p Total, without the clock redrawn
  /// every second: for tests.
  void startWithoutTicks(size_t Total);

  /// `m:ss` (or `h:mm:ss`).
  static std::string clock(double Seconds);
  /// The seconds left after \p Done of \p Total sources, the last of them
  /// done \p AtLast seconds into the run, \p SinceLast seconds ago: at the
  /// pace of those done, counted down; -1 (no estimate) when none or all
  /// are done.
  static double estimateLeft(size_t Done, size_t Total, double AtLast,
                             double SinceLast);
  /// The progress text, without the terminal's controls; \p Left < 0: no
  /// estimate.
  static std::string text(size_t Done, size_t Total, llvm::StringRef Name,
                          double Elapsed, double Left, bool InPlace);

private:
  /// Writes the line for the sources done so far (Mutex held).
  void draw();
  void stopTicking();

  Style S;
  llvm::raw_ostream &Err;
  std::mutex Mutex;
  size_t Done = 0, Total = 0;
  std::string LastName;
  std::chrono::steady_clock::time_point Start, LastFinished;
  std::condition_variable Tick;
  bool Stopping = false;
  std::thread Ticker;
};

} // namespace hipify

#endif
