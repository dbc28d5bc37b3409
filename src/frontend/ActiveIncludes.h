//===- ActiveIncludes.h - The includes the preprocessor takes -------------===//
#ifndef HIPIFY_FRONTEND_ACTIVEINCLUDES_H
#define HIPIFY_FRONTEND_ACTIVEINCLUDES_H

#include "hipify/RunContext.h"
#include "hipify/TranslationUnit.h"
#include <string>
#include <vector>

namespace hipify {

/// An `#include` the preprocessor took, outside system headers and the
/// tool's own.
struct ActiveInclude {
  std::string Name; ///< as spelled, without <> or ""
  bool Angled = false;
  std::string From;     ///< the file of the directive
  std::string Resolved; ///< the file included; empty: not found
};

struct ActiveIncludes {
  std::string MainFile; ///< as the preprocessor named it
  std::vector<ActiveInclude> Includes;
};

/// Preprocesses \p Job as its conversion would (same flags, same files:
/// backups with \p Run.ReadBackups), without parsing: what the
/// directives in active branches include. A header that is not found is
/// skipped, so a HIP header absent from a CUDA installation is still seen.
ActiveIncludes collectActiveIncludes(const CompileJob &Job,
                                     const RunContext &Run);

} // namespace hipify

#endif
