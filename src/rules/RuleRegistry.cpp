#include "RuleRegistry.h"
#include "ArgumentTransformRule.h"
#include "ArgumentWrapRule.h"
#include "DeadCaseLabelRule.h"
#include "DependentReferenceRule.h"
#include "DisabledRule.h"
#include "ExplicitInstantiationRule.h"
#include "HandlePointerRule.h"
#include "IdentifierRule.h"
#include "IncludeRule.h"
#include "KernelLaunchRule.h"
#include "LibraryNamespaceRule.h"
#include "MacroReferenceRule.h"
#include "MemberCastRule.h"
#include "NumericsFastMathRule.h"
#include "NumericsLibraryNoteRule.h"
#include "NumericsNanPropagationRule.h"
#include "NumericsReductionOrderRule.h"
#include "NvrtcOptionRule.h"
#include "OpaqueHandleRule.h"
#include "SkippedBlockRule.h"
#include "StatusStringRule.h"
#include "StringLiteralRule.h"
#include "UnconvertedAuditRule.h"
#include "UserMacroBodyRule.h"
#include "UserMacroRule.h"
#include "UserNameRule.h"
#include "collisions/CollidingOverloadRule.h"
#include "collisions/ProvidedByHipRule.h"
#include "warpsize/LaneIndexRule.h"
#include "warpsize/LaneMaskRule.h"

