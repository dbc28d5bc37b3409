//===- TranslationContext.h - What rules see and where their edits go -----===//
#ifndef HIPIFY_FRONTEND_TRANSLATIONCONTEXT_H
#define HIPIFY_FRONTEND_TRANSLATIONCONTEXT_H

#include "EditGuard.h"
#include "hipify/ConversionOptions.h"
#include "hipify/RunContext.h"
#include "hipify/TranslationUnit.h"
#include "mapping/MappingTable.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <optional>

namespace hipify {

/// Per-TU state shared by the rules: the mapping table, the classification
/// of files (CUDA toolkit / user / other) and the edit sets being built.
class TranslationContext {
public:
  TranslationContext(const ConversionOptions &Options, const RunContext &Run,
                     const MappingTable &Table);

  void beginSourceFile(clang::SourceManager &SM, const clang::LangOptions &LO);

  /// While it lives, the findings recorded are those of the rule \p Name
  /// (the rule that spoke, named in warnings and reports).
  class RuleScope {
  public:
    RuleScope(TranslationContext &Ctx, llvm::StringRef Name)
        : Ctx(Ctx), Outer(Ctx.CurrentRule) {
      Ctx.CurrentRule = Name;
    }
    ~RuleScope() { Ctx.CurrentRule = Outer; }
    RuleScope(const RuleScope &) = delete;
    RuleScope &operator=(const RuleScope &) = delete;

  private:
    TranslationContext &Ctx;
    llvm::StringRef Outer;
  };

  const MappingTable &table() const { return Table; }
  const ConversionOptions &options() const { return Options; }
  /// The project's renames of its own names; null when none.
  const UserRuleSet *userRules() const { return Run.UserRules.get(); }
  clang::SourceManager &sourceManager() const { return *SM; }
  const clang::LangOptions &langOptions() const { return *LangOpts; }

  /// A header of the CUDA toolkit (or one of clang's CUDA wrappers), known
  /// by its path: usable before the preprocessor has entered the file.
  bool isCudaFile(clang::FileEntryRef File) const;
  /// Declared or defined by the CUDA toolkit (or clang's CUDA wrappers).
  bool isCudaLocation(clang::SourceLocation Loc);
  /// Declared or defined by the CUDA toolkit's own headers: not clang's
  /// wrappers, nor the CCCL libraries (CUB, Thrust, libcu++), which the
  /// tables handle by their namespaces.
  bool isCudaToolkitLocation(clang::SourceLocation Loc);
  /// Defined by the compiler: predefined, or on the command line its driver
  /// builds (clang passes -D__CUDA_ARCH_LIST__=...).
  bool isCompilerDefinition(clang::SourceLocation Loc) const;
  /// How many file paths were resolved (symbolic links, each a system call):
  /// once per file of the TU, not per query.
  unsigned pathResolutions() const { return PathResolutions; }
  /// Spelled in one of the user's files, which we may edit.
  bool isUserLocation(clang::SourceLocation Loc);

  /// A reference to the CUDA entity \p Entry written at \p Loc (any
  /// location; its spelling is used). Renames it, or records it as
  /// unconverted. \p HipName overrides the entry's (argument-count
  /// overloads). Returns whether it is converted.
  bool recordReference(clang::SourceLocation Loc, const MappingEntry &Entry,
                       EditOrigin Origin, llvm::StringRef HipName = {});

  /// Like recordReference for a reference spelled over [Spelling,
  /// Spelling+Length) (an include's file name), replaced by \p Replacement
  /// and counted as a reference to \p HipName.
  bool recordSpelledReference(clang::SourceLocation Spelling, unsigned Length,
                              const MappingEntry &Entry, EditOrigin Origin,
                              llvm::StringRef Replacement,
                              llvm::StringRef HipName);

  /// A structural edit at a file location in a user file.
  bool addEdit(clang::SourceLocation FileLoc, unsigned Length,
               std::string Replacement,
               std::optional<ReferenceInfo> Reference = std::nullopt,
               EditOrigin Origin = EditOrigin::Proven, bool Covers = false);

  /// The structural edits of one change (the two lines of a fence), made
  /// all or none: none when the guard refuses one of them or one clashes
  /// with an edit already made (warned of). All are in one user file.
  bool addEdits(std::vector<PlannedEdit> Change);

  /// A CUDA reference left as written at \p Loc (spelled in a user file),
  /// for \p Reason ("is unsupported in HIP", ...).
  void reportUnconverted(clang::SourceLocation Loc, ReferenceInfo Reference,
                         std::string Reason);

  /// Code spelled at \p Loc (in a user file) that assumes 32-lane warps;
  /// \p Fixed when an edit rewrote it.
  void reportWarpSizeHazard(clang::SourceLocation Loc, WarpSizeHazardKind Kind,
                            std::string Message, bool Fixed = false);

  /// Code at \p Loc (in a user file) whose converted form may compute other
  /// results than CUDA's.
  void reportNumericsDifference(clang::SourceLocation Loc, NumericsKind Kind,
                                std::string Message);

  /// A declaration written at \p Loc (in a user file) that collides with
  /// another once converted, described by \p Note; \p Fixed when an edit
  /// resolved it.
  void reportHipCollision(clang::SourceLocation Loc, HipCollisionKind Kind,
                          std::string Message, CollisionNote Note,
                          bool Fixed = false);
  /// A note at \p Loc, spelled in a user file, for a collision's other side.
  CollisionNote noteAt(clang::SourceLocation Loc, std::string Message);

