#include "BuildMapping.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"

namespace hipify {

namespace {

const char BuiltinText[] =
#include "hipify/BuildMappingText.inc"
    ;

bool isKnownKind(llvm::StringRef Kind) {
  return llvm::StringSwitch<bool>(Kind)
      .Cases({"file", "language", "language-command", "package", "command"},
             true)
      .Cases(
          {"target", "name", "name-prefix", "source-command", "source-suffix"},
          true)
      .Cases({"flag-command", "flag-variable", "compiler", "flag"}, true)
      .Default(false);
}

llvm::Error errorAt(llvm::StringRef Name, unsigned Line, unsigned Column,
                    const llvm::Twine &Message) {
  return llvm::createStringError(Name + ":" + llvm::Twine(Line) + ":" +
                                 llvm::Twine(Column) + ": error: " + Message);
}

/// Reads the extras of an entry, from \p Rest (the text after the HIP
/// column); \p Column is where \p Rest starts.
llvm::Error readExtras(llvm::StringRef Rest, unsigned Column,
                       llvm::StringRef Name, BuildEntry &E) {
  while (true) {
    size_t Start = Rest.find_first_not_of(" \t");
    if (Start == llvm::StringRef::npos)
      return llvm::Error::success();
    Column += Start;
    Rest = Rest.drop_front(Start);
    if (Rest.consume_front("note=")) {
      E.Note = Rest.rtrim().str();
      return llvm::Error::success();
    }
    size_t End = Rest.find_first_of(" \t");
    llvm::StringRef Field = Rest.take_front(End);
    auto [Key, Value] = Field.split('=');
    if (Field == "value")
      E.TakesValue = true;
    else if (Field == "arch")
      E.Architectures = true;
    else if (Field == "unwrap")
      E.Unwrap = true;
    else if (Field == "with-value")
      E.WithValue = true;
    else if (Key == "package" && !Value.empty())
      E.Package = Value.str();
    else if (Key == "skip" && !Value.getAsInteger(10, E.Skip))
      ;
    else
      return errorAt(Name, E.Line, Column, "unknown extra '" + Field + "'");
    Column += Field.size();
    Rest = Rest.drop_front(Field.size());
  }
}

} // namespace

llvm::Expected<BuildMapping> BuildMapping::parse(llvm::StringRef Text,
                                                 llvm::StringRef Name) {
  BuildMapping M;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (unsigned I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I].rtrim("\r");
    unsigned LineNo = I + 1;
    if (Line.consume_front("#!")) {
      auto [Key, Value] = Line.split(':');
      Key = Key.trim();
      if (Key == "api")
        M.Api = Value.trim().str();
      else if (Key == "architectures")
        M.Architectures = Value.trim().str();
      else
        return errorAt(Name, LineNo, 3, "unknown directive '" + Key + "'");
      continue;
    }
    llvm::StringRef Content = Line.ltrim(" \t");
    if (Content.empty() || Content.starts_with("#"))
      continue;
    llvm::SmallVector<llvm::StringRef, 3> Fields;
    llvm::StringRef Rest = Content;
    while (Fields.size() < 3 && !Rest.empty()) {
      auto [Field, Tail] = llvm::getToken(Rest, " \t");
      Fields.push_back(Field);
      Rest = Tail;
    }
    unsigned Column = Line.size() - Content.size() + 1;
    if (Fields.size() < 3)
      return errorAt(Name, LineNo, Column,
                     "expected a kind, a CUDA name and a HIP name");
    if (!isKnownKind(Fields[0]))
      return errorAt(Name, LineNo, Column, "unknown kind '" + Fields[0] + "'");
    BuildEntry E;
    E.Cuda = Fields[1].str();
    E.Hip = Fields[2] == "-" ? "" : Fields[2].str();
    E.Line = LineNo;
    if (llvm::Error Err =
            readExtras(Rest, Line.size() - Rest.size() + 1, Name, E))
      return Err;
    if (M.find(Fields[0], E.Cuda))
      return errorAt(Name, LineNo, Column,
                     "duplicate " + Fields[0] + " '" + E.Cuda + "'");
    M.ByKind[Fields[0].str()].push_back(std::move(E));
  }
  if (M.Architectures.empty())
    return errorAt(Name, 1, 1, "missing '#! architectures:'");
  return M;
}

const BuildMapping &BuildMapping::builtin() {
  static const BuildMapping Builtin = [] {
    auto Map = parse(BuiltinText, "mappings/build.map");
    if (!Map) // The build's own data: the unit tests parse it.
      llvm::report_fatal_error(Map.takeError());
    return std::move(*Map);
  }();
  return Builtin;
}

std::string BuildMapping::fileKind(llvm::StringRef FileName) const {
  for (const BuildEntry *E : entries("file")) {
    llvm::StringRef Pattern = E->Cuda;
    if (Pattern.consume_front("*") ? FileName.ends_with(Pattern)
                                   : FileName == Pattern)
      return E->Hip;
  }
  return "";
}

const BuildEntry *BuildMapping::find(llvm::StringRef Kind,
                                     llvm::StringRef Cuda) const {
  auto It = ByKind.find(Kind.str());
  if (It == ByKind.end())
    return nullptr;
  for (const BuildEntry &E : It->second)
    if (E.Cuda == Cuda)
      return &E;
  return nullptr;
}

const BuildEntry *BuildMapping::findPrefixOf(llvm::StringRef Kind,
                                             llvm::StringRef Text) const {
  for (const BuildEntry *E : entries(Kind))
    if (Text.starts_with(E->Cuda))
      return E;
  return nullptr;
}

std::vector<const BuildEntry *>
BuildMapping::entries(llvm::StringRef Kind) const {
  std::vector<const BuildEntry *> Result;
  auto It = ByKind.find(Kind.str());
  if (It != ByKind.end())
    for (const BuildEntry &E : It->second)
      Result.push_back(&E);
  return Result;
}

} // namespace hipify
