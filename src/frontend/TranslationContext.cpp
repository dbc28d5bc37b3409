#include "TranslationContext.h"
#include "CudaVersionFit.h"
#include "EditGuard.h"
#include "LibraryHeaders.h"
#include "MacroUse.h"
#include "TagKeyword.h"
#include "ToolFileSystem.h"

#include "output/PathUtils.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace hipify {

static std::string realDirectory(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real))
    return Path.str();
  return std::string(Real);
}

TranslationContext::TranslationContext(const ConversionOptions &Options,
                                       const RunContext &Run,
                                       const MappingTable &Table)
    : Options(Options), Run(Run), Table(Table),
      CudaRoot(realDirectory(Run.CudaPath)),
      ProjectRoot(Run.ProjectRoot.empty() ? std::string()
                                          : realDirectory(Run.ProjectRoot)) {}

void TranslationContext::beginSourceFile(SourceManager &SourceMgr,
                                         const LangOptions &LO) {
  SM = &SourceMgr;
  LangOpts = &LO;
  LastFile = {};
  UserFiles.EntriesSeen = ~0u;
}

TranslationContext::FileClass TranslationContext::classify(FileID FID) {
  auto It = FileClasses.find(FID);
  if (It != FileClasses.end())
    return It->second;
  FileClass Class = FileClass::Other;
  if (OptionalFileEntryRef File = SM->getFileEntryRefForID(FID)) {
    std::string Real = realPath(File->getName());
    if (isPathUnder(Real, CudaRoot) &&
        !isPathUnder(Real, CudaRoot + "/include/cccl"))
      Class = FileClass::CudaToolkit;
    else if (isCudaPath(Real, File->getName()))
      Class = FileClass::Cuda;
    else if (!isToolFile(File->getName()) &&
             !SrcMgr::isSystem(
                 SM->getFileCharacteristic(SM->getLocForStartOfFile(FID))) &&
             (Run.ProjectRoot.empty() || isPathUnder(Real, ProjectRoot)))
      Class = FileClass::User;
  }
  FileClasses[FID] = Class;
  return Class;
}

std::string TranslationContext::realPath(llvm::StringRef Path) const {
  ++PathResolutions;
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(Path, Status, /*Follow=*/false) ||
      Status.type() == llvm::sys::fs::file_type::symlink_file)
    return realDirectory(Path);
  // Most files share a few directories: each is resolved once.
  llvm::StringRef Directory = llvm::sys::path::parent_path(Path);
  auto [It, Inserted] = RealDirectories.try_emplace(Directory);
  if (Inserted)
    It->second = realDirectory(Directory.empty() ? "." : Directory);
  llvm::SmallString<256> Real(It->second);
  llvm::sys::path::append(Real, llvm::sys::path::filename(Path));
  return std::string(Real);
}

bool TranslationContext::isCudaPath(llvm::StringRef RealPath,
                                    llvm::StringRef Name) const {
  return isPathUnder(RealPath, CudaRoot) ||
         llvm::sys::path::filename(Name).starts_with("__clang_cuda_") ||
         isToolCudaHeader(Name) ||
         isLibraryHeaderOutsideToolkit(Table, RealPath);
}

bool TranslationContext::isCudaFile(FileEntryRef File) const {
  return isCudaPath(realPath(File.getName()), File.getName());
}

TranslationContext::FileClass
TranslationContext::classifySpelling(SourceLocation Loc) {
  if (Loc.isInvalid())
    return FileClass::Other;
  SourceLocation Spelling = SM->getSpellingLoc(Loc);
  // A file location's raw encoding is its offset. Consecutive queries mostly
  // fall in one file, which spares SourceManager's FileID search.
  SourceLocation::UIntTy Offset = Spelling.getRawEncoding();
  if (Offset >= LastFile.Begin && Offset < LastFile.End)
    return LastFile.Class;
  FileID FID = SM->getFileID(Spelling);
  SourceLocation::UIntTy Begin = SM->getLocForStartOfFile(FID).getRawEncoding();
  LastFile = {Begin, Begin + SM->getFileIDSize(FID) + 1, classify(FID)};
  return LastFile.Class;
}

bool TranslationContext::isCudaLocation(SourceLocation Loc) {
  FileClass Class = classifySpelling(Loc);
  return Class == FileClass::CudaToolkit || Class == FileClass::Cuda;
}

bool TranslationContext::isCudaToolkitLocation(SourceLocation Loc) {
  return classifySpelling(Loc) == FileClass::CudaToolkit;
}