  /// The name spelled at \p Loc is proven to be the user's own (a
  /// declaration, or a reference the AST resolves to one): the audit of
  /// unconverted names leaves it alone.
  void noteUserName(clang::SourceLocation Loc);
  bool isUserName(clang::SourceLocation Loc) const;

  /// A range of a user file the preprocessor skipped (an inactive #if
  /// branch). References found there are reported as inactive.
  void noteSkippedRange(clang::SourceRange Range);
  bool isInSkippedRange(clang::SourceLocation Loc) const;

  /// The user files this TU entered, each once, main file first.
  std::vector<clang::FileID> userFiles();
  /// The edits and findings recorded so far for the user file \p FID.
  EditSet &editsFor(clang::FileID FID) { return resultFor(FID).Edits; }

  /// Rewrites [FileLoc, FileLoc+Length) of a user file as a whole: edits
  /// other rules make inside it are absorbed (an argument removed).
  bool rewriteRange(clang::SourceLocation FileLoc, unsigned Length,
                    std::string Replacement);

  /// A hipify-cpp diagnostic at \p Loc, clang style.
  void warn(clang::SourceLocation Loc, const llvm::Twine &Message);

  /// Notes that a user file uses CUDA (it will need a HIP header).
  void noteCudaUse(clang::SourceLocation Loc);
  /// Notes that a user file includes a CUDA header.
  void noteCudaInclude(clang::FileID IncludingFile);

  /// The user files touched, with their edits; main file first.
  std::vector<FileResult> takeResults();
  std::vector<std::string> takeMessages() { return std::move(Messages); }
  bool userCodeIncludesCuda() const { return MainIncludesCuda; }
  /// The macros HIP's headers need defined for the HIP names the TU now
  /// uses (`opt-in=`), sorted.
  std::vector<std::string> optInMacros() const;
  /// Whether a CUDA name is spelled in the user file \p FID.
  bool usesCuda(clang::FileID FID);

  static ReferenceInfo referenceInfo(const MappingEntry &Entry,
                                     llvm::StringRef HipName = {});

private:
  /// CudaToolkit: the toolkit's own headers; Cuda: clang's CUDA wrappers and
  /// the CCCL libraries under the toolkit.
  enum class FileClass { CudaToolkit, Cuda, User, Other };
  FileClass classify(clang::FileID FID);
  /// \p Path with symlinks and dot components resolved.
  std::string realPath(llvm::StringRef Path) const;
  bool isCudaPath(llvm::StringRef RealPath, llvm::StringRef Name) const;
  /// The class of the file \p Loc is spelled in.
  FileClass classifySpelling(clang::SourceLocation Loc);
  FileResult &resultFor(clang::FileID FID);
  /// The absolute path, without dot components, the results name \p FID by.
  std::string pathOf(clang::FileID FID) const;
  /// Removes the reference to \p Entry, a macro HIP writes nothing for,
  /// spelled over [Spelling, Spelling+Length), and warns why.
  bool removeReference(clang::SourceLocation Spelling, unsigned Length,
                       const MappingEntry &Entry, EditOrigin Origin);
  /// Whether \p Entry's HIP name exists in the targeted HIP version; if not,
  /// its older name is put in \p Replacement and \p HipName, or else the
  /// reference at \p Spelling is reported.
  bool fitHipTarget(clang::SourceLocation Spelling, const MappingEntry &Entry,
                    llvm::StringRef &Replacement, llvm::StringRef &HipName);

  const ConversionOptions &Options;
  const RunContext &Run;
  const MappingTable &Table;
  clang::SourceManager *SM = nullptr;
  const clang::LangOptions *LangOpts = nullptr;
  std::string CudaRoot;
  std::string ProjectRoot; ///< real path; empty: any non-system file
  llvm::DenseMap<clang::FileID, FileClass> FileClasses;
  mutable llvm::StringMap<std::string> RealDirectories;
  mutable unsigned PathResolutions = 0;
  /// The local offsets [Begin, End) of the file classified last.
  struct {
    clang::SourceLocation::UIntTy Begin = 0, End = 0;
    FileClass Class = FileClass::Other;
  } LastFile;
  std::map<const clang::FileEntry *, FileResult> Results;
  const clang::FileEntry *MainFile = nullptr;
  /// Spelling locations (raw encodings) of names proven the user's own.
  llvm::DenseSet<clang::SourceLocation::UIntTy> UserNames;
  std::vector<clang::SourceRange> SkippedRanges;
  /// userFiles(), as of the preprocessor's first EntriesSeen entries.
  struct {
    unsigned EntriesSeen = ~0u;
    std::vector<clang::FileID> Files;
  } UserFiles;
  /// Spellings already warned of as AMD-only tests: an inactive branch's
  /// renamer reaches its `#if` line again.
  llvm::DenseSet<clang::SourceLocation::UIntTy> AmdOnlyWarnings;
  std::vector<std::string> Messages;
  bool MainIncludesCuda = false;
  llvm::StringSet<> OptInMacros;
  llvm::StringRef CurrentRule;
};

} // namespace hipify

#endif
