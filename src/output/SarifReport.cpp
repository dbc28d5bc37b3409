#include "output/HipCollision.h"
#include "output/NumericsFinding.h"
#include "output/Reports.h"
#include "output/WarpSizeHazard.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

#include <set>

namespace hipify {

static std::string artifactUri(llvm::StringRef Path, llvm::StringRef Root) {
  llvm::StringRef Relative = Path;
  if (!Root.empty() && Relative.consume_front(Root) &&
      Relative.starts_with("/"))
    return Relative.drop_front().str();
  return "file://" + Path.str();
}

static llvm::json::Object location(const std::string &Uri, unsigned Line,
                                   unsigned Column) {
  llvm::json::Object Region{{"startLine", Line}};
  if (Column)
    Region["startColumn"] = Column;
  return llvm::json::Object{
      {"physicalLocation",
       llvm::json::Object{
           {"artifactLocation", llvm::json::Object{{"uri", Uri}}},
           {"region", std::move(Region)}}}};
}

static llvm::json::Object result(llvm::StringRef RuleId, llvm::StringRef Level,
                                 const std::string &Message,
                                 const std::string &Uri, unsigned Line,
                                 unsigned Column) {
  return llvm::json::Object{
      {"ruleId", RuleId.str()},
      {"level", Level},
      {"message", llvm::json::Object{{"text", Message}}},
      {"locations", llvm::json::Array{location(Uri, Line, Column)}}};
}

/// A collision, with its other side as a related location when that is in
/// the user's files, or else in the message.
static llvm::json::Object collisionResult(const HipCollision &C,
                                          const std::string &Uri,
                                          llvm::StringRef RootDirectory) {
  if (C.Note.Path.empty())
    return result(hipCollisionRuleId(C.Kind), C.Fixed ? "note" : "warning",
                  C.Message + "; " + C.Note.Message, Uri, C.Line, C.Column);
  llvm::json::Object R =
      result(hipCollisionRuleId(C.Kind), C.Fixed ? "note" : "warning",
             C.Message, Uri, C.Line, C.Column);
  llvm::json::Object Related = location(artifactUri(C.Note.Path, RootDirectory),
                                        C.Note.Line, C.Note.Column);
  Related["message"] = llvm::json::Object{{"text", C.Note.Message}};
  R["relatedLocations"] = llvm::json::Array{std::move(Related)};
  return R;
}

/// A hierarchical rule id (SARIF 2.1.0, 3.27.5): the kind of finding, then
/// the rule that reported it, which is added to \p Used.
static std::string unconvertedRuleId(const UnconvertedReference &U,
                                     std::set<std::string> &Used) {
  if (U.Rule.empty())
    return "unconverted-cuda-api";
  std::string Id = "unconverted-cuda-api/" + U.Rule;
  Used.insert(Id);
  return Id;
}

static llvm::json::Object warningRule(llvm::StringRef Id,
                                      llvm::StringRef Description) {
  return llvm::json::Object{
      {"id", Id},
      {"shortDescription", llvm::json::Object{{"text", Description}}},
      {"defaultConfiguration", llvm::json::Object{{"level", "warning"}}}};
}

/// A hipcc error, where the user acts on it: the CUDA line when traced
/// there, the converted one as a related location.
static llvm::json::Object verifyResult(const VerifyError &E,
                                       llvm::StringRef RootDirectory) {
  std::string Text = "hipcc: " + E.Message + " (in " +
                     std::to_string(E.Units.size()) + " translation unit" +
                     (E.Units.size() == 1 ? ")" : "s)");
  std::string Predicted = "; " + predictionText(E, RootDirectory);
  llvm::json::Object R =
      E.CudaFile.empty()
          ? result("hipcc-error", "error", Text + Predicted,
                   artifactUri(E.File, RootDirectory), E.Line, E.Column)
          : result("hipcc-error", "error", Text + "; " + E.CudaNote + Predicted,
                   artifactUri(E.CudaFile, RootDirectory), E.CudaLine,
                   E.CudaColumn);
  R["properties"] = llvm::json::Object{{"predicted", bool(E.PredictedBy)}};
  llvm::json::Array Related;
  if (!E.CudaFile.empty()) {
    llvm::json::Object Converted =
        location(artifactUri(E.File, RootDirectory), E.Line, E.Column);
    Converted["message"] = llvm::json::Object{{"text", "in the HIP output"}};
    Related.push_back(std::move(Converted));
  }
  if (!E.ReportedFile.empty()) {
    llvm::json::Object Reported =
        location(artifactUri(E.ReportedFile, RootDirectory), E.ReportedLine,
                 E.ReportedColumn);
    Reported["message"] = llvm::json::Object{
        {"text", "reported here by hipcc; " + E.ReportedVia}};
    Related.push_back(std::move(Reported));
  }
  if (!Related.empty())
    R["relatedLocations"] = std::move(Related);
  return R;
}

std::string renderSarifReport(llvm::ArrayRef<FileReport> Files,
                              llvm::StringRef RootDirectory,
                              const VerifyResults *Verify) {
  llvm::json::Array Results;
  std::set<std::string> UnconvertedRules;
  for (const FileReport &F : Files) {
    std::string Uri = artifactUri(F.Path, RootDirectory);
    if (F.HadErrors)
      Results.push_back(result(
          "clang-errors", "error",
          F.BestEffort ? "clang reported errors; converted as far as possible "
                         "(--best-effort)"
                       : "clang reported errors; file not converted",
          Uri, 1, 0));
    for (const UnconvertedReference &U : F.Edits.unconverted())
      Results.push_back(
          result(unconvertedRuleId(U, UnconvertedRules),
                 U.Inactive ? "note" : "warning",
                 "'" + U.Reference.CudaName + "' " + U.Reason + " (" +
                     U.Reference.Api + ")" +
                     (U.Inactive ? "; in an inactive #if branch" : ""),
                 Uri, U.Line, U.Column));
    for (const WarpSizeHazard &H : F.Edits.warpSizeHazards())
      Results.push_back(result(warpSizeRuleId(H.Kind),
                               H.Fixed ? "note" : "warning", H.Message, Uri,
                               H.Line, H.Column));
    for (const HipCollision &C : F.Edits.hipCollisions())
      Results.push_back(collisionResult(C, Uri, RootDirectory));
    for (const NumericsFinding &N : F.Edits.numericsFindings())
      Results.push_back(result(numericsRuleId(N.Kind), "warning", N.Message,
                               Uri, N.Line, N.Column));
  }
  if (Verify)
    for (const VerifyError &E : Verify->Errors)
      if (!E.File.empty())
        Results.push_back(verifyResult(E, RootDirectory));
  llvm::json::Array Rules{
      llvm::json::Object{
          {"id", "unconverted-cuda-api"},
          {"shortDescription",
           llvm::json::Object{
               {"text", "A CUDA API reference hipify-cpp left as written"}}}},
      llvm::json::Object{
          {"id", "clang-errors"},
          {"shortDescription",
           llvm::json::Object{
               {"text", "clang could not parse the translation unit"}}}},
      llvm::json::Object{
          {"id", "hipcc-error"},
          {"shortDescription",
           llvm::json::Object{
               {"text", "hipcc rejects a converted source (--verify)"}}}}};
  for (const std::string &Id : UnconvertedRules)
    Rules.push_back(llvm::json::Object{
        {"id", Id},
        {"shortDescription",
         llvm::json::Object{
             {"text", "A CUDA API reference hipify-cpp's " +
                          llvm::StringRef(Id).rsplit('/').second.str() +
                          " rule left as written"}}}});
  for (WarpSizeHazardKind Kind : warpSizeHazardKinds())
    Rules.push_back(
        warningRule(warpSizeRuleId(Kind), warpSizeRuleDescription(Kind)));
  for (HipCollisionKind Kind : hipCollisionKinds())
    Rules.push_back(warningRule(hipCollisionRuleId(Kind),
                                hipCollisionRuleDescription(Kind)));
  for (NumericsKind Kind : numericsKinds())
    Rules.push_back(
        warningRule(numericsRuleId(Kind), numericsRuleDescription(Kind)));
  llvm::json::Object Run{
      {"tool",
       llvm::json::Object{
           {"driver", llvm::json::Object{{"name", "hipify-cpp"},
                                         {"rules", std::move(Rules)}}}}},
      {"results", std::move(Results)}};
  llvm::json::Object Log{
      {"version", "2.1.0"},
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"runs", llvm::json::Array{std::move(Run)}}};
  return llvm::formatv("{0:2}", llvm::json::Value(std::move(Log))).str() + "\n";
}

} // namespace hipify
