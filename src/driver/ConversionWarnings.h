//===- ConversionWarnings.h - The run's warnings on what it converted -----===//
#ifndef HIPIFY_DRIVER_CONVERSIONWARNINGS_H
#define HIPIFY_DRIVER_CONVERSIONWARNINGS_H

#include "output/HtmlReport.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hipify {

/// \p Message as a rule's warning on converted code
/// (`file:line:col: warning: text [rule]`); nullopt for any other message
/// (clang's diagnostics, notes, errors).
std::optional<ConversionWarning>
parseConversionWarning(llvm::StringRef Message);

/// The rules' warnings of a run's TUs, each once: a header several TUs
/// include is warned about by each of them.
class ConversionWarnings {
public:
  /// False when \p Message is a warning met before (not to print again);
  /// true otherwise, the warning recorded.
  bool isNew(llvm::StringRef Message);
  std::vector<ConversionWarning> take() { return std::move(Warnings); }

private:
  std::set<std::string> Seen;
  std::vector<ConversionWarning> Warnings;
};

} // namespace hipify

#endif
