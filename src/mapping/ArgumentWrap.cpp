#include "mapping/ArgumentWrap.h"
#include "ParsedExtras.h"
#include "llvm/ADT/STLExtras.h"
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

namespace mapgen {

llvm::StringRef wrapKeyword(ArgumentWrap::Kind How) {
  switch (How) {
  case ArgumentWrap::Kind::Symbol:
    return "symbol";
  case ArgumentWrap::Kind::Kernel:
    return "kernel";
  case ArgumentWrap::Kind::Pointer:
    return "pointer";
  }
  llvm_unreachable("every kind has its keyword");
}

std::string writtenWrap(const ArgumentWrap &W) {
  return std::to_string(W.Index + 1) + ":" + wrapKeyword(W.How).str();
}

std::optional<ArgumentWrap> parseArgumentWrap(llvm::StringRef Value,
                                              std::string &Error) {
  Error.clear();
  auto [Position, How] = Value.split(':');
  ArgumentWrap W;
  using Kind = ArgumentWrap::Kind;
  auto Known = {Kind::Symbol, Kind::Kernel, Kind::Pointer};
  auto Named =
      llvm::find_if(Known, [&](Kind K) { return wrapKeyword(K) == How; });
  if (Named == Known.end()) {
    Error = "expected wrap=N:symbol, wrap=N:kernel or wrap=N:pointer";
    return std::nullopt;
  }
  W.How = *Named;
  std::optional<unsigned> Index = parseArgumentPosition(Position, Error);
  if (!Index)
    return std::nullopt;
  W.Index = *Index;
  return W;
}

} // namespace mapgen
} // namespace hipify
