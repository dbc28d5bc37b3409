#include "RuleSelection.h"
#include "rules/RuleRegistry.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"

namespace hipify {

static llvm::Error readNames(llvm::ArrayRef<std::string> Names,
                             llvm::StringRef Option,
                             std::set<std::string> &Into) {
  for (const std::string &Name : Names) {
    if (!isRuleName(Name))
      return llvm::createStringError(llvm::Twine("unknown rule '") + Name +
                                     "' in " + Option +
                                     " (--list-rules lists them)");
    Into.insert(Name);
  }
  return llvm::Error::success();
}

llvm::Error selectRules(llvm::ArrayRef<std::string> Enable,
                        llvm::ArrayRef<std::string> Disable,
                        ConversionOptions &Options) {
  if (llvm::Error E = readNames(Enable, "--rules-enable", Options.EnabledRules))
    return E;
  if (llvm::Error E =
          readNames(Disable, "--rules-disable", Options.DisabledRules))
    return E;
  for (const std::string &Name : Options.DisabledRules)
    if (keepsAccount(Name))
      return llvm::createStringError(
          llvm::Twine("rule '") + Name +
          "' cannot be disabled: it keeps the account of the CUDA names "
          "left as written (disabling another rule makes it report what "
          "that rule would have converted)");
  for (const std::string &Name : Options.EnabledRules)
    if (Options.DisabledRules.count(Name))
      return llvm::createStringError(
          llvm::Twine("rule '") + Name +
          "' is both in --rules-enable and in --rules-disable");
  return llvm::Error::success();
}

void printRules(const ConversionOptions &Options, llvm::raw_ostream &OS) {
  for (const RuleDescription &D : ruleDescriptions()) {
    OS << llvm::format("%-24s %-3s ", D.Name.str().c_str(),
                       ruleEnabled(D.Name, Options) ? "on" : "off")
       << D.Summary;
    if (!D.Option.empty())
      OS << " (off with " << D.Option << ")";
    if (D.KeepsAccount)
      OS << " (cannot be disabled)";
    OS << "\n";
  }
}

} // namespace hipify
