//===- hipify-mapgen: mappings/*.tsv -> C++ table + docs tables -----------===//
//
// Run by the build. Validates the data (any problem is a build error with
// file:line:col), writes the C++ lookup table, and either writes the
// Markdown support tables or checks that the committed ones are current.
//
//===----------------------------------------------------------------------===//
#include "mapping/MappingFile.h"
#include "CudaNamesTable.h"
#include "NumericsTables.h"
#include "TableWriter.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace hipify;
using namespace hipify::mapgen;

static cl::opt<std::string> MappingDir("mappings", cl::desc("mappings/ dir"),
                                       cl::Required);
static cl::opt<std::string> CppOut("cpp-out",
                                   cl::desc("write the C++ table here"));
static cl::opt<std::string> CudaNamesOut(
    "cuda-names-out",
    cl::desc("write the C++ table of mappings/cuda-names.map here"));
static cl::opt<std::string>
    DocsOut("docs-out", cl::desc("write the Markdown tables into this dir"));
static cl::opt<std::string>
    DocsCheck("docs-check",
              cl::desc("fail if the Markdown tables in this dir differ"));

/// Writes only when the contents change, so the build does not recompile
/// what did not change.
static bool writeIfChanged(StringRef Path, StringRef Contents) {
  if (auto Old = MemoryBuffer::getFile(Path))
    if ((*Old)->getBuffer() == Contents)
      return true;
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC) {
    errs() << Path << ": error: " << EC.message() << "\n";
    return false;
  }
  OS << Contents;
  return true;
}

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "hipify-cpp mapping generator\n");
  std::vector<MappingDiagnostic> Diags;
  auto Families = loadMappingDirectory(MappingDir, Diags);
  std::string BoundsPath = MappingDir + "/numerics.bounds";
  NumericBoundsFile Bounds;
  if (auto Text = MemoryBuffer::getFile(BoundsPath)) {
    Bounds = parseNumericBounds(BoundsPath, (*Text)->getBuffer(), Diags);
    checkBoundFunctions(Bounds, Families, Diags);
  } else {
    Diags.push_back({{BoundsPath, 0, 0}, "cannot be read"});
  }
  std::string NotesPath = MappingDir + "/numerics.notes";
  NumericNotesFile Notes;
  if (auto Text = MemoryBuffer::getFile(NotesPath)) {
    Notes = parseNumericNotes(NotesPath, (*Text)->getBuffer(), Diags);
    checkNoteNames(Notes, Families, Diags);
  } else {
    Diags.push_back({{NotesPath, 0, 0}, "cannot be read"});
  }
  std::string CudaNamesTable;
  if (!CudaNamesOut.empty()) {
    std::string ListPath = MappingDir + "/cuda-names.map";
    raw_string_ostream OS(CudaNamesTable);
    if (auto Text = MemoryBuffer::getFile(ListPath))
      writeCudaNamesTable(ListPath, (*Text)->getBuffer(), OS, Diags);
    else
      Diags.push_back({{ListPath, 0, 0}, "cannot be read"});
  }
  for (const MappingDiagnostic &D : Diags)
    errs() << D.str() << "\n";
  if (!Diags.empty())
    return 1;

  if (!CppOut.empty()) {
    std::string Table;
    raw_string_ostream OS(Table);
    writeCppTable(Families, OS);
    if (!writeIfChanged(CppOut, Table))
      return 1;
  }

  if (!CudaNamesOut.empty() && !writeIfChanged(CudaNamesOut, CudaNamesTable))
    return 1;

  auto Docs = renderSupportTables(Families);
  Docs["numerics-bounds.md"] = renderBoundsTable(Bounds);
  Docs["numerics-notes.md"] = renderNotesTable(Notes);
  if (!DocsOut.empty()) {
    sys::fs::create_directories(DocsOut);
    for (const auto &[Name, Text] : Docs)
      if (!writeIfChanged(DocsOut + "/" + Name, Text))
        return 1;
  }
  if (!DocsCheck.empty()) {
    bool Stale = false;
    for (const auto &[Name, Text] : Docs) {
      std::string Path = DocsCheck + "/" + Name;
      auto Old = MemoryBuffer::getFile(Path);
      if (!Old || (*Old)->getBuffer() != Text) {
        errs() << Path
               << ": error: out of date with mappings/; run the "
                  "'update-docs' build target\n";
        Stale = true;
      }
    }
    if (Stale)
      return 1;
  }
  return 0;
}
