#include "ArgumentPositions.h"

namespace hipify::mapcheck {

std::vector<mapgen::MappingDiagnostic>
checkArgumentPositions(const mapgen::MappingRecord &R,
                       const DeclaredNames &Declared) {
  std::vector<mapgen::MappingDiagnostic> Diags;
  auto Found = Declared.find(R.CudaName);
  if (R.Kind != MappingKind::Function || Found == Declared.end() ||
      Found->second.Kind != MappingKind::Function)
    return Diags;
  unsigned Parameters = Found->second.Parameters;
  // \p Index from 0; \p Positions: how many the extra may name.
  auto check = [&](llvm::StringRef Extra, unsigned Index, unsigned Positions) {
    if (Index < Positions)
      return;
    Diags.push_back({R.Where, "'" + Extra.str() + "' names argument " +
                                  std::to_string(Index + 1) + " of " +
                                  R.CudaName + ", which takes " +
                                  std::to_string(Parameters) + " (" +
                                  Found->second.File + ":" +
                                  std::to_string(Found->second.Line) + ")"});
  };
  if (R.WrappedArgument)
    check("wrap=" + mapgen::writtenWrap(*R.WrappedArgument),
          R.WrappedArgument->Index, Parameters);
  // The roc name's transforms (`roc-insert=`) name CUDA's arguments too.
  for (const auto *Transforms :
       {&R.ArgumentTransforms, &R.RocArgumentTransforms})
    for (const mapgen::ParsedArgumentTransform &T : *Transforms) {
      if (T.What == ArgumentTransform::Kind::Order) {
        for (const mapgen::ParsedArgumentTransform::OrderItem &O : T.Items)
          if (O.Index)
            check(T.Written, *O.Index, Parameters);
        continue;
      }
      // An inserted argument may follow the last one.
      check(T.Written, T.Index,
            Parameters + (T.What == ArgumentTransform::Kind::Insert));
    }
  return Diags;
}

} // namespace hipify::mapcheck
