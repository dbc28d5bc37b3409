#include "MappingFile.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <algorithm>
#include <map>

namespace hipify::mapgen {

std::string MappingDiagnostic::str() const {
  return Where.File + ":" + std::to_string(Where.Line) + ":" +
         std::to_string(Where.Column) + ": error: " + Message;
}

namespace {

struct Field {
  llvm::StringRef Text;
  unsigned Column; // 1-based
};

/// Splits a line into whitespace-separated fields; a field starting with '#'
/// starts a comment that runs to the end of the line, and so does an
/// `advice=`, `by-hand=`, `why=` or `roc-why=` field (the last one).
llvm::SmallVector<Field, 8> splitFields(llvm::StringRef Line) {
  llvm::SmallVector<Field, 8> Fields;
  size_t Pos = 0;
  while (Pos < Line.size()) {
    Pos = Line.find_first_not_of(" \t\r", Pos);
    if (Pos == llvm::StringRef::npos || Line[Pos] == '#')
      break;
    size_t End = Line.find_first_of(" \t\r", Pos);
    // Advice is prose: it runs to the end of the line.
    if (Line.substr(Pos).starts_with("advice=") ||
        Line.substr(Pos).starts_with("by-hand=") ||
        Line.substr(Pos).starts_with("why=") ||
        Line.substr(Pos).starts_with("roc-why="))
      End = Line.rtrim(" \t\r").size();
    if (End == llvm::StringRef::npos)
      End = Line.size();
    Fields.push_back({Line.slice(Pos, End), unsigned(Pos + 1)});
    Pos = End;
  }
  return Fields;
}

bool isVersion(llvm::StringRef Text) {
  return llvm::Regex("^[0-9]+\\.[0-9]+$").match(Text);
}

bool isIdentifierLike(llvm::StringRef Text) {
  return llvm::Regex("^[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*$")
      .match(Text);
}

/// `NAME` or `NAME<X.Y`; nothing when \p Value is neither.
std::optional<ParsedNameBeforeHip> nameBeforeHip(llvm::StringRef Value) {
  auto [Name, Version] = Value.split('<');
  if (!isIdentifierLike(Name))
    return std::nullopt;
  ParsedNameBeforeHip Parsed{Name.str(), std::nullopt};
  if (Value.contains('<')) {
    if (!isVersion(Version))
      return std::nullopt;
    Parsed.Before = HipVersion::parse(Version);
  }
  return Parsed;
}

bool isTargetName(llvm::StringRef Text, MappingKind Kind) {
  if (Kind == MappingKind::Header)
    return llvm::Regex("^[A-Za-z0-9_]+(/[A-Za-z0-9_.-]+)*\\.h(pp)?$")
        .match(Text);
  return isIdentifierLike(Text);
}

/// What a file holds: the tables' data, or a user's renames of their own
/// names (three fields, no directives).
enum class FileLayout { Mapping, UserRules };

class FileParser {
public:
  FileParser(llvm::StringRef Path, FileLayout Layout,
             std::vector<MappingDiagnostic> &Diags)
      : Layout(Layout), Diags(Diags) {
    Family.Path = Path.str();
    if (Layout == FileLayout::UserRules)
      Family.Api = UserRulesApi;
  }

