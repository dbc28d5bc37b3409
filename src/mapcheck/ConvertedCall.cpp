#include "ConvertedCall.h"

namespace hipify::mapcheck {

const DeclaredName *functionNamed(const DeclaredNames &Names,
                                  llvm::StringRef Name) {
  auto It = Names.find(Name.str());
  return It == Names.end() || It->second.Kind != MappingKind::Function
             ? nullptr
             : &It->second;
}

std::string declaredAt(const DeclaredName &D) {
  return D.File + ":" + std::to_string(D.Line);
}

ConvertedCall convertCall(const mapgen::MappingRecord &R, unsigned Written) {
  ConvertedCall Call{R.HipName, Written, 0};
  for (const mapgen::ArgCountOverload &O : R.ArgOverloads)
    if (O.ArgCount == Written)
      Call.HipName = O.HipName;
  // Defaults are written out only when consecutive from the first argument
  // the call leaves out, in order.
  for (const ArgumentTransform &T :
       parseArgumentTransforms(R.ArgumentTransforms)) {
    if (T.What == ArgumentTransform::Kind::Insert && T.Index <= Written)
      ++Call.Arguments;
    else if (T.What == ArgumentTransform::Kind::Drop && T.Index < Written)
      --Call.Arguments;
    else if (T.What == ArgumentTransform::Kind::WriteDefault &&
             T.Index == Written + Call.WrittenDefaults)
      ++Call.WrittenDefaults;
  }
  Call.Arguments += Call.WrittenDefaults;
  return Call;
}

} // namespace hipify::mapcheck
