#include "output/TranslationUnitExchange.h"
#include "output/HipCollision.h"
#include "output/NumericsFinding.h"
#include "output/WarpSizeHazard.h"

#include "clang/Tooling/ReplacementsYaml.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

namespace hipify {

namespace json = llvm::json;

// 2: the conversion options are recorded.
constexpr llvm::StringLiteral RecordFormat = "hipify-cpp translation unit 2";

std::string renderReplacementsYaml(const TranslationUnitResult &R) {
  clang::tooling::TranslationUnitReplacements TU;
  TU.MainSourceFile = R.MainFile;
  for (const FileResult &F : R.Files)
    for (const Edit &E : F.Edits.edits())
      TU.Replacements.emplace_back(F.Path, E.Offset, E.Length, E.Replacement);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  llvm::yaml::Output YAML(OS);
  YAML << TU;
  return Out;
}

static json::Object referenceObject(const ReferenceInfo &Ref) {
  return json::Object{{"cuda", Ref.CudaName},
                      {"hip", Ref.HipName},
                      {"api", Ref.Api},
                      {"category", Ref.Category}};
}

static std::string hashOf(llvm::StringRef Text) {
  return llvm::utohexstr(llvm::xxh3_64bits(Text));
}

static json::Object fileObject(const FileResult &F) {
  json::Array Edits, Findings;
  for (const Edit &E : F.Edits.edits()) {
    json::Object O{{"offset", E.Offset},
                   {"length", E.Length},
                   {"text", E.Replacement},
                   {"token_level", E.Origin == EditOrigin::TokenLevel},
                   {"covers", E.Covers},
                   {"rule", E.Rule}};
    if (E.Reference)
      O["reference"] = referenceObject(*E.Reference);
    Edits.push_back(std::move(O));
  }
  for (const UnconvertedReference &U : F.Edits.unconverted())
    Findings.push_back(json::Object{{"offset", U.Offset},
                                    {"line", U.Line},
                                    {"column", U.Column},
                                    {"reference", referenceObject(U.Reference)},
                                    {"reason", U.Reason},
                                    {"rule", U.Rule},
                                    {"inactive", U.Inactive},
                                    {"function", U.Function}});
  json::Array Hazards;
  for (const WarpSizeHazard &H : F.Edits.warpSizeHazards()) {
    json::Object O = toJson(H);
    O["offset"] = H.Offset;
    Hazards.push_back(std::move(O));
  }
  json::Array Collisions;
  for (const HipCollision &C : F.Edits.hipCollisions()) {
    json::Object O = toJson(C);
    O["offset"] = C.Offset;
    Collisions.push_back(std::move(O));
  }
  json::Array Numerics;
  for (const NumericsFinding &N : F.Edits.numericsFindings()) {
    json::Object O = toJson(N);
    O["offset"] = N.Offset;
    Numerics.push_back(std::move(O));
  }
  return json::Object{{"path", F.Path},
                      {"size", int64_t(F.OriginalText.size())},
                      {"hash", hashOf(F.OriginalText)},
                      {"main", F.IsMainFile},
                      {"uses_cuda", F.UsesCuda},
                      {"edits", std::move(Edits)},
                      {"unconverted", std::move(Findings)},
                      {"warp_size_hazards", std::move(Hazards)},
                      {"hip_collisions", std::move(Collisions)},
                      {"numerics", std::move(Numerics)}};
}

std::string renderTranslationUnitRecord(const ExchangedTranslationUnit &TU) {
  const TranslationUnitResult &R = TU.Result;
  json::Array Files, Messages;
  for (const FileResult &F : R.Files)
    Files.push_back(fileObject(F));
  for (const std::string &M : R.Messages)
    Messages.push_back(M);
  json::Object Options;
  for (const auto &[Name, Value] : TU.Options)
    Options[Name] = Value;
  json::Object Root{{"format", RecordFormat},
                    {"options", std::move(Options)},
                    {"name", TU.Name},
                    {"project_root", TU.ProjectRoot},
                    {"main_file", R.MainFile},
                    {"parsed", R.Parsed},
                    {"had_errors", R.HadErrors},
                    {"crashed", R.Crashed},
                    {"already_hip", R.AlreadyHip},
                    {"outside_project", R.OutsideProject},
                    {"seconds", R.Seconds},
                    {"messages", std::move(Messages)},
                    {"files", std::move(Files)}};
  return llvm::formatv("{0:2}", json::Value(std::move(Root))).str() + "\n";
}

namespace {

/// Reads the record's JSON into a result, noting the first problem.
class RecordReader {
public:
  explicit RecordReader(llvm::StringRef Path) : Path(Path) {}

