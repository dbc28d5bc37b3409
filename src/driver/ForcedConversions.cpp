#include "ForcedConversions.h"

#include "mapping/TableChoices.h"
#include "output/SourcePosition.h"

#include <optional>

namespace hipify {

static bool isForced(const ReferenceInfo &Ref, const MappingTable &Builtin,
                     bool Experimental) {
  for (const MappingEntry &E : Builtin.lookupAll(Ref.CudaName))
    if (!E.isConvertible(Experimental) && amapName(E) == Ref.HipName)
      return true;
  return false;
}

static UnconvertedReference unconvertedAt(const LineTable &Lines,
                                          const Edit &E) {
  UnconvertedReference U;
  U.Offset = E.Offset;
  U.Line = Lines.line(E.Offset);
  U.Column = Lines.column(E.Offset);
  U.Reference = *E.Reference;
  U.Reference.HipName.clear();
  U.Reason = "is unsupported in HIP; written as '" + E.Reference->HipName +
             "' (--amap)";
  return U;
}

void reportForcedConversions(TranslationUnitResult &R,
                             const MappingTable &Builtin, bool Experimental) {
  for (FileResult &File : R.Files) {
    EditSet Reported;
    bool Changed = false;
    std::optional<LineTable> Lines;
    for (Edit E : File.Edits.edits()) {
      if (E.Reference && isForced(*E.Reference, Builtin, Experimental)) {
        if (!Lines)
          Lines.emplace(File.OriginalText);
        Reported.addUnconverted(unconvertedAt(*Lines, E));
        E.Reference.reset();
        Changed = true;
      }
      Reported.add(std::move(E));
    }
    if (!Changed)
      continue;
    for (const UnconvertedReference &U : File.Edits.unconverted())
      Reported.addUnconverted(U);
    File.Edits = std::move(Reported);
  }
}

} // namespace hipify
