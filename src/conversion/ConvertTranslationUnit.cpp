//===- ConvertTranslationUnit.cpp - Run clang and the rules on one TU -----===//
#include "hipify/ConvertTranslationUnit.h"
#include "EnclosingFunctions.h"
#include "ParseWorkCounter.h"
#include "conversion/Stopwatch.h"
#include "frontend/BackupReadingFileSystem.h"
#include "frontend/ClangDiagnosticFilter.h"
#include "frontend/PreservedCode.h"
#include "frontend/ToolFileSystem.h"
#include "frontend/TranslationContext.h"
#include "mapping/MappingTable.h"
#include "mapping/TableChoices.h"
#include "rules/Rule.h"
#include "rules/RuleRegistry.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace hipify {
namespace {

/// The audit's name: its time is a phase of its own in --time-report.
constexpr llvm::StringLiteral AuditRule = "unconverted-audit";

/// CPU seconds of each rule's AST work, by name (Rule::getID()).
using RuleTimes = llvm::StringMap<double>;

class HipifyConsumer : public ASTConsumer {
public:
  HipifyConsumer(TranslationContext &Ctx,
                 std::vector<std::unique_ptr<Rule>> &Rules, RuleTimes *Times,
                 ParseWorkCounter *Counter)
      : Ctx(Ctx), Rules(Rules), Times(Times), Counter(Counter),
        Finder(finderOptions()) {
    for (auto &R : Rules)
      R->registerMatchers(Finder);
  }

  // The bodies of functions in headers that are not the user's are never
  // walked or edited: clang skips them (as it does for code completion),
  // which saves a third of the parse of a header-heavy TU. clang itself
  // keeps the bodies of constexpr functions and of functions whose return
  // type is deduced, which the rest of the TU may need.
  bool shouldSkipFunctionBody(Decl *D) override {
    SourceLocation Loc = D->getLocation();
    return Loc.isValid() && !Ctx.isUserLocation(Loc) &&
           !Ctx.isUserLocation(Ctx.sourceManager().getExpansionLoc(Loc));
  }

  // Declarations parsed in this TU arrive here. Those of a precompiled
  // preamble arrive through HandleInterestingDecl, and are never the user's.
  void HandleInterestingDecl(DeclGroupRef) override {}

  ASTDeserializationListener *GetASTDeserializationListener() override {
    return Counter;
  }

  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    if (Counter)
      Counter->countBodies(Group);
    for (Decl *D : Group)
      if (D->getLocation().isValid() &&
          Ctx.isUserLocation(
              Ctx.sourceManager().getExpansionLoc(D->getLocation())))
        UserDecls.push_back(D);
    return true;
  }

  void HandleTranslationUnit(ASTContext &AST) override {
    // Only the user's declarations are walked: the CUDA and system headers
    // are large and never edited.
    AST.setTraversalScope(UserDecls);
    Stopwatch Matching;
    Finder.matchAST(AST);
    if (Times) {
      // The profile times each match by wall clock: each rule gets that
      // share of the CPU time; the traversal itself counts for no rule.
      double Cpu = Matching.cpuSeconds(), Wall = Matching.seconds();
      for (auto &R : Rules) {
        double Own = Profile.lookup(R->getID()).getWallTime();
        (*Times)[R->getID()] += Wall > 0 ? Cpu * std::min(1.0, Own / Wall) : 0;
      }
      (*Times)[""] += Cpu;
    }
    for (auto &R : Rules) {
      Stopwatch Finish;
      auto Speaking = R->speaking();
      R->finishTranslationUnit();
      if (Times) {
        (*Times)[R->getID()] += Finish.cpuSeconds();
        (*Times)[""] += Finish.cpuSeconds();
      }
    }
    nameEnclosingFunctions(Ctx, UserDecls);
  }

private:
  ast_matchers::MatchFinder::MatchFinderOptions finderOptions() {
    ast_matchers::MatchFinder::MatchFinderOptions Options;
    if (Times)
      Options.CheckProfiling.emplace(Profile);
    return Options;
  }

  TranslationContext &Ctx;
  std::vector<std::unique_ptr<Rule>> &Rules;
  RuleTimes *Times;
  ParseWorkCounter *Counter;
  llvm::StringMap<llvm::TimeRecord> Profile;
  ast_matchers::MatchFinder Finder;
  std::vector<Decl *> UserDecls;
};

class HipifyAction : public ASTFrontendAction {
public:
  // The invocation destroys the action when it is done: results go to
  // variables of the caller.
  /// With \p Times, the run is timed and its work counted into \p Work.
  HipifyAction(TranslationContext &Ctx, bool &HadErrors,
               std::vector<FileResult> &Results, RuleTimes *Times,
               WorkCounters &Work)
      : Ctx(Ctx), HadErrors(HadErrors), Results(Results), Times(Times),
        Work(Work) {}