  MappingFamily parse(llvm::StringRef Text) {
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    Text.split(Lines, '\n');
    for (unsigned I = 0; I < Lines.size(); ++I)
      parseLine(Lines[I], I + 1);
    if (Family.Api.empty())
      error(1, 1, "missing '#! api:' directive");
    // Only --hipdnn reads them, and only in such a family.
    if (Family.Library != AlternativeLibrary::Hipdnn)
      for (const MappingRecord &R : Family.Records)
        if (!R.HipdnnName.empty())
          error(R.Where.Line, R.Where.Column,
                "'hipdnn=' needs '#! alternative-library: hipdnn'");
    // Only --roc reads it, for an entry it cannot name.
    for (const MappingRecord &R : Family.Records)
      if (!R.RocWhy.empty() &&
          (Family.Library != AlternativeLibrary::Roc || !R.RocName.empty()))
        error(R.Where.Line, R.Where.Column,
              "'roc-why=' goes on an entry without 'roc=' in a family with "
              "'#! alternative-library: roc'");
    // --roc reads them only where it writes the roc name.
    for (const MappingRecord &R : Family.Records)
      if (!R.RocArgumentTransforms.empty() &&
          (Family.Library != AlternativeLibrary::Roc || R.RocName.empty()))
        error(R.Where.Line, R.Where.Column,
              "'roc-drop=', 'roc-insert=', ... go on an entry with 'roc=' in "
              "a family with '#! alternative-library: roc'");
    // ... and only those: the HIP name's would be lost without a word.
    for (const MappingRecord &R : Family.Records)
      if (Family.Library == AlternativeLibrary::Roc && !R.RocName.empty() &&
          !R.ArgumentTransforms.empty() && R.RocArgumentTransforms.empty())
        error(R.Where.Line, R.Where.Column,
              "an entry with 'roc=' and argument transforms ('" +
                  R.ArgumentTransforms.front().Written +
                  "') needs the roc name's own ('roc-drop=', 'roc-insert=', "
                  "...): --roc does not apply the HIP name's");
    return std::move(Family);
  }

private:
  void error(unsigned Line, unsigned Column, std::string Message) {
    Diags.push_back({{Family.Path, Line, Column}, std::move(Message)});
  }

  void parseLine(llvm::StringRef Line, unsigned LineNo) {
    llvm::StringRef Trimmed = Line.ltrim(" \t");
    if (Layout == FileLayout::Mapping && Trimmed.starts_with("#!")) {
      parseDirective(Line, LineNo);
      return;
    }
    auto Fields = splitFields(Line);
    if (Fields.empty())
      return;
    if (Layout == FileLayout::UserRules)
      parseUserRule(Fields, LineNo);
    else
      parseRecord(Fields, LineNo);
  }

  /// Whether a record has \p Min to \p Max fields; if not, the error
  /// points after the last field, or at the first extra one.
  bool checkFieldCount(llvm::ArrayRef<Field> Fields, unsigned LineNo,
                       size_t Min, size_t Max, llvm::StringRef Expected) {
    if (Fields.size() >= Min && Fields.size() <= Max)
      return true;
    bool Missing = Fields.size() < Min;
    const Field &At = Missing ? Fields.back() : Fields[Max];
    error(LineNo, At.Column + (Missing ? unsigned(At.Text.size()) : 0),
          "expected " + Expected.str() + ", found " +
              std::to_string(Fields.size()));
    return false;
  }

  MappingRecord recordOf(llvm::ArrayRef<Field> Fields, unsigned LineNo) {
    MappingRecord R;
    R.Where = {Family.Path, LineNo, Fields[0].Column};
    R.CudaName = Fields[0].Text.str();
    return R;
  }

  void parseUserRule(llvm::ArrayRef<Field> Fields, unsigned LineNo) {
    if (!checkFieldCount(Fields, LineNo, 3, 3,
                         "3 fields (name, replacement, kind)"))
      return;
    MappingRecord R = recordOf(Fields, LineNo);
    R.HipName = Fields[1].Text.str();
    R.HipWhere = {Family.Path, LineNo, Fields[1].Column};
    R.Category = UserRulesCategory;
    auto Kind = parseKind(Fields[2].Text);
    if (!Kind || *Kind == MappingKind::Header) {
      error(LineNo, Fields[2].Column,
            "unknown kind '" + Fields[2].Text.str() +
                "' (expected function, type, enum, enumerator, macro, "
                "variable or namespace)");
      return;
    }
    R.Kind = *Kind;
    bool Qualified = R.CudaName.find(':') != std::string::npos;
    if (!isIdentifierLike(R.CudaName) ||
        (Qualified && R.Kind == MappingKind::Macro)) {
      error(LineNo, Fields[0].Column,
            "'" + R.CudaName + "' is not an identifier");
      return;
    }
    if (!isIdentifierLike(R.HipName) ||
        R.HipName.find(':') != std::string::npos) {
      error(LineNo, Fields[1].Column,
            "'" + R.HipName + "' is not an identifier");
      return;
    }
    Family.Records.push_back(std::move(R));
  }

