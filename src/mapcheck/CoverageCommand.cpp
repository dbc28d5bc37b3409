#include "CoverageCommand.h"
#include "ArgumentCounts.h"
#include "ArgumentPositions.h"
#include "DefaultArguments.h"
#include "FamilyName.h"
#include "HeaderScanner.h"
#include "HipSignatures.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"

namespace hipify::mapcheck {
namespace {

struct FamilyCoverage {
  unsigned Found = 0, Classified = 0, Ignored = 0;
  std::vector<std::pair<std::string, DeclaredName>> Unclassified;
  std::vector<std::string> FailedHeaders, EmptyHeaders;
  std::vector<mapgen::MappingDiagnostic> ArgumentErrors;
};

bool isIgnored(llvm::StringRef Name, std::vector<llvm::Regex> &Ignores) {
  for (llvm::Regex &R : Ignores)
    if (R.match(Name))
      return true;
  return false;
}

FamilyCoverage measure(const mapgen::MappingFamily &Family,
                       const llvm::StringSet<> &Known,
                       const ClangSettings &Settings,
                       const DeclaredNames &HipFunctions) {
  std::vector<llvm::Regex> Ignores;
  for (const mapgen::IgnorePattern &P : Family.Ignores)
    Ignores.emplace_back(P.Regex);

  ScanResult Scan = scanHeaders(Settings, Family.Headers);
  FamilyCoverage C;
  C.FailedHeaders = std::move(Scan.FailedHeaders);
  C.EmptyHeaders = std::move(Scan.EmptyHeaders);
  for (auto &[Name, Where] : Scan.Names) {
    if (isIgnored(Name, Ignores)) {
      ++C.Ignored;
      continue;
    }
    ++C.Found;
    if (Known.contains(Name))
      ++C.Classified;
    else
      C.Unclassified.emplace_back(Name, Where);
  }
  for (const mapgen::MappingRecord &R : Family.Records) {
    for (mapgen::MappingDiagnostic &D : checkArgumentPositions(R, Scan.Names))
      C.ArgumentErrors.push_back(std::move(D));
    for (mapgen::MappingDiagnostic &D :
         checkDefaultArguments(R, Scan.Names, HipFunctions))
      C.ArgumentErrors.push_back(std::move(D));
    for (mapgen::MappingDiagnostic &D :
         checkArgumentCounts(R, Scan.Names, HipFunctions))
      C.ArgumentErrors.push_back(std::move(D));
  }
  return C;
}

bool contains(const std::vector<std::string> &List, llvm::StringRef Name) {
  return llvm::is_contained(List, Name);
}

} // namespace

int runCoverage(const std::vector<mapgen::MappingFamily> &All,
                const CoverageOptions &Options, llvm::raw_ostream &OS) {
  llvm::StringSet<> Known;
  for (const mapgen::MappingFamily &F : All)
    for (const mapgen::MappingRecord &R : F.Records)
      Known.insert(R.CudaName);

  int ExitCode = 0;
  DeclaredNames HipFunctions;
  if (!Options.HipIncludeRoot.empty()) {
    auto Scanned = scanHipFunctions(Options.Settings, Options.HipIncludeRoot,
                                    {"hip/hip_runtime_api.h"});
    if (Scanned) {
      HipFunctions = std::move(*Scanned);
    } else {
      llvm::errs() << "hipify-mapcheck: error: "
                   << llvm::toString(Scanned.takeError()) << "\n";
      ExitCode = 1;
    }
  }
  std::vector<std::string> WithHeaders;
  for (const mapgen::MappingFamily &Family : All) {
    std::string Name = familyName(Family);
    if (Family.Headers.empty())
      continue;
    WithHeaders.push_back(Name);
    if (!Options.Families.empty() && !contains(Options.Families, Name))
      continue;
    FamilyCoverage C = measure(Family, Known, Options.Settings, HipFunctions);
    bool Required = contains(Options.RequireZero, Name);
    OS << Name << " (" << Family.Api << "): " << C.Found << " found, "
       << C.Classified << " classified, " << C.Unclassified.size()
       << " unclassified (" << C.Ignored << " ignored by pattern)"
       << (Required ? " [required: 0 unclassified]" : "") << "\n";
    for (const std::string &H : C.FailedHeaders)
      OS << "  " << H << ": error: header did not parse; its names are "
         << "incomplete\n";
    for (const std::string &H : C.EmptyHeaders)
      OS << "  " << H << ": note: declares nothing under clang's CUDA mode "
         << "(clang predefines its include guard and supplies its own "
            "declarations): not counted\n";
    for (const mapgen::MappingDiagnostic &D : C.ArgumentErrors)
      OS << "  " << D.str() << "\n";
    if (!C.ArgumentErrors.empty())
      ExitCode = 1;
    if (Options.ListUnclassified)
      for (const auto &[Id, Where] : C.Unclassified)
        OS << "  " << Where.File << ":" << Where.Line << ": " << Id << " ("
           << kindName(Where.Kind) << ")\n";
    if (Required && (!C.Unclassified.empty() || !C.FailedHeaders.empty()))
      ExitCode = 1;
  }
  for (const std::string &Name : Options.RequireZero)
    if (!contains(WithHeaders, Name)) {
      llvm::errs() << "hipify-mapcheck: error: no family '" << Name
                   << "' with a '#! headers:' directive\n";
      ExitCode = 1;
    }
  return ExitCode;
}

} // namespace hipify::mapcheck
