#include "VerifyNoteChain.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <map>

namespace hipify {

namespace {

enum class Kind { Error, Warning, Note, Other };

/// A line `file:line[:col]: <kind>: message`.
struct DiagnosticLine {
  Kind What = Kind::Other;
  HipDiagnosticNote At;
};

/// `file:line:col` or `file:line` (the file may hold colons).
bool parseLocation(llvm::StringRef Where, HipDiagnosticNote &At) {
  auto [Rest, Last] = Where.rsplit(':');
  auto [File, Before] = Rest.rsplit(':');
  if (!Rest.empty() && !File.empty() && Rest != File &&
      !Before.getAsInteger(10, At.Line) && !Last.getAsInteger(10, At.Column)) {
    At.File = File.str();
    return true;
  }
  At.Column = 0;
  if (Rest.empty() || Where == Rest || Last.getAsInteger(10, At.Line))
    return false;
  At.File = Rest.str();
  return true;
}

DiagnosticLine parseLine(llvm::StringRef Line) {
  static constexpr std::pair<llvm::StringLiteral, Kind> Marks[] = {
      {": fatal error: ", Kind::Error},
      {": error: ", Kind::Error},
      {": warning: ", Kind::Warning},
      {": note: ", Kind::Note},
      // GCC's template notes carry no kind.
      {":   required from ", Kind::Note}};
  DiagnosticLine D;
  for (const auto &[Mark, What] : Marks) {
    size_t At = Line.find(Mark);
    if (At == llvm::StringRef::npos ||
        !parseLocation(Line.take_front(At), D.At))
      continue;
    D.What = What;
    D.At.Message = Line.drop_front(At + Mark.size()).str();
    if (Mark.starts_with(":   "))
      D.At.Message = "required from " + D.At.Message;
    return D;
  }
  return D;
}

/// `In file included from FILE:LINE:` (clang, GCC) or GCC's
/// `                 from FILE:LINE,`.
bool parseIncludeLine(llvm::StringRef Line, HipDiagnosticNote &At) {
  llvm::StringRef Rest = Line.trim();
  if (!Rest.consume_front("In file included from ") &&
      !(Line.starts_with(" ") && Rest.consume_front("from ")))
    return false;
  Rest = Rest.drop_back(Rest.ends_with(":") || Rest.ends_with(","));
  if (!parseLocation(Rest, At) || At.Column)
    return false;
  At.Message = "in file included from here";
  return true;
}

} // namespace

std::vector<HipDiagnostic> parseHipErrors(llvm::StringRef Output) {
  std::vector<HipDiagnostic> Errors;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Output.split(Lines, '\n');
  // clang prints a file's include stack once, before the first diagnostic
  // in it: the later ones in that file share it.
  std::map<std::string, std::vector<HipDiagnosticNote>> IncludeStacks;
  std::vector<HipDiagnosticNote> Pending;
  HipDiagnostic *Current = nullptr;
  auto includesOf = [&](const std::string &File) {
    std::vector<HipDiagnosticNote> &Stack = IncludeStacks[File];
    if (!Pending.empty())
      Stack.assign(Pending.rbegin(), Pending.rend());
    Pending.clear();
    return Stack;
  };
  size_t ChainEnd = 0; ///< where Current's notes end and its includes start
  for (llvm::StringRef Line : Lines) {
    Line = Line.rtrim("\r");
    HipDiagnosticNote Included;
    if (parseIncludeLine(Line, Included)) {
      Pending.push_back(std::move(Included));
      continue;
    }
    DiagnosticLine D = parseLine(Line);
    if (D.What == Kind::Other)
      continue;
    if (D.What == Kind::Note) {
      if (!Current)
        continue;
      std::vector<HipDiagnosticNote> Includes = includesOf(D.At.File);
      Current->Chain.insert(Current->Chain.begin() + ChainEnd++, D.At);
      for (HipDiagnosticNote &I : Includes)
        if (llvm::none_of(Current->Chain, [&](const HipDiagnosticNote &N) {
              return N.File == I.File && N.Line == I.Line;
            }))
          Current->Chain.push_back(std::move(I));
      continue;
    }
    std::vector<HipDiagnosticNote> Includes = includesOf(D.At.File);
    Current = nullptr;
    if (D.What != Kind::Error)
      continue;
    HipDiagnostic &E = Errors.emplace_back();
    E.File = D.At.File;
    E.Line = D.At.Line;
    E.Column = D.At.Column;
    E.Message = D.At.Message;
    E.Chain = std::move(Includes);
    Current = &E;
    ChainEnd = 0;
  }
  return Errors;
}

} // namespace hipify
