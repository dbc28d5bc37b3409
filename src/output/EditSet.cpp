#include "hipify/EditSet.h"

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

bool EditSet::add(Edit E, std::string *Conflict) {
  for (const Edit &Existing : Edits)
    if (Existing.Covers && !Existing.sameChange(E) && isInside(E, Existing))
      return true;
  if (E.Covers) {
    llvm::erase_if(Edits, [&](const Edit &Existing) {
      return !Existing.sameChange(E) && isInside(Existing, E);
    });
    llvm::erase_if(Unconverted, [&](const UnconvertedReference &U) {
      return isRewrittenBy(U.Offset, E);
    });
  }
  for (Edit &Existing : Edits) {
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
  auto Pos = std::upper_bound(
      Edits.begin(), Edits.end(), E,
      [](const Edit &A, const Edit &B) {
        // Insertions come before a replacement starting at the same offset.
        return A.Offset < B.Offset ||
               (A.Offset == B.Offset && A.Length == 0 && B.Length != 0);
      });
  Edits.insert(Pos, std::move(E));
  return true;
}

void EditSet::addUnconverted(UnconvertedReference U) {
  for (const Edit &E : Edits)
    if (E.Covers && isRewrittenBy(U.Offset, E))
      return; // the reference is no longer in the output
  for (UnconvertedReference &Existing : Unconverted)
    if (Existing.Offset == U.Offset &&
        Existing.Reference.CudaName == U.Reference.CudaName) {
      // Active in one configuration is active.
      Existing.Inactive &= U.Inactive;
      return;
    }
  auto Pos = std::upper_bound(Unconverted.begin(), Unconverted.end(), U,
                              [](const auto &A, const auto &B) {
                                return A.Offset < B.Offset;
                              });
  Unconverted.insert(Pos, std::move(U));
}

bool EditSet::merge(const EditSet &Other, std::string *Conflict) {
  for (const Edit &E : Other.Edits)
    if (!add(E, Conflict))
      return false;
  for (const UnconvertedReference &U : Other.Unconverted)
    addUnconverted(U);
  llvm::erase_if(Unconverted, [&](const UnconvertedReference &U) {
    return llvm::any_of(Edits, [&](const Edit &E) {
      return E.Offset <= U.Offset && U.Offset < E.Offset + E.Length;
    });
  });
  return true;
}

std::string EditSet::apply(llvm::StringRef Original) const {
  std::string Out;
  Out.reserve(Original.size() + 64);
  unsigned Cursor = 0;
  for (const Edit &E : Edits) {
    if (E.Offset < Cursor || E.Offset + E.Length > Original.size())
      continue; // guarded against by add(); never corrupt the output
    Out.append(Original.data() + Cursor, E.Offset - Cursor);
    Out += E.Replacement;
    Cursor = E.Offset + E.Length;
  }
  Out.append(Original.data() + Cursor, Original.size() - Cursor);
  return Out;
}

} // namespace hipify
