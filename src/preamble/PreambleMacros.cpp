#include "PreambleMacros.h"

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"

namespace hipify {
namespace {

/// The macro an option defines (\p Next is the argument after it): the name
/// before any '='.
std::optional<std::string> definition(llvm::StringRef Option,
                                      llvm::StringRef Next, bool &TakesNext) {
  TakesNext = false;
  if (!Option.consume_front("-D"))
    return std::nullopt;
  if (Option.empty()) {
    if (Next.empty()) // "-D" before the source: not a definition
      return std::nullopt;
    TakesNext = true;
    Option = Next;
  }
  return Option.split('=').first.str();
}

} // namespace

std::vector<std::string> definedMacros(const CompileJob &Job) {
  std::vector<std::string> Names;
  const auto &Args = Job.CommandLine;
  // The last argument is the source.
  for (size_t I = 0; I + 1 < Args.size(); ++I) {
    bool TakesNext;
    llvm::StringRef Next = I + 2 < Args.size() ? Args[I + 1] : "";
    if (auto Name = definition(Args[I], Next, TakesNext)) {
      Names.push_back(*Name);
      I += TakesNext;
    }
  }
  return Names;
}

std::optional<CompileJob> withoutDefinitions(const CompileJob &Job) {
  CompileJob Bare = Job;
  Bare.CommandLine.clear();
  const auto &Args = Job.CommandLine;
  bool Stripped = false;
  for (size_t I = 0; I < Args.size(); ++I) {
    bool TakesNext;
    llvm::StringRef Next = I + 2 < Args.size() ? Args[I + 1] : "";
    if (I + 1 < Args.size() && definition(Args[I], Next, TakesNext)) {
      Stripped = true;
      I += TakesNext;
      continue;
    }
    if (I + 1 < Args.size() && llvm::StringRef(Args[I]).starts_with("-U"))
      return std::nullopt;
    Bare.CommandLine.push_back(Args[I]);
  }
  if (!Stripped)
    return std::nullopt;
  return Bare;
}

std::string identifierList(const clang::Preprocessor &PP) {
  std::vector<llvm::StringRef> Names;
  for (const auto &Entry : PP.getIdentifierTable())
    Names.push_back(Entry.getKey());
  llvm::sort(Names);
  std::string List;
  for (llvm::StringRef Name : Names)
    List += Name.str() + "\n";
  return List;
}

llvm::StringSet<> parseIdentifierList(llvm::StringRef Text) {
  llvm::StringSet<> Names;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n', -1, false);
  for (llvm::StringRef Line : Lines)
    Names.insert(Line);
  return Names;
}

} // namespace hipify
