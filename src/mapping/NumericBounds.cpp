#include "NumericBounds.h"
#include "NumericNotes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {
namespace {

bool isUlpFigure(llvm::StringRef Field) {
  double Value;
  return Field == "-" || !Field.getAsDouble(Value);
}

class BoundsParser {
public:
  BoundsParser(llvm::StringRef Path,
               std::vector<mapgen::MappingDiagnostic> &Diags)
      : Path(Path), Diags(Diags) {}

  NumericBoundsFile parse(llvm::StringRef Text) {
    llvm::SmallVector<llvm::StringRef, 64> Lines;
    Text.split(Lines, '\n');
    for (LineNumber = 1; LineNumber <= Lines.size(); ++LineNumber) {
      llvm::StringRef Line = Lines[LineNumber - 1].rtrim();
      if (Line.consume_front("#! source "))
        readSource(Line);
      else if (!Line.trim().empty() && !Line.starts_with("#"))
        readBound(Line);
    }
    return std::move(File);
  }

private:
  void error(const std::string &Message) {
    Diags.push_back({{Path.str(), LineNumber, 1}, Message});
  }

  void readSource(llvm::StringRef Line) {
    if (!readSourceLine(Line, File.Sources))
      error("expected '#! source key: text'");
  }

  bool namesSource(llvm::StringRef Bound) {
    return endsWithSource(Bound, File.Sources);
  }

  void readBound(llvm::StringRef Line) {
    llvm::SmallVector<llvm::StringRef, 5> Fields;
    Line.split(Fields, " | ");
    if (Fields.size() != 5)
      return error("expected 'function | CUDA ulp | CUDA bound | HIP ulp | "
                   "HIP bound'");
    for (llvm::StringRef &F : Fields)
      F = F.trim();
    if (!isUlpFigure(Fields[1]) || !isUlpFigure(Fields[3]))
      return error("an ulp field is a number or '-'");
    if (!namesSource(Fields[2]) || !namesSource(Fields[4]))
      return error("each bound ends with '[source]', a '#! source' declared "
                   "before it");
    if (File.find(Fields[0]))
      return error("'" + Fields[0].str() + "' is listed twice");
    auto ulp = [](llvm::StringRef F) { return F == "-" ? "" : F.str(); };
    File.Bounds.push_back({Fields[0].str(),
                           {ulp(Fields[1]), Fields[2].str()},
                           {ulp(Fields[3]), Fields[4].str()},
                           {Path.str(), LineNumber, 1}});
  }

  llvm::StringRef Path;
  std::vector<mapgen::MappingDiagnostic> &Diags;
  unsigned LineNumber = 0;
  NumericBoundsFile File;
};

} // namespace

const NumericBound *NumericBoundsFile::find(llvm::StringRef Function) const {
  for (const NumericBound &B : Bounds)
    if (B.Function == Function)
      return &B;
  return nullptr;
}

NumericBoundsFile
parseNumericBounds(llvm::StringRef Path, llvm::StringRef Text,
                   std::vector<mapgen::MappingDiagnostic> &Diags) {
  return BoundsParser(Path, Diags).parse(Text);
}

} // namespace hipify
