//===- ProgressDisplay.h - How far a run is, as build tools show it -------===//
#ifndef HIPIFY_DRIVER_PROGRESSDISPLAY_H
#define HIPIFY_DRIVER_PROGRESSDISPLAY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <mutex>
#include <string>

namespace hipify {

/// `[12/40] src/mmvf.cu`, the time elapsed and an estimate of what is left,
/// once a source is converted. On a terminal the line is rewritten in place
/// (and erased before any other message); with --show-progress elsewhere,
/// one line per source; otherwise nothing. Safe to call from the threads
/// of a run.
class ProgressDisplay {
public:
  enum class Style { None, InPlace, Lines };

  /// The style for a run of \p Sources sources: in place when stderr is a
  /// terminal and there are several, lines with \p ShowProgress.
  static Style styleFor(size_t Sources, bool ShowProgress);

  ProgressDisplay(Style S, llvm::raw_ostream &Err) : S(S), Err(Err) {}

  /// Counts from zero again, out of \p Total (a second pass counts anew).
  void start(size_t Total);
  /// The source shown as \p Name is done.
  void finished(llvm::StringRef Name);
  /// Prints \p Text as a line of its own, the progress line erased first.
  void message(llvm::StringRef Text);
  /// Erases the progress line (at the end of the conversions).
  void erase();

  /// `m:ss` (or `h:mm:ss`).
  static std::string clock(double Seconds);
  /// The progress text, without the terminal's controls.
  static std::string text(size_t Done, size_t Total, llvm::StringRef Name,
                          double Elapsed, bool InPlace);

private:
  Style S;
  llvm::raw_ostream &Err;
  std::mutex Mutex;
  size_t Done = 0, Total = 0;
  std::chrono::steady_clock::time_point Start;
};

} // namespace hipify

#endif