  void parseDirective(llvm::StringRef Line, unsigned LineNo) {
    // Columns are computed from where the text is, so that any spacing
    // around the directive name and the ':' reports the right place.
    auto columnOf = [&](llvm::StringRef Part) {
      if (!Part.data()) // no ':': the value would start at the line end
        return unsigned(Line.size() + 1);
      return unsigned(Part.data() - Line.data() + 1);
    };
    llvm::StringRef Body = Line.substr(Line.find("#!") + 2);
    auto [Name, Value] = Body.split(':');
    Name = Name.trim();
    unsigned ValueColumn = columnOf(Value);
    if (Name == "api") {
      llvm::StringRef Api = Value.split('#').first.trim();
      if (!Family.Api.empty())
        error(LineNo, 1, "duplicate '#! api:' directive");
      else if (!isStatisticsApi(Api))
        error(LineNo, columnOf(Api), "unknown API family '" + Api.str() + "'");
      Family.Api = Api.str();
    } else if (Name == "alternative-library") {
      llvm::StringRef Library = Value.split('#').first.trim();
      auto Parsed = parseAlternativeLibrary(Library);
      if (Family.Library != AlternativeLibrary::None)
        error(LineNo, 1, "duplicate '#! alternative-library:' directive");
      else if (!Parsed)
        error(LineNo, columnOf(Library),
              "unknown alternative library '" + Library.str() +
                  "' (expected roc or hipdnn)");
      else
        Family.Library = *Parsed;
    } else if (Name == "headers") {
      for (const Field &F : splitFields(Value))
        Family.Headers.push_back(F.Text.str());
    } else if (Name == "nvidia-headers" || Name == "amd-predefined") {
      auto [Items, Reason] = Value.split('#');
      if (Reason.trim().empty())
        error(LineNo, 1, "'#! " + Name.str() + ":' needs a '# reason' comment");
      for (const Field &F : splitFields(Items))
        (Name == "nvidia-headers" ? Family.NvidiaHeaders : Family.AmdPredefined)
            .push_back(F.Text.str());
    } else if (Name == "targets-outside-hip") {
      llvm::StringRef Reason = Value.split('#').second.trim();
      if (Reason.empty())
        error(LineNo, 1, "'#! targets-outside-hip:' needs a '# reason' comment");
      Family.TargetsOutsideHip = Reason.str();
    } else if (Name == "ignore") {
      auto [Patterns, Reason] = Value.split('#');
      Reason = Reason.trim();
      if (Reason.empty())
        error(LineNo, 1, "'#! ignore:' needs a '# reason' comment");
      for (const Field &F : splitFields(Patterns)) {
        std::string Err;
        if (!llvm::Regex(F.Text).isValid(Err))
          error(LineNo, ValueColumn + F.Column - 1,
                "invalid regular expression '" + F.Text.str() + "': " + Err);
        Family.Ignores.push_back({F.Text.str(), Reason.str()});
      }
    } else {
      error(LineNo, columnOf(Name), "unknown directive '" + Name.str() + "'");
    }
  }

