#include "HeaderScanner.h"
#include "StubHeaders.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <set>

using namespace clang;

namespace hipify::mapcheck {
namespace {

/// The header files whose declarations count, by file identity (the same
/// file can be reached through different spellings, e.g. crt/../x.h).
using HeaderFiles = std::map<llvm::sys::fs::UniqueID, std::string>;

class NameCollector {
public:
  NameCollector(const SourceManager &SM, const HeaderFiles &Headers,
                DeclaredNames &Out)
      : SM(SM), Headers(Headers), Out(Out) {}

  void walk(const DeclContext *DC, const std::string &Prefix) {
    for (const Decl *D : DC->decls())
      visit(D, Prefix);
  }

  void addMacros(Preprocessor &PP) {
    for (const auto &Entry : PP.macros()) {
      const MacroInfo *MI = PP.getMacroInfo(Entry.first);
      if (MI && !MI->isBuiltinMacro())
        add(Entry.first->getName().str(), MappingKind::Macro,
            MI->getDefinitionLoc());
    }
  }

private:
  void visit(const Decl *D, const std::string &Prefix) {
    if (D->isImplicit())
      return;
    if (const auto *NS = dyn_cast<NamespaceDecl>(D)) {
      // Anonymous and inline namespaces are transparent to users.
      walk(NS, NS->isAnonymousNamespace() || NS->isInline()
                   ? Prefix
                   : Prefix + NS->getName().str() + "::");
      return;
    }
    if (isa<LinkageSpecDecl>(D) || isa<ExportDecl>(D)) {
      walk(cast<DeclContext>(D), Prefix);
      return;
    }
    if (const auto *ED = dyn_cast<EnumDecl>(D); ED && !ED->getIdentifier()) {
      // `typedef enum { ... } T;`: the enumerators are public all the same.
      for (const EnumConstantDecl *E : ED->enumerators())
        add(Prefix + E->getName().str(), MappingKind::Enumerator,
            E->getLocation());
      return;
    }
    const auto *ND = dyn_cast<NamedDecl>(D);
    if (!ND || !ND->getDeclName().isIdentifier() || ND->getName().empty())
      return; // operators, conversions, anonymous tags
    if (isa<CXXMethodDecl>(D) || isa<FieldDecl>(D) || ND->isCXXClassMember())
      return; // class members (also out-of-line member definitions)
    if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->isStaticDataMember())
      return;

    std::string Name = Prefix + ND->getName().str();
    if (const FunctionDecl *FD = D->getAsFunction()) {
      if (DeclaredName *Added =
              add(Name, MappingKind::Function, D->getLocation()))
        Added->mergeSignature(signatureOf(*FD));
    } else if (isa<VarDecl>(D) || isa<VarTemplateDecl>(D)) {
      add(Name, MappingKind::Variable, D->getLocation());
    } else if (const auto *ED = dyn_cast<EnumDecl>(D)) {
      add(Name, MappingKind::Type, D->getLocation());
      // Scoped enumerators are named through their enum (Enum::X).
      std::string Scope = ED->isScoped() ? Name + "::" : Prefix;
      for (const EnumConstantDecl *E : ED->enumerators())
        add(Scope + E->getName().str(), MappingKind::Enumerator,
            E->getLocation());
    } else if (isa<TypeDecl>(D) || isa<ClassTemplateDecl>(D) ||
               isa<TypeAliasTemplateDecl>(D)) {
      add(Name, MappingKind::Type, D->getLocation());
    }
  }

  /// The name's entry (the first declaration's), or nullptr when \p Loc is
  /// not in one of the headers.
  DeclaredName *add(std::string Name, MappingKind Kind, SourceLocation Loc) {
    if (Loc.isInvalid())
      return nullptr;
    SourceLocation FileLoc = SM.getExpansionLoc(Loc);
    OptionalFileEntryRef File = SM.getFileEntryRefForID(SM.getFileID(FileLoc));
    if (!File)
      return nullptr;
    auto Header = Headers.find(File->getUniqueID());
    if (Header == Headers.end())
      return nullptr;
    return &Out.try_emplace(std::move(Name),
                            DeclaredName{Kind, Header->second,
                                         File->getName().str(),
                                         SM.getExpansionLineNumber(FileLoc)})
                .first->second;
  }

  const SourceManager &SM;
  const HeaderFiles &Headers;
  DeclaredNames &Out;
};

class CollectConsumer : public ASTConsumer {
public:
  CollectConsumer(Preprocessor &PP, const HeaderFiles &Headers,
                  DeclaredNames &Out)
      : PP(PP), Headers(Headers), Out(Out) {}

  void HandleTranslationUnit(ASTContext &AST) override {
    NameCollector Collector(AST.getSourceManager(), Headers, Out);
    Collector.walk(AST.getTranslationUnitDecl(), "");
    Collector.addMacros(PP); // the preprocessor is at the end of the TU
  }

private:
  Preprocessor &PP;
  const HeaderFiles &Headers;
  DeclaredNames &Out;
};

class CollectAction : public ASTFrontendAction {
public:
  CollectAction(const HeaderFiles &Headers, DeclaredNames &Out)
      : Headers(Headers), Out(Out) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    return std::make_unique<CollectConsumer>(CI.getPreprocessor(), Headers,
                                             Out);
  }

private:
  const HeaderFiles &Headers;
  DeclaredNames &Out;
};

