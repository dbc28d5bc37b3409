#include "ForcedConversions.h"

#include "hipify/TableChoices.h"

namespace hipify {

static bool isForced(const ReferenceInfo &Ref, const MappingTable &Builtin,
                     bool Experimental) {
  for (const MappingEntry &E : Builtin.lookupAll(Ref.CudaName))
    if (!E.isConvertible(Experimental) && amapName(E) == Ref.HipName)
      return true;
  return false;
}

static UnconvertedReference unconvertedAt(const FileResult &File,
                                          const Edit &E) {
  llvm::StringRef Before = llvm::StringRef(File.OriginalText).take_front(E.Offset);
  size_t LineStart = Before.rfind('\n') + 1; // npos + 1 == 0
  UnconvertedReference U;
  U.Offset = E.Offset;
  U.Line = Before.count('\n') + 1;
  U.Column = E.Offset - LineStart + 1;
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
    for (Edit E : File.Edits.edits()) {
      if (E.Reference && isForced(*E.Reference, Builtin, Experimental)) {
        Reported.addUnconverted(unconvertedAt(File, E));
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
