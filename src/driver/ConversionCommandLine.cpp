//===- ConversionCommandLine.cpp - The options that shape the conversion --===//
#include "ConversionCommandLine.h"

using namespace llvm;

namespace hipify {

cl::OptionCategory &optionCategory() {
  static cl::OptionCategory Category("hipify-cpp options");
  return Category;
}

namespace {

cl::opt<std::string> CudaPath(
    "cuda-path",
    cl::desc("CUDA installation (default: $CUDA_PATH or /usr/local/cuda)"),
    cl::value_desc("dir"), cl::cat(optionCategory()));
cl::opt<std::string> GpuArch("cuda-gpu-arch",
                             cl::desc("CUDA GPU architecture (default sm_80)"),
                             cl::cat(optionCategory()));
cl::opt<std::string> ResourceDir("clang-resource-directory",
                                 cl::desc("Clang resource directory"),
                                 cl::cat(optionCategory()));
cl::list<std::string> IncludeDirs("I", cl::Prefix,
                                  cl::desc("Include directory"),
                                  cl::value_desc("dir"),
                                  cl::cat(optionCategory()));
cl::list<std::string> Defines("D", cl::Prefix, cl::desc("Define a macro"),
                              cl::value_desc("macro"),
                              cl::cat(optionCategory()));
cl::list<std::string> Undefines("U", cl::Prefix, cl::desc("Undefine a macro"),
                                cl::value_desc("macro"),
                                cl::cat(optionCategory()));
cl::list<std::string>
    ExtraArgs("extra-arg",
              cl::desc("Append an argument to the clang command line"),
              cl::cat(optionCategory()));
cl::list<std::string>
    ExtraArgsBefore("extra-arg-before",
                    cl::desc("Prepend an argument to the clang command line"),
                    cl::cat(optionCategory()));
cl::opt<bool>
    HipKernelSyntax("hip-kernel-execution-syntax",
                    cl::desc("Rewrite <<<>>> launches as hipLaunchKernelGGL"),
                    cl::cat(optionCategory()));
cl::opt<bool> CudaKernelSyntax("cuda-kernel-execution-syntax",
                               cl::desc("Keep <<<>>> launches (default)"),
                               cl::cat(optionCategory()));
cl::opt<bool>
    SkipExcludedBlocks("skip-excluded-preprocessor-conditional-blocks",
                       cl::desc("Do not convert inside inactive #if branches"),
                       cl::cat(optionCategory()));
cl::alias DefaultPreprocessor(
    "default-preprocessor", cl::aliasopt(SkipExcludedBlocks),
    cl::desc("Alias for --skip-excluded-preprocessor-conditional-blocks"));
cl::opt<bool> Experimental("experimental",
                           cl::desc("Convert APIs HIP marks experimental"),
                           cl::cat(optionCategory()));
cl::opt<std::string> HipVersionOption(
    "hip-version",
    cl::desc("HIP version the output targets: newer names are left as "
             "written and reported (default: the newest --versions names)"),
    cl::value_desc("X.Y"), cl::cat(optionCategory()));
cl::opt<bool> ClangWarnings("clang-warnings",
                            cl::desc("Print clang's warnings (as -v does); "
                                     "its errors are always printed"),
                            cl::cat(optionCategory()));
cl::opt<bool> Amap("amap",
                   cl::desc("Convert names HIP lacks all the same (cuda -> "
                            "hip), still reporting them"),
                   cl::cat(optionCategory()));
cl::opt<bool> Roc("roc",
                  cl::desc("Target rocBLAS, rocSPARSE, rocRAND and rocSOLVER "
                           "instead of the hip* libraries"),
                  cl::cat(optionCategory()));
cl::opt<bool> UseHipDataTypes(
    "use-hip-data-types",
    cl::desc("With --roc, keep hipDataType instead of rocblas_datatype"),
    cl::cat(optionCategory()));
cl::opt<bool> FlatLibraryIncludes(
    "flat-library-includes",
    cl::desc("Include hipBLAS, hipSPARSE, hipRAND, hipFFT and hipSOLVER "
             "headers by file name (<hipblas.h>), as hipify-clang does and "
             "ROCm before 5.2 needs"),
    cl::cat(optionCategory()));
cl::opt<bool> Hipdnn(
    "hipdnn",
    cl::desc("Translate cuDNN to hipDNN (hipify-clang's default; hipDNN ships "
             "in no ROCm) instead of MIOpen"),
    cl::cat(optionCategory()));
cl::opt<bool> Miopen("miopen",
                     cl::desc("Translate cuDNN to MIOpen (the default)"),
                     cl::cat(optionCategory()));
cl::opt<bool>
    NoUndocumented("no-undocumented-features",
                   cl::desc("Rely on no undocumented HIP feature (never done)"),
                   cl::cat(optionCategory()));
cl::opt<bool> NoUndocumentedWarnings(
    "no-warnings-on-undocumented-features",
    cl::desc("No warnings on undocumented features (none are used)"),
    cl::cat(optionCategory()));
cl::opt<bool> NoStringLiterals(
    "no-string-literals",
    cl::desc("Leave CUDA names inside string literals as written"),
    cl::cat(optionCategory()));
cl::opt<bool>
    NoWarpSizeChecks("no-warp-size-checks",
                     cl::desc("Do not report code that assumes 32-lane warps"),
                     cl::cat(optionCategory()));
cl::opt<bool> FixWarpSize(
    "fix-warp-size",
    cl::desc("Rewrite the warp-size hazards whose fix is mechanical "
             "(0xffffffff masks, unsigned ballots, __popc of a ballot)"),
    cl::cat(optionCategory()));
cl::opt<bool> NumericsStrict(
    "numerics-strict",
    cl::desc("Leave as written the calls whose HIP form computes otherwise "
             "on special values only (a NaN-propagation option MIOpen has "
             "no parameter for), rather than convert them with a warning"),
    cl::cat(optionCategory()));
cl::opt<std::string> Numerics(
    "numerics",
    cl::desc("Which numerics-* findings: 'default', the places results may "
             "differ from CUDA's, or 'all', also the notes on what may "
             "differ in the last bits only (float sums across lanes)"),
    cl::value_desc("default|all"), cl::cat(optionCategory()));
cl::opt<bool> ResolveCollisions(
    "resolve-collisions",
    cl::desc("Keep the user's definitions of device functions HIP's headers "
             "also define (atomicMax(double *, double)) from HIP on AMD, by "
             "#if !defined(__HIP_PLATFORM_AMD__)"),
    cl::cat(optionCategory()));
cl::opt<bool> TimeReport(
    "time-report",
    cl::desc("Print where the run's time went: preambles, parsing, rules, "
             "the audit, writing"),
    cl::cat(optionCategory()));
cl::list<std::string> RulesEnable(
    "rules-enable", cl::CommaSeparated,
    cl::desc("Run these rules although their option leaves them off "
             "(comma-separated names; --list-rules)"),
    cl::value_desc("rule,..."), cl::cat(optionCategory()));
cl::list<std::string>
    RulesDisable("rules-disable", cl::CommaSeparated,
                 cl::desc("Do not run these rules (comma-separated names; "
                          "--list-rules)"),
                 cl::value_desc("rule,..."), cl::cat(optionCategory()));
cl::opt<bool> ListRules(
    "list-rules",
    cl::desc("List the rules by name, with what they do and whether they "
             "run with the other options given"),
    cl::cat(optionCategory()));
cl::list<std::string> UserRules(
    "rules",
    cl::desc("Rename the project's own names as this file says (name, "
             "replacement, kind per line; also read from .hipify-rules)"),
    cl::value_desc("file"), cl::cat(optionCategory()));
/// -D and -U, in the order written: the last one of a macro wins.
void appendMacroFlags(std::vector<std::string> &Args) {
  std::vector<std::pair<unsigned, std::string>> Flags;
  for (unsigned I = 0; I < Defines.size(); ++I)
    Flags.emplace_back(Defines.getPosition(I), "-D" + Defines[I]);
  for (unsigned I = 0; I < Undefines.size(); ++I)
    Flags.emplace_back(Undefines.getPosition(I), "-U" + Undefines[I]);
  llvm::sort(Flags);
  for (auto &Flag : Flags)
    Args.push_back(std::move(Flag.second));
}

} // namespace

void readConversionOptions(ParsedCommandLine &Parsed) {
  Parsed.CudaPath = CudaPath;
  Parsed.RulesEnable = RulesEnable;
  Parsed.RulesDisable = RulesDisable;
  Parsed.ListRules = ListRules;
  if (HipVersionOption.getNumOccurrences())
    Parsed.HipVersion = HipVersionOption;
  if (Numerics.getNumOccurrences())
    Parsed.Numerics = Numerics;

  ClangSettings &Clang = Parsed.Options.Clang;
  Clang.ClangPath = HIPIFY_CLANG_PATH;
  Clang.ResourceDir = ResourceDir.empty()
                          ? std::string(HIPIFY_CLANG_RESOURCE_DIR)
                          : ResourceDir;
  Clang.GpuArch = GpuArch;
  Clang.ExtraArgsBefore = ExtraArgsBefore;
  for (const std::string &I : IncludeDirs)
    Clang.ExtraArgs.push_back("-I" + I);
  appendMacroFlags(Clang.ExtraArgs);
  Clang.ExtraArgs.insert(Clang.ExtraArgs.end(), ExtraArgs.begin(),
                         ExtraArgs.end());

  ConversionOptions &Conversion = Parsed.Options.Conversion;
  // Of the two launch syntaxes, the one written last wins.
  Conversion.HipKernelExecutionSyntax =
      HipKernelSyntax &&
      (!CudaKernelSyntax ||
       HipKernelSyntax.getPosition() > CudaKernelSyntax.getPosition());
  // --amap converts as much as possible, inactive branches included, as
  // hipify-clang does.
  Conversion.ConvertSkippedBlocks = !SkipExcludedBlocks || Amap;
  Conversion.ClangWarnings = ClangWarnings;
  Conversion.ConvertStringLiterals = !NoStringLiterals;
  Conversion.WarpSizeChecks = !NoWarpSizeChecks;
  Conversion.FixWarpSize = FixWarpSize;
  Conversion.ResolveCollisions = ResolveCollisions;
  Conversion.NumericsStrict = NumericsStrict;
  Conversion.TimeRules = TimeReport;
  Conversion.Table.ConvertUnsupported = Amap;
  Conversion.Table.Roc = Roc;
  Conversion.Table.UseHipDataTypes = UseHipDataTypes;
  Conversion.Table.FlatLibraryIncludes = FlatLibraryIncludes;
  // As hipify-clang's kernel-syntax options: the later one wins.
  Conversion.Table.Hipdnn =
      Hipdnn && (!Miopen || Hipdnn.getPosition() > Miopen.getPosition());
  Conversion.Table.Experimental = Experimental;
  Parsed.Options.UserRuleFiles = UserRules;
}

} // namespace hipify
