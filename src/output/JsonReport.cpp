#include "SourcePosition.h"
#include "output/HipCollision.h"
#include "output/NumericsFinding.h"
#include "output/Reports.h"
#include "output/WarpSizeHazard.h"

#include "llvm/Support/JSON.h"

namespace hipify {

static llvm::json::Object referenceObject(const ReferenceInfo &Ref,
                                          unsigned Line, unsigned Column) {
  return llvm::json::Object{{"line", Line},
                            {"column", Column},
                            {"cuda", Ref.CudaName},
                            {"api", Ref.Api},
                            {"category", Ref.Category}};
}

/// The findings \p Findings as the report lists them.
template <typename Finding>
static llvm::json::Array findingArray(const std::vector<Finding> &Findings) {
  llvm::json::Array Out;
  for (const Finding &F : Findings)
    Out.push_back(toJson(F));
  return Out;
}

static llvm::json::Object verifyObject(const VerifyResults &V) {
  llvm::json::Array Errors;
  for (const VerifyError &E : V.Errors) {
    llvm::json::Object O{{"file", E.File},
                         {"line", E.Line},
                         {"column", E.Column},
                         {"message", E.Message},
                         {"units", llvm::json::Array(E.Units)}};
    if (!E.CudaFile.empty())
      O["cuda"] = llvm::json::Object{{"file", E.CudaFile},
                                     {"line", E.CudaLine},
                                     {"column", E.CudaColumn},
                                     {"note", E.CudaNote}};
    if (!E.ReportedFile.empty())
      O["reported_at"] = llvm::json::Object{{"file", E.ReportedFile},
                                            {"line", E.ReportedLine},
                                            {"column", E.ReportedColumn},
                                            {"via", E.ReportedVia}};
    if (E.OutsideProject)
      O["outside_project"] = true;
    O["predicted"] = bool(E.PredictedBy);
    if (const std::optional<VerifyPrediction> &P = E.PredictedBy)
      O["predicted_by"] = llvm::json::Object{{"rule", P->Rule},
                                             {"file", P->File},
                                             {"line", P->Line},
                                             {"column", P->Column},
                                             {"message", P->Message}};
    Errors.push_back(std::move(O));
  }
  size_t Unpredicted = unpredictedCount(V.Errors);
  return llvm::json::Object{
      {"compiler", V.Compiler},
      {"compiling", llvm::json::Array(V.Compiling)},
      {"failing", llvm::json::Array(V.Failing)},
      {"predicted", int64_t(V.Errors.size() - Unpredicted)},
      {"unpredicted", int64_t(Unpredicted)},
      {"errors", std::move(Errors)}};
}

std::string renderJsonReport(llvm::ArrayRef<FileReport> Files,
                             std::optional<llvm::json::Object> Time,
                             const VerifyResults *Verify) {
  llvm::json::Array FileArray;
  unsigned TotalConverted = 0, TotalUnconverted = 0, WithErrors = 0;
  unsigned TotalHazards = 0, TotalCollisions = 0, TotalNumerics = 0;
  for (const FileReport &F : Files) {
    LineTable Lines(F.OriginalText);
    llvm::json::Array Converted, Unconverted;
    for (const Edit &E : F.Edits.edits()) {
      if (!E.Reference)
        continue;
      llvm::json::Object O = referenceObject(*E.Reference, Lines.line(E.Offset),
                                             Lines.column(E.Offset));
      O["hip"] = E.Reference->HipName;
      O["proof"] = E.Origin == EditOrigin::Proven ? "ast" : "token";
      Converted.push_back(std::move(O));
    }
    for (const UnconvertedReference &U : F.Edits.unconverted()) {
      llvm::json::Object O = referenceObject(U.Reference, U.Line, U.Column);
      O["reason"] = U.Reason;
      if (U.Inactive)
        O["inactive"] = true;
      if (!U.Function.empty())
        O["function"] = U.Function;
      Unconverted.push_back(std::move(O));
    }
    TotalConverted += Converted.size();
    TotalUnconverted += Unconverted.size();
    WithErrors += F.HadErrors;
    llvm::json::Array Hazards = findingArray(F.Edits.warpSizeHazards());
    llvm::json::Array Collisions = findingArray(F.Edits.hipCollisions());
    TotalHazards += Hazards.size();
    TotalCollisions += Collisions.size();
    llvm::json::Array Numerics = findingArray(F.Edits.numericsFindings());
    TotalNumerics += Numerics.size();
    FileArray.push_back(
        llvm::json::Object{{"path", F.Path},
                           {"clang_errors", F.HadErrors},
                           {"best_effort", F.BestEffort},
                           {"converted_file", F.Converted},
                           {"converted_count", int64_t(Converted.size())},
                           {"unconverted_count", int64_t(Unconverted.size())},
                           {"warp_size_hazard_count", int64_t(Hazards.size())},
                           {"hip_collision_count", int64_t(Collisions.size())},
                           {"numerics_count", int64_t(Numerics.size())},
                           {"converted", std::move(Converted)},
                           {"unconverted", std::move(Unconverted)},
                           {"warp_size_hazards", std::move(Hazards)},
                           {"hip_collisions", std::move(Collisions)},
                           {"numerics", std::move(Numerics)}});
  }
  llvm::json::Object Root{
      {"tool", "hipify-cpp"},
      {"files", std::move(FileArray)},
      {"total", llvm::json::Object{{"files", int64_t(Files.size())},
                                   {"files_with_clang_errors", WithErrors},
                                   {"converted", TotalConverted},
                                   {"unconverted", TotalUnconverted},
                                   {"warp_size_hazards", TotalHazards},
                                   {"hip_collisions", TotalCollisions},
                                   {"numerics", TotalNumerics}}}};
  if (Time)
    Root["time"] = std::move(*Time);
  if (Verify)
    Root["verify"] = verifyObject(*Verify);
  return llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))).str() +
         "\n";
}

} // namespace hipify
