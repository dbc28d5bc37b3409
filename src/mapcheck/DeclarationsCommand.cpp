#include "DeclarationsCommand.h"
#include "../rules/collisions/HipTypeSpelling.h"
#include "mapping/MappingTable.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <map>

using namespace clang;

namespace hipify::mapcheck {
namespace {

/// HIP's template of every vector type (float2 is HIP_vector_type<float, 2>).
constexpr llvm::StringLiteral VectorTemplate = "HIP_vector_type";

/// The headers a converted source includes for what CUDA's runtime gives it.
constexpr const char *Headers[] = {"hip/hip_runtime.h", "hip/hip_fp16.h",
                                   "hip/hip_bf16.h", "hip/hip_bfloat16.h",
                                   "hip/hip_complex.h"};

/// A line of the list, without the version that has it. Its fields are
/// what identifies it across versions; the headers may move.
struct Line {
  std::string Fields;
  /// Where it is declared, and the header of the list a source includes to
  /// see it (`hip/hip_complex.h`).
  std::string Header, Via;
};

class Collector {
public:
  Collector(ASTContext &AST, llvm::StringRef IncludeDir,
            const llvm::StringSet<> &HipTypes, std::vector<Line> &Out)
      : SM(AST.getSourceManager()), IncludeDir(IncludeDir), HipTypes(HipTypes),
        Out(Out) {}

  void walk(const DeclContext &DC) {
    for (const Decl *D : DC.decls()) {
      if (const auto *Linkage = dyn_cast<LinkageSpecDecl>(D))
        walk(*Linkage);
      else if (const auto *FD = dyn_cast<FunctionDecl>(D))
        function(*FD, "function");
      else if (const auto *T = dyn_cast<TypedefNameDecl>(D))
        vectorType(*T);
      else if (const auto *CT = dyn_cast<ClassTemplateDecl>(D);
               CT && CT->getName() == VectorTemplate)
        vectorOperators(*CT->getTemplatedDecl());
    }
  }

private:
  /// `hip/...` when \p D is declared in the installation's HIP headers.
  std::optional<std::string> header(const Decl &D) {
    return header(SM.getFileID(SM.getExpansionLoc(D.getLocation())));
  }

  std::optional<std::string> header(FileID FID) {
    OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
    if (!File)
      return std::nullopt;
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(File->getName(), Real))
      return std::nullopt;
    llvm::StringRef Path = Real;
    if (!Path.consume_front(IncludeDir) || !Path.consume_front("/hip/"))
      return std::nullopt;
    return "hip/" + Path.str();
  }

  /// The header the TU includes that brought \p D in.
  std::string via(const Decl &D) {
    FileID FID = SM.getFileID(SM.getExpansionLoc(D.getLocation()));
    for (FileID Up = FID; Up.isValid() && Up != SM.getMainFileID();
         Up = SM.getFileID(SM.getIncludeLoc(Up)))
      FID = Up;
    return header(FID).value_or("");
  }

  std::optional<std::string> name(const NamedDecl &D) {
    if (isa<TemplateTypeParmDecl>(D))
      return D.getNameAsString();
    if (const auto *R = dyn_cast<CXXRecordDecl>(&D);
        R && R->getDescribedClassTemplate() && R->getName() == VectorTemplate)
      return std::string("V");
    // float2 and hipFloatComplex are one type: a vector is spelled as the
    // specialization it is (`HIP_vector_type<float, 2>`).
    if (const auto *T = dyn_cast<TypedefNameDecl>(&D); T && isVector(*T))
      return std::nullopt;
    if (D.getIdentifier() && HipTypes.contains(D.getName()))
      return D.getNameAsString();
    return std::nullopt;
  }

  std::string spell(QualType T) {
    return spellHipType(T, [&](const NamedDecl &D) { return name(D); });
  }

  static std::string target(const FunctionDecl &FD) {
    bool Device = FD.hasAttr<CUDADeviceAttr>();
    bool Host = FD.hasAttr<CUDAHostAttr>() || !Device;
    return Host && Device ? "host device" : Device ? "device" : "host";
  }

