#include "hipify/HipVersion.h"

namespace hipify {

std::optional<HipVersion> HipVersion::parse(llvm::StringRef Text) {
  auto [MajorText, MinorText] = Text.split('.');
  HipVersion V;
  if (MajorText.empty() || MinorText.empty() ||
      MajorText.getAsInteger(10, V.Major) ||
      MinorText.getAsInteger(10, V.Minor))
    return std::nullopt;
  return V;
}

std::string HipVersion::str() const {
  return std::to_string(Major) + "." + std::to_string(Minor);
}

} // namespace hipify
