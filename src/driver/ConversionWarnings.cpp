#include "ConversionWarnings.h"

#include "llvm/Support/Regex.h"

namespace hipify {

std::optional<ConversionWarning>
parseConversionWarning(llvm::StringRef Message) {
  static const llvm::Regex Warning(
      "^(.+):([0-9]+):([0-9]+): warning: (.*) \\[([a-z][a-z0-9-]*)\\]$");
  llvm::SmallVector<llvm::StringRef, 6> Parts;
  Message = Message.rtrim('\n');
  if (Message.contains('\n') || !Warning.match(Message, &Parts))
    return std::nullopt;
  ConversionWarning W;
  W.File = Parts[1].str();
  Parts[2].getAsInteger(10, W.Line);
  Parts[3].getAsInteger(10, W.Column);
  W.Message = Parts[4].str();
  W.Rule = Parts[5].str();
  return W;
}

bool ConversionWarnings::isNew(llvm::StringRef Message) {
  std::optional<ConversionWarning> W = parseConversionWarning(Message);
  if (!W)
    return true;
  if (!Seen.insert(Message.rtrim('\n').str()).second)
    return false;
  Warnings.push_back(std::move(*W));
  return true;
}

} // namespace hipify
