#include "output/HipCollision.h"

#include "RuleKindTable.h"

namespace hipify {
namespace {

constexpr RuleKindInfo<HipCollisionKind> Kinds[] = {
    {HipCollisionKind::SameFunction, "hip-collision-same-function",
     "Two functions whose parameter types differ in CUDA and become the "
     "same in HIP (cudaError_t and CUresult are both hipError_t): a "
     "redefinition or an ambiguous call after conversion",
     "colliding-overload"},
    {HipCollisionKind::ProvidedByHip, "hip-collision-provided-by-hip",
     "A function or operator the user defines that HIP's headers already "
     "declare with the same parameters: a redefinition or an ambiguous call "
     "after conversion",
     "provided-by-hip"},
};

const RuleKindInfo<HipCollisionKind> &info(HipCollisionKind Kind) {
  return ruleKindInfo<HipCollisionKind>(Kinds, Kind);
}

} // namespace

llvm::ArrayRef<HipCollisionKind> hipCollisionKinds() {
  static constexpr HipCollisionKind All[] = {HipCollisionKind::SameFunction,
                                             HipCollisionKind::ProvidedByHip};
  return All;
}

llvm::StringRef hipCollisionRuleId(HipCollisionKind Kind) {
  return info(Kind).RuleId;
}

llvm::StringRef hipCollisionRuleDescription(HipCollisionKind Kind) {
  return info(Kind).Description;
}

llvm::StringRef hipCollisionReportingRule(HipCollisionKind Kind) {
  return info(Kind).ReportedBy;
}

std::optional<HipCollisionKind> hipCollisionKind(llvm::StringRef RuleId) {
  return ruleKindOf<HipCollisionKind>(Kinds, RuleId);
}

llvm::json::Object toJson(const HipCollision &C) {
  llvm::json::Object Note{{"message", C.Note.Message}};
  if (!C.Note.Path.empty()) {
    Note["path"] = C.Note.Path;
    Note["line"] = C.Note.Line;
    Note["column"] = C.Note.Column;
  }
  return llvm::json::Object{{"line", C.Line},
                            {"column", C.Column},
                            {"rule", hipCollisionRuleId(C.Kind)},
                            {"message", C.Message},
                            {"note", std::move(Note)},
                            {"fixed", C.Fixed}};
}

std::optional<HipCollision> hipCollisionFromJson(const llvm::json::Object &O) {
  auto Number = [](const llvm::json::Object &In, llvm::StringRef Key) {
    return unsigned(In.getInteger(Key).value_or(0));
  };
  std::optional<llvm::StringRef> Rule = O.getString("rule");
  std::optional<HipCollisionKind> Kind =
      Rule ? hipCollisionKind(*Rule) : std::nullopt;
  const llvm::json::Object *Note = O.getObject("note");
  if (!Kind || !Note)
    return std::nullopt;
  HipCollision C;
  C.Kind = *Kind;
  C.Offset = Number(O, "offset");
  C.Line = Number(O, "line");
  C.Column = Number(O, "column");
  C.Message = O.getString("message").value_or("").str();
  C.Fixed = O.getBoolean("fixed").value_or(false);
  C.Note.Path = Note->getString("path").value_or("").str();
  C.Note.Line = Number(*Note, "line");
  C.Note.Column = Number(*Note, "column");
  C.Note.Message = Note->getString("message").value_or("").str();
  return C;
}

} // namespace hipify
