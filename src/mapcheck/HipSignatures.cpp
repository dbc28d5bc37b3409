#include "HipSignatures.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace hipify::mapcheck {
namespace {

class FunctionCollector : public ASTConsumer {
public:
  explicit FunctionCollector(DeclaredNames &Out) : Out(Out) {}

  void HandleTranslationUnit(ASTContext &AST) override {
    walk(AST.getTranslationUnitDecl(), AST.getSourceManager());
  }

private:
  void walk(const DeclContext *DC, const SourceManager &SM) {
    for (const Decl *D : DC->decls()) {
      if (isa<LinkageSpecDecl>(D)) {
        walk(cast<DeclContext>(D), SM);
        continue;
      }
      const FunctionDecl *FD = D->getAsFunction();
      if (!FD || !FD->getDeclName().isIdentifier() || isa<CXXMethodDecl>(FD) ||
          SM.isInSystemHeader(D->getLocation()) ||
          SM.isInMainFile(D->getLocation()))
        continue;
      PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(D->getLocation()));
      auto [It, Inserted] = Out.try_emplace(
          FD->getName().str(), DeclaredName{MappingKind::Function, "",
                                            P.getFilename(), P.getLine()});
      It->second.mergeSignature(signatureOf(*FD));
      (void)Inserted;
    }
  }

  DeclaredNames &Out;
};

class CollectAction : public ASTFrontendAction {
public:
  explicit CollectAction(DeclaredNames &Out) : Out(Out) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 llvm::StringRef) override {
    return std::make_unique<FunctionCollector>(Out);
  }

private:
  DeclaredNames &Out;
};

} // namespace

llvm::Expected<DeclaredNames>
scanHipFunctions(const ClangSettings &Settings, llvm::StringRef IncludeRoot,
                 llvm::ArrayRef<std::string> Headers) {
  llvm::SmallString<256> Hip(IncludeRoot);
  llvm::sys::path::append(Hip, "hip");
  if (!llvm::sys::fs::is_directory(Hip))
    return llvm::createStringError("no HIP headers in '" + IncludeRoot + "'");
  // A directory holding only a link to hip/: -I on it finds HIP's headers and
  // nothing else of the installation.
  llvm::SmallString<256> Dir;
  if (std::error_code EC =
          llvm::sys::fs::createUniqueDirectory("hipify-mapcheck-hip", Dir))
    return llvm::createStringError(EC, "cannot create a temporary directory");
  llvm::SmallString<256> Link(Dir);
  llvm::sys::path::append(Link, "hip");
  llvm::sys::fs::create_link(Hip, Link);

  llvm::SmallString<256> Source(Dir);
  llvm::sys::path::append(Source, "headers.cpp");
  std::string Text;
  for (const std::string &H : Headers)
    Text += "#include <" + H + ">\n";
  // HIP host code, as hipcc compiles it (HIP's C++ overloads with defaults
  // are declared only there), without clang's HIP wrapper headers.
  std::vector<std::string> Args = {"-x",
                                   "hip",
                                   "--cuda-host-only",
                                   "-nogpuinc",
                                   "-nogpulib",
                                   "--offload-arch=gfx90a",
                                   "-std=c++17",
                                   "-w",
                                   "-D__HIP_PLATFORM_AMD__",
                                   "-I",
                                   std::string(Dir)};
  if (!Settings.ResourceDir.empty())
    Args.insert(Args.end(), {"-resource-dir", Settings.ResourceDir});

  DeclaredNames Found;
  bool Parsed =
      tooling::runToolOnCodeWithArgs(std::make_unique<CollectAction>(Found),
                                     Text, Args, Source, Settings.ClangPath);
  // Named where they are, not through the link.
  for (auto &Entry : Found) {
    llvm::StringRef File = Entry.second.File;
    if (File.consume_front(Dir))
      Entry.second.File = (IncludeRoot + File).str();
  }
  llvm::sys::fs::remove(Link);
  llvm::sys::fs::remove(Dir);
  if (!Parsed)
    return llvm::createStringError("the HIP headers in '" + IncludeRoot +
                                   "' did not parse");
  return Found;
}

} // namespace hipify::mapcheck
