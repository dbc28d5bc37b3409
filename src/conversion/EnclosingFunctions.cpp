#include "EnclosingFunctions.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace hipify {
namespace {

/// A function definition's extent in one file.
struct Definition {
  FileID File;
  unsigned Begin = 0, End = 0;
  std::string Name;
};

class DefinitionCollector {
public:
  DefinitionCollector(const SourceManager &SM, llvm::ArrayRef<FileID> Files)
      : SM(SM), Files(Files) {}

  void collect(Decl *D) {
    if (auto *Template = dyn_cast<FunctionTemplateDecl>(D))
      D = Template->getTemplatedDecl();
    else if (auto *Template = dyn_cast<ClassTemplateDecl>(D))
      D = Template->getTemplatedDecl();
    if (auto *F = dyn_cast<FunctionDecl>(D); F && F->doesThisDeclarationHaveABody())
      add(*F);
    // Namespaces, classes (their member functions, defined in place) and
    // extern "C" blocks hold more definitions.
    if (auto *Context = dyn_cast<DeclContext>(D);
        Context && !isa<FunctionDecl>(D))
      for (Decl *Inner : Context->decls())
        collect(Inner);
  }

  /// The innermost definition in \p File around \p Offset; "" if none.
  std::string at(FileID File, unsigned Offset) const {
    const Definition *Best = nullptr;
    for (const Definition &D : Definitions)
      if (D.File == File && D.Begin <= Offset && Offset < D.End &&
          (!Best || D.End - D.Begin < Best->End - Best->Begin))
        Best = &D;
    return Best ? Best->Name : std::string();
  }

private:
  void add(const FunctionDecl &F) {
    SourceRange Range = F.getSourceRange();
    auto [BeginFile, Begin] =
        SM.getDecomposedExpansionLoc(Range.getBegin());
    auto [EndFile, End] = SM.getDecomposedExpansionLoc(Range.getEnd());
    if (BeginFile != EndFile || !llvm::is_contained(Files, BeginFile))
      return;
    Definitions.push_back({BeginFile, Begin, End + 1, F.getQualifiedNameAsString()});
  }

  const SourceManager &SM;
  llvm::ArrayRef<FileID> Files;
  std::vector<Definition> Definitions;
};

} // namespace

void nameEnclosingFunctions(TranslationContext &Ctx,
                            llvm::ArrayRef<Decl *> UserDecls) {
  const SourceManager &SM = Ctx.sourceManager();
  std::vector<FileID> Headers;
  for (FileID FID : Ctx.userFiles())
    if (FID != SM.getMainFileID() &&
        llvm::any_of(Ctx.editsFor(FID).unconverted(),
                     [](const UnconvertedReference &U) { return !U.Inactive; }))
      Headers.push_back(FID);
  if (Headers.empty())
    return;
  DefinitionCollector Definitions(SM, Headers);
  for (Decl *D : UserDecls)
    Definitions.collect(D);
  for (FileID FID : Headers)
    Ctx.editsFor(FID).nameEnclosingFunctions(
        [&](unsigned Offset) { return Definitions.at(FID, Offset); });
}

} // namespace hipify
