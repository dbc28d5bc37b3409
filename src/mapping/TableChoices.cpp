#include "mapping/TableChoices.h"

#include "llvm/ADT/StringRef.h"

namespace hipify {

static llvm::StringRef text(const char *S) { return S ? S : ""; }

std::string amapName(const MappingEntry &Entry) {
  if (*Entry.HipName)
    return Entry.HipName;
  // The nearest name of the target library, where the tables record one.
  if (*Entry.AmapName)
    return Entry.AmapName;
  llvm::StringRef Name = Entry.CudaName;
  for (auto [Cuda, Hip] : {std::pair{"cuda", "hip"}, {"CUDA", "HIP"}}) {
    size_t At = Name.find(Cuda);
    if (At != llvm::StringRef::npos)
      return (Name.take_front(At) + Hip + Name.drop_front(At + 4)).str();
  }
  if (Name.consume_front("cu"))
    return ("hip" + Name).str();
  if (Name.consume_front("CU"))
    return ("HIP" + Name).str();
  return Entry.CudaName;
}

ChosenTable::ChosenTable(const MappingTable &Builtin,
                         const TableChoices &Choices)
    : Builtin(Builtin) {
  if (!Choices.ConvertUnsupported && !Choices.Roc &&
      !Choices.FlatLibraryIncludes && !Choices.Hipdnn)
    return;
  Entries.assign(Builtin.entries().begin(), Builtin.entries().end());
  for (MappingEntry &E : Entries) {
    // hipify-clang's spelling of the header, for the name written below.
    const char *Flat = E.FlatInclude;
    llvm::StringRef Roc = text(E.RocName);
    bool Retarget = Choices.Roc && !(Choices.UseHipDataTypes && E.HipDataType);
    bool ToAlternative = Retarget && E.Library == AlternativeLibrary::Roc;
    if (ToAlternative) {
      // A HIP name would mix hipBLAS into rocBLAS code: without a roc name
      // the reference is reported instead.
      E.Status =
          Roc.empty() ? SupportStatus::Unsupported : SupportStatus::Supported;
      E.HipName = Roc.empty() ? "" : E.RocName;
      if (Roc.empty() && *E.RocWhy)
        E.Why = E.RocWhy;
      E.ArgOverloads = {};
      // hipSPARSE's signature is CUDA's where rocSPARSE's takes a stage.
      E.ArgumentTransforms = E.RocArgumentTransforms;
      Flat = E.RocFlatInclude;
    } else if (Retarget && !Roc.empty()) {
      E.HipName = E.RocName;
      Flat = E.RocFlatInclude;
    }
    if (Choices.Hipdnn && E.Library == AlternativeLibrary::Hipdnn) {
      // MIOpen names are no fallback in hipDNN code.
      E.Status =
          *E.HipdnnName ? SupportStatus::Supported : SupportStatus::Unsupported;
      E.HipName = E.HipdnnName;
      E.ArgOverloads = {};
      E.ArgumentTransforms = {};
      E.Advice = "";
      E.ByHand = "";
      E.HipAdded = std::nullopt;
      E.OlderHipName = "";
      Flat = "";
      ToAlternative = true; // not guessed by --amap either
    }
    if (Choices.ConvertUnsupported && !ToAlternative &&
        !E.isConvertible(Choices.Experimental)) {
      E.HipName = Saver.save(amapName(E)).data();
      E.Status = SupportStatus::Supported;
    }
    if (Choices.FlatLibraryIncludes && *E.HipName && Flat && *Flat)
      E.HipName = Flat;
  }
  // The names keep their order, so the built-in index serves.
  Table.emplace(Entries, Builtin.index());
}

} // namespace hipify
