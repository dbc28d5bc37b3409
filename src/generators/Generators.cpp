#include "Generators.h"
#include "PerlScript.h"
#include "PythonModule.h"
#include "SupportTables.h"

#include "output/FileWriter.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {
namespace {

/// Writes \p Contents as \p Dir/\p Name, creating \p Dir; false (and a
/// message) when it cannot.
bool writeInto(llvm::StringRef Dir, llvm::StringRef Name,
               llvm::StringRef Contents, llvm::raw_ostream &Errors) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, Name);
  llvm::Error Err = llvm::errorCodeToError(llvm::sys::fs::create_directories(
      Dir, /*IgnoreExisting=*/true, llvm::sys::fs::perms::all_all));
  if (!Err)
    Err = writeFileAtomically(Path, Contents);
  if (Err) {
    Errors << "hipify-cpp: error: cannot write '" << Path
           << "': " << llvm::toString(std::move(Err)) << "\n";
    return false;
  }
  return true;
}

bool writeTables(const GeneratorOptions &Opts, const MappingTable &Table,
                 TableSyntax Syntax, llvm::raw_ostream &Errors) {
  bool Ok = true;
  for (const auto &[Name, Text] :
       renderFamilyTables(Table, Syntax, Opts.Format, Opts.Roc))
    Ok &= writeInto(Opts.DocsDir, Name, Text, Errors);
  return Ok;
}

} // namespace

std::optional<DocFormat> parseDocFormat(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<DocFormat>>(Name)
      .Case("full", DocFormat::Full)
      .Case("strict", DocFormat::Strict)
      .Case("compact", DocFormat::Compact)
      .Default(std::nullopt);
}

std::optional<DocRoc> parseDocRoc(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<DocRoc>>(Name)
      .Case("separate", DocRoc::Separate)
      .Case("joint", DocRoc::Joint)
      .Default(std::nullopt);
}

int runGenerators(const GeneratorOptions &Opts, const MappingTable &Table,
                  llvm::raw_ostream &Errors) {
  bool Ok = true;
  if (Opts.Perl && writeInto(Opts.PerlDir, PerlScriptFileName,
                             renderPerlScript(Table), Errors)) {
    llvm::SmallString<256> Path(Opts.PerlDir);
    llvm::sys::path::append(Path, PerlScriptFileName);
    using namespace llvm::sys::fs;
    // An executable script, as hipify-clang writes it.
    if (std::error_code EC =
            setPermissions(Path, all_read | all_exe | owner_write)) {
      Errors << "hipify-cpp: error: cannot make '" << Path
             << "' executable: " << EC.message() << "\n";
      Ok = false;
    }
  } else if (Opts.Perl) {
    Ok = false;
  }
  if (Opts.Python)
    Ok &= writeInto(Opts.PythonDir, PythonModuleFileName,
                    renderPythonModule(Table), Errors);
  if (Opts.Markdown)
    Ok &= writeTables(Opts, Table, TableSyntax::Markdown, Errors);
  if (Opts.Csv)
    Ok &= writeTables(Opts, Table, TableSyntax::Csv, Errors);
  return Ok ? 0 : 1;
}

} // namespace hipify
