//===- ConversionOptions.h - What a conversion does -----------------------===//
#ifndef HIPIFY_CONVERSIONOPTIONS_H
#define HIPIFY_CONVERSIONOPTIONS_H

#include "hipify/HipVersion.h"
#include <set>
#include <string>

namespace hipify {

/// hipify-clang's options that change what a CUDA name becomes.
struct TableChoices {
  /// --amap: names HIP lacks (or has as experimental, without
  /// --experimental) are converted all the same, to amapName().
  bool ConvertUnsupported = false;
  /// --roc: the cuBLAS, cuSPARSE, cuRAND and cuSOLVER families target
  /// rocBLAS, rocSPARSE, rocRAND and rocSOLVER; their names without a roc
  /// name are left as written and reported.
  bool Roc = false;
  /// --use-hip-data-types: with --roc, `cudaDataType` stays `hipDataType`
  /// instead of becoming `rocblas_datatype`.
  bool UseHipDataTypes = false;
  /// --experimental.
  bool Experimental = false;
  /// --hipdnn: cuDNN targets hipDNN (hipify-clang's default) instead of
  /// MIOpen; names without a hipDNN name are reported.
  bool Hipdnn = false;
  /// --flat-library-includes: the headers of hipBLAS, hipSPARSE, hipRAND,
  /// hipFFT, hipSOLVER (and their roc counterparts) included by file name
  /// (`<hipblas.h>`), as hipify-clang writes them and ROCm before 5.2
  /// installs them, not from their directory (`<hipblas/hipblas.h>`).
  bool FlatLibraryIncludes = false;
};

/// What the user chose a conversion to do (RunContext holds what the run
/// established from it).
struct ConversionOptions {
  /// Rewrite `k<<<g, b, s, q>>>(…)` as `hipLaunchKernelGGL(k, …)`.
  bool HipKernelExecutionSyntax = false;
  /// Convert, token by token, inside `#if` branches the preprocessor skipped
  /// (names, and launches with HipKernelExecutionSyntax).
  bool ConvertSkippedBlocks = true;
  /// Names HIP added after this version are left as written and reported.
  HipVersion HipTarget = DefaultHipTarget;
  /// Print clang's warnings about the user's code, not only its errors.
  bool ClangWarnings = false;
  /// Rename CUDA API names inside string literals (whole words).
  bool ConvertStringLiterals = true;
  /// Report code that assumes 32-lane warps (AMD's CDNA runs 64).
  bool WarpSizeChecks = true;
  /// --fix-warp-size: also rewrite the hazards whose fix is mechanical.
  bool FixWarpSize = false;
  /// --numerics-strict: a call whose HIP form differs from CUDA's only on
  /// special values (a NaN option MIOpen lacks) is left as written and
  /// reported, rather than converted with a numerics-* warning.
  bool NumericsStrict = false;
  /// --numerics=all: also the notes on what differs only in the last bits
  /// and is no defect (a float sum across a wavefront's lanes).
  bool NumericsAll = false;
  /// --resolve-collisions: keep the user's redefinitions of HIP's device
  /// functions from HIP on AMD (the other collisions are only reported).
  bool ResolveCollisions = false;
  /// --time-report: time each rule's matches apart (a clock read around
  /// each match); the driver then prints where the run's time went.
  bool TimeRules = false;
  /// --rules-enable, --rules-disable: rules (RuleRegistry) run although
  /// their option leaves them off, and rules not run.
  std::set<std::string> EnabledRules, DisabledRules;
  /// What CUDA names become (--amap, --experimental, --roc...).
  TableChoices Table;
};

} // namespace hipify

#endif
