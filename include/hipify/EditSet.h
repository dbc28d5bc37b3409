//===- EditSet.h - The edits and findings for one file --------------------===//
#ifndef HIPIFY_EDITSET_H
#define HIPIFY_EDITSET_H

#include "hipify/Findings.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// How an edit was justified.
enum class EditOrigin {
  Proven,     ///< the AST or the preprocessor resolved the name to CUDA
  TokenLevel, ///< a token matched the table where no AST exists
};

/// Replace [Offset, Offset+Length) of the original text by Replacement.
struct Edit {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Replacement;
  EditOrigin Origin = EditOrigin::Proven;
  /// The edit rewrites its whole range (an argument removed or replaced):
  /// edits other rules make inside it are absorbed instead of conflicting.
  bool Covers = false;
  /// Set when the edit converts a CUDA reference (counted in statistics);
  /// absent for structural edits such as HIP_SYMBOL( ... ) wrapping.
  std::optional<ReferenceInfo> Reference;
  /// The rule that made the edit in a source (RuleRegistry's name, each
  /// documented in docs/rules.md); src/frontend/PreservedCode.h checks across
  /// the test suite that every edit of an output has one.
  std::string Rule;

  bool sameChange(const Edit &O) const {
    return Offset == O.Offset && Length == O.Length &&
           Replacement == O.Replacement;
  }
};

/// A CUDA reference left as written.
struct UnconvertedReference {
  unsigned Offset = 0;
  unsigned Line = 0;
  unsigned Column = 0;
  ReferenceInfo Reference;
  std::string Reason;
  /// The name of the rule that reported it (RuleRegistry); empty when
  /// unknown (a record written before rules had names).
  std::string Rule;
  /// Found in an inactive #if branch of this configuration: reported, but
  /// not a failure of it (--fail-on-unconverted ignores it unless =all).
  bool Inactive = false;
  /// For an active reference in a header, the function whose definition
  /// holds it (qualified); empty outside one, or when not looked up.
  std::string Function;
};

/// Edits for one file. Identical edits merge (a name inside a user macro body
/// is reached once per expansion); a proven edit wins over a token-level one
/// at the same place; other overlaps are conflicts.
class EditSet {
public:
  /// Adds \p E. Returns false, and describes the clash in \p Conflict, when
  /// it overlaps a different edit.
  bool add(Edit E, std::string *Conflict = nullptr);
  /// Adds every edit of \p Change or none of them (the two lines of a fence):
  /// returns false, and describes the clash in \p Conflict, when one would
  /// overlap a different edit or fall inside one that rewrites its range.
  /// The edits of a change do not overlap one another.
  bool addAll(std::vector<Edit> Change, std::string *Conflict = nullptr);
  void addUnconverted(UnconvertedReference U);
  /// Sets each active unconverted reference's Function to
  /// \p FunctionAt(its offset).
  void nameEnclosingFunctions(
      llvm::function_ref<std::string(unsigned Offset)> FunctionAt);
  /// Adds \p H unless the same hazard is already there (a header seen by
  /// several TUs, a template and its instantiations).
  void addWarpSizeHazard(WarpSizeHazard H);
  /// Adds \p C unless the same collision is already there.
  void addHipCollision(HipCollision C);
  /// Adds \p F unless the same finding is already there.
  void addNumericsFinding(NumericsFinding F);

  /// Adds the edits and findings of the same file seen by another TU, as
  /// clang-apply-replacements would: identical edits are one, an edit only
  /// one TU reached is kept, and a finding at a place the other TU converted
  /// is dropped. Returns false, with the clash in \p Conflict, when two
  /// different edits overlap (this set is then left partly merged).
  bool merge(const EditSet &Other, std::string *Conflict = nullptr);

  /// Edits sorted by offset; insertions at one offset keep their order.
  const std::vector<Edit> &edits() const { return Edits; }
  const std::vector<UnconvertedReference> &unconverted() const {
    return Unconverted;
  }
  /// Warp-size hazards, sorted by offset.
  const std::vector<WarpSizeHazard> &warpSizeHazards() const { return Hazards; }
  /// Collisions with HIP, sorted by offset.
  const std::vector<HipCollision> &hipCollisions() const { return Collisions; }
  /// Where results may differ from CUDA's, sorted by offset.
  const std::vector<NumericsFinding> &numericsFindings() const {
    return Numerics;
  }
  bool empty() const { return Edits.empty(); }
  /// The replacement whose range holds \p Offset, or null.
  const Edit *replacementAt(unsigned Offset) const;

  /// The original text with every edit applied.
  std::string apply(llvm::StringRef Original) const;
  /// [Begin, End) of \p Original as the output will have it: the edits
  /// inside it applied, insertions at either end included. None when an
  /// edit crosses either end.
  std::optional<std::string> applyWithin(llvm::StringRef Original,
                                         unsigned Begin, unsigned End) const;
  /// Whether an edit changes text strictly inside [Begin, End) (an
  /// insertion at either end does not).
  bool changesWithin(unsigned Begin, unsigned End) const;

private:
  /// Why \p E would not be kept as it is: it overlaps a different edit, or
  /// falls inside one that rewrites its range. Empty when it would be.
  std::string whyNotKept(const Edit &E) const;
  /// [first, last) indexes of the edits that can interact with an edit of
  /// [Offset, Offset+Length).
  std::pair<size_t, size_t> neighbourhood(unsigned Offset,
                                          unsigned Length) const;
  /// \p Original from \p Begin to \p End with the edits [First, Last)
  /// applied; those outside the range are skipped.
  std::string applyEdits(llvm::StringRef Original, unsigned Begin, unsigned End,
                         size_t First, size_t Last) const;

  std::vector<Edit> Edits;
  unsigned LongestReplacement = 0;
  std::vector<UnconvertedReference> Unconverted;
  std::vector<WarpSizeHazard> Hazards;
  std::vector<HipCollision> Collisions;
  std::vector<NumericsFinding> Numerics;
};

} // namespace hipify

#endif
