#include "NumericsFastMathRule.h"
#include "CudaReferences.h"
#include "mapping/NumericBounds.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

const char BuiltinBounds[] =
#include "hipify/NumericBoundsText.inc"
    ;

const NumericBoundsFile &builtinBounds() {
  // The embedded data is checked by hipify-mapgen at build time.
  static const NumericBoundsFile File = [] {
    std::vector<mapgen::MappingDiagnostic> Ignored;
    return parseNumericBounds("numerics.bounds", BuiltinBounds, Ignored);
  }();
  return File;
}

bool differs(const MappingEntry &E) {
  const NumericBound *B = documentedBound(E.CudaName);
  return B && !B->sameOnBoth();
}

} // namespace

const NumericBound *documentedBound(llvm::StringRef Function) {
  return builtinBounds().find(Function);
}

void NumericsFastMathRule::registerMatchers(MatchFinder &Finder) {
  matchCudaCalls(Finder, Ctx.table(), differs, this);
}

void NumericsFastMathRule::check(const MatchFinder::MatchResult &Result) {
  std::optional<CudaCallee> Callee = userCudaCallee(Result, Ctx);
  if (!Callee)
    return;
  const NumericBound *B = documentedBound(Callee->Name);
  if (!B || B->sameOnBoth())
    return;
  Ctx.reportNumericsDifference(
      Callee->NameLoc, NumericsKind::FastMath,
      (Callee->Name + " may give other results in HIP (maximum error, CUDA: " +
       B->Cuda.Text + "; HIP: " + B->Hip.Text + ")")
          .str());
}

} // namespace hipify
