//===- StatusStrings.h - The CUDA libraries' status-string functions -----===//
//
// mappings/status-strings.map, carried by the tool: for each CUDA library
// status type, the library's own function that gives what a runtime error
// function (cudaGetErrorString, cudaGetErrorName) gives for a cudaError_t.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_STATUSSTRINGS_H
#define HIPIFY_RULES_STATUSSTRINGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// A runtime error function, and what it gives (`string`, `name`).
struct RuntimeErrorFunction {
  std::string Name, What;
};

struct StatusType {
  std::string Name; ///< `cublasStatus_t`
  /// The library's function for each runtime function, in their order;
  /// empty where the library has none.
  std::vector<std::string> Functions;
};

class StatusStrings {
public:
  /// Reads the list's text; malformed lines are skipped.
  explicit StatusStrings(llvm::StringRef Text);
  static const StatusStrings &builtin();

  llvm::ArrayRef<RuntimeErrorFunction> runtimeFunctions() const {
    return Runtime;
  }
  llvm::ArrayRef<StatusType> statusTypes() const { return Types; }
  /// The column of the runtime function \p Name; -1 when it is none.
  int columnOf(llvm::StringRef Name) const;

private:
  std::vector<RuntimeErrorFunction> Runtime;
  std::vector<StatusType> Types;
};

} // namespace hipify

#endif
