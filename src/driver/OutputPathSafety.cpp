#include "OutputPathSafety.h"

#include "frontend/BackupReadingFileSystem.h"
#include "output/PathUtils.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::string resolvedPath(llvm::StringRef Path) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  // The nearest ancestor that exists is resolved by the file system (a
  // symlink's `..` is its target's parent); what lies below it does not
  // exist yet, so holds no link, and is taken lexically.
  llvm::SmallString<256> Existing(Absolute), Real;
  std::vector<std::string> Missing;
  while (llvm::sys::fs::real_path(Existing, Real)) {
    llvm::StringRef Parent = llvm::sys::path::parent_path(Existing);
    if (Parent.empty() || Parent == Existing) {
      Real = Existing;
      break;
    }
    Missing.push_back(llvm::sys::path::filename(Existing).str());
    Existing = Parent.str(); // a copy: Parent points into Existing
  }
  for (auto It = Missing.rbegin(); It != Missing.rend(); ++It)
    llvm::sys::path::append(Real, *It);
  llvm::sys::path::remove_dots(Real, /*remove_dot_dot=*/true);
  return std::string(Real);
}

std::string writtenPath(llvm::StringRef Path, ExistingPath Policy) {
  if (Policy == ExistingPath::WriteThrough)
    return resolvedPath(Path);
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute);
  llvm::SmallString<256> Written(
      resolvedPath(llvm::sys::path::parent_path(Absolute)));
  llvm::sys::path::append(Written, llvm::sys::path::filename(Absolute));
  return std::string(Written);
}

bool staysWithin(llvm::StringRef Path, llvm::StringRef Root,
                 ExistingPath Policy) {
  return isPathUnder(writtenPath(Path, Policy), resolvedPath(Root));
}

OutputPathSafety::OutputPathSafety(llvm::ArrayRef<std::string> Inputs) {
  for (const std::string &Input : Inputs) {
    Protected.try_emplace(resolvedPath(Input), Input);
    std::string Backup = Input + BackupSuffix;
    Protected.try_emplace(resolvedPath(Backup), Backup);
  }
}

bool OutputPathSafety::allows(llvm::StringRef Output, llvm::StringRef What,
                              llvm::raw_ostream &Err, llvm::StringRef Source,
                              bool InPlace) const {
  std::string Resolved = resolvedPath(Output);
  if (!Source.empty() && Resolved == resolvedPath(Source)) {
    if (!InPlace)
      Err << "hipify-cpp: error: the output '" << Output
          << "' is the source itself; use --inplace to convert in place\n";
    return InPlace;
  }
  auto It = Protected.find(Resolved);
  if (It == Protected.end())
    return true;
  llvm::StringRef Replaced = It->second;
  Err << "hipify-cpp: error: " << What << " would replace the "
      << (Replaced.ends_with(BackupSuffix) ? "backup" : "input") << " '"
      << Replaced << "'; nothing written\n";
  return false;
}

/// Whether \p OutputDir, within the project root, holds one of \p Inputs:
/// then it is a directory of the project, whose other files (its build
/// files, which the run does not read there) the mirrored tree would
/// replace.
static bool holdsAnInput(llvm::StringRef OutputDir, llvm::StringRef What,
                         llvm::ArrayRef<std::string> Inputs,
                         llvm::raw_ostream &Err) {
  for (const std::string &Input : Inputs)
    if (staysWithin(Input, OutputDir, ExistingPath::WriteThrough)) {
      Err << "hipify-cpp: error: " << What << " '" << OutputDir << "' holds '"
          << Input
          << "', a file the run reads: it is part of the project, whose "
             "files the outputs would replace; choose a directory of its "
             "own; nothing written\n";
      return true;
    }
  return false;
}

ExistingPath outputPolicy(const DriverOptions &Opts) {
  return !Opts.OutputFile.empty() || Opts.Inplace ? ExistingPath::WriteThrough
                                                  : ExistingPath::Replace;
}

