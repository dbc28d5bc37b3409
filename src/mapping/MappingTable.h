//===- MappingTable.h - CUDA -> HIP lookup over the generated tables ------===//
#ifndef HIPIFY_MAPPING_MAPPINGTABLE_H
#define HIPIFY_MAPPING_MAPPINGTABLE_H

#include "hipify/HipVersion.h"
#include "mapping/ArgumentTransform.h"
#include "mapping/ArgumentWrap.h"
#include "mapping/MappingVocabulary.h"
#include "mapping/NameIndex.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// A HIP name to use when a call has exactly ArgCount arguments (`args=`).
struct CallOverload {
  unsigned ArgCount;
  const char *HipName;
};

/// A name that applies while the target HIP predates Before (`NAME<X.Y`),
/// or for every HIP (`NAME`); empty Name: none.
struct NameBeforeHip {
  const char *Name = "";
  std::optional<hipify::HipVersion> Before;

  /// Name if it applies to \p Target, else "".
  llvm::StringRef nameFor(hipify::HipVersion Target) const {
    return !Before || Target < *Before ? Name : "";
  }
  bool empty() const { return !*Name; }
};

/// The device number a memory location's type stands for
/// (`location-device=`), where HIP takes one instead of a location.
struct LocationDevice {
  /// Name is a member of the location (`.member`), else a HIP name.
  bool OfMember = false;
  const char *Name = ""; ///< empty: none
};

/// One CUDA name's entry, as generated from mappings/*.tsv: mapgen parsed
/// and checked every extra at build time, so the fields are typed (an empty
/// string or an empty array stands for an absent optional field).
struct MappingEntry {
  const char *CudaName;
  const char *HipName;
  MappingKind Kind;
  SupportStatus Status;
  const char *Api;
  const char *Category;
  /// The mapping file's stem (`runtime` for mappings/runtime.tsv).
  const char *SourceFile;
  /// CUDA versions (`deprecated=`, `removed=`, `added=`), only quoted.
  const char *Deprecated = "";
  const char *Removed = "";
  const char *CudaAdded = "";
  /// The HIP version that added HipName (`hip=`); none: HIP 5.2 has it.
  std::optional<hipify::HipVersion> HipAdded;
  const char *Alternative = "";
  /// The HIP names to use for calls with a given argument count (`args=`).
  llvm::ArrayRef<CallOverload> ArgOverloads;
  /// Macros whose value has no HIP equivalent: renamed only where tested
  /// (defined(), #ifdef, a truth value in #if); where the value is used the
  /// name is kept and reported with this tag. Empty for other entries.
  const char *TestedOnly = "";
  /// What to use in HIP instead, for unsupported or tested-only entries.
  const char *Hint = "";
  /// How a call's arguments change (ArgumentTransform.h); empty: they don't.
  llvm::ArrayRef<ArgumentTransform> ArgumentTransforms;
  /// What HIP called the same thing before HipAdded (`older=`), if any.
  const char *OlderHipName = "";
  /// The rocBLAS/rocSPARSE/rocRAND/rocSOLVER name used with --roc; empty
  /// (or null in hand-written tables) when none.
  const char *RocName = "";
  /// The hipDNN name used with --hipdnn (cuDNN entries); empty when none.
  const char *HipdnnName = "";
  /// The argument HIP needs wrapped (`wrap=`, ArgumentWrap.h), if any.
  std::optional<ArgumentWrap> WrappedArgument;
  /// `opt-in=`: HIP before Before (every HIP) declares HipName only where
  /// the macro Name is defined.
  NameBeforeHip OptIn;
  /// HipName (a macro) is defined only on HIP's AMD platform (`platform=amd`):
  /// renamed everywhere, with a warning where a preprocessor condition tests
  /// it, since that condition differs on HIP's NVIDIA platform.
  bool AmdOnly = false;
  /// A type that is an integer in CUDA and a pointer in HIP
  /// (`handle=pointer`, OpaqueHandleRule).
  bool PointerHandle = false;
  /// What --flat-library-includes writes for HipName and, with --roc, for
  /// RocName (`flat=`, `roc-flat=`; headers); empty: the same path.
  const char *FlatInclude = "";
  const char *RocFlatInclude = "";
  /// `member-cast=` (types): HIP before Before declares the data members of
  /// this type otherwise than CUDA, whose members are of the type Name; each
  /// use of one is cast to `Name&` (MemberCastRule).
  NameBeforeHip MemberCast;
  /// For a call left as written (`advice=`, functions): the HIP call to
  /// write instead and how it differs; quoted in the warning.
  const char *Advice = "";
  /// For a converted call (`by-hand=`): what it still needs written by hand
  /// (MIOpen's find step); a warning quoting it at each converted call.
  const char *ByHand = "";
  /// The library an option puts in place of the family's HIP one
  /// (`#! alternative-library:`).
  AlternativeLibrary Library = AlternativeLibrary::None;
  /// One of HIP's data types (`hip-data-type=keep`): with --roc and
  /// --use-hip-data-types, HipName stays instead of RocName.
  bool HipDataType = false;
  /// The argument (from 1) that holds compile options (`options=N`,
  /// functions), whose strings are matched against the option entries; 0:
  /// none.
  unsigned OptionsArgument = 0;
  /// For an enumerator of a memory location's type: the device number such
  /// a location stands for where HIP takes one (`device=` transforms).
  LocationDevice DeviceOfLocation;
  /// Why an unsupported entry has no HIP equivalent, quoted in its warning;
  /// for a supported macro whose HipName is empty, why every use of it is
  /// removed (`why=`).
  const char *Why = "";
  /// Why --roc reports an entry of a roc family that has no roc name
  /// (`roc-why=`).
  const char *RocWhy = "";
  /// What --amap writes for an entry HIP lacks, instead of the CUDA prefix
  /// made HIP's (`amap=`).
  const char *AmapName = "";
  /// How a call's arguments change for RocName (`roc-drop=`, `roc-insert=`,
  /// ...); --roc uses them in place of ArgumentTransforms.
  llvm::ArrayRef<ArgumentTransform> RocArgumentTransforms;
  /// A name as common as `all` (`evidence=ast`): token-level references
  /// (inactive branches, unparsed code) never match it; only a reference
  /// the AST resolves to the toolkit's declaration does.
  bool NeedsAst = false;

