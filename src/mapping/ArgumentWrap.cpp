#include "hipify/ArgumentWrap.h"
#include "hipify/ArgumentTransform.h"
#include "llvm/Support/ErrorHandling.h"

namespace hipify {

llvm::StringRef ArgumentWrap::opening() const {
  switch (How) {
  case Kind::Symbol:
    return "HIP_SYMBOL(";
  case Kind::Kernel:
    return "reinterpret_cast<const void*>(";
  case Kind::Pointer:
    return "reinterpret_cast<void**>(";
  }
  llvm_unreachable("every kind has its opening");
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
  else if (How == "pointer")
    W.How = ArgumentWrap::Kind::Pointer;
  else {
    Error = "expected wrap=N:symbol, wrap=N:kernel or wrap=N:pointer";
    return std::nullopt;
  }
  std::optional<unsigned> Index = parseArgumentPosition(Position, Error);
  if (!Index)
    return std::nullopt;
  W.Index = *Index;
  return W;
}

} // namespace hipify