int checkOutputPaths(const DriverOptions &Opts, const OutputPaths &Paths,
                     const PlannedFiles &Files, llvm::raw_ostream &Err) {
  llvm::ArrayRef<std::string> Inputs = Files.Inputs;
  struct Planned {
    std::string Path, What, Source;
    /// The directory the output must stay in, and what it is; none for a
    /// path the user named.
    std::string Root, RootName;
  };
  std::vector<Planned> Outputs;
  // A file beside its source stays in the source's directory; -o is the
  // user's to name. In place, a source of the project is written through a
  // link only to a file of the project.
  auto rootFor =
      [&](const std::string &File) -> std::pair<std::string, std::string> {
    if (!Opts.OutputFile.empty())
      return {};
    if (!Opts.OutputDir.empty())
      return {Opts.OutputDir, "the output directory"};
    if (Opts.Inplace && isPathUnder(File, Paths.projectRoot()))
      return {Paths.projectRoot(), "the project root"};
    return {};
  };
  if (!Opts.NoOutput && !Opts.Diff)
    for (const std::string &File : Files.Converted) {
      std::string Output = Paths.outputPathFor(File);
      auto [Root, RootName] = rootFor(File);
      if (Output != "-")
        Outputs.push_back({Output,
                           "the output '" + Output + "' of '" + File + "'",
                           File, Root, RootName});
    }
  auto addFile = [&](const std::string &Path, llvm::StringRef What) {
    Outputs.push_back({Path, (What + " '" + Path + "'").str(), "", "", ""});
  };
  if (!Opts.ReportJson.empty())
    addFile(Opts.ReportJson, "--report-json");
  if (!Opts.ReportSarif.empty())
    addFile(Opts.ReportSarif, "--report-sarif");
  if (Opts.PrintStatsCsv)
    addFile(statisticsCsvPath(Opts, Paths, Files.MainFiles,
                              Files.NoSourceConverted),
            "the statistics CSV");
  if (Outputs.empty())
    return 0; // resolving every input costs system calls
  OutputPathSafety Safety(Inputs);
  bool Safe = true;
  for (const Planned &O : Outputs) {
    ExistingPath Policy = outputPolicy(Opts);
    if (!O.Root.empty() && !staysWithin(O.Path, O.Root, Policy)) {
      Err << "hipify-cpp: error: " << O.What << " leads outside " << O.RootName
          << " '" << O.Root << "' (to '" << writtenPath(O.Path, Policy)
          << "', through a symbolic link); nothing written\n";
      Safe = false;
      continue;
    }
    Safe &= Safety.allows(O.Path, O.What, Err, O.Source, Opts.Inplace);
  }
  if (Safe && !Opts.OutputDir.empty() && !Opts.NoOutput && !Opts.Diff &&
      staysWithin(Opts.OutputDir, Paths.projectRoot(),
                  ExistingPath::WriteThrough))
    Safe = !holdsAnInput(Opts.OutputDir, "the output directory", Inputs, Err);
  // Its pages are named by the report (index.html, files/<n>.html).
  if (Safe && !Opts.ReportHtml.empty())
    Safe = !holdsAnInput(Opts.ReportHtml, "the --report-html directory", Inputs,
                         Err);
  return Safe ? 0 : 2;
}

} // namespace hipify

namespace hipify {

/// Whether \p A and \p B (resolved) are the same directory or one holds the
/// other.
static bool overlap(llvm::StringRef A, llvm::StringRef B) {
  return isPathUnder(A, B) || isPathUnder(B, A);
}

OutputTrees::OutputTrees(const DriverOptions &Opts,
                         llvm::StringRef ProjectRoot) {
  std::string Root = resolvedPath(ProjectRoot);
  std::string Database = Opts.CompilationDatabaseDir.empty()
                             ? std::string()
                             : resolvedPath(Opts.CompilationDatabaseDir);
  auto add = [&](llvm::StringRef Option, const std::string &Directory) {
    if (Directory.empty())
      return;
    std::string Resolved = resolvedPath(Directory);
    if (overlap(Resolved, Root) ||
        (!Database.empty() && overlap(Resolved, Database)))
      Trees.push_back({Option.str(), Resolved, OutputManifest::read(Resolved)});
  };
  if (!Opts.NoOutput && !Opts.Diff)
    add("--o-dir", Opts.OutputDir);
  add("--report-html", Opts.ReportHtml);
  add("--save-temps", Opts.SaveTempsDir);
  add("--export-edits", Opts.ExportEditsDir);
}

bool OutputTrees::checkForeignFiles(llvm::raw_ostream &Err) const {
  for (const Tree &T : Trees) {
    if (std::optional<std::string> Foreign = T.Manifest.firstForeignFile()) {
      Err << "hipify-cpp: error: the " << T.Option << " directory '"
          << T.Resolved << "' holds '" << *Foreign
          << "', a file hipify-cpp did not write (or one changed since): "
             "within the project, its files are never replaced; choose an "
             "empty directory or one of the tool's own; nothing written\n";
      return false;
    }
  }
  return true;
}

bool OutputTrees::write(const std::string &Path, llvm::StringRef Text,
                        ExistingPath Policy, llvm::raw_ostream &Err) {
  std::string Written = writtenPath(Path, Policy);
  std::vector<std::pair<Tree *, std::string>> Holding;
  for (Tree &T : Trees) {
    if (!isPathUnder(Written, T.Resolved) || Written == T.Resolved)
      continue;
    std::string Relative = llvm::StringRef(Written)
                               .drop_front(T.Resolved.size())
                               .ltrim('/')
                               .str();
    if (!T.Manifest.mayReplace(Relative)) {
      Err << "hipify-cpp: error: '" << Path << "' in the " << T.Option
          << " directory '" << T.Resolved
          << "' is a file hipify-cpp did not write (or one changed since); "
             "not replaced\n";
      return false;
    }
    Holding.emplace_back(&T, std::move(Relative));
  }
  llvm::StringRef Parent = llvm::sys::path::parent_path(Path);
  if (!Parent.empty())
    if (std::error_code EC = llvm::sys::fs::create_directories(Parent)) {
      Err << "hipify-cpp: error: cannot create the directory '" << Parent
          << "': " << EC.message() << "\n";
      return false;
    }
  for (auto &[T, Relative] : Holding) {
    T->Recorded = true;
    if (llvm::Error E = T->Manifest.record(Relative, Text)) {
      Err << "hipify-cpp: error: cannot record '" << Path << "' in the "
          << "manifest: " << llvm::toString(std::move(E)) << "\n";
      return false;
    }
  }
  if (llvm::Error E = writeFileAtomically(Path, Text, Policy)) {
    Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "\n";
    return false;
  }
  return true;
}

bool OutputTrees::finish(llvm::raw_ostream &Err) {
  bool Done = true;
  for (Tree &T : Trees)
    if (T.Recorded) {
      if (llvm::Error E = T.Manifest.compact()) {
        Err << "hipify-cpp: error: " << llvm::toString(std::move(E)) << "\n";
        Done = false;
      }
      T.Recorded = false;
    }
  return Done;
}

} // namespace hipify
