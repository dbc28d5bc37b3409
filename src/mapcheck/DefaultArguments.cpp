#include "DefaultArguments.h"

#include "ConvertedCall.h"

namespace hipify::mapcheck {

std::vector<mapgen::MappingDiagnostic>
checkDefaultArguments(const mapgen::MappingRecord &R, const DeclaredNames &Cuda,
                      const DeclaredNames &Hip) {
  std::vector<mapgen::MappingDiagnostic> Diags;
  const DeclaredName *CudaFunction = functionNamed(Cuda, R.CudaName);
  if (R.Kind != MappingKind::Function || R.HipName.empty() || !CudaFunction)
    return Diags;
  // A call of Written arguments leaves argument Written + 1 to its default.
  for (const auto &[Index, Default] : CudaFunction->DefaultArguments) {
    ConvertedCall Call = convertCall(R, Index);
    const DeclaredName *HipFunction = functionNamed(Hip, Call.HipName);
    if (!HipFunction)
      continue;
    unsigned Passed = Call.Arguments, Appended = Call.WrittenDefaults;
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
                                  "' (" + declaredAt(*CudaFunction) + "); " +
                                  Call.HipName + " takes no call of " +
                                  std::to_string(Passed) + " arguments (" +
                                  declaredAt(*HipFunction) + "): " + Fix});
  }
  return Diags;
}

} // namespace hipify::mapcheck
