#include "ExportedEdits.h"
#include "Findings.h"
#include "OutputPathSafety.h"
#include "RunReports.h"
#include "TerminalText.h"

#include "output/PathUtils.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <map>
#include <set>

namespace hipify {

/// The options that shape a TU's edits, as their command-line names say
/// them. Records converted with different ones are not merged.
static std::vector<std::pair<std::string, std::string>>
recordedOptions(const DriverOptions &Opts) {
  const ConversionOptions &C = Opts.Conversion;
  const TableChoices &T = C.Table;
  auto flag = [](bool B) { return std::string(B ? "on" : "off"); };
  auto list = [](const auto &Items) {
    std::string List;
    for (const std::string &Item : Items)
      List += (List.empty() ? "" : ",") + Item;
    return List;
  };
  std::vector<std::pair<std::string, std::string>> Options = {
      {"--amap", flag(T.ConvertUnsupported)},
      {"--cuda-path", Opts.Clang.CudaPath},
      {"--experimental", flag(T.Experimental)},
      {"--fix-warp-size", flag(C.FixWarpSize)},
      {"--flat-library-includes", flag(T.FlatLibraryIncludes)},
      {"--hip-kernel-execution-syntax", flag(C.HipKernelExecutionSyntax)},
      {"--hip-version", C.HipTarget.str()},
      {"--hipdnn", flag(T.Hipdnn)},
      {"--no-string-literals", flag(!C.ConvertStringLiterals)},
      {"--no-warp-size-checks", flag(!C.WarpSizeChecks)},
      {"--numerics", C.NumericsAll ? "all" : "default"},
      {"--numerics-strict", flag(C.NumericsStrict)},
      {"--resolve-collisions", flag(C.ResolveCollisions)},
      {"--roc", flag(T.Roc)},
      {"--rules", list(Opts.UserRuleFiles)},
      {"--rules-disable", list(C.DisabledRules)},
      {"--rules-enable", list(C.EnabledRules)},
      {"--skip-excluded-preprocessor-conditional-blocks",
       flag(!C.ConvertSkippedBlocks)},
      {"--use-hip-data-types", flag(T.UseHipDataTypes)},
  };
  llvm::sort(Options);
  return Options;
}

int exportResults(const DriverOptions &Opts,
                  const std::vector<TranslationUnitResult> &Results,
                  llvm::ArrayRef<std::string> Names,
                  const std::string &ProjectRoot, llvm::raw_ostream &Err) {
  bool Failed = false;
  OutputTrees Trees(Opts, ProjectRoot);
  auto Options = recordedOptions(Opts);
  for (size_t I = 0; I < Results.size(); ++I) {
    const TranslationUnitResult &R = Results[I];
    printMessages(R, Err);
    Failed |= R.HadErrors && !Opts.BestEffort;
    std::string Stem = Opts.ExportEditsDir + "/" + exchangeFileStem(R.MainFile);
    Failed |= !writeReport(Trees, Stem + ".yaml", renderReplacementsYaml(R),
                           Err, ExistingPath::Replace);
    Failed |= !writeReport(
        Trees, Stem + ".hipify.json",
        renderTranslationUnitRecord({Names[I], ProjectRoot, R, Options}), Err,
        ExistingPath::Replace);
  }
  Failed |= !Trees.finish(Err);
  return Failed ? 1 : 0;
}

namespace {

/// Checks the records of one --apply-edits as the untrusted input they are:
/// every file within the project root, each TU once, one set of options.
class RecordChecks {
public:
  RecordChecks(const DriverOptions &Opts, llvm::raw_ostream &Err)
      : Root(Opts.InRoot), RootGiven(!Opts.InRoot.empty()), Err(Err) {}

  bool accept(const std::string &Record, const ExchangedTranslationUnit &TU,
              llvm::StringRef Text) {
    if (!RootGiven && RootFrom.empty()) {
      Root = TU.ProjectRoot;
      RootFrom = Record;
    } else if (!RootGiven && TU.ProjectRoot != Root) {
      return fail(Record, "its project root '" + TU.ProjectRoot + "' is not '" +
                              Root + "', that of '" + RootFrom + "'");
    }
    if (!TU.Result.MainFile.empty() && !within(Record, TU.Result.MainFile))
      return false;
    for (const FileResult &F : TU.Result.Files)
      if (!within(Record, F.Path))
        return false;
    if (!sameOptions(Record, TU))
      return false;
    auto [Seen, New] =
        ByMainFile.try_emplace(TU.Result.MainFile, Record, Text.str());
    if (!New && Seen->second.second != Text)
      return fail(Record, "'" + TU.Result.MainFile +
                              "' is exported differently in '" +
                              Seen->second.first + "'");
    return true;
  }

private:
  bool fail(const std::string &Record, const std::string &Why) {
    Err << neutralizeControls("hipify-cpp: error: '" + Record + "': " + Why +
                              "; nothing written")
        << "\n";
    return false;
  }

