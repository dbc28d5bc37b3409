//===- ConversionOptions.h - What a conversion does -----------------------===//
#ifndef HIPIFY_CONVERSIONOPTIONS_H
#define HIPIFY_CONVERSIONOPTIONS_H

#include "hipify/HipVersion.h"
#include <memory>
#include <set>
#include <string>

namespace hipify {

class UserRuleSet;

struct ConversionOptions {
  /// Rewrite `k<<<g, b, s, q>>>(…)` as `hipLaunchKernelGGL(k, …)`.
  bool HipKernelExecutionSyntax = false;
  /// Convert, token by token, inside `#if` branches the preprocessor skipped
  /// (names, and launches with HipKernelExecutionSyntax).
  bool ConvertSkippedBlocks = true;
  /// Convert entries marked experimental in HIP.
  bool Experimental = false;
  /// Names HIP added after this version are left as written and reported.
  HipVersion HipTarget = DefaultHipTarget;
  /// Print clang's warnings about the user's code, not only its errors.
  bool ClangWarnings = false;
  /// --amap: names HIP lacks are converted all the same, and reported.
  bool ConvertUnsupported = false;
  /// Rename CUDA API names inside string literals (whole words).
  bool ConvertStringLiterals = true;
  /// Report code that assumes 32-lane warps (AMD's CDNA runs 64).
  bool WarpSizeChecks = true;
  /// --fix-warp-size: also rewrite the hazards whose fix is mechanical.
  bool FixWarpSize = false;
  /// --resolve-collisions: keep the user's redefinitions of HIP's device
  /// functions from HIP on AMD (the other collisions are only reported).
  bool ResolveCollisions = false;
  /// Root of the CUDA toolkit whose declarations are "CUDA".
  std::string CudaPath = "/usr/local/cuda";
  /// Files under this directory (and not system headers) are the user's and
  /// are edited; empty means every non-system, non-CUDA file.
  std::string ProjectRoot;
  /// --inplace: a user file with a `<file>.prehip` backup is read as that
  /// backup, the original an earlier run converted, unless it is listed in
  /// OutdatedBackups (it changed since that run).
  bool ReadBackups = false;
  std::set<std::string> OutdatedBackups;
  /// The project's renames of its own names (--rules, .hipify-rules); null
  /// when there are none.
  std::shared_ptr<const UserRuleSet> UserRules;
  /// --time-report: time the audit's matches apart from the other rules'
  /// (a clock read around each match).
  bool TimeRules = false;
  /// --rules-enable, --rules-disable: rules (RuleRegistry) run although
  /// their option leaves them off, and rules not run.
  std::set<std::string> EnabledRules, DisabledRules;
};

} // namespace hipify

#endif
