#include "hipify/ArgumentWrap.h"

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
  unsigned N = 0;
  if (Position.getAsInteger(10, N) || N == 0) {
    Error = "'" + Position.str() + "' is not an argument position (from 1)";
    return std::nullopt;
  }
  W.Index = N - 1;
  return W;
}

} // namespace hipify
