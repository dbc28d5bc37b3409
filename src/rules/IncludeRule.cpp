#include "IncludeRule.h"
#include "../frontend/IncludeMapping.h"
#include "../frontend/RawLexing.h"
#include "CudaNames.h"
#include "CudaReferences.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace hipify {

class IncludeCallbacks : public PPCallbacks {
public:
  explicit IncludeCallbacks(IncludeRule &Rule) : Rule(Rule) {}
  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          llvm::StringRef FileName, bool IsAngled,
                          CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, llvm::StringRef,
                          llvm::StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind FileType) override {
    auto Speaking = Rule.speaking();
    Rule.onInclude(HashLoc, FileName, IsAngled, FilenameRange, File, FileType);
  }

private:
  IncludeRule &Rule;
};

void IncludeRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<IncludeCallbacks>(*this));
}

void IncludeRule::onInclude(SourceLocation HashLoc, llvm::StringRef FileName,
                            bool IsAngled, CharSourceRange FilenameRange,
                            OptionalFileEntryRef File,
                            SrcMgr::CharacteristicKind FileType) {
  if (!Ctx.isUserLocation(HashLoc))
    return;
  SourceManager &SM = Ctx.sourceManager();
  FileID Including = SM.getFileID(HashLoc);
  if (FileName.starts_with("hip"))
    HipHeadersIncluded[Including].insert(FileName);

  const MappingEntry *Entry =
      Ctx.table().lookup(FileName, ReferenceKind::Header);
  // The callback comes before the file is entered: only a header some
  // earlier include already loaded has source locations, so go by path.
  bool IsCudaHeader = File && Ctx.isCudaFile(*File);
  FileIncludes &Own = Includes[Including];
  // A header of the user's may rely on the runtime nvcc includes implicitly.
  if (IsCudaHeader || (File && FileType == SrcMgr::C_User))
    Own.IncludesCudaOrUserHeader = true;
  if (!Own.SawInclude && isSource(Including)) {
    Own.SawInclude = true;
    Own.StartsWithRuntime =
        FileName == RuntimeHeader ||
        (Entry && IsCudaHeader && Entry->HipName == RuntimeHeader);
    if (!Own.StartsWithRuntime)
      // Any later CUDA include makes the runtime header inserted above this
      // one, so a later include of it is a duplicate.
      HipHeadersIncluded[Including].insert(RuntimeHeader);
  }
  if (!Entry && (!File || IsCudaHeader) &&
      CudaNames::builtin().isHeader(FileName)) {
    reportUnknownCudaName(Ctx, FileName, FilenameRange.getBegin());
    return;
  }
  if (!Entry || (File && !IsCudaHeader))
    return; // the user's own header, or one we do not know
  Ctx.noteCudaInclude(Including);

  SourceLocation NameLoc = FilenameRange.getBegin();
  unsigned NameLength =
      SM.getFileOffset(FilenameRange.getEnd()) - SM.getFileOffset(NameLoc);
  // A second CUDA header mapping to a HIP header already included becomes a
  // second include of it: removing the directive would lose the user's line.
  if (Entry->isConvertible(Ctx.options().Table.Experimental))
    HipHeadersIncluded[Including].insert(Entry->HipName);
  Ctx.recordSpelledReference(NameLoc, NameLength, *Entry, EditOrigin::Proven,
                             includeSpelling(Entry->HipName, IsAngled),
                             Entry->HipName);
}

unsigned IncludeRule::insertionOffset(llvm::StringRef Text) {
  LangOptions LO;
  Lexer Lex(SourceLocation(), LO, Text.begin(), Text.begin(), Text.end());
  auto lineEndAfter = [&](const char *Pos) {
    size_t End = Text.find('\n', Pos - Text.begin());
    return End == llvm::StringRef::npos ? unsigned(Text.size())
                                        : unsigned(End + 1);
  };
  Token Tok;
  std::string GuardMacro;
  enum { Start, SawIfndef, NoGuard } State = Start;
  // Open #if blocks (an include guard's #ifndef excepted): an insertion
  // inside one would vanish whenever its condition is false.
  unsigned ConditionalDepth = 0;
  while (nextRawToken(Lex, Tok)) {
    if (!Tok.is(tok::hash) || !Tok.isAtStartOfLine())
      return 0; // code before any directive: insert at the top
    const char *HashPos = Lex.getBufferLocation() - Tok.getLength();
    // In directive mode the lexer ends the line with an eod token, so a
    // directive without arguments (#endif) does not swallow the next line.
    Lex.setParsingPreprocessorDirective(true);
    Token Directive, Arg;
    Lex.LexFromRawLexer(Directive);
    if (!Directive.is(tok::raw_identifier))
      return 0;
    llvm::StringRef Name = Directive.getRawIdentifier();
    if (Name == "include" || Name == "import")
      return ConditionalDepth == 0 ? HashPos - Text.begin() : 0;
    Lex.LexFromRawLexer(Arg);
    llvm::StringRef ArgName =
        Arg.is(tok::raw_identifier) ? Arg.getRawIdentifier() : "";
    if (Name == "pragma" && ArgName == "once" && ConditionalDepth == 0)
      return lineEndAfter(HashPos);
    if (State == SawIfndef && Name == "define" && ArgName == GuardMacro)
      return lineEndAfter(HashPos);
    if (State == Start && Name == "ifndef") {
      GuardMacro = ArgName.str();
      State = SawIfndef;
    } else {
      State = NoGuard;
    }
    if (Name == "if" || Name == "ifdef" || Name == "ifndef")
      ++ConditionalDepth;
    else if (Name == "endif" && ConditionalDepth > 0)
      --ConditionalDepth;
    if (!Arg.is(tok::eod))
      skipRestOfDirective(Lex);
  }
  return 0;
}

