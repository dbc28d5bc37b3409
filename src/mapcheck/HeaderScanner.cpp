#include "HeaderScanner.h"
#include "../rules/CudaNames.h"
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
#include <functional>
#include <optional>
#include <set>

using namespace clang;

namespace hipify::mapcheck {
namespace {

/// The header files whose declarations count, by file identity (the same
/// file can be reached through different spellings, e.g. crt/../x.h).
using HeaderFiles = std::map<llvm::sys::fs::UniqueID, std::string>;

/// Which header a file is (as the result names it), or nullopt when its
/// declarations do not count.
using HeaderOfFile =
    std::function<std::optional<std::string>(clang::FileEntryRef)>;

HeaderOfFile listedHeaders(const HeaderFiles &Headers) {
  return [&Headers](FileEntryRef File) -> std::optional<std::string> {
    auto Header = Headers.find(File.getUniqueID());
    if (Header == Headers.end())
      return std::nullopt;
    return Header->second;
  };
}

class NameCollector {
public:
  NameCollector(const SourceManager &SM, const HeaderOfFile &HeaderOf,
                DeclaredNames &Out, std::set<std::string> *DeclaredElsewhere)
      : SM(SM), HeaderOf(HeaderOf), Out(Out),
        DeclaredElsewhere(DeclaredElsewhere) {}

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
      walk(NS, isTransparentNamespace(*NS)
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
    std::optional<std::string> Header =
        File ? HeaderOf(*File) : std::optional<std::string>();
    if (!Header) {
      if (DeclaredElsewhere && !SM.isWrittenInBuiltinFile(FileLoc))
        DeclaredElsewhere->insert(std::move(Name));
      return nullptr;
    }
    return &Out.try_emplace(std::move(Name),
                            DeclaredName{Kind, std::move(*Header),
                                         File->getName().str(),
                                         SM.getExpansionLineNumber(FileLoc)})
                .first->second;
  }

  const SourceManager &SM;
  const HeaderOfFile &HeaderOf;
  DeclaredNames &Out;
  std::set<std::string> *DeclaredElsewhere;
};

class CollectConsumer : public ASTConsumer {
public:
  CollectConsumer(Preprocessor &PP, const HeaderOfFile &HeaderOf,
                  DeclaredNames &Out, std::set<std::string> *DeclaredElsewhere)
      : PP(PP), HeaderOf(HeaderOf), Out(Out),
        DeclaredElsewhere(DeclaredElsewhere) {}

  void HandleTranslationUnit(ASTContext &AST) override {
    NameCollector Collector(AST.getSourceManager(), HeaderOf, Out,
                            DeclaredElsewhere);
    Collector.walk(AST.getTranslationUnitDecl(), "");
    Collector.addMacros(PP); // the preprocessor is at the end of the TU
  }

private:
  Preprocessor &PP;
  const HeaderOfFile &HeaderOf;
  DeclaredNames &Out;
  std::set<std::string> *DeclaredElsewhere;
};

class CollectAction : public ASTFrontendAction {
public:
  CollectAction(const HeaderOfFile &HeaderOf, DeclaredNames &Out,
                std::set<std::string> *DeclaredElsewhere)
      : HeaderOf(HeaderOf), Out(Out), DeclaredElsewhere(DeclaredElsewhere) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    return std::make_unique<CollectConsumer>(CI.getPreprocessor(), HeaderOf,
                                             Out, DeclaredElsewhere);
  }

private:
  const HeaderOfFile &HeaderOf;
  DeclaredNames &Out;
  std::set<std::string> *DeclaredElsewhere;
};

/// Parses one TU including \p Includes and adds what it declares to \p Out;
/// returns false on compiler errors.
bool parseIncludes(const ClangSettings &Settings,
                   llvm::ArrayRef<std::string> Includes,
                   const HeaderOfFile &HeaderOf, bool ShowErrors,
                   DeclaredNames &Out,
                   std::set<std::string> *DeclaredElsewhere = nullptr) {
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
      CommandLine,
      std::make_unique<CollectAction>(HeaderOf, Found, DeclaredElsewhere),
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
  HeaderOfFile HeaderOf = listedHeaders(Files);
  if (Present.empty() || parseIncludes(Settings, Present, HeaderOf,
                                       /*ShowErrors=*/false, Result.Names))
    return Result;
  for (const std::string &H : Present)
    if (!parseIncludes(Settings, H, HeaderOf, /*ShowErrors=*/true,
                       Result.Names))
      Result.FailedHeaders.push_back(H);
  return Result;
}

/// Parses \p Includes in one translation unit, or, when that fails, in
/// halves, down to the headers that fail alone (some headers exclude each
/// other: cublas.h and cublas_v2.h).
void parseInHalves(const ClangSettings &Settings,
                   llvm::ArrayRef<std::string> Includes,
                   const HeaderOfFile &HeaderOf, ToolkitScan &Result) {
  if (Includes.empty())
    return;
  bool Alone = Includes.size() == 1;
  if (parseIncludes(Settings, Includes, HeaderOf, /*ShowErrors=*/Alone,
                    Result.Names, &Result.DeclaredElsewhere))
    return;
  if (Alone) {
    Result.FailedHeaders.push_back(Includes.front());
    return;
  }
  size_t Half = Includes.size() / 2;
  parseInHalves(Settings, Includes.take_front(Half), HeaderOf, Result);
  parseInHalves(Settings, Includes.drop_front(Half), HeaderOf, Result);
}

} // namespace

ToolkitScan scanToolkit(const ClangSettings &Settings,
                        llvm::ArrayRef<std::string> EntryHeaders,
                        llvm::StringRef ExcludedDirectory) {
  llvm::SmallString<256> Root;
  if (llvm::sys::fs::real_path(Settings.CudaPath + "/include", Root))
    Root = Settings.CudaPath + "/include";
  std::string Prefix = (Root + "/").str();
  std::string Excluded = (Prefix + ExcludedDirectory + "/").str();
  std::map<llvm::sys::fs::UniqueID, std::optional<std::string>> Seen;
  HeaderOfFile HeaderOf = [&](FileEntryRef File) -> std::optional<std::string> {
    auto [It, New] = Seen.try_emplace(File.getUniqueID());
    if (!New)
      return It->second;
    llvm::SmallString<256> Path;
    if (llvm::sys::fs::real_path(File.getName(), Path))
      return std::nullopt;
    llvm::StringRef P = Path;
    if (P.starts_with(Prefix) &&
        (ExcludedDirectory.empty() || !P.starts_with(Excluded)))
      It->second = P.drop_front(Prefix.size()).str();
    return It->second;
  };
  ToolkitScan Result;
  parseInHalves(Settings, EntryHeaders, HeaderOf, Result);
  return Result;
}

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