namespace hipify {
namespace {

struct RuleEntry {
  RuleDescription Description;
  std::unique_ptr<Rule> (*Create)(TranslationContext &);
  /// Whether its option runs it; null: always.
  bool (*ByDefault)(const ConversionOptions &) = nullptr;
};

template <typename R> std::unique_ptr<Rule> make(TranslationContext &Ctx) {
  return std::make_unique<R>(Ctx);
}

bool stringLiterals(const ConversionOptions &O) {
  return O.ConvertStringLiterals;
}
bool warpSizeChecks(const ConversionOptions &O) { return O.WarpSizeChecks; }
bool allNumerics(const ConversionOptions &O) { return O.NumericsAll; }

// The order is the order they see the TU; the audit comes last, since it
// audits what every other rule left.
const RuleEntry Registry[] = {
    {{"include", "maps CUDA headers; the HIP runtime header first", ""},
     make<IncludeRule>},
    {{"macro-reference", "renames uses of the CUDA toolkit's macros", ""},
     make<MacroReferenceRule>},
    {{"user-macro-body", "renames CUDA names in the user's #define bodies", ""},
     make<UserMacroBodyRule>},
    {{"skipped-block", "renames CUDA names in inactive #if branches", ""},
     make<SkippedBlockRule>},
    {{"identifier", "renames references the AST resolves to CUDA", ""},
     make<IdentifierRule>},
    {{"dependent-reference", "renames calls a template leaves unresolved", ""},
     make<DependentReferenceRule>},
    {{"explicit-instantiation",
      "renames CUDA types an explicit instantiation writes", ""},
     make<ExplicitInstantiationRule>},
    {{"library-namespace", "renames CUDA library namespaces (cub)", ""},
     make<LibraryNamespaceRule>},
    {{"kernel-launch",
      "rewrites <<<...>>> launches (--hip-kernel-execution-syntax)", ""},
     make<KernelLaunchRule>},
    {{"argument-wrap", "wraps arguments HIP needs spelled out (HIP_SYMBOL)",
      ""},
     make<ArgumentWrapRule>},
    {{"string-literal", "renames CUDA names inside string literals",
      "--no-string-literals"},
     make<StringLiteralRule>,
     stringLiterals},
    {{"nvrtc-option",
      "reports NVIDIA-only options passed to nvrtcCompileProgram", ""},
     make<NvrtcOptionRule>},
    {{"argument-transform",
      "converts calls whose HIP signature differs (drop=, insert=...)", ""},
     make<ArgumentTransformRule>},
    {{"status-string",
      "converts cudaGetErrorString/Name of a library status to the library's "
      "own function",
      ""},
     make<StatusStringRule>},
    {{"numerics-nan-propagation",
      "warns where a NaN option HIP's library lacks is dropped", ""},
     make<NumericsNanPropagationRule>},
    {{"numerics-fast-math",
      "warns at device math whose documented error differs in HIP", ""},
     make<NumericsFastMathRule>},
    {{"numerics-gemm-compute-type",
      "warns where a BLAS compute type or mode computes otherwise on AMD", ""},
     make<NumericsLibraryNoteRule>},
    {{"numerics-inference-forward",
      "warns where a cuDNN forward pass is converted for inference only", ""},
     make<NumericsLibraryNoteRule>},
    {{"numerics-reduction-order",
      "notes kernels summing floats across lanes (one note per kernel)",
      "--numerics=default"},
     make<NumericsReductionOrderRule>,
     allNumerics},
    {{"opaque-handle", "reports handles read as integers HIP makes pointers",
      ""},
     make<OpaqueHandleRule>},
    {{"member-cast", "casts members an older HIP declares with another type",
      ""},
     make<MemberCastRule>},
    {{"handle-pointer",
      "writes a pointer to a CUDA handle struct as HIP's typedef of it", ""},
     make<HandlePointerRule>},
    {{"user-macro", "renames the user's macros by the user rules (--rules)",
      ""},
     make<UserMacroRule>},
    {{"user-name", "renames the user's names by the user rules (--rules)", ""},
     make<UserNameRule>},
    {{"dead-case-label",
      "fences case labels of CUDA enumerators HIP lacks (#if 0)", ""},
     make<DeadCaseLabelRule>},
    {{"colliding-overload",
      "reports functions whose parameters become the same in HIP", ""},
     make<CollidingOverloadRule>},
    {{"provided-by-hip", "reports user definitions HIP's headers declare", ""},
     make<ProvidedByHipRule>},
    {{"warp-size-lane-mask", "reports lane masks written for 32-lane warps",
      "--no-warp-size-checks"},
     make<LaneMaskRule>,
     warpSizeChecks},
    {{"warp-size-lane-index",
      "reports lane and warp indexes computed for 32-lane warps",
      "--no-warp-size-checks"},
     make<LaneIndexRule>,
     warpSizeChecks},
    {{"unconverted-audit",
      "reports CUDA names no other rule converted or reported", "",
      /*KeepsAccount=*/true},
     make<UnconvertedAuditRule>},
};

const RuleEntry *find(llvm::StringRef Name) {
  for (const RuleEntry &E : Registry)
    if (E.Description.Name == Name)
      return &E;
  return nullptr;
}

bool enabled(const RuleEntry &E, const ConversionOptions &Options) {
  llvm::StringRef Name = E.Description.Name;
  if (E.Description.KeepsAccount)
    return true;
  if (Options.DisabledRules.count(Name.str()))
    return false;
  return !E.ByDefault || E.ByDefault(Options) ||
         Options.EnabledRules.count(Name.str());
}

} // namespace

llvm::ArrayRef<RuleDescription> ruleDescriptions() {
  static const std::vector<RuleDescription> Descriptions = [] {
    std::vector<RuleDescription> D;
    for (const RuleEntry &E : Registry)
      D.push_back(E.Description);
    return D;
  }();
  return Descriptions;
}

bool isRuleName(llvm::StringRef Name) { return find(Name); }

bool keepsAccount(llvm::StringRef Name) {
  const RuleEntry *E = find(Name);
  return E && E->Description.KeepsAccount;
}

bool ruleEnabled(llvm::StringRef Name, const ConversionOptions &Options) {
  const RuleEntry *E = find(Name);
  return E && enabled(*E, Options);
}

bool warpSizeChecksRun(const ConversionOptions &Options) {
  return llvm::any_of(Registry, [&](const RuleEntry &E) {
    return E.ByDefault == warpSizeChecks && enabled(E, Options);
  });
}

/// Why the rule \p E does not run with \p Options.
static std::string whyDisabled(const RuleEntry &E,
                               const ConversionOptions &Options) {
  llvm::StringRef Name = E.Description.Name;
  llvm::StringRef By = Options.DisabledRules.count(Name.str())
                           ? llvm::StringRef("--rules-disable")
                           : E.Description.Option;
  return ("rule " + Name + " is disabled (" + By + ")").str();
}

std::optional<std::string> whyRuleDisabled(llvm::StringRef Name,
                                           const ConversionOptions &Options) {
  const RuleEntry *E = find(Name);
  if (!E || enabled(*E, Options))
    return std::nullopt;
  return whyDisabled(*E, Options);
}

// Every rule passes here: an enabled one edits the TU, a disabled one runs
// on a context of its own and what it would have converted is reported
// (DisabledRule). No switch lets a CUDA reference go unaccounted for.
std::vector<std::unique_ptr<Rule>> createRules(TranslationContext &Ctx) {
  std::vector<std::unique_ptr<Rule>> Rules;
  for (const RuleEntry &E : Registry) {
    if (enabled(E, Ctx.options())) {
      Rules.push_back(E.Create(Ctx));
    } else {
      // Nothing is recorded yet: the copy is a context of its own.
      auto Own = std::make_unique<TranslationContext>(Ctx);
      std::unique_ptr<Rule> Inner = E.Create(*Own);
      Inner->Name = E.Description.Name;
      Rules.push_back(
          std::make_unique<DisabledRule>(Ctx, std::move(Own), std::move(Inner),
                                         whyDisabled(E, Ctx.options())));
    }
    Rules.back()->Name = E.Description.Name;
  }
  return Rules;
}

} // namespace hipify