  /// The function's parameters, a defaulted one marked ` =`.
  void parameters(const FunctionDecl &FD, std::vector<std::string> &Params) {
    for (const ParmVarDecl *P : FD.parameters())
      Params.push_back(spell(P->getType()) + (P->hasDefaultArg() ? " =" : ""));
    if (FD.isVariadic())
      Params.push_back("...");
  }

  void add(const FunctionDecl &FD, llvm::StringRef Kind,
           llvm::ArrayRef<std::string> Params, std::string Header) {
    std::string Fields =
        (Kind + "\t" + FD.getNameAsString() + "\t" + target(FD)).str();
    for (const std::string &P : Params)
      Fields += "\t" + P;
    Out.push_back({std::move(Fields), std::move(Header), via(FD)});
  }

  void function(const FunctionDecl &FD, llvm::StringRef Kind) {
    if (FD.isImplicit() || FD.getDescribedFunctionTemplate() ||
        FD.isTemplateInstantiation())
      return;
    llvm::StringRef Name =
        FD.getIdentifier() ? FD.getName() : llvm::StringRef();
    // Device-library internals no user names.
    if (Name.starts_with("__ocml_") || Name.starts_with("__ockl_") ||
        Name.starts_with("__llvm_") || Name.starts_with("__builtin_"))
      return;
    bool Operator = FD.isOverloadedOperator();
    if (!Operator && !FD.hasAttr<CUDADeviceAttr>())
      return; // the host API: hip* names no CUDA code defines
    std::optional<std::string> Header = header(FD);
    if (!Header)
      return;
    std::vector<std::string> Params;
    parameters(FD, Params);
    add(FD, Operator ? "operator" : Kind, Params, *Header);
  }

  static const ClassTemplateSpecializationDecl *
  vectorOf(const TypedefNameDecl &T) {
    const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        T.getUnderlyingType()->getAsCXXRecordDecl());
    return Spec && Spec->getName() == VectorTemplate ? Spec : nullptr;
  }
  static bool isVector(const TypedefNameDecl &T) { return vectorOf(T); }

  void vectorType(const TypedefNameDecl &T) {
    const ClassTemplateSpecializationDecl *Spec = vectorOf(T);
    std::optional<std::string> Header = header(T);
    if (!Spec || !Header)
      return;
    Out.push_back({"vector\t" + T.getNameAsString() + "\t" +
                       spell(T.getUnderlyingType()) + "\t" +
                       spell(Spec->getTemplateArgs()[0].getAsType()),
                   *Header, via(T)});
  }

  /// The operators a call on a vector finds besides the user's: members
  /// (their object as the first parameter) and hidden friends that are not
  /// templates (a template loses to the user's function, never ties).
  void vectorOperators(const CXXRecordDecl &Vector) {
    std::optional<std::string> Header = header(Vector);
    if (!Header)
      return;
    for (const Decl *D : Vector.decls()) {
      const FunctionDecl *FD = nullptr;
      std::vector<std::string> Params;
      if (const auto *Friend = dyn_cast<FriendDecl>(D)) {
        FD = dyn_cast_or_null<FunctionDecl>(Friend->getFriendDecl());
      } else if (const auto *M = dyn_cast<CXXMethodDecl>(D);
                 M && !isa<CXXConstructorDecl>(M) &&
                 !isa<CXXConversionDecl>(M)) {
        FD = M;
        Params.push_back(M->isConst() ? "const V &" : "V &");
      }
      if (!FD || FD->isImplicit() || FD->getDescribedFunctionTemplate() ||
          !FD->isOverloadedOperator())
        continue;
      // These can only be members: no free function of the user's competes.
      OverloadedOperatorKind Op = FD->getOverloadedOperator();
      if (Op == OO_Equal || Op == OO_Subscript || Op == OO_Call ||
          Op == OO_Arrow)
        continue;
      parameters(*FD, Params);
      add(*FD, "operator", Params, *Header);
    }
  }

  SourceManager &SM;
  llvm::StringRef IncludeDir;
  const llvm::StringSet<> &HipTypes;
  std::vector<Line> &Out;
};

