#include "PlatformConditionals.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace hipify::mapcheck {

llvm::StringRef platformName(HipPlatform Platform) {
  return Platform == HipPlatform::Amd ? "AMD" : "NVIDIA";
}

namespace {

/// The text with comments blanked out (line breaks kept) and each
/// backslash-continued line joined to the next: one element per line.
std::vector<std::string> logicalLines(llvm::StringRef Text) {
  std::vector<std::string> Lines(1);
  enum { Code, LineComment, BlockComment, String, Char } State = Code;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I], Next = I + 1 < Text.size() ? Text[I + 1] : '\0';
    if (C == '\\' && (Next == '\n' || (Next == '\r' && I + 2 < Text.size() &&
                                       Text[I + 2] == '\n'))) {
      I += Next == '\r' ? 2 : 1;
      continue;
    }
    if (C == '\n') {
      if (State == LineComment || State == String || State == Char)
        State = Code;
      Lines.emplace_back();
      continue;
    }
    switch (State) {
    case Code:
      if (C == '/' && Next == '/')
        State = LineComment;
      else if (C == '/' && Next == '*') {
        State = BlockComment;
        ++I;
      } else {
        State = C == '"' ? String : C == '\'' ? Char : Code;
        Lines.back() += C;
      }
      break;
    case BlockComment:
      if (C == '*' && Next == '/') {
        State = Code;
        Lines.back() += ' ';
        ++I;
      }
      break;
    case String:
    case Char:
      Lines.back() += C;
      if (C == '\\' && Next != '\0')
        Lines.back() += Text[++I];
      else if (C == (State == String ? '"' : '\''))
        State = Code;
      break;
    case LineComment:
      break;
    }
  }
  return Lines;
}

bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// The tokens of a condition: identifiers, numbers, `&&`, `||`, and single
/// punctuation characters.
llvm::SmallVector<llvm::StringRef, 16> tokenize(llvm::StringRef S) {
  llvm::SmallVector<llvm::StringRef, 16> Tokens;
  size_t I = 0;
  while (I < S.size()) {
    if (llvm::isSpace(S[I])) {
      ++I;
      continue;
    }
    size_t Begin = I;
    if (isIdentifierChar(S[I]))
      while (I < S.size() && isIdentifierChar(S[I]))
        ++I;
    else if (S.substr(I).starts_with("&&") || S.substr(I).starts_with("||"))
      I += 2;
    else
      ++I;
    Tokens.push_back(S.slice(Begin, I));
  }
  return Tokens;
}

/// What a condition is for one platform. Neutral: it does not depend on the
/// platform (so the same on both); Unknown: it does, in a way not evaluated.
enum class Truth { True, False, Neutral, Unknown };

Truth negate(Truth T) {
  return T == Truth::True ? Truth::False : T == Truth::False ? Truth::True : T;
}
Truth both(Truth A, Truth B) {
  if (A == Truth::False || B == Truth::False)
    return Truth::False;
  if (A == Truth::Unknown || B == Truth::Unknown)
    return Truth::Unknown;
  return A == Truth::True && B == Truth::True ? Truth::True : Truth::Neutral;
}
Truth either(Truth A, Truth B) {
  if (A == Truth::True || B == Truth::True)
    return Truth::True;
  if (A == Truth::Unknown || B == Truth::Unknown)
    return Truth::Unknown;
  return A == Truth::False && B == Truth::False ? Truth::False : Truth::Neutral;
}
bool taken(Truth T) { return T == Truth::True || T == Truth::Neutral; }

/// One `#if` ... `#endif` group.
struct Group {
  Truth Branch;
  bool Decided;    ///< an earlier branch was taken for sure
  bool Undecided;  ///< an earlier branch may have been taken
  bool OnPlatform; ///< a condition of the group depends on the platform
};

class HeaderWalk {
public:
  explicit HeaderWalk(HipPlatform Platform) {
    const char *Amd[] = {"__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__",
                         "__HIP__"};
    const char *Nvidia[] = {"__HIP_PLATFORM_NVIDIA__", "__HIP_PLATFORM_NVCC__",
                            "__CUDACC__"};
    // What only one platform's compiler defines. __CUDA_ARCH__ is set in
    // NVIDIA's device passes alone: on NVIDIA it stays a neutral unknown.
    const char *AmdNever[] = {"__NVCC__", "__CUDA__", "__CUDA_ARCH__",
                              "__HCC__", "__HCC_ACCELERATOR__"};
    const char *NvidiaNever[] = {"__HCC__", "__HCC_ACCELERATOR__"};
    bool OnAmd = Platform == HipPlatform::Amd;
    for (const char *M : Amd)
      know(M, OnAmd);
    for (const char *M : Nvidia)
      know(M, !OnAmd);
    for (const char *M : OnAmd ? llvm::ArrayRef<const char *>(AmdNever)
                               : llvm::ArrayRef<const char *>(NvidiaNever))
      know(M, false);
  }

  llvm::StringSet<> run(llvm::StringRef Text) {
    for (const std::string &Line : logicalLines(Text)) {
      llvm::StringRef L = llvm::StringRef(Line).ltrim();
      if (!L.consume_front("#"))
        continue;
      L = L.ltrim();
      llvm::StringRef Name = L.take_while(isIdentifierChar);
      directive(Name, L.drop_front(Name.size()).trim());
    }
    return std::move(Defined);
  }

private:
  void know(llvm::StringRef Macro, bool IsDefined) {
    Known[Macro] = IsDefined;
    Related.insert(Macro);
  }

