#include "TableWriter.h"

#include "mapping/NameIndex.h"
#include "mapping/TableFormat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <algorithm>

namespace hipify::mapgen {

static std::string quoted(llvm::StringRef S) { return quotedLiteral(S); }

static const char *kindEnumerator(MappingKind K) {
  switch (K) {
  case MappingKind::Function:
    return "Function";
  case MappingKind::Type:
    return "Type";
  case MappingKind::Enum:
    return "Enum";
  case MappingKind::Enumerator:
    return "Enumerator";
  case MappingKind::Macro:
    return "Macro";
  case MappingKind::Variable:
    return "Variable";
  case MappingKind::Header:
    return "Header";
  case MappingKind::Namespace:
    return "Namespace";
  case MappingKind::Option:
    return "Option";
  }
  return "Function";
}

static const char *statusEnumerator(SupportStatus S) {
  switch (S) {
  case SupportStatus::Supported:
    return "Supported";
  case SupportStatus::Unsupported:
    return "Unsupported";
  case SupportStatus::Experimental:
    return "Experimental";
  }
  return "Unsupported";
}

static const char *libraryEnumerator(AlternativeLibrary L) {
  switch (L) {
  case AlternativeLibrary::None:
    return "None";
  case AlternativeLibrary::Roc:
    return "Roc";
  case AlternativeLibrary::Hipdnn:
    return "Hipdnn";
  }
  return "None";
}

static std::string familyName(const MappingFamily &F) {
  return llvm::sys::path::stem(F.Path).str();
}

namespace {

const char *transformKindEnumerator(ArgumentTransform::Kind K) {
  switch (K) {
  case ArgumentTransform::Kind::Drop:
    return "Drop";
  case ArgumentTransform::Kind::DeviceOfLocation:
    return "DeviceOfLocation";
  case ArgumentTransform::Kind::Insert:
    return "Insert";
  case ArgumentTransform::Kind::WriteDefault:
    return "WriteDefault";
  case ArgumentTransform::Kind::Order:
    return "Order";
  case ArgumentTransform::Kind::MapValues:
    return "MapValues";
  case ArgumentTransform::Kind::Cast:
    return "Cast";
  }
  return "Drop";
}

const char *requirementEnumerator(ArgumentTransform::Requirement R) {
  switch (R) {
  case ArgumentTransform::Requirement::None:
    return "None";
  case ArgumentTransform::Requirement::NullPointer:
    return "NullPointer";
  case ArgumentTransform::Requirement::Zero:
    return "Zero";
  case ArgumentTransform::Requirement::Enumerator:
    return "Enumerator";
  case ArgumentTransform::Requirement::Any:
    return "Any";
  }
  return "None";
}

const char *wrapKindEnumerator(ArgumentWrap::Kind K) {
  switch (K) {
  case ArgumentWrap::Kind::Symbol:
    return "Symbol";
  case ArgumentWrap::Kind::Kernel:
    return "Kernel";
  case ArgumentWrap::Kind::Pointer:
    return "Pointer";
  }
  return "Symbol";
}

std::string boolean(bool B) { return B ? "true" : "false"; }

// An absent optional is written `{}`, not `std::nullopt`: the same value,
// but clang resolves std::optional's converting constructors for each
// `std::nullopt`, which made the table's compile 15 times longer (78 s).
const char NoValue[] = "{}";

std::string version(const std::optional<HipVersion> &V) {
  if (!V)
    return NoValue;
  return "::hipify::HipVersion{" + std::to_string(V->Major) + ", " +
         std::to_string(V->Minor) + "}";
}

std::string nameBeforeHip(const ParsedNameBeforeHip &N) {
  if (N.Name.empty())
    return "{}";
  return "{" + quoted(N.Name) + ", " + version(N.Before) + "}";
}

std::string wrap(const std::optional<ArgumentWrap> &W) {
  if (!W)
    return NoValue;
  return "::hipify::ArgumentWrap{" + std::to_string(W->Index) +
         ", ::hipify::ArgumentWrap::Kind::" + wrapKindEnumerator(W->How) + "}";
}

/// The arrays an entry's fields point to are written before the entries,
/// named after the entry's position (`Overloads12`, `Transforms12`). Returns
/// the initializer of the field: the array's name, or `{}` when empty.
class EntryArrays {
public:
  EntryArrays(llvm::raw_ostream &OS, size_t Entry)
      : OS(OS), Suffix(std::to_string(Entry)) {}

