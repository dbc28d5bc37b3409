//===- MappingFile.h - Parse and validate mappings/*.tsv ------------------===//
#ifndef HIPIFY_MAPPING_MAPPINGFILE_H
#define HIPIFY_MAPPING_MAPPINGFILE_H

#include "ParsedExtras.h"
#include "mapping/MappingVocabulary.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <utility>
#include <vector>

namespace hipify::mapgen {

struct SourcePosition {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

struct ArgCountOverload {
  unsigned ArgCount = 0;
  std::string HipName;
};

/// One line of a mapping file.
struct MappingRecord {
  std::string CudaName;
  std::string HipName; // empty when unsupported
  MappingKind Kind = MappingKind::Function;
  std::string Category;
  SupportStatus Status = SupportStatus::Supported;
  std::string Deprecated, Removed, Added, HipVersion, Alternative;
  /// HipVersion, parsed.
  std::optional<hipify::HipVersion> HipAdded;
  std::string TestedOnly; ///< tested-only=TAG (macros)
  /// `platform=amd` (macros): HipName is defined only on HIP's AMD platform,
  /// so a preprocessor condition on it differs on HIP's NVIDIA platform.
  bool AmdOnly = false;
  std::string Hint; ///< hint=what to use in HIP
  /// advice=the HIP call to write instead of one left as written, and how it
  /// differs (prose, to the end of the line)
  std::string Advice;
  /// by-hand=what a converted call still needs written by hand (prose)
  std::string ByHand;
  /// why=the reason an unsupported entry has no HIP equivalent, or a macro
  /// whose HIP name is `-` is removed (prose, to the end of the line)
  std::string Why;
  /// roc-why=why --roc reports an entry of a roc family that has no roc=
  /// name (prose, to the end of the line)
  std::string RocWhy;
  /// amap=what --amap writes for an entry HIP lacks, instead of the CUDA
  /// prefix made HIP's: the nearest name of the target library
  std::string AmapName;
  /// drop=/device=/... extras, in the order written (ArgumentTransform.h).
  std::vector<ParsedArgumentTransform> ArgumentTransforms;
  /// roc-drop=/roc-insert=/... extras: the same for the roc name (`--roc`),
  /// whose signature may differ where the hip* name's does not.
  std::vector<ParsedArgumentTransform> RocArgumentTransforms;
  /// What HIP called the target before HipVersion (`older=`).
  std::string OlderHipName;
  /// With --roc: the rocBLAS/rocSPARSE/rocRAND/rocSOLVER name (or, outside
  /// those families, the roc type a library takes instead of the HIP one).
  std::string RocName;
  std::string HipdnnName; ///< `hipdnn=`: the hipDNN name --hipdnn writes
  /// `wrap=` (ArgumentWrap.h).
  std::optional<ArgumentWrap> WrappedArgument;
  /// `opt-in=MACRO<X.Y` (or `opt-in=MACRO`): HIP before X.Y (every HIP)
  /// declares the target as the CUDA code needs it only where MACRO is
  /// defined.
  ParsedNameBeforeHip OptIn;
  /// `handle=pointer`: an integer in CUDA, a pointer in HIP (types).
  bool PointerHandle = false;
  /// `evidence=ast`: a name as common as `all`, converted or reported only
  /// where the AST resolves it to CUDA's declaration, never from tokens.
  bool NeedsAst = false;
  /// `flat=`, `roc-flat=` (headers): what --flat-library-includes writes
  /// for HipName and RocName; empty: the same path.
  std::string FlatHeader, RocFlatHeader;
  /// `member-cast=TYPE<X.Y` (types).
  ParsedNameBeforeHip MemberCast;
  /// `hip-data-type=keep`: with --use-hip-data-types, --roc keeps HipName.
  bool HipDataType = false;
  /// `options=N`: argument N (from 1) holds compile options; 0: none.
  unsigned OptionsArgument = 0;
  /// `location-device=` (enumerators of a memory location's type): a member
  /// of such a location (`.member`) or a HIP name, its device number.
  std::string LocationDevice; ///< without the `.`
  bool LocationDeviceIsMember = false;
  std::vector<ArgCountOverload> ArgOverloads;
  SourcePosition Where;
  SourcePosition HipWhere; ///< where HipName is written (user rules)
};

struct IgnorePattern {
  std::string Regex;
  std::string Reason;
};

/// One mapping file: an API family.
struct MappingFamily {
  std::string Path;
  std::string Api;
  std::vector<std::string> Headers;
  std::vector<IgnorePattern> Ignores;
  /// `#! nvidia-headers:` HIP headers that HIP's NVIDIA platform includes
  /// too, as the same files, when the family's HIP headers are included.
  std::vector<std::string> NvidiaHeaders;
  /// `#! amd-predefined:` macros HIP's AMD compilers define (clang, hiprtc)
  /// that no header does.
  std::vector<std::string> AmdPredefined;
  /// `#! alternative-library:` the library an option retargets the family
  /// to as a whole.
  AlternativeLibrary Library = AlternativeLibrary::None;
  /// `#! targets-outside-hip:`'s reason: the family's targets belong to
  /// another project (Caffe2's HIP port in PyTorch's tree), which no HIP
  /// name list or header holds; the target and platform checks skip it.
  std::string TargetsOutsideHip;
  std::vector<MappingRecord> Records;
};

/// A problem found in the data, printed as `file:line:col: error: message`.
struct MappingDiagnostic {
  SourcePosition Where;
  std::string Message;
  std::string str() const;
};

/// Parses one file's text. Problems are appended to \p Diags; the records
/// that could be read are returned regardless, so that one run reports all
/// problems at once.
MappingFamily parseMappingFile(llvm::StringRef Path, llvm::StringRef Text,
                               std::vector<MappingDiagnostic> &Diags);

/// The API family and category of the records of a user rules file.
inline constexpr const char *UserRulesApi = "USER rules";
inline constexpr const char *UserRulesCategory = "user";

/// Parses a user rules file (`--rules`, `.hipify-rules`): the same fields as
/// a mapping file, but only the first three (name, replacement, kind), no
/// directives, and a replacement that is a plain identifier. Records get
/// UserRulesApi, UserRulesCategory and the status `supported`.
MappingFamily parseUserRulesFile(llvm::StringRef Path, llvm::StringRef Text,
                                 std::vector<MappingDiagnostic> &Diags);

/// Cross-file checks: a (CUDA name, kind) pair must be unique over all files.
void checkDuplicates(const std::vector<MappingFamily> &Families,
                     std::vector<MappingDiagnostic> &Diags);

/// Reads and parses every `*.tsv` in \p Directory, in name order.
std::vector<MappingFamily>
loadMappingDirectory(llvm::StringRef Directory,
                     std::vector<MappingDiagnostic> &Diags);

} // namespace hipify::mapgen

#endif