bool TranslationContext::isCompilerDefinition(SourceLocation Loc) const {
  return SM->isWrittenInBuiltinFile(Loc) || SM->isWrittenInCommandLineFile(Loc);
}

bool TranslationContext::isUserLocation(SourceLocation Loc) {
  return classifySpelling(Loc) == FileClass::User;
}

std::string TranslationContext::pathOf(FileID FID) const {
  // One spelling per file, whatever -I path reached it ("a/../b.h").
  OptionalFileEntryRef File = SM->getFileEntryRefForID(FID);
  llvm::SmallString<256> Path(File ? File->getName() : "");
  SM->getFileManager().makeAbsolutePath(Path); // from the TU's directory
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

FileResult &TranslationContext::resultFor(FileID FID) {
  // Keyed by file, not FileID: a header entered twice is one file to edit.
  OptionalFileEntryRef File = SM->getFileEntryRefForID(FID);
  auto [It, Inserted] =
      Results.try_emplace(File ? &File->getFileEntry() : nullptr);
  if (Inserted) {
    It->second.Path = pathOf(FID);
    It->second.OriginalText = SM->getBufferData(FID).str();
    It->second.IsMainFile = FID == SM->getMainFileID();
    if (It->second.IsMainFile)
      MainFile = It->first;
  }
  return It->second;
}

ReferenceInfo TranslationContext::referenceInfo(const MappingEntry &Entry,
                                                llvm::StringRef HipName) {
  return {Entry.CudaName, HipName.empty() ? Entry.HipName : HipName.str(),
          Entry.Api, Entry.Category};
}

bool TranslationContext::recordReference(SourceLocation Loc,
                                         const MappingEntry &Entry,
                                         EditOrigin Origin,
                                         llvm::StringRef HipName) {
  SourceLocation Spelling = SM->getSpellingLoc(Loc);
  if (!isUserLocation(Spelling))
    return false;
  unsigned Length = Lexer::MeasureTokenLength(Spelling, *SM, *LangOpts);
  // The spelling without backslash-newlines: `cuda\<newline>Malloc` is
  // cudaMalloc, and the whole of it is replaced.
  llvm::SmallString<64> Buffer;
  bool Invalid = false;
  if (Lexer::getSpelling(Spelling, Buffer, *SM, *LangOpts, &Invalid) !=
          Entry.CudaName ||
      Invalid)
    return false; // the name is not spelled here (e.g. formed by ## pasting)
  if (*Entry.TestedOnly &&
      (macroUseAt(Spelling, *SM, *LangOpts) == MacroUse::ValueUsed ||
       guardsValueUse(Spelling, *SM, *LangOpts))) {
    // A test kept with the value it guards: renamed, it would make live in
    // HIP code that needs the value.
    std::string Reason =
        macroUseAt(Spelling, *SM, *LangOpts) == MacroUse::ValueUsed
            ? "is used for its value, which has no HIP equivalent"
            : "is tested where the code it guards uses its value, which has "
              "no HIP equivalent; the test is kept with it";
    if (*Entry.Hint)
      Reason += std::string("; in HIP use ") + Entry.Hint + " instead";
    reportUnconverted(Spelling, referenceInfo(Entry, ""),
                      Reason + " [" + Entry.TestedOnly + "]");
    return false;
  }
  if (!Entry.ArgumentTransforms.empty() && Origin == EditOrigin::TokenLevel) {
    // Renamed alone, its call would keep CUDA's arguments.
    reportUnconverted(Spelling, referenceInfo(Entry, ""),
                      "takes other arguments in HIP, which are rewritten "
                      "only where a parsed call writes them (not in an "
                      "inactive #if branch or a macro body); left as written");
    return false;
  }
  if (HipName.empty())
    HipName = Entry.HipName;
  // Where a name exists differs across HIP's platforms: a test of it is the
  // one place the difference passes silently.
  bool AmdOnlyTest = Entry.AmdOnly && !Entry.isNewerThan(Options.HipTarget) &&
                     inPreprocessorCondition(Spelling, *SM, *LangOpts);
  bool Recorded =
      recordSpelledReference(Spelling, Length, Entry, Origin, HipName, HipName);
  if (Recorded &&
      (Entry.Kind == MappingKind::Type || Entry.Kind == MappingKind::Enum))
    dropTagKeyword(*this, Spelling, HipName);
  if (Recorded && AmdOnlyTest &&
      AmdOnlyWarnings.insert(Spelling.getRawEncoding()).second)
    warn(Spelling, "'" + HipName + "' (for '" + Entry.CudaName +
                       "') is defined only on HIP's AMD platform: this "
                       "condition sees it undefined on HIP's NVIDIA platform "
                       "[amd-only-macro]");
  return Recorded;
}

bool TranslationContext::recordSpelledReference(
    SourceLocation Spelling, unsigned Length, const MappingEntry &Entry,
    EditOrigin Origin, llvm::StringRef Replacement, llvm::StringRef HipName) {
  if (!isUserLocation(Spelling))
    return false;
  noteCudaUse(Spelling);
  // A branch skipped for this CUDA is written for another one.
  if (!isInSkippedRange(Spelling) && Run.InstalledCuda)
    if (std::string Why = cudaVersionMismatch(Entry, *Run.InstalledCuda);
        !Why.empty())
      warn(Spelling, Why);
  if (Entry.isConvertible(Options.Table.Experimental)) {
    if (!fitHipTarget(Spelling, Entry, Replacement, HipName))
      return false;
    if (llvm::StringRef Macro = Entry.optInMacro(Options.HipTarget);
        !Macro.empty())
      OptInMacros.insert(Macro);
    if (HipName.empty() && *Entry.Why)
      return removeReference(Spelling, Length, Entry, Origin);
    bool Unchanged =
        SM->getCharacterData(Spelling) &&
        llvm::StringRef(SM->getCharacterData(Spelling), Length) == Replacement;
    if (!Unchanged)
      return addEdit(Spelling, Length, Replacement.str(),
                     referenceInfo(Entry, HipName), Origin);
    return true;
  }
  reportUnconverted(Spelling, referenceInfo(Entry, ""),
                    unconvertedReason(Entry, "--experimental"));
  return false;
}

bool TranslationContext::removeReference(SourceLocation Spelling,
                                         unsigned Length,
                                         const MappingEntry &Entry,
                                         EditOrigin Origin) {
  // Tested in a condition (`#ifdef __grid_constant__`), it stays: nothing
  // would break the directive, and HIP leaves the name undefined, as meant.
  if (inPreprocessorCondition(Spelling, *SM, *LangOpts))
    return true;
  auto [FID, Offset] = SM->getDecomposedLoc(Spelling);
  // The blanks after it go too: `const __grid_constant__ P p` keeps one
  // space between the words around it.
  llvm::StringRef After = SM->getBufferData(FID).substr(Offset + Length);
  Length +=
      After.take_while([](char C) { return C == ' ' || C == '\t'; }).size();
  // A macro body's name is reached at each expansion: warned of once.
  const Edit *Made = resultFor(FID).Edits.replacementAt(Offset);
  bool AlreadyRemoved = Made && Made->Offset == Offset &&
                        Made->Length == Length && Made->Replacement.empty();
  if (!addEdit(Spelling, Length, "", referenceInfo(Entry, ""), Origin))
    return false;
  if (!AlreadyRemoved)
    warn(Spelling,
         llvm::Twine("'") + Entry.CudaName + "' removed: " + Entry.Why);
  return true;
}

std::vector<std::string> TranslationContext::optInMacros() const {
  std::vector<std::string> Macros;
  for (const auto &M : OptInMacros)
    Macros.push_back(M.getKey().str());
  llvm::sort(Macros);
  return Macros;
}

bool TranslationContext::fitHipTarget(SourceLocation Spelling,
                                      const MappingEntry &Entry,
                                      llvm::StringRef &Replacement,
                                      llvm::StringRef &HipName) {
  if (!Entry.isNewerThan(Options.HipTarget))
    return true;
  if (*Entry.OlderHipName) {
    Replacement = HipName = Entry.OlderHipName;
    return true;
  }
  reportUnconverted(Spelling, referenceInfo(Entry, ""),
                    "needs HIP " + Entry.HipAdded->str() + " (target: " +
                        Options.HipTarget.str() + "); left as written");
  return false;
}

/// The position of a finding spelled at \p Spelling.
template <typename Finding>
static void placeAt(Finding &F, SourceLocation Spelling,
                    const SourceManager &SM) {
  F.Offset = SM.getFileOffset(Spelling);
  F.Line = SM.getSpellingLineNumber(Spelling);
  F.Column = SM.getSpellingColumnNumber(Spelling);
}

void TranslationContext::reportUnconverted(SourceLocation Loc,
                                           ReferenceInfo Reference,
                                           std::string Reason) {
  SourceLocation Spelling = SM->getSpellingLoc(Loc);
  if (!isUserLocation(Spelling))
    return;
  UnconvertedReference U;
  placeAt(U, Spelling, *SM);
  U.Reference = std::move(Reference);
  U.Reason = std::move(Reason);
  U.Rule = CurrentRule.str();
  U.Inactive = isInSkippedRange(Spelling);
  resultFor(SM->getFileID(Spelling)).Edits.addUnconverted(std::move(U));
}

void TranslationContext::reportWarpSizeHazard(SourceLocation Loc,
                                              WarpSizeHazardKind Kind,
                                              std::string Message, bool Fixed) {
  // Where it is written: once in a user macro's body, else at the use of a
  // macro from elsewhere.
  SourceLocation Spelling = SM->getSpellingLoc(Loc);
  if (!isUserLocation(Spelling))
    Spelling = SM->getFileLoc(Loc);
  if (!isUserLocation(Spelling))
    return;
  WarpSizeHazard H;
  placeAt(H, Spelling, *SM);
  H.Kind = Kind;
  H.Message = std::move(Message);
  H.Fixed = Fixed;
  resultFor(SM->getFileID(Spelling)).Edits.addWarpSizeHazard(std::move(H));
}

void TranslationContext::reportNumericsDifference(SourceLocation Loc,
                                                  NumericsKind Kind,
                                                  std::string Message) {
  SourceLocation Spelling = SM->getSpellingLoc(Loc);
  if (!isUserLocation(Spelling))
    Spelling = SM->getFileLoc(Loc);
  if (!isUserLocation(Spelling))
    return;
  NumericsFinding F;
  placeAt(F, Spelling, *SM);
  F.Kind = Kind;
  F.Message = std::move(Message);
  resultFor(SM->getFileID(Spelling)).Edits.addNumericsFinding(std::move(F));
}

void TranslationContext::reportHipCollision(SourceLocation Loc,
                                            HipCollisionKind Kind,
                                            std::string Message,
                                            CollisionNote Note, bool Fixed) {
  SourceLocation Spelling = SM->getFileLoc(Loc);
  if (!isUserLocation(Spelling))
    return;
  HipCollision C;
  placeAt(C, Spelling, *SM);
  C.Kind = Kind;
  C.Message = std::move(Message);
  C.Note = std::move(Note);
  C.Fixed = Fixed;
  resultFor(SM->getFileID(Spelling)).Edits.addHipCollision(std::move(C));
}

CollisionNote TranslationContext::noteAt(SourceLocation Loc,
                                         std::string Message) {
  SourceLocation Spelling = SM->getFileLoc(Loc);
  CollisionNote Note;
  Note.Message = std::move(Message);
  if (!isUserLocation(Spelling))
    return Note;
  Note.Path = pathOf(SM->getFileID(Spelling));
  Note.Line = SM->getSpellingLineNumber(Spelling);
  Note.Column = SM->getSpellingColumnNumber(Spelling);
  return Note;
}

void TranslationContext::noteUserName(SourceLocation Loc) {
  UserNames.insert(SM->getSpellingLoc(Loc).getRawEncoding());
}

bool TranslationContext::isUserName(SourceLocation Loc) const {
  return UserNames.count(SM->getSpellingLoc(Loc).getRawEncoding());
}

void TranslationContext::noteSkippedRange(SourceRange Range) {
  if (isUserLocation(Range.getBegin()))
    SkippedRanges.push_back(Range);
}

bool TranslationContext::isInSkippedRange(SourceLocation Loc) const {
  for (const SourceRange &R : SkippedRanges)
    if (SM->isPointWithin(Loc, R.getBegin(), R.getEnd()))
      return true;
  return false;
}

bool TranslationContext::rewriteRange(SourceLocation FileLoc, unsigned Length,
                                      std::string Replacement) {
  return addEdit(FileLoc, Length, std::move(Replacement), std::nullopt,
                 EditOrigin::Proven, /*Covers=*/true);
}

bool TranslationContext::addEdit(SourceLocation FileLoc, unsigned Length,
                                 std::string Replacement,
                                 std::optional<ReferenceInfo> Reference,
                                 EditOrigin Origin, bool Covers) {
  if (!FileLoc.isFileID() || !isUserLocation(FileLoc))
    return false;
  auto [FID, Offset] = SM->getDecomposedLoc(FileLoc);
  if (std::string Why = whyEditRefused(*this, FileLoc, Length, Replacement);
      !Why.empty()) {
    if (Reference)
      reportUnconverted(FileLoc, std::move(*Reference),
                        "is left as written: converting it here, " + Why);
    else
      warn(FileLoc, "the code is left as written: changing it, " + Why);
    return false;
  }
  Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Replacement = std::move(Replacement);
  E.Origin = Origin;
  E.Reference = std::move(Reference);
  E.Covers = Covers;
  E.Rule = CurrentRule.str();
  std::string Conflict;
  if (resultFor(FID).Edits.add(std::move(E), &Conflict))
    return true;
  warn(FileLoc, "conflicting edits, kept the first: " + Conflict);
  return false;
}

bool TranslationContext::addEdits(std::vector<PlannedEdit> Change) {
  if (Change.empty())
    return true;
  SourceLocation First = Change.front().FileLoc;
  if (llvm::any_of(Change, [&](const PlannedEdit &E) {
        return !E.FileLoc.isFileID() || !isUserLocation(E.FileLoc) ||
               SM->getFileID(E.FileLoc) != SM->getFileID(First);
      }))
    return false;
  if (std::string Why = whyEditsRefused(*this, Change); !Why.empty()) {
    warn(First, "the code is left as written: changing it, " + Why);
    return false;
  }
  std::vector<Edit> Edits;
  for (PlannedEdit &P : Change) {
    Edit E;
    E.Offset = SM->getFileOffset(P.FileLoc);
    E.Length = P.Length;
    E.Replacement = std::move(P.Replacement);
    E.Rule = CurrentRule.str();
    Edits.push_back(std::move(E));
  }
  std::string Conflict;
  if (resultFor(SM->getFileID(First)).Edits.addAll(std::move(Edits), &Conflict))
    return true;
  warn(First, "conflicting edits, kept the first: " + Conflict);
  return false;
}

void TranslationContext::warn(SourceLocation Loc, const llvm::Twine &Message) {
  PresumedLoc P = SM->getPresumedLoc(SM->getSpellingLoc(Loc));
  std::string Line = P.isValid() ? std::string(P.getFilename()) + ":" +
                                       std::to_string(P.getLine()) + ":" +
                                       std::to_string(P.getColumn()) + ": "
                                 : std::string();
  std::string Speaker =
      CurrentRule.empty() ? std::string() : (" [" + CurrentRule + "]").str();
  Messages.push_back(Line + "warning: " + Message.str() + Speaker);
}

void TranslationContext::noteCudaUse(SourceLocation Loc) {
  SourceLocation Spelling = SM->getSpellingLoc(Loc);
  if (isUserLocation(Spelling))
    resultFor(SM->getFileID(Spelling)).UsesCuda = true;
}

void TranslationContext::noteCudaInclude(FileID IncludingFile) {
  if (IncludingFile == SM->getMainFileID() ||
      classify(IncludingFile) == FileClass::User)
    MainIncludesCuda = true;
}

bool TranslationContext::usesCuda(FileID FID) {
  OptionalFileEntryRef File = SM->getFileEntryRefForID(FID);
  auto It = File ? Results.find(&File->getFileEntry()) : Results.end();
  return It != Results.end() && It->second.UsesCuda;
}

std::vector<FileID> TranslationContext::userFiles() {
  // Files of a precompiled preamble are not this TU's: only local entries
  // are looked at. Walking them all is the cost (every macro expansion is
  // one): the list is kept until the preprocessor adds an entry.
  unsigned N = SM->local_sloc_entry_size();
  if (UserFiles.EntriesSeen == N)
    return UserFiles.Files;
  std::vector<FileID> &Files = UserFiles.Files;
  Files.clear();
  UserFiles.EntriesSeen = N;
  llvm::DenseSet<const FileEntry *> Seen;
  for (unsigned I = 0; I < N; ++I) {
    const SrcMgr::SLocEntry &Entry = SM->getLocalSLocEntry(I);
    if (!Entry.isFile())
      continue;
    FileID FID =
        SM->getFileID(SourceLocation::getFromRawEncoding(Entry.getOffset()));
    OptionalFileEntryRef File = SM->getFileEntryRefForID(FID);
    if (FID.isValid() && File && classify(FID) == FileClass::User &&
        Seen.insert(&File->getFileEntry()).second)
      Files.push_back(FID);
  }
  return Files;
}

std::vector<FileResult> TranslationContext::takeResults() {
  std::vector<FileResult> Out;
  // Every user file this TU entered has a result, edited or not: a mirrored
  // output tree gets the headers the sources need.
  for (FileID FID : userFiles())
    resultFor(FID);
  if (MainFile && Results.count(MainFile))
    Out.push_back(std::move(Results[MainFile]));
  for (auto &[File, Result] : Results)
    if (File != MainFile)
      Out.push_back(std::move(Result));
  Results.clear();
  return Out;
}

} // namespace hipify