  /// The HIP name for a call with \p ArgCount arguments.
  llvm::StringRef hipNameForCall(unsigned ArgCount) const;
  bool isConvertible(bool AllowExperimental) const {
    return Status == SupportStatus::Supported ||
           (AllowExperimental && Status == SupportStatus::Experimental);
  }
  /// \p Target predates HipName.
  bool isNewerThan(hipify::HipVersion Target) const;
  bool isRename() const { return llvm::StringRef(CudaName) != HipName; }
  /// The macro a source must define before including HIP for HipName to be
  /// declared by \p Target, or "" when none is needed.
  llvm::StringRef optInMacro(hipify::HipVersion Target) const {
    return OptIn.nameFor(Target);
  }
};

/// \p Entry's overloads as `args=` writes them: `2:hipX,4:hipY`.
std::string writtenOverloads(const MappingEntry &Entry);

/// Why \p Entry, not convertible, is left as written: `is unsupported in
/// HIP; use 'cudaX' instead`. \p ExperimentalOption: the option that would
/// convert an experimental entry.
std::string unconvertedReason(const MappingEntry &Entry,
                              llvm::StringRef ExperimentalOption);

/// How a name was referenced; it picks among entries of the same name.
enum class ReferenceKind {
  Declaration, ///< the AST names a declaration (function, type, enumerator…)
  Macro,       ///< a macro expansion or #ifdef
  Header,      ///< an #include
  Token,       ///< token-level match without AST: any non-header entry
  Option,      ///< a compiler option passed in a string
};

class MappingTable {
public:
  /// \p SortedEntries: sorted by CudaName, so one name's entries are
  /// adjacent. The index is built here.
  explicit MappingTable(llvm::ArrayRef<MappingEntry> SortedEntries);
  /// \p Index: an index built over entries with the same names in the same
  /// order (the generated one, or another table's).
  MappingTable(llvm::ArrayRef<MappingEntry> SortedEntries,
               llvm::ArrayRef<NameRun> Index);

  /// The table generated from mappings/ at build time.
  static const MappingTable &builtin();

  /// All entries for \p CudaName (one per kind), empty if unknown.
  llvm::ArrayRef<MappingEntry> lookupAll(llvm::StringRef CudaName) const;

  /// The entry that applies to a reference of kind \p Ref, or nullptr.
  const MappingEntry *lookup(llvm::StringRef CudaName, ReferenceKind Ref) const;

  llvm::ArrayRef<MappingEntry> entries() const { return Entries; }
  llvm::ArrayRef<NameRun> index() const {
    return OwnIndex.empty() ? SharedIndex : llvm::ArrayRef(OwnIndex);
  }

private:
  llvm::ArrayRef<MappingEntry> Entries;
  llvm::ArrayRef<NameRun> SharedIndex;
  std::vector<NameRun> OwnIndex;
};

} // namespace hipify

#endif
