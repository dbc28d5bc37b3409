#include "ArgumentPositions.h"

#include "hipify/ArgumentTransform.h"
#include "hipify/ArgumentWrap.h"
#include "llvm/ADT/SmallVector.h"

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
  std::string Error;
  if (auto W = parseArgumentWrap(R.WrappedArgument, Error))
    check("wrap=" + R.WrappedArgument, W->Index, Parameters);
  llvm::SmallVector<llvm::StringRef, 4> Items;
  llvm::StringRef(R.ArgumentTransforms).split(Items, ' ', -1, false);
  for (llvm::StringRef Item : Items) {
    auto [Key, Value] = Item.split('=');
    if (auto T = parseArgumentTransform(Key, Value, Error)) {
      if (T->What == ArgumentTransform::Kind::Order) {
        for (const ArgumentTransform::OrderItem &O : T->Items)
          if (O.Index)
            check(Item, *O.Index, Parameters);
        continue;
      }
      // An inserted argument may follow the last one.
      check(Item, T->Index,
            Parameters + (T->What == ArgumentTransform::Kind::Insert));
    }
  }
  return Diags;
}

} // namespace hipify::mapcheck