class CollectAction : public ASTFrontendAction {
public:
  CollectAction(llvm::StringRef IncludeDir, const llvm::StringSet<> &HipTypes,
                std::vector<Line> &Out)
      : IncludeDir(IncludeDir), HipTypes(HipTypes), Out(Out) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 llvm::StringRef) override {
    struct Consumer : ASTConsumer {
      CollectAction &Action;
      explicit Consumer(CollectAction &A) : Action(A) {}
      void HandleTranslationUnit(ASTContext &AST) override {
        Collector(AST, Action.IncludeDir, Action.HipTypes, Action.Out)
            .walk(*AST.getTranslationUnitDecl());
      }
    };
    return std::make_unique<Consumer>(*this);
  }

private:
  std::string IncludeDir;
  const llvm::StringSet<> &HipTypes;
  std::vector<Line> &Out;
};

/// The HIP names the tables give types: where a HIP header's type is
/// spelled by one, the list spells it so, as the converted code does.
llvm::StringSet<> hipTypeNames() {
  llvm::StringSet<> Names;
  for (const MappingEntry &E : MappingTable::builtin().entries())
    if (E.Kind == MappingKind::Type || E.Kind == MappingKind::Enum)
      Names.insert(E.HipName);
  return Names;
}

/// The code that includes each header of the list a source may include.
std::string includeEveryHeader() {
  std::string Code;
  for (const char *H : Headers)
    Code += std::string("#if __has_include(<") + H + ">)\n#include <" + H +
            ">\n#endif\n";
  return Code;
}

/// One pass (host or device) of HIP's AMD headers, as hipcc parses them.
std::vector<std::string> amdArguments(const DeclarationsOptions &Options,
                                      llvm::StringRef Pass) {
  return {"-x", "hip", "--offload-arch=gfx90a", "-nogpulib", "-nohipwrapperinc",
          Pass.str(), "-std=c++17", "-fsyntax-only", "-Wno-everything",
          // Removed from clang 22; HIP's warp functions still read it.
          "-D__AMDGCN_WAVEFRONT_SIZE=64", "-resource-dir", Options.ResourceDir,
          "-include", "__clang_hip_runtime_wrapper.h"};
}

/// One pass of HIP's NVIDIA-platform headers, over CUDA's in clang's CUDA
/// mode (../shared/hip-nvidia/README.md).
std::vector<std::string> nvidiaArguments(const DeclarationsOptions &Options,
                                         llvm::StringRef Pass) {
  return {"-x",
          "cuda",
          Pass.str(),
          "--cuda-path=" + Options.CudaPath,
          "--cuda-gpu-arch=sm_90",
          "-std=c++17",
          "-fsyntax-only",
          "-Wno-everything",
          "-D__HIP_PLATFORM_NVIDIA__",
          "-resource-dir",
          Options.ResourceDir};
}

/// Whether the headers under \p Dir parsed without errors; what they
/// declared is in \p Out all the same. Errors go to stderr.
bool parse(const DeclarationsOptions &Options, llvm::StringRef Dir,
           std::vector<std::string> Args, const llvm::StringSet<> &HipTypes,
           std::vector<Line> &Out) {
  llvm::SmallString<256> IncludeDir;
  if (llvm::sys::fs::real_path(Dir, IncludeDir)) {
    llvm::errs() << "hipify-mapcheck: error: no directory '" << Dir << "'\n";
    return false;
  }
  // A system directory given again would come before libc++'s and break
  // its #include_next.
  if (IncludeDir != "/usr/include")
    Args.insert(Args.end(), {"-isystem", std::string(IncludeDir)});
  return tooling::runToolOnCodeWithArgs(
      std::make_unique<CollectAction>(IncludeDir, HipTypes, Out),
      includeEveryHeader(), Args, "hip-declarations.hip", Options.ClangPath);
}

