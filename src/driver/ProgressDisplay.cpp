#include "ProgressDisplay.h"
#include "TerminalText.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/Process.h"
#include <algorithm>

namespace hipify {

/// Back to the start of the line, and erase it.
static constexpr llvm::StringLiteral EraseLine = "\r\033[K";

ProgressDisplay::Style ProgressDisplay::styleFor(size_t Sources,
                                                 bool ShowProgress) {
  if (Sources > 1 && llvm::sys::Process::StandardErrIsDisplayed())
    return Style::InPlace;
  return ShowProgress ? Style::Lines : Style::None;
}

void ProgressDisplay::startWithoutTicks(size_t Sources) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Done = 0;
  Total = Sources;
  LastName.clear();
  Start = LastFinished = std::chrono::steady_clock::now();
}

void ProgressDisplay::start(size_t Sources) {
  stopTicking();
  startWithoutTicks(Sources);
  if (S != Style::InPlace)
    return;
  Ticker = std::thread([this] {
    std::unique_lock<std::mutex> Lock(Mutex);
    while (!Tick.wait_for(Lock, std::chrono::seconds(1),
                          [this] { return Stopping; }))
      if (Done < Total)
        draw();
  });
}

void ProgressDisplay::stopTicking() {
  if (!Ticker.joinable())
    return;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    Stopping = true;
  }
  Tick.notify_all();
  Ticker.join();
  Stopping = false;
}

std::string ProgressDisplay::clock(double Seconds) {
  unsigned long Whole = Seconds < 0 ? 0 : (unsigned long)(Seconds + 0.5);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  if (Whole >= 3600)
    OS << Whole / 3600 << ":" << llvm::format("%02lu", Whole / 60 % 60);
  else
    OS << Whole / 60;
  OS << ":" << llvm::format("%02lu", Whole % 60);
  return Out;
}

double ProgressDisplay::estimateLeft(size_t Done, size_t Total, double AtLast,
                                     double SinceLast) {
  if (!Done || Done >= Total)
    return -1;
  return std::max(0.0, AtLast / Done * (Total - Done) - SinceLast);
}

std::string ProgressDisplay::text(size_t Done, size_t Total,
                                  llvm::StringRef Name, double Elapsed,
                                  double Left, bool InPlace) {
  std::string Times = clock(Elapsed) + " elapsed";
  if (Left >= 0)
    Times += ", about " + clock(Left) + " left";
  std::string Head = "[" + std::to_string(Done) + "/" + std::to_string(Total) +
                     "] " + neutralizeControls(Name);
  return InPlace ? Head + "  " + Times : Head + " (" + Times + ")";
}

void ProgressDisplay::finished(llvm::StringRef Name) {
  if (S == Style::None)
    return;
  std::lock_guard<std::mutex> Lock(Mutex);
  ++Done;
  LastName = Name.str();
  LastFinished = std::chrono::steady_clock::now();
  draw();
}

void ProgressDisplay::draw() {
  using Seconds = std::chrono::duration<double>;
  auto Now = std::chrono::steady_clock::now();
  double Elapsed = Seconds(Now - Start).count();
  double Left = estimateLeft(Done, Total, Seconds(LastFinished - Start).count(),
                             Seconds(Now - LastFinished).count());
  std::string Line =
      text(Done, Total, LastName, Elapsed, Left, S == Style::InPlace);
  if (S == Style::Lines) {
    Err << Line << "\n";
    return;
  }
  // A line longer than the terminal would wrap, and the next one be
  // written under it: its start is cut instead.
  unsigned Columns = llvm::sys::Process::StandardErrColumns();
  if (Columns > 4 && Line.size() >= Columns)
    Line = "..." + Line.substr(Line.size() - (Columns - 4));
  Err << EraseLine << Line;
  Err.flush();
}

void ProgressDisplay::message(llvm::StringRef Text) {
  std::lock_guard<std::mutex> Lock(Mutex);
  Err << (S == Style::InPlace ? EraseLine : "") << Text << "\n";
}

void ProgressDisplay::erase() {
  if (S != Style::InPlace)
    return;
  stopTicking();
  std::lock_guard<std::mutex> Lock(Mutex);
  Err << EraseLine;
  Err.flush();
}

} // namespace hipify
