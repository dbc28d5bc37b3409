//===- hipify-mapcheck: checks of the mapping data against real headers ---===//
//
//   hipify-mapcheck coverage [--family NAME] [--list] [--cuda-path DIR]
//                            [--require-zero NAME,...]
//                            [--hip-include-root DIR|none]
//   hipify-mapcheck targets  [--hip-api DIR]
//   hipify-mapcheck platforms [--hip-api DIR] [--hip-include-root DIR]...
//   hipify-mapcheck declarations --hip VERSION=DIR... [--hip-nvidia DIR]
//                                [--cuda-path DIR] [-o FILE]
//   hipify-mapcheck cuda-names [--cuda-path DIR] [-o FILE]
//   hipify-mapcheck candidates [--target roc|miopen] [--hip-api DIR]
//                              [--cuda-path DIR] [--hip-include-root DIR]
//
// See docs/mapping-checks.md.
//
//===----------------------------------------------------------------------===//
#include "CandidatesCommand.h"
#include "CoverageCommand.h"
#include "CudaNamesCommand.h"
#include "DeclarationsCommand.h"
#include "PlatformsCommand.h"
#include "TargetsCommand.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace hipify;
using namespace hipify::mapcheck;

static cl::SubCommand
    CoverageCmd("coverage",
                "Count the CUDA header identifiers the mappings classify");
static cl::SubCommand
    TargetsCmd("targets", "Check that the HIP names of the mappings exist");
static cl::SubCommand PlatformsCmd(
    "platforms",
    "Check that the macros of the mappings exist on both HIP platforms");

static cl::SubCommand DeclarationsCmd(
    "declarations",
    "Write the device functions and vector operators HIP's headers declare");

static cl::SubCommand
    CudaNamesCmd("cuda-names",
                 "Write every name the CUDA toolkit's headers declare");

static cl::SubCommand
    CandidatesCmd("candidates",
                  "List the names of a target's lists that a naming rule "
                  "finds for the entries lacking that target");

static cl::opt<std::string>
    MappingDir("mappings", cl::desc("the mappings/ directory"),
               cl::init(HIPIFY_MAPPINGS_DIR), cl::sub(CoverageCmd),
               cl::sub(TargetsCmd), cl::sub(PlatformsCmd),
               cl::sub(CandidatesCmd));
static cl::opt<std::string>
    Target("target",
           cl::desc("the column to fill: roc (roc=) or miopen (the "
                    "cuDNN family's HIP column)"),
           cl::init("roc"), cl::sub(CandidatesCmd));

static cl::list<std::string>
    Families("family", cl::desc("only this family (file name without .tsv)"),
             cl::sub(CoverageCmd));
static cl::opt<bool> List("list",
                          cl::desc("list the unclassified names, file:line"),
                          cl::sub(CoverageCmd));
static cl::opt<std::string>
    CudaPath("cuda-path",
             cl::desc("CUDA installation (default: $CUDA_PATH or "
                      "/usr/local/cuda)"),
             cl::sub(CoverageCmd), cl::sub(CudaNamesCmd),
             cl::sub(CandidatesCmd), cl::sub(DeclarationsCmd));
static cl::list<std::string>
    RequireZero("require-zero", cl::CommaSeparated,
                cl::desc("fail when these families have unclassified names"),
                cl::sub(CoverageCmd));

static cl::opt<std::string>
    HipApiDir("hip-api", cl::desc("directory of the HIP name lists (*.txt)"),
              cl::init(HIPIFY_HIP_API_DIR), cl::sub(TargetsCmd),
              cl::sub(PlatformsCmd), cl::sub(CandidatesCmd));
static cl::opt<std::string> IncludeRoot(
    "hip-include-root",
    cl::desc("where the installed HIP headers are (the directory holding "
             "hip/); coverage compares the default arguments with them "
             "(default: ROCm 6.4's under " HIPIFY_ROCM_CACHE
             " when present, else /usr/include; 'none': not compared)"),
    cl::sub(CoverageCmd), cl::sub(TargetsCmd), cl::sub(CandidatesCmd));

static cl::list<std::string>
    IncludeRoots("hip-include-root",
                 cl::desc("where installed HIP headers are (default: "
                          "/usr/include); repeat for several HIP versions"),
                 cl::sub(PlatformsCmd));

static cl::list<std::string>
    HipInstallations("hip",
                     cl::desc("VERSION=DIR: a HIP whose DIR holds hip/ "
                              "(oldest first)"),
                     cl::sub(DeclarationsCmd));
static cl::opt<std::string>
    HipNvidiaDir("hip-nvidia",
                 cl::desc("DIR holding hip/ of HIP's NVIDIA platform: mark "
                          "what it declares too"),
                 cl::sub(DeclarationsCmd));
static cl::opt<std::string> OutputFile("o", cl::desc("output file"),
                                       cl::init("-"), cl::sub(DeclarationsCmd),
                                       cl::sub(CudaNamesCmd));