  // clang's "N errors generated" line would reach stderr directly, out of
  // order with the TU's buffered diagnostics; hipify-cpp says it instead.
  bool BeginInvocation(CompilerInstance &CI) override {
    CI.setVerboseOutputStream(std::make_unique<llvm::raw_null_ostream>());
    // The consumer chooses which bodies (HipifyConsumer).
    CI.getFrontendOpts().SkipFunctionBodies = true;
    return true;
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    Ctx.beginSourceFile(CI.getSourceManager(), CI.getLangOpts());
    Rules = createRules(Ctx);
    for (auto &R : Rules)
      R->registerPreprocessorCallbacks(CI.getPreprocessor());
    if (Times) {
      Counter = std::make_unique<ParseWorkCounter>(Ctx);
      Counter->watchTokens(CI.getPreprocessor());
    }
    return std::make_unique<HipifyConsumer>(Ctx, Rules, Times, Counter.get());
  }

  void EndSourceFileAction() override {
    HadErrors = getCompilerInstance().getDiagnostics().hasErrorOccurred();
    Results = Ctx.takeResults();
    for (const FileResult &F : Results)
      logLostCode(F, getCompilerInstance().getLangOpts());
    if (Counter)
      Work = Counter->finish(Rules);
  }

private:
  TranslationContext &Ctx;
  bool &HadErrors;
  std::vector<FileResult> &Results;
  RuleTimes *Times;
  WorkCounters &Work;
  std::vector<std::unique_ptr<Rule>> Rules;
  std::unique_ptr<ParseWorkCounter> Counter;
};

} // namespace

TranslationUnitResult convertTranslationUnit(const CompileJob &Job,
                                             const ConversionOptions &Options,
                                             const RunContext &Run,
                                             const MappingTable &Table,
                                             const PreambleFile &Preamble) {
  Stopwatch Watch;
  TranslationUnitResult Result;
  Result.MainFile = Job.File;

  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS =
      toolFileSystem(Job.Directory, Preamble.Source);
  if (Run.ReadBackups)
    FS = readingBackups(FS, Run.ProjectRoot, Run.OutdatedBackups);
  auto FileMgr =
      llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);

  std::vector<std::string> CommandLine = Job.CommandLine;
  // The precompiled preamble already holds the tool's headers.
  std::vector<std::string> Preincluded =
      Preamble.Pch.empty() ? toolHeaderIncludes() : toolDefinitions();
  if (!Preamble.Pch.empty())
    Preincluded.insert(Preincluded.end(), {"-include-pch", Preamble.Pch});
  CommandLine.insert(CommandLine.end() - 1, Preincluded.begin(),
                     Preincluded.end());

  TranslationContext Ctx(Options, Run, Table);
  bool HadErrors = false;
  std::vector<FileResult> Files;
  RuleTimes Times;
  auto Action = std::make_unique<HipifyAction>(
      Ctx, HadErrors, Files, Options.TimeRules ? &Times : nullptr,
      Result.Work);

  std::string DiagnosticText;
  llvm::raw_string_ostream DiagnosticStream(DiagnosticText);
  DiagnosticOptions DiagOpts;
  TextDiagnosticPrinter Printer(DiagnosticStream, DiagOpts);
  ClangDiagnosticFilter Filter(Printer, Options.ClangWarnings);

  tooling::ToolInvocation Invocation(CommandLine, std::move(Action),
                                     FileMgr.get());
  Invocation.setDiagnosticConsumer(&Filter);
  bool Ran = Invocation.run();

  Result.Parsed = Ran || !Files.empty();
  Result.HadErrors = !Ran || HadErrors;
  Result.Files = std::move(Files);
  DiagnosticStream.flush();
  if (!DiagnosticText.empty())
    Result.Messages.push_back(DiagnosticText);
  for (std::string &M : Ctx.takeMessages())
    Result.Messages.push_back(std::move(M));
  Result.Seconds = Watch.seconds();
  Result.CpuSeconds = Watch.cpuSeconds();
  // "": the whole of the rules' AST work, the audit's included.
  Result.AuditSeconds = Times.lookup(AuditRule);
  Result.RuleSeconds = Times.lookup("") - Result.AuditSeconds;
  // A disabled rule runs only to report what it would have converted: its
  // time counts in the whole, not under its name.
  for (const RuleDescription &D : ruleDescriptions())
    if (Times.count(D.Name) && ruleEnabled(D.Name, Options))
      Result.SecondsByRule.emplace_back(D.Name.str(), Times.lookup(D.Name));
  return Result;
}

TranslationUnitResult convertTranslationUnit(const CompileJob &Job,
                                             const ConversionOptions &Options,
                                             const RunContext &Run) {
  ChosenTable Table(MappingTable::builtin(), Options.Table);
  return convertTranslationUnit(Job, Options, Run, Table.table());
}

} // namespace hipify