  bool within(const std::string &Record, const std::string &Path) {
    if (isPathUnder(resolvedPath(Path), resolvedPath(Root)))
      return true;
    return fail(Record,
                "'" + Path + "' lies outside the project root '" + Root + "'");
  }

  bool sameOptions(const std::string &Record,
                   const ExchangedTranslationUnit &TU) {
    if (OptionsFrom.empty()) {
      Options = TU.Options;
      OptionsFrom = Record;
      return true;
    }
    std::map<std::string, std::string> Mine(Options.begin(), Options.end()),
        Theirs(TU.Options.begin(), TU.Options.end());
    for (const auto &Map : {Mine, Theirs})
      for (const auto &[Name, Value] : Map) {
        (void)Value;
        std::string A = Mine.count(Name) ? Mine[Name] : "(not recorded)";
        std::string B = Theirs.count(Name) ? Theirs[Name] : "(not recorded)";
        if (A != B)
          return fail(Record, "exported with " + Name + " " + B + ", '" +
                                  OptionsFrom + "' with " + Name + " " + A +
                                  "; export them with the same options");
      }
    return true;
  }

  std::string Root, RootFrom;
  bool RootGiven;
  llvm::raw_ostream &Err;
  std::vector<std::pair<std::string, std::string>> Options;
  std::string OptionsFrom;
  /// Main file -> the first record of its TU and that record's text.
  std::map<std::string, std::pair<std::string, std::string>> ByMainFile;
};

/// The records in \p Dir, in name order. What is not a regular file (a
/// FIFO, a device) is skipped with a warning: opening it could block.
std::vector<std::string> recordFiles(llvm::StringRef Dir, std::error_code &EC,
                                     llvm::raw_ostream &Err) {
  std::vector<std::string> Records;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (!llvm::StringRef(It->path()).ends_with(".hipify.json"))
      continue;
    if (!llvm::sys::fs::is_regular_file(It->path())) {
      Err << "hipify-cpp: warning: '" << neutralizeControls(It->path())
          << "' is not a regular file; skipped\n";
      continue;
    }
    Records.push_back(It->path());
  }
  llvm::sort(Records);
  return Records;
}

} // namespace

std::optional<std::vector<ExchangedTranslationUnit>>
loadExportedResults(const DriverOptions &Opts, llvm::raw_ostream &Err) {
  std::error_code EC;
  std::vector<std::string> Records = recordFiles(Opts.ApplyEditsDir, EC, Err);
  if (EC || Records.empty()) {
    Err << "hipify-cpp: error: no exported edits in '" << Opts.ApplyEditsDir
        << "'" << (EC ? ": " + EC.message() : std::string()) << "\n";
    return std::nullopt;
  }
  RecordChecks Checks(Opts, Err);
  std::set<std::string> MainFiles;
  std::vector<ExchangedTranslationUnit> Converted;
  for (const std::string &Path : Records) {
    auto Text = llvm::MemoryBuffer::getFile(Path);
    auto TU = Text ? loadTranslationUnitRecord(Path)
                   : llvm::createStringError("cannot read '" + Path +
                                             "': " + Text.getError().message());
    if (!TU) {
      Err << "hipify-cpp: error: "
          << neutralizeControls(llvm::toString(TU.takeError())) << "\n";
      return std::nullopt;
    }
    if (!Checks.accept(Path, *TU, (*Text)->getBuffer()))
      return std::nullopt;
    // The same TU exported twice, identically (a copied record): once.
    if (MainFiles.insert(TU->Result.MainFile).second)
      Converted.push_back(std::move(*TU));
  }
  // Sources in path order, whichever process exported them first.
  llvm::sort(Converted, [](const auto &A, const auto &B) {
    return A.Result.MainFile < B.Result.MainFile;
  });
  return Converted;
}

} // namespace hipify