  void parseRecord(llvm::ArrayRef<Field> Fields, unsigned LineNo) {
    if (!checkFieldCount(Fields, LineNo, 5, Fields.size(),
                         "5 fields (CUDA name, HIP name, kind, category, "
                         "status)"))
      return;
    MappingRecord R = recordOf(Fields, LineNo);

    auto Kind = parseKind(Fields[2].Text);
    if (!Kind) {
      error(LineNo, Fields[2].Column,
            "unknown kind '" + Fields[2].Text.str() + "'");
      return;
    }
    R.Kind = *Kind;
    if (R.Kind == MappingKind::Option) {
      if (!llvm::StringRef(R.CudaName).starts_with("-"))
        error(LineNo, Fields[0].Column,
              "'" + R.CudaName + "' is not a command-line option");
    } else if (R.Kind != MappingKind::Header && !isIdentifierLike(R.CudaName))
      error(LineNo, Fields[0].Column,
            "'" + R.CudaName + "' is not an identifier");

    R.Category = Fields[3].Text.str();
    if (!isStatisticsCategory(R.Category))
      error(LineNo, Fields[3].Column, "unknown category '" + R.Category + "'");

    auto Status = parseStatus(Fields[4].Text);
    if (!Status) {
      error(LineNo, Fields[4].Column,
            "unknown status '" + Fields[4].Text.str() + "'");
      return;
    }
    R.Status = *Status;

    llvm::StringRef Hip = Fields[1].Text;
    if (R.Status == SupportStatus::Unsupported) {
      if (Hip != "-")
        error(LineNo, Fields[1].Column,
              "an unsupported entry has '-' as HIP name, not '" + Hip.str() +
                  "'");
    } else if (Hip == "-") {
      // A supported macro HIP writes nothing for is removed, saying why.
      bool Removed = R.Kind == MappingKind::Macro &&
                     R.Status == SupportStatus::Supported &&
                     llvm::any_of(Fields.drop_front(5), [](const Field &F) {
                       return F.Text.starts_with("why=");
                     });
      if (!Removed)
        error(LineNo, Fields[1].Column,
              (R.Status == SupportStatus::Experimental ? "an " : "a ") +
                  statusName(R.Status).str() + " entry needs a HIP name");
    } else {
      R.HipName = Hip.str();
    }

    for (const Field &F : Fields.drop_front(5))
      parseExtra(R, F, LineNo);
    if (!R.OlderHipName.empty() &&
        (R.HipVersion.empty() || !R.ArgOverloads.empty() ||
         R.Kind == MappingKind::Header))
      error(LineNo, Fields[0].Column,
            "'older=' needs 'hip=' and goes with no 'args=' nor header");
    if (!R.RocFlatHeader.empty() && R.RocName.empty())
      error(LineNo, Fields[0].Column, "'roc-flat=' needs 'roc='");
    if (R.HipDataType && R.RocName.empty())
      error(LineNo, Fields[0].Column, "'hip-data-type=' needs 'roc='");
    for (const auto *Transforms :
         {&R.ArgumentTransforms, &R.RocArgumentTransforms})
      if (std::string Why = checkArgumentTransforms(*Transforms); !Why.empty())
        error(LineNo, Fields[0].Column, Why);
    if ((!R.Advice.empty() || !R.ByHand.empty()) &&
        R.Kind != MappingKind::Function)
      error(LineNo, Fields[0].Column,
            "'advice=' and 'by-hand=' apply to functions only");
    if (!R.ByHand.empty() && R.Status == SupportStatus::Unsupported)
      error(LineNo, Fields[0].Column,
            "'by-hand=' needs a converted entry (for others: 'advice=')");
    Family.Records.push_back(std::move(R));
  }