  std::string overloads(const MappingRecord &R) {
    if (R.ArgOverloads.empty())
      return "{}";
    std::string Name = "Overloads" + Suffix;
    OS << "static constexpr ::hipify::CallOverload " << Name << "[] = {";
    for (const ArgCountOverload &O : R.ArgOverloads)
      OS << "{" << O.ArgCount << ", " << quoted(O.HipName) << "}, ";
    OS << "};\n";
    return Name;
  }

  /// \p Library prefixes the arrays' names: empty for the HIP name's
  /// transforms, `Roc` for the roc name's (`RocTransforms12`).
  std::string transforms(llvm::ArrayRef<ParsedArgumentTransform> Transforms,
                         llvm::StringRef Library) {
    if (Transforms.empty())
      return "{}";
    std::vector<std::string> Initializers;
    for (size_t I = 0; I < Transforms.size(); ++I)
      Initializers.push_back(transform(Transforms[I], Library, I));
    std::string Name = Library.str() + "Transforms" + Suffix;
    OS << "static constexpr ::hipify::ArgumentTransform " << Name << "[] = {\n";
    for (const std::string &Initializer : Initializers)
      OS << "    " << Initializer << ",\n";
    OS << "};\n";
    return Name;
  }

private:
  std::string transform(const ParsedArgumentTransform &T,
                        llvm::StringRef Library, size_t Position) {
    std::string Items = "{}", Values = "{}";
    std::string Tag = Library.str() + Suffix + "_" + std::to_string(Position);
    if (!T.Items.empty()) {
      Items = "OrderItems" + Tag;
      OS << "static constexpr ::hipify::ArgumentTransform::OrderItem " << Items
         << "[] = {";
      for (const ParsedArgumentTransform::OrderItem &Item : T.Items)
        OS << "{" << (Item.Index ? std::to_string(*Item.Index) : NoValue)
           << ", " << quoted(Item.Text) << "}, ";
      OS << "};\n";
    }
    if (!T.Values.empty()) {
      Values = "ValueMappings" + Tag;
      OS << "static constexpr ::hipify::ArgumentTransform::ValueMapping "
         << Values << "[] = {";
      for (const auto &[From, To] : T.Values)
        OS << "{" << quoted(From) << ", " << quoted(To) << "}, ";
      OS << "};\n";
    }
    return std::string("{::hipify::ArgumentTransform::Kind::") +
           transformKindEnumerator(T.What) + ", " + std::to_string(T.Index) +
           ", ::hipify::ArgumentTransform::Requirement::" +
           requirementEnumerator(T.Required) + ", " + quoted(T.Text) + ", " +
           quoted(T.DiffersOnSpecialValues) + ", " + Items + ", " + Values +
           "}";
  }

