//===- CandidatesCommand.h - Names a target column could be filled with ---===//
//
// For a target column of the mappings (`roc`: the rocBLAS, rocSPARSE,
// rocRAND and rocSOLVER names of `roc=`; `miopen`: the cuDNN family's HIP
// column), lists for every CUDA entry that lacks it the names of the
// target's name lists that correspond to it by a naming rule, for a person
// to review. It decides nothing: a candidate may take other arguments.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_CANDIDATESCOMMAND_H
#define HIPIFY_MAPCHECK_CANDIDATESCOMMAND_H

#include "mapping/MappingFile.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify::mapcheck {

struct CandidatesOptions {
  std::string Target;            ///< `roc` or `miopen`
  std::string HipApiDirectory;   ///< the *.txt name lists
  std::string CudaIncludeDir;    ///< <cuda>/include: the families' headers
  std::string TargetIncludeRoot; ///< holds rocsparse/, ... ("": not read)
};

/// Prints `file:line: CUDA (kind) -> name (kind) [rule]` per candidate, then
/// per family the entries lacking the target and those given candidates.
/// Returns 1 when the target or its lists are unknown, else 0.
int runCandidates(const std::vector<mapgen::MappingFamily> &All,
                  const CandidatesOptions &Options, llvm::raw_ostream &OS);

} // namespace hipify::mapcheck

#endif