/// The header of HIP's NVIDIA platform that declares each of the lines'
/// fields too, by fields.
std::optional<std::map<std::string, std::string>>
nvidiaHeaders(const DeclarationsOptions &Options,
              const llvm::StringSet<> &HipTypes) {
  std::vector<Line> Lines;
  for (llvm::StringRef Pass : {"--cuda-host-only", "--cuda-device-only"})
    if (!parse(Options, Options.HipNvidiaDir, nvidiaArguments(Options, Pass),
               HipTypes, Lines)) {
      llvm::errs() << "hipify-mapcheck: error: HIP's NVIDIA-platform headers "
                      "in '"
                   << Options.HipNvidiaDir << "' do not parse (" << Pass
                   << ")\n";
      return std::nullopt;
    }
  std::map<std::string, std::string> Headers;
  for (Line &L : Lines)
    Headers.emplace(L.Fields, L.Header);
  return Headers;
}

} // namespace

int runDeclarations(const DeclarationsOptions &Options, llvm::raw_ostream &OS) {
  if (Options.Installations.empty()) {
    llvm::errs() << "hipify-mapcheck: error: give --hip VERSION=DIR\n";
    return 1;
  }
  llvm::StringSet<> HipTypes = hipTypeNames();
  struct Where {
    std::vector<std::string> Versions; ///< those that have it
    Line Newest;                       ///< the headers of the newest
  };
  std::map<std::string, Where> Found;
  for (const HipInstallation &Hip : Options.Installations) {
    std::vector<Line> Lines;
    for (llvm::StringRef Pass :
         {"--offload-host-only", "--offload-device-only"})
      if (!parse(Options, Hip.IncludeDir, amdArguments(Options, Pass), HipTypes,
                 Lines))
        // Errors in bodies (an older HIP's builtins clang no longer has)
        // leave the declarations: they are kept, the errors shown.
        llvm::errs() << "hipify-mapcheck: warning: HIP " << Hip.Version
                     << "'s headers in '" << Hip.IncludeDir << "' have errors ("
                     << Pass << ")\n";
    for (Line &L : Lines) {
      Where &W = Found[L.Fields];
      if (W.Versions.empty() || W.Versions.back() != Hip.Version)
        W.Versions.push_back(Hip.Version);
      W.Newest = L;
    }
  }
  std::map<std::string, std::string> Nvidia;
  if (!Options.HipNvidiaDir.empty()) {
    std::optional<std::map<std::string, std::string>> Headers =
        nvidiaHeaders(Options, HipTypes);
    if (!Headers)
      return 1;
    Nvidia = std::move(*Headers);
  }
  OS << "# Generated by `hipify-mapcheck declarations` from HIP's headers; do "
        "not edit (docs/mapping-checks.md).\n";
  for (const HipInstallation &Hip : Options.Installations)
    OS << "# hip: " << Hip.Version << "\n";
  OS << "# vector NAME TYPE ELEMENT HIP-VERSIONS HEADER INCLUDED-BY\n"
     << "# function|operator NAME TARGET HIP-VERSIONS HEADER INCLUDED-BY "
        "PARAMETER... "
        "(V: any vector, T: its element, ` =`: defaulted)\n";
  if (!Options.HipNvidiaDir.empty())
    OS << "# nvidia function|operator NAME TARGET HEADER PARAMETER...: HIP's "
          "NVIDIA platform declares the line above too\n";
  for (const auto &[Fields, W] : Found) {
    llvm::SmallVector<llvm::StringRef, 8> Columns;
    llvm::StringRef(Fields).split(Columns, '\t');
    // kind, name, target; a vector's: kind, name, type, element.
    const unsigned Fixed = Columns[0] == "vector" ? 4 : 3;
    OS << llvm::join(llvm::ArrayRef(Columns).take_front(Fixed), "\t") << "\t"
       << llvm::join(W.Versions, ",") << "\t" << W.Newest.Header << "\t"
       << W.Newest.Via;
    for (llvm::StringRef C : llvm::ArrayRef(Columns).drop_front(Fixed))
      OS << "\t" << C;
    OS << "\n";
    if (auto It = Nvidia.find(Fields); It != Nvidia.end()) {
      OS << "nvidia\t"
         << llvm::join(llvm::ArrayRef(Columns).take_front(Fixed), "\t") << "\t"
         << It->second;
      for (llvm::StringRef C : llvm::ArrayRef(Columns).drop_front(Fixed))
        OS << "\t" << C;
      OS << "\n";
    }
  }
  return 0;
}

} // namespace hipify::mapcheck
