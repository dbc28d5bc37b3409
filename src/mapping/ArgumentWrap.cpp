#include "hipify/ArgumentWrap.h"
#include "hipify/ArgumentTransform.h"

namespace hipify {

llvm::StringRef ArgumentWrap::opening() const {
  return How == Kind::Symbol ? "HIP_SYMBOL(" : "reinterpret_cast<const void*>(";
}

std::string ArgumentWrap::spelling() const { return opening().str() + ")"; }

std::optional<ArgumentWrap> parseArgumentWrap(llvm::StringRef Value,
                                              std::string &Error) {
  Error.clear();
  auto [Position, How] = Value.split(':');
  ArgumentWrap W;
  if (How == "symbol")
    W.How = ArgumentWrap::Kind::Symbol;
  else if (How == "kernel")
    W.How = ArgumentWrap::Kind::Kernel;
  else {
    Error = "expected wrap=N:symbol or wrap=N:kernel";
    return std::nullopt;
  }
  std::optional<unsigned> Index = parseArgumentPosition(Position, Error);
  if (!Index)
    return std::nullopt;
  W.Index = *Index;
  return W;
}

} // namespace hipify