  void parseExtra(MappingRecord &R, const Field &F, unsigned LineNo) {
    // Not a structured binding: the lambdas below capture both (C++17).
    std::pair<llvm::StringRef, llvm::StringRef> KeyValue = F.Text.split('=');
    llvm::StringRef Key = KeyValue.first, Value = KeyValue.second;
    if (Value.empty()) {
      error(LineNo, F.Column,
            "expected key=value, found '" + F.Text.str() + "'");
      return;
    }
    auto setVersion = [&](std::string &Slot) {
      if (!isVersion(Value))
        error(LineNo, F.Column + Key.size() + 1,
              "'" + Value.str() + "' is not a version (X.Y)");
      Slot = Value.str();
    };
    if (Key == "deprecated")
      setVersion(R.Deprecated);
    else if (Key == "removed")
      setVersion(R.Removed);
    else if (Key == "added")
      setVersion(R.Added);
    else if (Key == "hip") {
      setVersion(R.HipVersion);
      R.HipAdded = HipVersion::parse(Value);
    } else if (Key == "alt")
      R.Alternative = Value.str();
    else if (std::string Error;
             std::optional<ParsedArgumentTransform> T =
                 parseArgumentTransform(Key, Value, Error)) {
      // `roc-insert=`, ...: how the roc name's arguments differ from CUDA's.
      bool Roc = Key.starts_with("roc-");
      if (R.Kind != MappingKind::Function)
        error(LineNo, F.Column, Key.str() + "= applies to functions only");
      else
        (Roc ? R.RocArgumentTransforms : R.ArgumentTransforms)
            .push_back(std::move(*T));
    } else if (!Error.empty()) {
      error(LineNo, F.Column, Error);
    } else if (Key == "wrap") {
      parseWrap(R, Value, F, LineNo);
    } else if (Key == "opt-in") {
      std::optional<ParsedNameBeforeHip> Parsed = nameBeforeHip(Value);
      if (!Parsed)
        error(LineNo, F.Column, "expected opt-in=MACRO or opt-in=MACRO<X.Y");
      else if (R.Status == SupportStatus::Unsupported)
        error(LineNo, F.Column, "opt-in= needs a supported entry");
      else if (!R.OptIn.Name.empty())
        error(LineNo, F.Column, "opt-in= may be given once");
      else
        R.OptIn = std::move(*Parsed);
    } else if (Key == "hint")
      R.Hint = Value.str();
    else if (Key == "advice")
      R.Advice = Value.str();
    else if (Key == "by-hand")
      R.ByHand = Value.str();
    else if (Key == "roc-why")
      R.RocWhy = Value.str();
    else if (Key == "amap") {
      if (!isIdentifierLike(Value))
        error(LineNo, F.Column + Key.size() + 1,
              "'" + Value.str() + "' is not a C identifier");
      else if (R.Status == SupportStatus::Supported)
        error(LineNo, F.Column, "amap= goes on an entry HIP lacks");
      R.AmapName = Value.str();
    } else if (Key == "why") {
      if (R.Status != SupportStatus::Unsupported && !R.HipName.empty())
        error(LineNo, F.Column,
              "why= goes on an unsupported entry or a macro removed ('-')");
      R.Why = Value.str();
    } else if (Key == "handle") {
      if (R.Kind != MappingKind::Type)
        error(LineNo, F.Column, "handle= applies to types only");
      else if (Value != "pointer")
        error(LineNo, F.Column + Key.size() + 1,
              "handle= takes 'pointer', not '" + Value.str() + "'");
      R.PointerHandle = true;
    } else if (Key == "evidence") {
      if (Value != "ast")
        error(LineNo, F.Column + Key.size() + 1,
              "evidence= takes 'ast', not '" + Value.str() + "'");
      else if (R.Kind == MappingKind::Header || R.Kind == MappingKind::Option)
        error(LineNo, F.Column, "evidence= applies to names in code only");
      R.NeedsAst = true;
    } else if (Key == "tested-only") {
      if (R.Kind != MappingKind::Macro)
        error(LineNo, F.Column, "tested-only= applies to macros only");
      R.TestedOnly = Value.str();
    } else if (Key == "platform") {
      if (Value != "amd")
        error(LineNo, F.Column + Key.size() + 1,
              "expected platform=amd, found '" + Value.str() + "'");
      else if (R.Kind != MappingKind::Macro ||
               R.Status == SupportStatus::Unsupported)
        error(LineNo, F.Column, "platform= applies to converted macros only");
      R.AmdOnly = true;
    } else if (Key == "older") {
      if (!isIdentifierLike(Value))
        error(LineNo, F.Column + Key.size() + 1,
              "'" + Value.str() + "' is not an identifier");
      R.OlderHipName = Value.str();
    } else if (Key == "roc" || Key == "hipdnn") {
      if (!isTargetName(Value, R.Kind))
        error(LineNo, F.Column + Key.size() + 1,
              "'" + Value.str() + "' is not a " +
                  (R.Kind == MappingKind::Header ? "header path"
                                                 : "C identifier"));
      (Key == "roc" ? R.RocName : R.HipdnnName) = Value.str();
    } else if (Key == "flat" || Key == "roc-flat") {
      if (R.Kind != MappingKind::Header)
        error(LineNo, F.Column, Key.str() + "= applies to headers only");
      else if (!isTargetName(Value, R.Kind))
        error(LineNo, F.Column + Key.size() + 1,
              "'" + Value.str() + "' is not a header path");
      (Key == "flat" ? R.FlatHeader : R.RocFlatHeader) = Value.str();
    } else if (Key == "hip-data-type") {
      if (Value != "keep")
        error(LineNo, F.Column + Key.size() + 1,
              "hip-data-type= takes 'keep', not '" + Value.str() + "'");
      R.HipDataType = true;
    } else if (Key == "options") {
      std::string Error;
      std::optional<unsigned> Index = parseArgumentPosition(Value, Error);
      if (!Index)
        error(LineNo, F.Column, "options=: " + Error);
      else if (R.Kind != MappingKind::Function)
        error(LineNo, F.Column, "options= applies to functions only");
      else if (R.OptionsArgument)
        error(LineNo, F.Column, "options= may be given once");
      else
        R.OptionsArgument = *Index + 1;
    } else if (Key == "location-device") {
      llvm::StringRef Name = Value;
      R.LocationDeviceIsMember = Name.consume_front(".");
      if (R.Kind != MappingKind::Enumerator)
        error(LineNo, F.Column, "location-device= applies to enumerators only");
      else if (!isIdentifierLike(Name) || Name.contains(':'))
        error(LineNo, F.Column,
              "expected location-device=.member or location-device=hipName");
      R.LocationDevice = Name.str();
    } else if (Key == "member-cast") {
      std::optional<ParsedNameBeforeHip> Parsed = nameBeforeHip(Value);
      if (R.Kind != MappingKind::Type)
        error(LineNo, F.Column, "member-cast= applies to types only");
      else if (!Parsed)
        error(LineNo, F.Column,
              "expected member-cast=TYPE or member-cast=TYPE<X.Y");
      else
        R.MemberCast = std::move(*Parsed);
    } else if (Key == "args") {
      auto [Count, Name] = Value.split(':');
      unsigned N = 0;
      if (Count.getAsInteger(10, N) || Name.empty())
        error(LineNo, F.Column, "expected args=N:hipName");
      else
        R.ArgOverloads.push_back({N, Name.str()});
    } else
      error(LineNo, F.Column, "unknown extra '" + Key.str() + "'");
  }