  void directive(llvm::StringRef Name, llvm::StringRef Rest) {
    if (Name == "if")
      open(Rest);
    else if (Name == "ifdef" || Name == "ifndef")
      open((Name == "ifdef" ? "defined " : "!defined ") + Rest.str());
    else if (Name == "elif")
      alternative(Rest);
    else if (Name == "elifdef" || Name == "elifndef")
      alternative((Name == "elifdef" ? "defined " : "!defined ") + Rest.str());
    else if (Name == "else" && !Groups.empty())
      alternative("");
    else if (Name == "endif" && !Groups.empty())
      Groups.pop_back();
    else if (Name == "define" || Name == "undef")
      definition(Rest.take_while(isIdentifierChar), Name == "define");
  }

  void open(llvm::StringRef Condition) {
    Truth T = evaluate(Condition);
    Groups.push_back({T, T == Truth::True,
                      T == Truth::Neutral || T == Truth::Unknown,
                      mentionsPlatform(Condition)});
  }

  /// `#elif Condition`, or `#else` for an empty one.
  void alternative(llvm::StringRef Condition) {
    if (Groups.empty())
      return;
    Group &G = Groups.back();
    G.OnPlatform |= mentionsPlatform(Condition);
    Truth T = Condition.empty() ? Truth::True : evaluate(Condition);
    if (G.Decided)
      T = Truth::False;
    else if (G.Undecided && T != Truth::False)
      T = G.OnPlatform ? Truth::Unknown : Truth::Neutral;
    G.Branch = T;
    G.Decided |= T == Truth::True;
    G.Undecided |= T == Truth::Neutral || T == Truth::Unknown;
  }

  void definition(llvm::StringRef Macro, bool IsDefine) {
    if (Macro.empty())
      return;
    bool Taken =
        llvm::all_of(Groups, [](const Group &G) { return taken(G.Branch); });
    bool OnPlatform =
        llvm::any_of(Groups, [](const Group &G) { return G.OnPlatform; });
    bool Unsure = llvm::any_of(
        Groups, [](const Group &G) { return G.Branch == Truth::Unknown; });
    if (Taken && IsDefine)
      Defined.insert(Macro);
    else if (Taken)
      Defined.erase(Macro);
    if (!OnPlatform || !IsDefine)
      return;
    // Defined under a platform conditional: a later test of it tests the
    // platform.
    Related.insert(Macro);
    if (Taken)
      Known[Macro] = true;
    else if (Unsure && !Known.lookup(Macro))
      Known.erase(Macro);
    else if (!Unsure)
      Known.try_emplace(Macro, false);
  }

  bool mentionsPlatform(llvm::StringRef Condition) const {
    return llvm::any_of(tokenize(Condition), [&](llvm::StringRef Tok) {
      return Related.contains(Tok);
    });
  }

  Truth definedness(llvm::StringRef Macro) const {
    auto It = Known.find(Macro);
    if (It != Known.end())
      return It->second ? Truth::True : Truth::False;
    return Related.contains(Macro) ? Truth::Unknown : Truth::Neutral;
  }

  Truth evaluate(llvm::StringRef Condition) {
    Tokens = tokenize(Condition);
    At = 0;
    return parseEither();
  }

  llvm::StringRef peek() const {
    return At < Tokens.size() ? Tokens[At] : llvm::StringRef();
  }
  bool accept(llvm::StringRef Tok) {
    if (peek() != Tok || Tok.empty())
      return false;
    ++At;
    return true;
  }

  Truth parseEither() {
    Truth T = parseBoth();
    while (accept("||"))
      T = either(T, parseBoth());
    return T;
  }
  Truth parseBoth() {
    Truth T = parseUnary();
    while (accept("&&"))
      T = both(T, parseUnary());
    return T;
  }
  Truth parseUnary() {
    if (accept("!"))
      return negate(parseUnary());
    if (accept("defined")) {
      bool Parenthesized = accept("(");
      llvm::StringRef Macro = peek();
      ++At;
      if (Parenthesized)
        accept(")");
      return definedness(Macro);
    }
    if (accept("(")) {
      Truth T = parseEither();
      accept(")");
      return T;
    }
    return parseValue();
  }

  /// A value operand (`HIP_VERSION >= 60000000`, `0`): what it compares is
  /// not evaluated, only whether it depends on the platform.
  Truth parseValue() {
    size_t Begin = At;
    for (unsigned Depth = 0; At < Tokens.size(); ++At) {
      llvm::StringRef Tok = Tokens[At];
      if (Depth == 0 && (Tok == "&&" || Tok == "||" || Tok == ")"))
        break;
      Depth += Tok == "(";
      Depth -= Tok == ")" && Depth > 0;
    }
    llvm::ArrayRef<llvm::StringRef> Operand(Tokens.begin() + Begin,
                                            Tokens.begin() + At);
    if (Operand.size() == 1 && llvm::isDigit(Operand[0][0]))
      return Operand[0].trim("0uUlL").empty() ? Truth::False : Truth::True;
    bool OnPlatform = llvm::any_of(
        Operand, [&](llvm::StringRef Tok) { return Related.contains(Tok); });
    return OnPlatform ? Truth::Unknown : Truth::Neutral;
  }

  llvm::StringMap<bool> Known;
  llvm::StringSet<> Related;
  llvm::StringSet<> Defined;
  std::vector<Group> Groups;
  llvm::SmallVector<llvm::StringRef, 16> Tokens;
  size_t At = 0;
};

} // namespace

llvm::StringSet<> macrosDefinedFor(llvm::StringRef HeaderText,
                                   HipPlatform Platform) {
  return HeaderWalk(Platform).run(HeaderText);
}

} // namespace hipify::mapcheck
