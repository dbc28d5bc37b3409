//===- EditSetFuzzer.cpp - Merging the edit sets of several TUs -----------===//
//
// The input describes the edits three TUs made to one 64-byte file. Whatever
// they are: no crash; a set merged with itself is unchanged; two different
// edits of the same bytes, proven by two TUs, are always a conflict.
//
//===----------------------------------------------------------------------===//
#include "hipify/EditSet.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using hipify::Edit;
using hipify::EditSet;

namespace {

constexpr unsigned FileSize = 64;

class Bytes {
public:
  Bytes(const uint8_t *Data, size_t Size) : Data(Data), Size(Size) {}
  bool empty() const { return Size == 0; }
  uint8_t next() {
    if (!Size)
      return 0;
    --Size;
    return *Data++;
  }

private:
  const uint8_t *Data;
  size_t Size;
};

Edit edit(Bytes &In) {
  Edit E;
  E.Offset = In.next() % FileSize;
  E.Length = In.next() % 9;
  if (E.Offset + E.Length > FileSize)
    E.Length = FileSize - E.Offset;
  static const char *const Texts[] = {"", "hip", "hipMalloc", "x", "(", ")"};
  uint8_t Flags = In.next();
  E.Replacement = Texts[Flags % 6];
  E.Origin =
      Flags & 8 ? hipify::EditOrigin::TokenLevel : hipify::EditOrigin::Proven;
  E.Covers = Flags & 16;
  return E;
}

bool overlap(const Edit &A, const Edit &B) {
  return A.Length && B.Length && A.Offset < B.Offset + B.Length &&
         B.Offset < A.Offset + A.Length;
}

bool plain(const Edit &E) {
  return E.Origin == hipify::EditOrigin::Proven && !E.Covers;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  Bytes In(Data, Size);
  EditSet Sets[3];
  for (unsigned N = 0; !In.empty() && N < 48; ++N)
    Sets[In.next() % 3].add(edit(In));
  const std::string Original(FileSize, 'a');
  for (const EditSet &S : Sets)
    (void)S.apply(Original);

  EditSet Twice = Sets[0];
  if (!Twice.merge(Sets[0]) || Twice.edits().size() != Sets[0].edits().size())
    abort();

  // Edits that absorb others, or yield to them, are out of this property.
  bool AllPlain = true;
  for (const EditSet &S : Sets)
    for (const Edit &E : S.edits())
      AllPlain &= plain(E);
  bool MustConflict = false;
  for (const Edit &A : Sets[0].edits())
    for (const Edit &B : Sets[1].edits())
      MustConflict |= AllPlain && overlap(A, B) && !A.sameChange(B);
  EditSet Merged = Sets[0];
  bool Merges = Merged.merge(Sets[1]) && Merged.merge(Sets[2]);
  if (MustConflict && Merges)
    abort();
  if (Merges)
    (void)Merged.apply(Original);
  return 0;
}
