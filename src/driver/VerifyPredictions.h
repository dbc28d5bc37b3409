//===- VerifyPredictions.h - The lines the conversion warned about --------===//
//
// A hipcc error on a line the conversion warned about was predicted: a
// known gap the user was told of. One on no such line is a surprise: a bug
// of the tool or a gap its tables do not know.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_VERIFYPREDICTIONS_H
#define HIPIFY_DRIVER_VERIFYPREDICTIONS_H

#include "ConvertedFile.h"
#include "output/Reports.h"
#include "llvm/ADT/ArrayRef.h"
#include <map>
#include <string>
#include <utility>

namespace hipify {

/// The conversion's warnings, by CUDA file and line.
class WarnedLines {
public:
  WarnedLines() = default;
  /// The warnings of \p Files' findings (references left unconverted,
  /// warp-size hazards and collisions left as they are), those among the
  /// run's \p Messages (`file:line:col: warning: ... [rule]`; clang's own,
  /// tagged `[-W...]`, aside), and each of \p Files the run did not write,
  /// whole (its error said why).
  WarnedLines(llvm::ArrayRef<ConvertedFile> Files,
              llvm::ArrayRef<std::string> Messages);

  /// The warning on \p Line of \p CudaFile (absolute), or null.
  const VerifyPrediction *find(llvm::StringRef CudaFile, unsigned Line) const;

private:
  void add(VerifyPrediction P);
  /// Line 0: the whole file.
  std::map<std::pair<std::string, unsigned>, VerifyPrediction> ByLine;
};

} // namespace hipify

#endif