  llvm::Expected<ExchangedTranslationUnit> read(const json::Value &Root) {
    ExchangedTranslationUnit TU;
    const json::Object *O = Root.getAsObject();
    if (!O || O->getString("format") != RecordFormat)
      return fail("not a hipify-cpp translation-unit record");
    TU.Name = string(*O, "name");
    TU.ProjectRoot = path(*O, "project_root");
    if (const json::Object *Options = O->getObject("options"))
      for (const auto &[Name, Value] : *Options)
        TU.Options.emplace_back(Name.str(),
                                Value.getAsString().value_or("").str());
    else
      note("no 'options'");
    llvm::sort(TU.Options);
    TranslationUnitResult &R = TU.Result;
    R.MainFile = path(*O, "main_file");
    R.Parsed = O->getBoolean("parsed").value_or(false);
    R.HadErrors = O->getBoolean("had_errors").value_or(true);
    R.Crashed = O->getBoolean("crashed").value_or(false);
    R.AlreadyHip = O->getBoolean("already_hip").value_or(false);
    R.OutsideProject = O->getBoolean("outside_project").value_or(false);
    R.Seconds = O->getNumber("seconds").value_or(0);
    if (const json::Array *Messages = O->getArray("messages"))
      for (const json::Value &M : *Messages)
        if (auto S = M.getAsString())
          R.Messages.push_back(S->str());
    llvm::StringSet<> Listed;
    if (const json::Array *Files = O->getArray("files"))
      for (const json::Value &F : *Files)
        if (const json::Object *File = F.getAsObject()) {
          R.Files.push_back(readFile(*File));
          if (!Listed.insert(R.Files.back().Path).second)
            note("'" + R.Files.back().Path + "' is listed twice");
        }
    if (!Problem.empty())
      return fail(Problem);
    return TU;
  }

private:
  llvm::Error fail(const llvm::Twine &Why) {
    return llvm::createStringError("'" + Path + "': " + Why);
  }

  std::string string(const json::Object &O, llvm::StringRef Key) {
    if (auto S = O.getString(Key))
      return S->str();
    note("no '" + Key.str() + "'");
    return "";
  }

  /// A count or position: a record is untrusted, so a value a file offset
  /// cannot hold is a problem, never truncated.
  uint64_t integer(const json::Object &O, llvm::StringRef Key,
                   uint64_t Max = UINT32_MAX) {
    std::optional<int64_t> N = O.getInteger(Key);
    if (!N) {
      // A number beyond int64 reads as a double or an unsigned.
      if (O.get(Key) && O.get(Key)->getAsNumber())
        note("'" + Key.str() + "' out of range");
      else
        note("no '" + Key.str() + "'");
      return 0;
    }
    if (*N < 0 || uint64_t(*N) > Max) {
      note("'" + Key.str() + "' out of range (" + std::to_string(*N) + ")");
      return 0;
    }
    return uint64_t(*N);
  }

  unsigned number(const json::Object &O, llvm::StringRef Key) {
    return unsigned(integer(O, Key));
  }

  /// An offset into \p F's text: at most its size.
  unsigned offset(const FileResult &F, const json::Object &O,
                  llvm::StringRef Key = "offset") {
    return unsigned(integer(O, Key, F.OriginalText.size()));
  }

  /// An absolute, normalized path: no `.` or `..` components that could
  /// carry it out of the project when compared or joined.
  std::string path(const json::Object &O, llvm::StringRef Key) {
    std::string P = string(O, Key);
    llvm::SmallString<256> Normal(P);
    llvm::sys::path::remove_dots(Normal, /*remove_dot_dot=*/true);
    if (!P.empty() && (!llvm::sys::path::is_absolute(P) || Normal != P))
      note("'" + Key.str() + "' is not an absolute, normalized path: '" + P +
           "'");
    return P;
  }

  void note(std::string Why) {
    if (Problem.empty())
      Problem = std::move(Why);
  }

  ReferenceInfo reference(const json::Object &O) {
    return {string(O, "cuda"), string(O, "hip"), string(O, "api"),
            string(O, "category")};
  }

