#include "output/Reports.h"

#include "llvm/ADT/STLExtras.h"

namespace hipify {

std::string predictionText(const VerifyError &E, llvm::StringRef Root) {
  if (!E.PredictedBy)
    return "not predicted by a warning";
  const VerifyPrediction &P = *E.PredictedBy;
  llvm::StringRef File = P.File;
  if (!Root.empty() && File.starts_with(Root) &&
      File.drop_front(Root.size()).starts_with("/"))
    File = File.drop_front(Root.size() + 1);
  std::string Text = "predicted by ";
  Text += P.Rule.empty() ? "the conversion's error" : "[" + P.Rule + "]";
  Text += " at " + File.str();
  if (P.Line)
    Text += ":" + std::to_string(P.Line);
  return Text;
}

size_t unpredictedCount(llvm::ArrayRef<VerifyError> Errors) {
  return llvm::count_if(Errors,
                        [](const VerifyError &E) { return !E.PredictedBy; });
}

} // namespace hipify