/// Runs \p Write on the -o file, replaced only when it succeeds.
static int writeOutput(function_ref<int(raw_ostream &)> Write) {
  std::string Text;
  raw_string_ostream Buffer(Text);
  int Status = Write(Buffer);
  if (Status != 0)
    return Status;
  std::error_code EC;
  raw_fd_ostream OS(OutputFile, EC);
  if (EC) {
    errs() << "hipify-mapcheck: error: " << OutputFile << ": " << EC.message()
           << "\n";
    return 1;
  }
  OS << Text;
  return 0;
}

static std::string cudaPath();

static int writeDeclarations() {
  DeclarationsOptions Options;
  Options.ClangPath = HIPIFY_CLANG_PATH;
  Options.ResourceDir = HIPIFY_CLANG_RESOURCE_DIR;
  for (StringRef H : HipInstallations) {
    auto [Version, Dir] = H.split('=');
    if (Dir.empty()) {
      errs() << "hipify-mapcheck: error: --hip " << H << ": give VERSION=DIR\n";
      return 1;
    }
    Options.Installations.push_back({Version.str(), Dir.str()});
  }
  Options.HipNvidiaDir = HipNvidiaDir;
  Options.CudaPath = cudaPath();
  return writeOutput(
      [&](raw_ostream &OS) { return runDeclarations(Options, OS); });
}

/// The HIP headers coverage compares with: a current ROCm's when this
/// machine has one, else the system's.
static std::string hipIncludeRoot() {
  if (!IncludeRoot.empty())
    return IncludeRoot == "none" ? std::string() : IncludeRoot.getValue();
  for (const char *Root : {HIPIFY_ROCM_CACHE "/usr/include", "/usr/include"})
    if (sys::fs::is_directory(std::string(Root) + "/hip"))
      return Root;
  return "";
}

static std::string cudaPath() {
  if (!CudaPath.empty())
    return CudaPath;
  if (std::optional<std::string> Env = sys::Process::GetEnv("CUDA_PATH"))
    return *Env;
  return "/usr/local/cuda";
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "hipify-cpp mapping data checks\n");
  if (DeclarationsCmd)
    return writeDeclarations();
  if (CudaNamesCmd) {
    ClangSettings Settings;
    Settings.ClangPath = HIPIFY_CLANG_PATH;
    Settings.ResourceDir = HIPIFY_CLANG_RESOURCE_DIR;
    Settings.CudaPath = cudaPath();
    return writeOutput(
        [&](raw_ostream &OS) { return runCudaNames(Settings, OS); });
  }
  std::vector<mapgen::MappingDiagnostic> Diags;
  auto All = mapgen::loadMappingDirectory(MappingDir, Diags);
  for (const mapgen::MappingDiagnostic &D : Diags)
    errs() << D.str() << "\n";
  if (!Diags.empty())
    return 1;
  if (All.empty()) {
    errs() << "hipify-mapcheck: error: no *.tsv in '" << MappingDir << "'\n";
    return 1;
  }

  if (CoverageCmd) {
    CoverageOptions Options;
    Options.Settings.ClangPath = HIPIFY_CLANG_PATH;
    Options.Settings.ResourceDir = HIPIFY_CLANG_RESOURCE_DIR;
    Options.Settings.CudaPath = cudaPath();
    Options.Families.assign(Families.begin(), Families.end());
    Options.RequireZero.assign(RequireZero.begin(), RequireZero.end());
    Options.ListUnclassified = List;
    Options.HipIncludeRoot = hipIncludeRoot();
    return runCoverage(All, Options, outs());
  }
  if (TargetsCmd) {
    TargetsOptions Options;
    Options.HipApiDirectory = HipApiDir;
    Options.IncludeRoot = IncludeRoot.empty() ? std::string("/usr/include")
                                              : IncludeRoot.getValue();
    Options.InstalledHeaderDirs = {"hip", "hipsparse", "hiprand", "rocrand"};
    return runTargets(All, Options, outs());
  }
  if (CandidatesCmd) {
    CandidatesOptions Options;
    Options.Target = Target;
    Options.HipApiDirectory = HipApiDir;
    Options.CudaIncludeDir = cudaPath() + "/include";
    Options.TargetIncludeRoot = hipIncludeRoot();
    return runCandidates(All, Options, outs());
  }
  if (PlatformsCmd) {
    PlatformsOptions Options;
    Options.HipApiDirectory = HipApiDir;
    Options.IncludeRoots.assign(IncludeRoots.begin(), IncludeRoots.end());
    if (Options.IncludeRoots.empty())
      Options.IncludeRoots = {"/usr/include"};
    // The HIP runtime's and its libraries' headers (the AMD side of what
    // the mappings emit); rocPRIM and Thrust define no macro they emit.
    Options.AmdHeaderDirs = {
        "hip",       "hipblas",   "hipblas-common", "hipblaslt", "hipfft",
        "hipsolver", "hipsparse", "hiprand",        "rocrand",   "hipcub",
        "miopen",    "rocblas",   "rocsparse",      "rocsolver", "rccl"};
    return runPlatforms(All, Options, outs());
  }
  errs() << "hipify-mapcheck: error: give a command: coverage, targets, "
            "platforms, declarations, cuda-names or candidates (see --help)\n";
  return 1;
}
