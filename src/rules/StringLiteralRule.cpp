#include "StringLiteralRule.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void StringLiteralRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(stringLiteral().bind("string"), this);
}

std::vector<std::pair<unsigned, unsigned>>
StringLiteralRule::words(llvm::StringRef Text) {
  std::vector<std::pair<unsigned, unsigned>> Words;
  size_t I = Text.find_first_of("\"'"); // past an encoding prefix or R
  if (I == llvm::StringRef::npos)
    return Words;
  while (I < Text.size()) {
    char C = Text[I];
    if (C == '\\') {
      I += 2;
      continue;
    }
    if (!isAsciiIdentifierContinue(C)) {
      ++I;
      continue;
    }
    size_t Begin = I;
    while (I < Text.size() && isAsciiIdentifierContinue(Text[I]))
      ++I;
    if (!isDigit(Text[Begin]))
      Words.push_back({unsigned(Begin), unsigned(I - Begin)});
  }
  return Words;
}

void StringLiteralRule::check(const MatchFinder::MatchResult &R) {
  const auto *String = R.Nodes.getNodeAs<StringLiteral>("string");
  SourceManager &SM = *R.SourceManager;
  for (unsigned T = 0, N = String->getNumConcatenated(); T < N; ++T) {
    SourceLocation Token = SM.getSpellingLoc(String->getStrTokenLoc(T));
    if (!Ctx.isUserLocation(Token))
      continue;
    unsigned Length = Lexer::MeasureTokenLength(Token, SM, Ctx.langOptions());
    bool Invalid = false;
    const char *Data = SM.getCharacterData(Token, &Invalid);
    if (Invalid)
      continue;
    llvm::StringRef Text(Data, Length);
    for (auto [Offset, WordLength] : words(Text)) {
      llvm::StringRef Word = Text.substr(Offset, WordLength);
      const MappingEntry *Entry = Ctx.table().lookup(Word, ReferenceKind::Token);
      if (!Entry || !Entry->isRename() ||
          !Entry->isConvertible(Ctx.options().Table.Experimental))
        continue;
      Ctx.recordSpelledReference(Token.getLocWithOffset(Offset), WordLength,
                                 *Entry, EditOrigin::TokenLevel, Entry->HipName,
                                 Entry->HipName);
    }
  }
}

} // namespace hipify