  FileResult readFile(const json::Object &O) {
    FileResult F;
    F.Path = path(O, "path");
    F.IsMainFile = O.getBoolean("main").value_or(false);
    F.UsesCuda = O.getBoolean("uses_cuda").value_or(false);
    if (!Problem.empty())
      return F; // a path not to open
    // A FIFO or a device would block or never end.
    auto Buffer = llvm::sys::fs::is_regular_file(F.Path)
                      ? llvm::MemoryBuffer::getFile(F.Path)
                      : llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>(
                            std::make_error_code(std::errc::invalid_argument));
    if (!Buffer)
      note("cannot read '" + F.Path +
           "' as a regular file: " + Buffer.getError().message());
    else if ((*Buffer)->getBufferSize() != integer(O, "size", UINT64_MAX) ||
             hashOf((*Buffer)->getBuffer()) != string(O, "hash"))
      note("'" + F.Path + "' changed since its edits were exported");
    else if ((*Buffer)->getBufferSize() > UINT32_MAX)
      note("'" + F.Path + "' is too large");
    else
      F.OriginalText = (*Buffer)->getBuffer().str();
    if (!Problem.empty())
      return F; // offsets are checked against the text read
    if (const json::Array *Edits = O.getArray("edits"))
      for (const json::Value &V : *Edits)
        if (const json::Object *E = V.getAsObject())
          addEdit(F, *E);
    if (const json::Array *Findings = O.getArray("unconverted"))
      for (const json::Value &V : *Findings)
        if (const json::Object *U = V.getAsObject())
          addFinding(F, *U);
    if (const json::Array *Hazards = O.getArray("warp_size_hazards"))
      for (const json::Value &V : *Hazards)
        if (const json::Object *H = V.getAsObject())
          addHazard(F, *H);
    if (const json::Array *Collisions = O.getArray("hip_collisions"))
      for (const json::Value &V : *Collisions)
        if (const json::Object *C = V.getAsObject())
          addCollision(F, *C);
    if (const json::Array *Numerics = O.getArray("numerics"))
      for (const json::Value &V : *Numerics)
        if (const json::Object *N = V.getAsObject())
          addNumericsFinding(F, *N);
    return F;
  }

  void addEdit(FileResult &F, const json::Object &O) {
    Edit E;
    E.Offset = offset(F, O);
    E.Length = unsigned(integer(O, "length", F.OriginalText.size() - E.Offset));
    E.Replacement = string(O, "text");
    E.Origin = O.getBoolean("token_level").value_or(false)
                   ? EditOrigin::TokenLevel
                   : EditOrigin::Proven;
    E.Covers = O.getBoolean("covers").value_or(false);
    E.Rule = string(O, "rule");
    if (const json::Object *Ref = O.getObject("reference"))
      E.Reference = reference(*Ref);
    if (Problem.empty() && !F.Edits.add(std::move(E)))
      note("two edits of '" + F.Path + "' overlap");
  }

  void addFinding(FileResult &F, const json::Object &O) {
    UnconvertedReference U;
    U.Offset = offset(F, O);
    U.Line = number(O, "line");
    U.Column = number(O, "column");
    if (const json::Object *Ref = O.getObject("reference"))
      U.Reference = reference(*Ref);
    U.Reason = string(O, "reason");
    U.Rule = string(O, "rule");
    U.Inactive = O.getBoolean("inactive").value_or(false);
    U.Function = string(O, "function");
    F.Edits.addUnconverted(std::move(U));
  }

  void addHazard(FileResult &F, const json::Object &O) {
    WarpSizeHazard H;
    H.Offset = offset(F, O);
    H.Line = number(O, "line");
    H.Column = number(O, "column");
    std::optional<WarpSizeHazardKind> Kind =
        warpSizeHazardKind(string(O, "rule"));
    if (!Kind)
      return note("a warp-size hazard of '" + F.Path + "' has no known rule");
    H.Kind = *Kind;
    H.Message = string(O, "message");
    H.Fixed = O.getBoolean("fixed").value_or(false);
    F.Edits.addWarpSizeHazard(std::move(H));
  }

  void addCollision(FileResult &F, const json::Object &O) {
    std::optional<HipCollision> C = hipCollisionFromJson(O);
    if (!C)
      return note("a HIP collision of '" + F.Path + "' has no known rule");
    // Read again, checked: the JSON form truncates what does not fit.
    C->Offset = offset(F, O);
    C->Line = number(O, "line");
    C->Column = number(O, "column");
    F.Edits.addHipCollision(std::move(*C));
  }

  void addNumericsFinding(FileResult &F, const json::Object &O) {
    NumericsFinding N;
    N.Offset = offset(F, O);
    N.Line = number(O, "line");
    N.Column = number(O, "column");
    std::optional<NumericsKind> Kind = numericsKind(string(O, "rule"));
    if (!Kind)
      return note("a numerics finding of '" + F.Path + "' has no known rule");
    N.Kind = *Kind;
    N.Message = string(O, "message");
    F.Edits.addNumericsFinding(std::move(N));
  }

  std::string Path;
  std::string Problem;
};

} // namespace

llvm::Expected<ExchangedTranslationUnit>
loadTranslationUnitRecord(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError("cannot read '" + Path +
                                   "': " + Buffer.getError().message());
  auto Root = json::parse((*Buffer)->getBuffer());
  if (!Root)
    return llvm::createStringError("'" + Path +
                                   "': " + llvm::toString(Root.takeError()));
  return RecordReader(Path).read(*Root);
}

std::string exchangeFileStem(llvm::StringRef MainFile) {
  return (llvm::sys::path::filename(MainFile) + "-" +
          llvm::utohexstr(llvm::xxh3_64bits(MainFile)))
      .str();
}

} // namespace hipify
