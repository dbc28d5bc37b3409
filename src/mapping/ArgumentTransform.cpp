#include "hipify/ArgumentTransform.h"
#include "llvm/ADT/STLExtras.h"

namespace hipify {

std::optional<unsigned> parseArgumentPosition(llvm::StringRef Position,
                                              std::string &Error) {
  unsigned N = 0;
  if (Position.getAsInteger(10, N) || N == 0) {
    Error = "'" + Position.str() + "' is not an argument position (from 1)";
    return std::nullopt;
  }
  return N - 1;
}

std::optional<ArgumentTransform> parseArgumentTransform(llvm::StringRef Key,
                                                        llvm::StringRef Value,
                                                        std::string &Error) {
  Error.clear();
  ArgumentTransform T;
  llvm::StringRef Position = Value, Detail;
  if (Key == "drop") {
    T.What = ArgumentTransform::Kind::Drop;
    std::tie(Position, Detail) = Value.split(':');
    if (Detail == "null")
      T.Required = ArgumentTransform::Requirement::NullPointer;
    else if (Detail == "zero")
      T.Required = ArgumentTransform::Requirement::Zero;
    else {
      Error = "expected drop=N:null or drop=N:zero";
      return std::nullopt;
    }
  } else if (Key == "device") {
    T.What = ArgumentTransform::Kind::DeviceOfLocation;
  } else if (Key == "insert" || Key == "default") {
    T.What = Key == "insert" ? ArgumentTransform::Kind::Insert
                             : ArgumentTransform::Kind::WriteDefault;
    std::tie(Position, Detail) = Value.split(':');
    if (Detail.empty()) {
      Error = "expected " + Key.str() + "=N:argument";
      return std::nullopt;
    }
    T.Text = Detail.str();
  } else {
    return std::nullopt;
  }
  std::optional<unsigned> Index = parseArgumentPosition(Position, Error);
  if (!Index)
    return std::nullopt;
  T.Index = *Index;
  return T;
}

llvm::SmallVector<ArgumentTransform, 2>
parseArgumentTransforms(llvm::StringRef List) {
  llvm::SmallVector<ArgumentTransform, 2> Out;
  llvm::SmallVector<llvm::StringRef, 4> Items;
  List.split(Items, ' ', -1, /*KeepEmpty=*/false);
  std::string Error;
  for (llvm::StringRef Item : Items) {
    auto [Key, Value] = Item.split('=');
    if (auto T = parseArgumentTransform(Key, Value, Error))
      Out.push_back(*T);
  }
  return Out;
}

bool changesFunctionType(llvm::StringRef List) {
  return llvm::any_of(parseArgumentTransforms(List),
                      [](const ArgumentTransform &T) {
                        return T.What != ArgumentTransform::Kind::WriteDefault;
                      });
}

} // namespace hipify