  void parseWrap(MappingRecord &R, llvm::StringRef Value, const Field &F,
                 unsigned LineNo) {
    std::string Error;
    std::optional<ArgumentWrap> Wrap = parseArgumentWrap(Value, Error);
    if (!Wrap)
      error(LineNo, F.Column, Error);
    else if (R.Kind != MappingKind::Function)
      error(LineNo, F.Column, "wrap= applies to functions only");
    else if (R.Status == SupportStatus::Unsupported)
      error(LineNo, F.Column, "wrap= needs a supported entry");
    else if (R.WrappedArgument)
      error(LineNo, F.Column, "wrap= may be given once");
    else
      R.WrappedArgument = Wrap;
  }

  FileLayout Layout;
  MappingFamily Family;
  std::vector<MappingDiagnostic> &Diags;
};

} // namespace

MappingFamily parseMappingFile(llvm::StringRef Path, llvm::StringRef Text,
                               std::vector<MappingDiagnostic> &Diags) {
  return FileParser(Path, FileLayout::Mapping, Diags).parse(Text);
}

MappingFamily parseUserRulesFile(llvm::StringRef Path, llvm::StringRef Text,
                                 std::vector<MappingDiagnostic> &Diags) {
  return FileParser(Path, FileLayout::UserRules, Diags).parse(Text);
}

void checkDuplicates(const std::vector<MappingFamily> &Families,
                     std::vector<MappingDiagnostic> &Diags) {
  std::map<std::pair<std::string, MappingKind>, const MappingRecord *> Seen;
  for (const MappingFamily &F : Families)
    for (const MappingRecord &R : F.Records) {
      auto [It, Inserted] = Seen.try_emplace({R.CudaName, R.Kind}, &R);
      if (Inserted)
        continue;
      const SourcePosition &First = It->second->Where;
      Diags.push_back({R.Where, "duplicate " + kindName(R.Kind).str() +
                                    " entry '" + R.CudaName + "' (first at " +
                                    First.File + ":" +
                                    std::to_string(First.Line) + ")"});
    }
}

std::vector<MappingFamily>
loadMappingDirectory(llvm::StringRef Directory,
                     std::vector<MappingDiagnostic> &Diags) {
  std::vector<std::string> Paths;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC))
    if (llvm::sys::path::extension(It->path()) == ".tsv")
      Paths.push_back(It->path());
  if (EC)
    Diags.push_back({{Directory.str(), 0, 0}, EC.message()});
  llvm::sort(Paths);

  std::vector<MappingFamily> Families;
  for (const std::string &Path : Paths) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path);
    if (!Buffer) {
      Diags.push_back({{Path, 0, 0}, Buffer.getError().message()});
      continue;
    }
    Families.push_back(parseMappingFile(Path, (*Buffer)->getBuffer(), Diags));
  }
  checkDuplicates(Families, Diags);
  return Families;
}

} // namespace hipify::mapgen
