#include "LeadingIncludes.h"
#include "IncludeMapping.h"
#include "RawLexing.h"

#include "clang/Basic/LangOptions.h"

using namespace clang;

namespace hipify {

std::string leadingAngledIncludes(llvm::StringRef Source) {
  LangOptions Options;
  Options.CPlusPlus = true;
  Lexer Lex(SourceLocation(), Options, Source.begin(), Source.begin(),
            Source.end());
  std::string Includes;
  Token Tok;
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.isNot(tok::hash) || !Tok.isAtStartOfLine())
      break;
    const char *Hash =
        Source.begin() + Lex.getCurrentBufferOffset() - Tok.getLength();
    llvm::StringRef Line =
        llvm::StringRef(Hash, Source.end() - Hash).split('\n').first;
    std::optional<IncludeLine> Include = parseIncludeLine(Line);
    if (!Include || !Include->Angled)
      break;
    // Anything after the header name but a line comment could be a macro.
    llvm::StringRef Rest =
        Line.substr(Include->Spelled.end() - Line.begin()).trim();
    if (!Rest.empty() && !Rest.starts_with("//"))
      break;
    Includes += "#include " + Include->Spelled.str() + "\n";
    skipRestOfDirective(Lex);
  }
  return Includes;
}

} // namespace hipify