  llvm::raw_ostream &OS;
  std::string Suffix;
};

} // namespace

void writeCppTable(const std::vector<MappingFamily> &Families,
                   llvm::raw_ostream &OS) {
  std::vector<std::pair<const MappingRecord *, const MappingFamily *>> All;
  for (const MappingFamily &F : Families)
    for (const MappingRecord &R : F.Records)
      All.push_back({&R, &F});
  llvm::sort(All, [](const auto &A, const auto &B) {
    return std::tie(A.first->CudaName, A.first->Kind) <
           std::tie(B.first->CudaName, B.first->Kind);
  });

  OS << "// Generated by hipify-mapgen from mappings/*.tsv. Do not edit.\n";
  // Written first, the entries' arrays; kept, each entry's initializer.
  std::string Entries;
  llvm::raw_string_ostream EntriesOS(Entries);
  for (size_t I = 0; I < All.size(); ++I) {
    const auto &[R, F] = All[I];
    EntryArrays Arrays(OS, I);
    std::string Overloads = Arrays.overloads(*R);
    std::string Transforms = Arrays.transforms(R->ArgumentTransforms, "");
    std::string RocTransforms =
        Arrays.transforms(R->RocArgumentTransforms, "Roc");
    EntriesOS << "    {" << quoted(R->CudaName) << ", " << quoted(R->HipName)
              << ", ::hipify::MappingKind::" << kindEnumerator(R->Kind)
              << ", ::hipify::SupportStatus::" << statusEnumerator(R->Status)
              << ", " << quoted(F->Api) << ", " << quoted(R->Category) << ", "
              << quoted(familyName(*F)) << ", " << quoted(R->Deprecated) << ", "
              << quoted(R->Removed) << ", " << quoted(R->Added) << ", "
              << version(R->HipAdded) << ", " << quoted(R->Alternative) << ", "
              << Overloads << ", " << quoted(R->TestedOnly) << ", "
              << quoted(R->Hint) << ", " << Transforms << ", "
              << quoted(R->OlderHipName) << ", " << quoted(R->RocName) << ", "
              << quoted(R->HipdnnName) << ", " << wrap(R->WrappedArgument)
              << ", " << nameBeforeHip(R->OptIn) << ", " << boolean(R->AmdOnly)
              << ", " << boolean(R->PointerHandle) << ", "
              << quoted(R->FlatHeader) << ", " << quoted(R->RocFlatHeader)
              << ", " << nameBeforeHip(R->MemberCast) << ", "
              << quoted(R->Advice) << ", " << quoted(R->ByHand)
              << ", ::hipify::AlternativeLibrary::"
              << libraryEnumerator(F->Library) << ", "
              << boolean(R->HipDataType) << ", " << R->OptionsArgument << ", {"
              << boolean(R->LocationDeviceIsMember) << ", "
              << quoted(R->LocationDevice) << "}, " << quoted(R->Why) << ", "
              << quoted(R->RocWhy) << ", " << quoted(R->AmapName) << ", "
              << RocTransforms << ", " << boolean(R->NeedsAst) << "},\n";
  }
  OS << "static constexpr ::hipify::MappingEntry GeneratedEntries[] = {\n"
     << Entries << "};\n";
  std::vector<llvm::StringRef> Names;
  for (const auto &[R, F] : All)
    Names.push_back(R->CudaName);
  OS << "static constexpr ::hipify::NameRun GeneratedNameIndex[] = {\n";
  std::vector<NameRun> Index = buildNameIndex(Names);
  for (size_t I = 0; I < Index.size(); ++I)
    OS << "{" << Index[I].First << ", " << Index[I].Count << "},"
       << (I % 8 == 7 ? "\n" : " ");
  OS << "};\n";
}

namespace {

SupportCounts countsOf(const MappingFamily &F) {
  SupportCounts C;
  for (const MappingRecord &R : F.Records)
    C.add(R.Status);
  return C;
}

std::string renderFamily(const MappingFamily &F) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "<!-- Generated by hipify-mapgen from mappings/"
     << llvm::sys::path::filename(F.Path) << ". Do not edit. -->\n";
  OS << "# " << F.Api << " (`mappings/" << llvm::sys::path::filename(F.Path)
     << "`)\n\n";
  OS << countsOf(F).summary() << "\n\n";
  // A column per alternative target (--roc, --hipdnn), only where the
  // family has names for it.
  struct AlternativeTarget {
    const char *Column;
    std::string MappingRecord::*Name;
  };
  std::vector<AlternativeTarget> Targets;
  for (AlternativeTarget T :
       {AlternativeTarget{"ROC (`--roc`)", &MappingRecord::RocName},
        AlternativeTarget{"hipDNN (`--hipdnn`)", &MappingRecord::HipdnnName}})
    if (llvm::any_of(F.Records, [&](const MappingRecord &R) {
          return !(R.*T.Name).empty();
        }))
      Targets.push_back(T);
  std::vector<std::string> Columns = {"CUDA", "HIP"};
  for (const AlternativeTarget &T : Targets)
    Columns.push_back(T.Column);
  Columns.insert(Columns.end(),
                 {"kind", "category", "status", "CUDA deprecated",
                  "CUDA removed", "HIP version"});
  writeMarkdownHeader(OS, Columns);
  for (const MappingRecord &R : F.Records) {
    std::string Hip = codeSpan(R.HipName);
    for (const ArgCountOverload &O : R.ArgOverloads)
      Hip += " (`" + O.HipName + "` with " + std::to_string(O.ArgCount) +
             " arguments)";
    if (!R.OlderHipName.empty())
      Hip += " (`" + R.OlderHipName + "` before HIP " + R.HipVersion + ")";
    std::string Status = statusName(R.Status).str();
    if (!R.Alternative.empty())
      Status += ", use `" + R.Alternative + "`";
    auto written = [](llvm::ArrayRef<ParsedArgumentTransform> Transforms) {
      return "`" +
             llvm::join(
                 llvm::map_range(Transforms,
                                 [](const auto &T) { return T.Written; }),
                 " ") +
             "`";
    };
    if (!R.ArgumentTransforms.empty())
      Status += ", arguments differ: " + written(R.ArgumentTransforms);
    if (!R.RocArgumentTransforms.empty())
      Status += ", with `--roc`: " + written(R.RocArgumentTransforms);
    if (R.WrappedArgument)
      Status +=
          ", argument wrapped: `wrap=" + writtenWrap(*R.WrappedArgument) + "`";
    if (!R.OptIn.Name.empty())
      Status += ", the TU defines `" + R.OptIn.Name + "`" +
                (R.OptIn.Before ? " before HIP " + R.OptIn.Before->str() : "");
    if (!R.Hint.empty())
      Status += ", in HIP: `" + R.Hint + "`";
    // Prose: its `*` (a product) must not start emphasis.
    auto prose = [](llvm::StringRef Text) {
      std::string Out;
      for (char C : Text)
        Out += C == '*' ? std::string("\\*") : std::string(1, C);
      return Out;
    };
    if (!R.Why.empty())
      Status += (R.HipName.empty() && R.Status == SupportStatus::Supported
                     ? ", removed: "
                     : ", because: ") +
                prose(R.Why);
    if (!R.RocWhy.empty())
      Status += ", reported under `--roc`, because: " + prose(R.RocWhy);
    if (!R.Advice.empty())
      Status += ", instead: " + prose(R.Advice);
    if (!R.ByHand.empty())
      Status += ", by hand: " + prose(R.ByHand);
    if (R.PointerHandle)
      Status += ", a pointer in HIP (integer uses reported)";
    if (R.NeedsAst)
      Status += ", matched only where the AST resolves it (a common word)";
    if (!R.TestedOnly.empty())
      Status +=
          ", renamed only where tested (its value: [" + R.TestedOnly + "])";
    if (R.AmdOnly)
      Status += ", HIP's AMD platform only (a condition on it is warned of)";
    std::vector<std::string> Cells = {codeSpan(R.CudaName), Hip};
    for (const AlternativeTarget &T : Targets)
      Cells.push_back(codeSpan(R.*T.Name));
    Cells.insert(Cells.end(), {kindName(R.Kind).str(), R.Category, Status,
                               R.Deprecated, R.Removed, R.HipVersion});
    writeMarkdownRow(OS, Cells);
  }
  return Out;
}

} // namespace

std::map<std::string, std::string>
renderSupportTables(const std::vector<MappingFamily> &Families) {
  std::map<std::string, std::string> Files;
  std::string Index;
  llvm::raw_string_ostream OS(Index);
  OS << "<!-- Generated by hipify-mapgen from mappings/. Do not edit. -->\n";
  OS << "# Supported CUDA APIs\n\n";
  OS << "| family | file | entries | supported | unsupported | experimental "
        "|\n|---|---|---|---|---|---|\n";
  for (const MappingFamily &F : Families) {
    std::string Name = familyName(F);
    Files[Name + ".md"] = renderFamily(F);
    SupportCounts C = countsOf(F);
    OS << "| " << F.Api << " | [" << Name << "](" << Name << ".md) | "
       << C.total() << " | " << C.Supported << " | " << C.Unsupported << " | "
       << C.Experimental << " |\n";
  }
  Files["README.md"] = Index;
  return Files;
}

} // namespace hipify::mapgen
