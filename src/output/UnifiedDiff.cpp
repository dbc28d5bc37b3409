//===- UnifiedDiff.cpp - `--diff`: the edits as a unified diff ------------===//
//
// The edits say exactly which lines change, so no general diff algorithm is
// needed: each run of edited lines becomes a change, changes closer than
// twice the context are joined into one hunk.
//
//===----------------------------------------------------------------------===//
#include "output/Reports.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>

namespace hipify {
namespace {

constexpr unsigned Context = 3;

/// Lines of a text, without their newlines.
struct Lines {
  explicit Lines(llvm::StringRef Text) {
    size_t Pos = 0;
    while (Pos < Text.size()) {
      size_t End = Text.find('\n', Pos);
      if (End == llvm::StringRef::npos) {
        All.push_back(Text.substr(Pos));
        LastHasNewline = false;
        break;
      }
      All.push_back(Text.slice(Pos, End));
      Pos = End + 1;
    }
    for (size_t I = 0, Offset = 0; I < All.size(); ++I) {
      Starts.push_back(Offset);
      Offset += All[I].size() + 1;
    }
  }
  /// Index of the line containing \p Offset (All.size() past the end).
  unsigned indexOf(size_t Offset) const {
    return std::upper_bound(Starts.begin(), Starts.end(), Offset) -
           Starts.begin() - 1 + (Starts.empty() ? 1 : 0);
  }
  std::vector<llvm::StringRef> All;
  std::vector<size_t> Starts;
  bool LastHasNewline = true;
};

/// Old lines [First, Last) are replaced by New.
struct Change {
  unsigned First, Last;
  std::vector<std::string> New;
  bool NewLastHasNewline = true;
};

/// \p Prefix and \p Path as git writes a file name after `---`/`+++`, so
/// that patch reads back the same name: C-quoted when it holds a control
/// character, a quote, a backslash or a non-ASCII byte, followed by a tab
/// when it holds a space.
std::string headerName(llvm::StringRef Prefix, llvm::StringRef Path) {
  std::string Name = (Prefix + Path.ltrim('/')).str();
  bool Quoted = llvm::any_of(Name, [](unsigned char C) {
    return C < 0x20 || C >= 0x7f || C == '"' || C == '\\';
  });
  std::string Out;
  if (Quoted) {
    Out += '"';
    for (unsigned char C : Name) {
      if (C == '"' || C == '\\')
        Out += {'\\', static_cast<char>(C)};
      else if (C >= '\a' && C <= '\r')
        Out += {'\\', "abtnvfr"[C - '\a']};
      else if (C < 0x20 || C >= 0x7f)
        Out += {'\\', char('0' + (C >> 6)), char('0' + (C >> 3 & 7)),
                char('0' + (C & 7))};
      else
        Out += static_cast<char>(C);
    }
    Out += '"';
  } else {
    Out = Name;
  }
  if (Name.find(' ') != std::string::npos)
    Out += '\t';
  return Out;
}

} // namespace

std::string renderUnifiedDiff(llvm::StringRef Path, llvm::StringRef Original,
                              const EditSet &Edits) {
  if (Edits.empty())
    return "";
  Lines Old(Original);
  unsigned LineCount = Old.All.size();

  // Group edits touching the same lines into changes.
  std::vector<Change> Changes;
  std::vector<const Edit *> Group;
  unsigned GroupFirst = 0, GroupLast = 0;
  auto flush = [&] {
    if (Group.empty())
      return;
    size_t Begin = GroupFirst < LineCount ? Old.Starts[GroupFirst]
                                          : Original.size();
    size_t End = GroupLast < LineCount ? Old.Starts[GroupLast]
                                       : Original.size();
    std::string Text;
    size_t Cursor = Begin;
    for (const Edit *E : Group) {
      Text.append(Original.data() + Cursor, E->Offset - Cursor);
      Text += E->Replacement;
      Cursor = E->Offset + E->Length;
    }
    Text.append(Original.data() + Cursor, End - Cursor);
    Change C{GroupFirst, GroupLast, {}, true};
    Lines New(Text);
    for (llvm::StringRef L : New.All)
      C.New.push_back(L.str());
    C.NewLastHasNewline = New.LastHasNewline;
    Changes.push_back(std::move(C));
    Group.clear();
  };
  for (const Edit &E : Edits.edits()) {
    // An edit that does not fit the text (a tampered record) is no change
    // of it; 64-bit arithmetic, so that an offset near 2^32 cannot wrap.
    if (E.Offset > Original.size() || E.Length > Original.size() - E.Offset)
      continue;
    unsigned First = Old.indexOf(E.Offset);
    // An insertion at the start of a line changes no old line.
    bool AtLineStart = First < LineCount && Old.Starts[First] == E.Offset;
    unsigned Last = E.Length ? Old.indexOf(E.Offset + E.Length - 1) + 1
                    : AtLineStart ? First
                                  : First + 1;
    if (First >= LineCount)
      First = Last = LineCount;
    if (!Group.empty() && First <= GroupLast) {
      GroupLast = std::max(GroupLast, Last);
    } else {
      flush();
      GroupFirst = First;
      GroupLast = Last;
    }
    Group.push_back(&E);
  }
  flush();
  if (Changes.empty())
    return "";

  std::string Out = "--- " + headerName("a/", Path) + "\n+++ " +
                    headerName("b/", Path) + "\n";
  auto oldLine = [&](unsigned I, char Prefix) {
    Out += Prefix;
    Out += Old.All[I].str();
    Out += "\n";
    if (I + 1 == LineCount && !Old.LastHasNewline)
      Out += "\\ No newline at end of file\n";
  };
  long Delta = 0; // new line number - old line number so far
  for (size_t H = 0; H < Changes.size();) {
    // Changes whose contexts touch form one hunk.
    size_t End = H + 1;
    while (End < Changes.size() &&
           Changes[End].First <= Changes[End - 1].Last + 2 * Context)
      ++End;
    unsigned HunkFirst = Changes[H].First > Context ? Changes[H].First - Context : 0;
    unsigned HunkLast = std::min(LineCount, Changes[End - 1].Last + Context);
    std::string Body;
    std::swap(Out, Body);
    unsigned OldCount = 0, NewCount = 0;
    unsigned Line = HunkFirst;
    long HunkDelta = Delta;
    for (size_t C = H; C < End; ++C) {
      for (; Line < Changes[C].First; ++Line, ++OldCount, ++NewCount)
        oldLine(Line, ' ');
      for (; Line < Changes[C].Last; ++Line, ++OldCount)
        oldLine(Line, '-');
      for (size_t I = 0; I < Changes[C].New.size(); ++I, ++NewCount) {
        Out += "+" + Changes[C].New[I] + "\n";
        if (I + 1 == Changes[C].New.size() && !Changes[C].NewLastHasNewline)
          Out += "\\ No newline at end of file\n";
      }
      Delta += long(Changes[C].New.size()) -
               long(Changes[C].Last - Changes[C].First);
    }
    for (; Line < HunkLast; ++Line, ++OldCount, ++NewCount)
      oldLine(Line, ' ');
    std::swap(Out, Body);
    unsigned OldStart = OldCount ? HunkFirst + 1 : HunkFirst;
    unsigned NewStart = NewCount ? HunkFirst + HunkDelta + 1 : HunkFirst + HunkDelta;
    Out += llvm::formatv("@@ -{0},{1} +{2},{3} @@\n", OldStart, OldCount,
                         NewStart, NewCount)
               .str();
    Out += Body;
    H = End;
  }
  return Out;
}

} // namespace hipify
