#include "mapping/MappingTable.h"

namespace hipify {

namespace {
#include "hipify/GeneratedMappingTable.inc"
} // namespace

const MappingTable &MappingTable::builtin() {
  static const MappingTable Table(GeneratedEntries, GeneratedNameIndex);
  return Table;
}

llvm::StringRef MappingEntry::hipNameForCall(unsigned ArgCount) const {
  for (const CallOverload &O : ArgOverloads)
    if (O.ArgCount == ArgCount)
      return O.HipName;
  return HipName;
}

std::string writtenOverloads(const MappingEntry &Entry) {
  std::string Written;
  for (const CallOverload &O : Entry.ArgOverloads)
    Written += (Written.empty() ? "" : ",") + std::to_string(O.ArgCount) + ":" +
               O.HipName;
  return Written;
}

// cuDNN is versioned apart from the toolkit: its entries' removed= is a
// cuDNN version.
static std::string versionedProduct(const MappingEntry &Entry) {
  return llvm::StringRef(Entry.Api) == "cuDNN API" ? "cuDNN" : "CUDA";
}

std::string unconvertedReason(const MappingEntry &Entry,
                              llvm::StringRef ExperimentalOption) {
  std::string Reason = Entry.Status == SupportStatus::Experimental
                           ? "is experimental in HIP (use " +
                                 ExperimentalOption.str() + " to convert it)"
                           : "is unsupported in HIP";
  // Old code names what the installed toolkit no longer declares: the
  // version tells the user why their CUDA headers lack it too.
  if (*Entry.Removed)
    Reason += std::string(" (removed in ") + versionedProduct(Entry) + " " +
              Entry.Removed + ")";
  if (*Entry.Why)
    Reason += std::string(": ") + Entry.Why;
  if (*Entry.Alternative)
    Reason += std::string("; use '") + Entry.Alternative + "' instead";
  if (*Entry.Hint)
    Reason += std::string("; in HIP use '") + Entry.Hint + "' instead";
  if (*Entry.Advice)
    Reason += std::string("; instead: ") + Entry.Advice;
  return Reason;
}

bool MappingEntry::isNewerThan(hipify::HipVersion Target) const {
  return HipAdded && Target < *HipAdded;
}

static std::vector<NameRun> indexOf(llvm::ArrayRef<MappingEntry> Entries) {
  std::vector<llvm::StringRef> Names;
  Names.reserve(Entries.size());
  for (const MappingEntry &E : Entries)
    Names.push_back(E.CudaName);
  return buildNameIndex(Names);
}

MappingTable::MappingTable(llvm::ArrayRef<MappingEntry> SortedEntries)
    : Entries(SortedEntries), OwnIndex(indexOf(SortedEntries)) {}

MappingTable::MappingTable(llvm::ArrayRef<MappingEntry> SortedEntries,
                           llvm::ArrayRef<NameRun> Index)
    : Entries(SortedEntries), SharedIndex(Index) {}

llvm::ArrayRef<MappingEntry>
MappingTable::lookupAll(llvm::StringRef CudaName) const {
  NameRun Run = findNameRun(index(), CudaName, [&](uint32_t I) {
    return llvm::StringRef(Entries[I].CudaName);
  });
  return Entries.slice(Run.First, Run.Count);
}

static int preference(const MappingEntry &E, ReferenceKind Ref) {
  // Options are text in strings, never a name in code.
  if ((E.Kind == MappingKind::Option) != (Ref == ReferenceKind::Option))
    return -1;
  switch (Ref) {
  case ReferenceKind::Option:
    return 1;
  case ReferenceKind::Header:
    return E.Kind == MappingKind::Header ? 1 : -1;
  case ReferenceKind::Macro:
    return E.Kind == MappingKind::Macro ? 1 : -1;
  case ReferenceKind::Declaration:
    return E.Kind == MappingKind::Macro || E.Kind == MappingKind::Header ? -1
                                                                         : 1;
  case ReferenceKind::Token:
    if (E.Kind == MappingKind::Header || E.NeedsAst)
      return -1;
    // Without an AST, prefer what HIP supports (a v2 macro over a v1
    // function of the same name).
    return E.Status == SupportStatus::Supported ? 2 : 1;
  }
  return -1;
}

const MappingEntry *MappingTable::lookup(llvm::StringRef CudaName,
                                         ReferenceKind Ref) const {
  const MappingEntry *Best = nullptr;
  int BestScore = 0;
  for (const MappingEntry &E : lookupAll(CudaName)) {
    int Score = preference(E, Ref);
    if (Score > BestScore) {
      Best = &E;
      BestScore = Score;
    }
  }
  return Best;
}

} // namespace hipify
