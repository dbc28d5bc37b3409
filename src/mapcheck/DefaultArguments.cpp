#include "DefaultArguments.h"

#include "hipify/ArgumentTransform.h"

namespace hipify::mapcheck {

static const DeclaredName *findFunction(const DeclaredNames &Names,
                                        llvm::StringRef Name) {
  auto It = Names.find(Name.str());
  return It == Names.end() || It->second.Kind != MappingKind::Function
             ? nullptr
             : &It->second;
}

static std::string where(const DeclaredName &D) {
  return D.File + ":" + std::to_string(D.Line);
}

std::vector<mapgen::MappingDiagnostic>
checkDefaultArguments(const mapgen::MappingRecord &R, const DeclaredNames &Cuda,
                      const DeclaredNames &Hip) {
  std::vector<mapgen::MappingDiagnostic> Diags;
  const DeclaredName *CudaFunction = findFunction(Cuda, R.CudaName);
  if (R.Kind != MappingKind::Function || R.HipName.empty() || !CudaFunction)
    return Diags;
  llvm::SmallVector<ArgumentTransform, 2> Transforms =
      parseArgumentTransforms(R.ArgumentTransforms);
  // A call of Written arguments leaves argument Written + 1 to its default.
  for (const auto &[Index, Default] : CudaFunction->DefaultArguments) {
    unsigned Written = Index;
    std::string HipName = R.HipName;
    for (const mapgen::ArgCountOverload &O : R.ArgOverloads)
      if (O.ArgCount == Written)
        HipName = O.HipName;
    const DeclaredName *HipFunction = findFunction(Hip, HipName);
    if (!HipFunction)
      continue;
    // What the call becomes: inserted arguments, dropped ones, and the
    // defaults written out after the last one (consecutive, in order), as
    // ArgumentTransformRule writes them.
    unsigned Passed = Written, Appended = 0;
    for (const ArgumentTransform &T : Transforms) {
      if (T.What == ArgumentTransform::Kind::Insert && T.Index <= Written)
        ++Passed;
      else if (T.What == ArgumentTransform::Kind::Drop && T.Index < Written)
        --Passed;
      else if (T.What == ArgumentTransform::Kind::WriteDefault &&
               T.Index == Written + Appended)
        ++Appended;
    }
    Passed += Appended;
    if (HipFunction->RequiredArguments <= Passed &&
        Passed <= HipFunction->Parameters)
      continue;
    auto Next = CudaFunction->DefaultArguments.find(Index + Appended);
    std::string Fix = Next == CudaFunction->DefaultArguments.end()
                          ? "CUDA has no default to write there"
                          : "add 'default=" + std::to_string(Next->first + 1) +
                                ":" + Next->second + "' (in HIP's spelling)";
    Diags.push_back({R.Where, "argument " + std::to_string(Index + 1) + " of " +
                                  R.CudaName + " defaults to '" + Default +
                                  "' (" + where(*CudaFunction) + "); " +
                                  HipName + " takes no call of " +
                                  std::to_string(Passed) + " arguments (" +
                                  where(*HipFunction) + "): " + Fix});
  }
  return Diags;
}

} // namespace hipify::mapcheck