/// Parses one TU including \p Includes and adds what it declares to \p Out;
/// returns false on compiler errors.
bool parseIncludes(const ClangSettings &Settings,
                   llvm::ArrayRef<std::string> Includes,
                   const HeaderFiles &Headers, bool ShowErrors,
                   DeclaredNames &Out) {
  const std::string Source = "/__hipify_mapcheck__/headers.cu";
  std::string Text;
  for (const std::string &H : Includes)
    Text += "#include <" + H + ">\n";

  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(Source, 0, llvm::MemoryBuffer::getMemBufferCopy(Text));
  addStubHeaders(*Memory);
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  Overlay->pushOverlay(Memory);
  auto Files =
      llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);

  ClangSettings S = Settings;
  S.ExtraArgs.insert(S.ExtraArgs.end(),
                     {"-w", "-idirafter", stubHeaderDirectory().str()});
  std::vector<std::string> CommandLine = buildClangCommandLine(S, {}, Source);

  DiagnosticOptions DiagOpts;
  TextDiagnosticPrinter Printer(llvm::errs(), DiagOpts);
  IgnoringDiagConsumer Silent;
  DeclaredNames Found;
  tooling::ToolInvocation Invocation(
      CommandLine, std::make_unique<CollectAction>(Headers, Found),
      Files.get());
  if (ShowErrors)
    Invocation.setDiagnosticConsumer(&Printer);
  else
    Invocation.setDiagnosticConsumer(&Silent);
  bool Parsed = Invocation.run();
  // What a failed parse still declared is kept: the failure is reported.
  for (auto &Entry : Found) {
    auto [It, Inserted] = Out.insert(Entry);
    if (!Inserted)
      It->second.mergeSignature(Entry.second);
  }
  return Parsed;
}

/// \p Header under `<cuda>/include`, or under `<cuda>/include/cccl` where
/// CUDA 13 keeps CUB, Thrust and libcu++ (both are on the include path).
bool findHeader(llvm::StringRef CudaPath, llvm::StringRef Header,
                llvm::sys::fs::UniqueID &ID) {
  for (const char *Directory : {"/include/", "/include/cccl/"})
    if (!llvm::sys::fs::getUniqueID(CudaPath + Directory + Header, ID))
      return true;
  return false;
}

ScanResult scanHeaderNames(const ClangSettings &Settings,
                           llvm::ArrayRef<std::string> Headers) {
  ScanResult Result;
  HeaderFiles Files;
  std::vector<std::string> Present;
  for (const std::string &H : Headers) {
    llvm::sys::fs::UniqueID ID;
    if (!findHeader(Settings.CudaPath, H, ID)) {
      llvm::errs() << "hipify-mapcheck: error: header '" << H
                   << "' not found in " << Settings.CudaPath
                   << "/include or its cccl/ directory\n";
      Result.FailedHeaders.push_back(H);
      continue;
    }
    Files.emplace(ID, H);
    Present.push_back(H);
  }
  if (Present.empty() || parseIncludes(Settings, Present, Files,
                                       /*ShowErrors=*/false, Result.Names))
    return Result;
  for (const std::string &H : Present)
    if (!parseIncludes(Settings, H, Files, /*ShowErrors=*/true, Result.Names))
      Result.FailedHeaders.push_back(H);
  return Result;
}

} // namespace

DeclaredName signatureOf(const FunctionDecl &FD) {
  DeclaredName Signature;
  Signature.Parameters = FD.getNumParams();
  Signature.RequiredArguments = FD.getMinRequiredArguments();
  PrintingPolicy Policy(FD.getASTContext().getLangOpts());
  for (unsigned I = 0; I < FD.getNumParams(); ++I) {
    const ParmVarDecl *P = FD.getParamDecl(I);
    if (!P->hasDefaultArg() || P->hasUnparsedDefaultArg() ||
        P->hasUninstantiatedDefaultArg())
      continue;
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    P->getDefaultArg()->IgnoreImpCasts()->printPretty(OS, nullptr, Policy);
    Signature.DefaultArguments.emplace(I, std::move(Text));
  }
  return Signature;
}

void DeclaredName::mergeSignature(const DeclaredName &Other) {
  Parameters = std::max(Parameters, Other.Parameters);
  RequiredArguments = std::min(RequiredArguments, Other.RequiredArguments);
  DefaultArguments.insert(Other.DefaultArguments.begin(),
                          Other.DefaultArguments.end());
}

ScanResult scanHeaders(const ClangSettings &Settings,
                       llvm::ArrayRef<std::string> Headers) {
  ScanResult Result = scanHeaderNames(Settings, Headers);
  std::set<std::string> Declaring;
  for (const auto &Entry : Result.Names)
    Declaring.insert(Entry.second.Header);
  for (const std::string &H : Headers)
    if (!Declaring.count(H) && !llvm::is_contained(Result.FailedHeaders, H))
      Result.EmptyHeaders.push_back(H);
  return Result;
}

} // namespace hipify::mapcheck
