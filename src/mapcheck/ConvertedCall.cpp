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
  for (const mapgen::ParsedArgumentTransform &T : R.ArgumentTransforms) {
    if (T.What == ArgumentTransform::Kind::Insert && T.Index <= Written)
      ++Call.Arguments;
    else if (T.What == ArgumentTransform::Kind::Drop && T.Index < Written)
      --Call.Arguments;
    else if (T.What == ArgumentTransform::Kind::WriteDefault &&
             T.Index == Written + Call.WrittenDefaults)
      ++Call.WrittenDefaults;
    else if (T.What == ArgumentTransform::Kind::Order)
      // Texts written as they are, and arguments taken a second time.
      for (size_t I = 0; I < T.Items.size(); ++I)
        if (!T.Items[I].Index ||
            llvm::any_of(llvm::ArrayRef(T.Items).take_front(I),
                         [&](const auto &Before) {
                           return Before.Index == T.Items[I].Index;
                         }))
          ++Call.Arguments;
  }
  Call.Arguments += Call.WrittenDefaults;
  return Call;
}

} // namespace hipify::mapcheck
