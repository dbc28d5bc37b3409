//===- RebuiltArgumentList.cpp - A call's arguments in HIP's order --------===//
//
// `order=` and `map=` move or rewrite arguments (a `cast=` among them is
// written into its argument's text), so the argument list is
// written anew as a whole: each argument's text (its CUDA names renamed here,
// since the edits other rules make inside the list are absorbed), in HIP's
// order, with the separators of the call kept in place.
//
//===----------------------------------------------------------------------===//
#include "../frontend/RawLexing.h"
#include "ArgumentTransformRule.h"

using namespace clang;

namespace hipify {
namespace {

using Kind = ArgumentTransform::Kind;

std::string position(unsigned Index) {
  return "argument " + std::to_string(Index + 1);
}

} // namespace

std::optional<std::string>
ArgumentTransformRule::renamedText(CharSourceRange Range, ASTContext &AST,
                                   std::string &Why) {
  const SourceManager &SM = AST.getSourceManager();
  // The raw lexer reads up to a null character: lex a copy.
  std::string Text = Lexer::getSourceText(Range, SM, AST.getLangOpts()).str();
  Lexer Lex(SM.getLocForStartOfFile(SM.getFileID(Range.getBegin())),
            AST.getLangOpts(), Text.c_str(), Text.c_str(),
            Text.c_str() + Text.size());
  std::string Out;
  size_t Copied = 0;
  Token Tok;
  while (nextRawToken(Lex, Tok)) {
    if (Tok.isNot(tok::raw_identifier))
      continue;
    StringRef Name = Tok.getRawIdentifier();
    const MappingEntry *Entry = Ctx.table().lookup(Name, ReferenceKind::Token);
    if (!Entry)
      continue;
    if (!Entry->isConvertible(Ctx.options().Table.Experimental) ||
        Entry->isNewerThan(Ctx.options().HipTarget) ||
        !Entry->ArgumentTransforms.empty()) {
      Why = "an argument HIP takes elsewhere names '" + Name.str() +
            "', which is not renamed in HIP";
      return std::nullopt;
    }
    size_t At = Name.data() - Text.c_str();
    Out.append(Text, Copied, At - Copied);
    Out += Entry->HipName;
    Copied = At + Name.size();
  }
  Out.append(Text, Copied, std::string::npos);
  return Out;
}

bool ArgumentTransformRule::planRebuiltList(
    llvm::ArrayRef<ArgumentTransform> Transforms,
    llvm::ArrayRef<const Expr *> Args, const FunctionDecl *Declared,
    ASTContext &AST, std::vector<Rewrite> &Plan, std::string &Why) {
  if (Args.empty()) {
    Why = "it has no arguments";
    return false;
  }
  const SourceManager &SM = AST.getSourceManager();
  llvm::SmallVector<CharSourceRange, 8> Ranges;
  for (const Expr *Arg : Args) {
    Ranges.push_back(fileRange(*Arg, AST));
    if (Ranges.back().isInvalid()) {
      Why = position(Ranges.size() - 1) + " is written through a macro";
      return false;
    }
  }
  // The CUDA arguments' HIP text; nullopt once dropped. Defaults written out
  // join them, so that HIP's order may name them too.
  std::vector<std::optional<std::string>> Texts;
  for (CharSourceRange Range : Ranges) {
    std::optional<std::string> Text = renamedText(Range, AST, Why);
    if (!Text)
      return false;
    Texts.push_back(std::move(Text));
  }
  const ArgumentTransform *Order = nullptr;
  for (const ArgumentTransform &T : Transforms) {
    switch (T.What) {
    case Kind::WriteDefault:
      if (T.Index == Texts.size())
        Texts.push_back(T.Text.str());
      else if (T.Index > Texts.size()) {
        Why = position(Texts.size()) + " is left to its default";
        return false;
      }
      break;
    case Kind::Drop:
      if (T.Index >= Args.size())
        break;
      if (dropRefused(*Args[T.Index], T, AST, Ctx.options().NumericsStrict)) {
        Why = requirementFailure(T);
        return false;
      }
      Texts[T.Index].reset();
      break;
    case Kind::MapValues: {
      const auto *Value =
          T.Index < Args.size()
              ? llvm::find_if(T.Values,
                              [&](const auto &V) {
                                return isEnumeratorValue(*Args[T.Index], V.From,
                                                         AST);
                              })
              : T.Values.end();
      if (Value == T.Values.end()) {
        Why = position(T.Index) + " is not written as a value HIP has (";
        for (const auto &V : T.Values)
          Why += (&V == T.Values.begin() ? "" : ", ") + V.From.str();
        Why += ")";
        return false;
      }
      Texts[T.Index] = Value->To.str();
      break;
    }
    case Kind::Cast:
      if (T.Index < Args.size()) {
        std::optional<ArgumentCast> Cast =
            castOf(*Args[T.Index], T, Declared, AST, Why);
        if (!Cast)
          return false;
        Texts[T.Index] = Cast->Opening + *Texts[T.Index] + Cast->Closing;
      }
      break;
    case Kind::Order:
      Order = &T;
      break;
    case Kind::DeviceOfLocation:
      Why = "a memory location cannot be moved";
      return false;
    case Kind::Insert:
      break;
    }
  }
  // HIP's order: what order= names, then the other arguments as they come.
  // An argument written twice must not change anything when evaluated.
  std::vector<std::string> Hip;
  llvm::SmallVector<bool, 16> Placed(Texts.size());
  auto place = [&](unsigned I) {
    if (!Placed[I])
      for (const ArgumentTransform &T : Transforms)
        if (T.What == Kind::Insert && T.Index == I)
          Hip.push_back(T.Text.str());
    if (Texts[I])
      Hip.push_back(*Texts[I]);
    Placed[I] = true;
  };
  for (const ArgumentTransform::OrderItem &Item :
       Order ? Order->Items : llvm::ArrayRef<ArgumentTransform::OrderItem>()) {
    if (!Item.Index) {
      Hip.push_back(Item.Text.str());
      continue;
    }
    unsigned I = *Item.Index;
    if (I >= Texts.size()) {
      Why = "the call has no " + position(I);
      return false;
    }
    if (Placed[I] && I < Args.size() && Args[I]->HasSideEffects(AST)) {
      Why = position(I) + ", which HIP takes twice, has side effects";
      return false;
    }
    place(I);
  }
  for (unsigned I = 0; I < Texts.size(); ++I)
    if (!Placed[I])
      place(I);
  for (const ArgumentTransform &T : Transforms)
    if (T.What == Kind::Insert && T.Index >= Texts.size())
      Hip.push_back(T.Text.str());
  // A comment between two arguments speaks of them where they are written.
  for (size_t I = 1; Order && I < Ranges.size(); ++I) {
    llvm::StringRef Separator =
        Lexer::getSourceText(CharSourceRange::getCharRange(
                                 Ranges[I - 1].getEnd(), Ranges[I].getBegin()),
                             SM, AST.getLangOpts());
    if (Separator.contains("/*") || Separator.contains("//")) {
      Why = "a comment between its arguments would stay in place while "
            "they move";
      return false;
    }
  }
  // The call's own separators (line breaks, alignment) where it has them.
  std::string List;
  for (size_t I = 0; I < Hip.size(); ++I) {
    if (I > 0 && I < Ranges.size())
      List += Lexer::getSourceText(
          CharSourceRange::getCharRange(Ranges[I - 1].getEnd(),
                                        Ranges[I].getBegin()),
          SM, AST.getLangOpts());
    else if (I > 0)
      List += ", ";
    List += Hip[I];
  }
  SourceLocation Begin = Ranges.front().getBegin();
  Plan.push_back(
      {Begin,
       SM.getFileOffset(Ranges.back().getEnd()) - SM.getFileOffset(Begin),
       std::move(List)});
  return true;
}

} // namespace hipify
