#include "IncludeMapping.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Regex.h"

namespace hipify {

std::optional<IncludeLine> parseIncludeLine(llvm::StringRef Line) {
  static const llvm::Regex Include(
      "^[ \t]*#[ \t]*include[ \t]*(([<\"])([^>\"]+)[>\"])");
  llvm::SmallVector<llvm::StringRef, 4> Groups;
  if (!Include.match(Line, &Groups))
    return std::nullopt;
  return IncludeLine{Groups[1], Groups[3], Groups[2] == "<"};
}

} // namespace hipify