bool IncludeRule::isSource(FileID FID) const {
  const SourceManager &SM = Ctx.sourceManager();
  if (FID == SM.getMainFileID())
    return true;
  OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
  return File && llvm::sys::path::extension(File->getName()) == ".cu";
}

/// Defines \p Macro unless the build already does.
static std::string optInDefinition(llvm::StringRef Macro) {
  return ("#ifndef " + Macro + "\n#define " + Macro + "\n#endif\n").str();
}

/// Whether \p FID is \p Ancestor or included from it, directly or not.
static bool isIncludedFrom(FileID FID, FileID Ancestor,
                           const SourceManager &SM) {
  for (; FID.isValid(); FID = SM.getFileID(SM.getIncludeLoc(FID)))
    if (FID == Ancestor)
      return true;
  return false;
}

/// The opt-in macros the names spelled in \p FID need in HIP. Those HIP
/// spells as CUDA does (__shfl_sync) make no edit: the file is lexed.
std::set<std::string> IncludeRule::optInMacrosOf(FileID FID) const {
  std::set<std::string> Macros;
  const SourceManager &SM = Ctx.sourceManager();
  llvm::StringRef Buffer = SM.getBufferData(FID);
  Lexer Lex(SM.getLocForStartOfFile(FID), Ctx.langOptions(), Buffer.begin(),
            Buffer.begin(), Buffer.end());
  Token Tok;
  while (nextRawToken(Lex, Tok)) {
    if (!Tok.is(tok::raw_identifier))
      continue;
    for (const MappingEntry &Entry :
         Ctx.table().lookupAll(Tok.getRawIdentifier()))
      if (llvm::StringRef Macro = Entry.optInMacro(Ctx.options().HipTarget);
          !Macro.empty() &&
          Entry.isConvertible(Ctx.options().Table.Experimental))
        Macros.insert(Macro.str());
  }
  return Macros;
}

void IncludeRule::insertRuntimeHeader(FileID FID,
                                      const std::set<std::string> &OptIn) {
  SourceManager &SM = Ctx.sourceManager();
  SourceLocation Start = SM.getLocForStartOfFile(FID);
  if (!Ctx.isUserLocation(Start))
    return;
  // The file's first HIP include must see the opt-in macros its names and
  // those of the files it includes need: a header too, which other sources
  // may include first. Defined by the file itself, they are the same in
  // every TU that reaches it.
  std::string Insertion;
  for (const std::string &Macro : OptIn)
    Insertion += optInDefinition(Macro);
  const FileIncludes &Own = Includes.lookup(FID);
  if (isSource(FID) && !Own.StartsWithRuntime &&
      (Ctx.usesCuda(FID) || Own.IncludesCudaOrUserHeader))
    Insertion += "#include <" + std::string(RuntimeHeader) + ">\n";
  if (Insertion.empty())
    return;
  unsigned Offset = insertionOffset(SM.getBufferData(FID));
  Ctx.addEdit(Start.getLocWithOffset(Offset), 0, Insertion);
}

void IncludeRule::finishTranslationUnit() {
  std::vector<FileID> Files = Ctx.userFiles();
  std::vector<std::set<std::string>> Own;
  for (FileID FID : Files)
    Own.push_back(optInMacrosOf(FID));
  for (size_t I = 0; I < Files.size(); ++I) {
    std::set<std::string> OptIn;
    for (size_t J = 0; J < Files.size(); ++J)
      if (!Own[J].empty() &&
          isIncludedFrom(Files[J], Files[I], Ctx.sourceManager()))
        OptIn.insert(Own[J].begin(), Own[J].end());
    insertRuntimeHeader(Files[I], OptIn);
  }
}

} // namespace hipify
