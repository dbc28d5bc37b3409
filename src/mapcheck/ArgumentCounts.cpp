#include "ArgumentCounts.h"

#include "ConvertedCall.h"

namespace hipify::mapcheck {

std::vector<mapgen::MappingDiagnostic>
checkArgumentCounts(const mapgen::MappingRecord &R, const DeclaredNames &Cuda,
                    const DeclaredNames &Hip) {
  std::vector<mapgen::MappingDiagnostic> Diags;
  const DeclaredName *CudaFunction = functionNamed(Cuda, R.CudaName);
  if (R.Kind != MappingKind::Function || R.HipName.empty() || !CudaFunction)
    return Diags;
  unsigned Written = CudaFunction->Parameters;
  ConvertedCall Call = convertCall(R, Written);
  const DeclaredName *HipFunction = functionNamed(Hip, Call.HipName);
  if (!HipFunction || (HipFunction->RequiredArguments <= Call.Arguments &&
                       Call.Arguments <= HipFunction->Parameters))
    return Diags;
  std::string Takes = HipFunction->RequiredArguments == HipFunction->Parameters
                          ? std::to_string(HipFunction->Parameters)
                          : std::to_string(HipFunction->RequiredArguments) +
                                " to " +
                                std::to_string(HipFunction->Parameters);
  Diags.push_back(
      {R.Where, R.CudaName + " takes " + std::to_string(Written) +
                    " arguments (" + declaredAt(*CudaFunction) +
                    "), converted to " + std::to_string(Call.Arguments) + "; " +
                    Call.HipName + " takes " + Takes + " (" +
                    declaredAt(*HipFunction) +
                    "): the mapping needs 'drop=' or 'insert=' extras"});
  return Diags;
}

} // namespace hipify::mapcheck
