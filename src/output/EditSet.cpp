#include "hipify/EditSet.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

namespace hipify {

static bool overlaps(const Edit &A, const Edit &B) {
  if (A.Length == 0 || B.Length == 0)
    // An insertion clashes only with a replacement strictly around it.
    return (A.Length == 0 && B.Offset < A.Offset &&
            A.Offset < B.Offset + B.Length) ||
           (B.Length == 0 && A.Offset < B.Offset &&
            B.Offset < A.Offset + A.Length);
  return A.Offset < B.Offset + B.Length && B.Offset < A.Offset + A.Length;
}

/// Whether \p Inner lies inside the range \p Outer rewrites. An insertion at
/// either end of it is outside.
static bool isInside(const Edit &Inner, const Edit &Outer) {
  unsigned End = Outer.Offset + Outer.Length;
  if (Inner.Length == 0)
    return Outer.Offset < Inner.Offset && Inner.Offset < End;
  return Outer.Offset <= Inner.Offset && Inner.Offset + Inner.Length <= End;
}

static bool isRewrittenBy(unsigned Offset, const Edit &Covering) {
  return Covering.Offset <= Offset &&
         Offset < Covering.Offset + Covering.Length;
}

/// Edits sort by offset; insertions come before a replacement starting at
/// the same offset.
static bool editsBefore(const Edit &A, const Edit &B) {
  return A.Offset < B.Offset ||
         (A.Offset == B.Offset && A.Length == 0 && B.Length != 0);
}

/// The edits that can interact with an edit over [Offset, Offset+Length):
/// those starting in it, and before it those near enough for the longest
/// replacement to reach it. Keeps add() logarithmic, not linear, in the
/// number of edits.
std::pair<size_t, size_t> EditSet::neighbourhood(unsigned Offset,
                                                 unsigned Length) const {
  auto ByOffset = [](const Edit &E, unsigned O) { return E.Offset < O; };
  size_t First = llvm::lower_bound(Edits, Offset, ByOffset) - Edits.begin();
  while (First > 0 && Edits[First - 1].Offset + LongestReplacement > Offset)
    --First;
  size_t Last = llvm::lower_bound(Edits, std::max(Offset + Length, Offset + 1),
                                  ByOffset) -
                Edits.begin();
  return {First, Last};
}

bool EditSet::add(Edit E, std::string *Conflict) {
  auto [First, Last] = neighbourhood(E.Offset, E.Length);
  for (size_t I = First; I < Last; ++I)
    if (Edits[I].Covers && !Edits[I].sameChange(E) && isInside(E, Edits[I]))
      return true;
  if (E.Covers) {
    Edits.erase(std::remove_if(Edits.begin() + First, Edits.begin() + Last,
                               [&](const Edit &Existing) {
                                 return !Existing.sameChange(E) &&
                                        isInside(Existing, E);
                               }),
                Edits.begin() + Last);
    llvm::erase_if(Unconverted, [&](const UnconvertedReference &U) {
      return isRewrittenBy(U.Offset, E);
    });
    std::tie(First, Last) = neighbourhood(E.Offset, E.Length);
  }
  for (size_t I = First; I < Last; ++I) {
    Edit &Existing = Edits[I];
    if (Existing.sameChange(E)) {
      if (E.Origin == EditOrigin::Proven)
        Existing.Origin = EditOrigin::Proven;
      if (!Existing.Reference)
        Existing.Reference = E.Reference;
      return true;
    }
    bool SameRange =
        Existing.Offset == E.Offset && Existing.Length == E.Length;
    if (SameRange && E.Length != 0 && Existing.Origin != E.Origin) {
      if (E.Origin == EditOrigin::Proven)
        Existing = std::move(E);
      return true;
    }
    if ((SameRange && E.Length != 0) || overlaps(Existing, E)) {
      if (Conflict)
        *Conflict = "'" + E.Replacement + "' overlaps '" +
                    Existing.Replacement + "'";
      return false;
    }
  }
  // Rules mostly add edits in source order: appending is the common case.
  auto Pos = Edits.empty() || editsBefore(Edits.back(), E)
                 ? Edits.end()
                 : std::upper_bound(Edits.begin() + First, Edits.end(), E,
                                    editsBefore);
  LongestReplacement = std::max(LongestReplacement, E.Length);
  Edits.insert(Pos, std::move(E));
  return true;
}

std::string EditSet::whyNotKept(const Edit &E) const {
  auto [First, Last] = neighbourhood(E.Offset, E.Length);
  for (const Edit &Existing :
       llvm::ArrayRef(Edits).slice(First, Last - First)) {
    if (Existing.sameChange(E))
      continue;
    if (Existing.Covers && isInside(E, Existing))
      return "'" + E.Replacement + "' falls inside '" + Existing.Replacement +
             "', which rewrites it";
    bool SameRange = Existing.Offset == E.Offset && Existing.Length == E.Length;
    if (SameRange && E.Length != 0 && Existing.Origin != E.Origin)
      continue;
    if ((E.Covers && isInside(Existing, E)) ||
        !((SameRange && E.Length != 0) || overlaps(Existing, E)))
      continue;
    return "'" + E.Replacement + "' overlaps '" + Existing.Replacement + "'";
  }
  return "";
}

bool EditSet::addAll(std::vector<Edit> Change, std::string *Conflict) {
  for (const Edit &E : Change)
    if (std::string Why = whyNotKept(E); !Why.empty()) {
      if (Conflict)
        *Conflict = std::move(Why);
      return false;
    }
  for (Edit &E : Change)
    add(std::move(E));
  return true;
}

/// The position of the first finding at or after \p Offset.
template <typename Finding>
static auto findingsFrom(std::vector<Finding> &Findings, unsigned Offset) {
  return llvm::lower_bound(Findings, Offset, [](const Finding &F, unsigned O) {
    return F.Offset < O;
  });
}

/// Inserts \p F after the findings at its offset, as they came, unless
/// \p Same finds it there already.
template <typename Finding, typename SameFinding>
static Finding *insertFinding(std::vector<Finding> &Findings, Finding F,
                              SameFinding Same) {
  auto Pos = findingsFrom(Findings, F.Offset);
  for (; Pos != Findings.end() && Pos->Offset == F.Offset; ++Pos)
    if (Same(*Pos))
      return &*Pos;
  Findings.insert(Pos, std::move(F));
  return nullptr;
}

void EditSet::addUnconverted(UnconvertedReference U) {
  if (const Edit *Over = replacementAt(U.Offset); Over && Over->Covers)
    return; // the reference is no longer in the output
  bool Inactive = U.Inactive;
  std::string Name = U.Reference.CudaName;
  if (UnconvertedReference *Existing = insertFinding(
          Unconverted, std::move(U), [&](const UnconvertedReference &Other) {
            return Other.Reference.CudaName == Name;
          }))
    Existing->Inactive &= Inactive; // active in one configuration is active
}

void EditSet::nameEnclosingFunctions(
    llvm::function_ref<std::string(unsigned Offset)> FunctionAt) {
  for (UnconvertedReference &U : Unconverted)
    if (!U.Inactive)
      U.Function = FunctionAt(U.Offset);
}

void EditSet::addWarpSizeHazard(WarpSizeHazard H) {
  WarpSizeHazardKind Kind = H.Kind;
  insertFinding(Hazards, std::move(H), [&](const WarpSizeHazard &Other) {
    return Other.Kind == Kind;
  });
}

void EditSet::addHipCollision(HipCollision C) {
  HipCollisionKind Kind = C.Kind;
  std::string Message = C.Message;
  insertFinding(Collisions, std::move(C), [&](const HipCollision &Other) {
    return Other.Kind == Kind && Other.Message == Message;
  });
}

void EditSet::addNumericsFinding(NumericsFinding F) {
  NumericsKind Kind = F.Kind;
  insertFinding(Numerics, std::move(F), [&](const NumericsFinding &Other) {
    return Other.Kind == Kind;
  });
}

bool EditSet::merge(const EditSet &Other, std::string *Conflict) {
  for (const Edit &E : Other.Edits)
    if (!add(E, Conflict))
      return false;
  for (const UnconvertedReference &U : Other.Unconverted)
    addUnconverted(U);
  for (const WarpSizeHazard &H : Other.Hazards)
    addWarpSizeHazard(H);
  for (const HipCollision &C : Other.Collisions)
    addHipCollision(C);
  for (const NumericsFinding &F : Other.Numerics)
    addNumericsFinding(F);
  llvm::erase_if(Unconverted, [&](const UnconvertedReference &U) {
    return replacementAt(U.Offset);
  });
  return true;
}

const Edit *EditSet::replacementAt(unsigned Offset) const {
  auto [First, Last] = neighbourhood(Offset, 0);
  for (size_t I = First; I < Last; ++I)
    if (isRewrittenBy(Offset, Edits[I]))
      return &Edits[I];
  return nullptr;
}

std::string EditSet::applyEdits(llvm::StringRef Original, unsigned Begin,
                                unsigned End, size_t First, size_t Last) const {
  End = std::min<size_t>(End, Original.size());
  std::string Out;
  Out.reserve(End - std::min(Begin, End) + 64);
  unsigned Cursor = Begin;
  for (const Edit &E : llvm::ArrayRef(Edits).slice(First, Last - First)) {
    // Guarded against by add() and by the readers of records; never corrupt
    // the output, nor wrap around on an offset near 2^32.
    if (E.Offset < Cursor || E.Offset > End || E.Length > End - E.Offset)
      continue;
    Out.append(Original.data() + Cursor, E.Offset - Cursor);
    Out += E.Replacement;
    Cursor = E.Offset + E.Length;
  }
  Out.append(Original.data() + Cursor, End - Cursor);
  return Out;
}

std::string EditSet::apply(llvm::StringRef Original) const {
  return applyEdits(Original, 0, Original.size(), 0, Edits.size());
}

std::optional<std::string> EditSet::applyWithin(llvm::StringRef Original,
                                                unsigned Begin,
                                                unsigned End) const {
  if (Begin > End || End > Original.size())
    return std::nullopt;
  auto [First, Last] = neighbourhood(Begin, End - Begin);
  // Insertions at End are the range's; the neighbourhood stops before them.
  while (Last < Edits.size() && Edits[Last].Offset == End &&
         Edits[Last].Length == 0)
    ++Last;
  for (const Edit &E : llvm::ArrayRef(Edits).slice(First, Last - First)) {
    bool Before = E.Offset < Begin;
    uint64_t EditEnd = uint64_t(E.Offset) + E.Length;
    if (Before ? EditEnd > Begin : EditEnd > End)
      return std::nullopt;
  }
  // Edits before Begin are skipped there.
  return applyEdits(Original, Begin, End, First, Last);
}

bool EditSet::changesWithin(unsigned Begin, unsigned End) const {
  if (End <= Begin)
    return false;
  Edit Range;
  Range.Offset = Begin;
  Range.Length = End - Begin;
  auto [First, Last] = neighbourhood(Begin, End - Begin);
  return std::any_of(Edits.begin() + First, Edits.begin() + Last,
                     [&](const Edit &E) { return overlaps(E, Range); });
}

} // namespace hipify
