#include "HtmlReport.h"
#include "OriginalPosition.h"
#include "SourcePosition.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

namespace hipify {

namespace {

std::string escape(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

/// src/output/HtmlReport.css, embedded at build time.
const char StyleSheet[] =
#include "hipify/HtmlReportStyle.inc"
    ;

std::string page(llvm::StringRef Title, llvm::StringRef Body) {
  return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
          "<title>" +
          escape(Title) + "</title>\n<style>\n" + StyleSheet + "</style>\n" +
          "</head>\n<body>\n<header><h1>" + escape(Title) +
          "</h1></header>\n<main>\n" + Body + "</main>\n</body></html>\n")
      .str();
}

std::string shown(llvm::StringRef Path, llvm::StringRef Root) {
  llvm::StringRef Relative = Path;
  if (!Root.empty() && Relative.consume_front(Root) &&
      Relative.starts_with("/"))
    return Relative.drop_front().str();
  return Path.str();
}

/// One file's findings, each with the lines they concern in both texts.
struct FilePage {
  const FileReport *File;
  std::string Name; ///< files/<n>.html
  std::string Unit; ///< the name --verify gives its TU; empty: none
  std::vector<const VerifyError *> Errors;
  std::vector<const ConversionWarning *> Warnings;
};

std::string lineLink(const FilePage &P, llvm::StringRef Side, unsigned Line,
                     bool FromIndex) {
  std::string Target = (FromIndex ? P.Name : std::string()) + "#" + Side.str() +
                       "-L" + std::to_string(Line);
  return "<a href=\"" + Target + "\">" + (Side == "cuda" ? "CUDA" : "HIP") +
         " line " + std::to_string(Line) + "</a>";
}

std::string numberedText(llvm::StringRef Text, llvm::StringRef Side,
                         const std::set<unsigned> &Marked) {
  std::string Out = "<pre>";
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  if (!Lines.empty() && Lines.back().empty())
    Lines.pop_back();
  for (size_t I = 0; I < Lines.size(); ++I) {
    unsigned N = I + 1;
    Out += "<div id=\"" + Side.str() + "-L" + std::to_string(N) + "\"" +
           (Marked.count(N) ? " class=\"marked\"" : "") +
           "><span class=\"n\">" + std::to_string(N) + "</span>" +
           escape(Lines[I]) + "</div>";
  }
  return Out + "</pre>";
}

/// The offset of 1-based \p Line and \p Column in the text of \p Lines
/// (its last line's start when past it).
unsigned offsetOf(const LineTable &Lines, unsigned Line, unsigned Column) {
  unsigned Index = std::min(std::max(Line, 1u), Lines.lineCount()) - 1;
  return Lines.lineStart(Index) + (Column ? Column - 1 : 0);
}

/// \p Path absolute and without `.` or `..`, to compare with another.
std::string normalized(llvm::StringRef Path) {
  llvm::SmallString<256> Normal(Path);
  llvm::sys::fs::make_absolute(Normal);
  llvm::sys::path::remove_dots(Normal, /*remove_dot_dot=*/true);
  return std::string(Normal);
}

/// A count in the index, marked bad when not 0.
std::string countCell(size_t N) {
  return "<td class=\"count" + std::string(N ? " bad" : "") + "\">" +
         std::to_string(N) + "</td>";
}

/// The hipcc errors cell of a file's row: their count; for a source that
/// fails with none of its own, the file it fails through.
std::string verifyCell(const FilePage &P, const VerifyResults *Verify,
                       llvm::StringRef Root) {
  if (!P.Errors.empty() || !Verify || P.Unit.empty() ||
      !llvm::is_contained(Verify->Failing, P.Unit))
    return countCell(P.Errors.size());
  std::string Through;
  for (const VerifyError &E : Verify->Errors)
    if (llvm::is_contained(E.Units, P.Unit)) {
      Through = shown(E.CudaFile.empty() ? E.File : E.CudaFile, Root);
      break;
    }
  return "<td class=\"count bad\">fails" +
         (Through.empty() ? std::string()
                          : " (through " + escape(Through) + ")") +
         "</td>";
}

/// Whether a warning predicted \p E: a surprise is marked bad.
std::string predictionMark(const VerifyError &E, llvm::StringRef Root) {
  return "<span class=\"" +
         std::string(E.PredictedBy ? "predicted" : "bad unpredicted") + "\">" +
         escape(predictionText(E, Root.rtrim('/'))) + "</span>";
}

std::string filePage(const FilePage &P, llvm::StringRef Root) {
  const FileReport &F = *P.File;
  std::string Converted = F.Edits.apply(F.OriginalText);
  LineTable CudaLines(F.OriginalText), HipLines(Converted);
  auto hipLine = [&](unsigned Offset) {
    return HipLines.line(convertedOffset(F.Edits, Offset));
  };
  std::set<unsigned> CudaMarked, HipMarked;
  std::string Findings;
  for (const UnconvertedReference &U : F.Edits.unconverted()) {
    CudaMarked.insert(U.Line);
    HipMarked.insert(hipLine(U.Offset));
    Findings += "<li class=\"unconverted\">'" + escape(U.Reference.CudaName) +
                "' " + escape(U.Reason) +
                (U.Inactive ? " (in an inactive #if branch)" : "") + ": " +
                lineLink(P, "cuda", U.Line, false) + ", " +
                lineLink(P, "hip", hipLine(U.Offset), false) + "</li>\n";
  }
  for (const WarpSizeHazard &H : F.Edits.warpSizeHazards()) {
    CudaMarked.insert(H.Line);
    HipMarked.insert(hipLine(H.Offset));
    Findings += "<li class=\"hazard\">" + escape(H.Message) + ": " +
                lineLink(P, "cuda", H.Line, false) + ", " +
                lineLink(P, "hip", hipLine(H.Offset), false) + "</li>\n";
  }
  for (const NumericsFinding &N : F.Edits.numericsFindings()) {
    CudaMarked.insert(N.Line);
    HipMarked.insert(hipLine(N.Offset));
    Findings += "<li class=\"numerics\">" + escape(N.Message) + ": " +
                lineLink(P, "cuda", N.Line, false) + ", " +
                lineLink(P, "hip", hipLine(N.Offset), false) + "</li>\n";
  }
  for (const ConversionWarning *W : P.Warnings) {
    unsigned Hip = hipLine(offsetOf(CudaLines, W->Line, W->Column));
    CudaMarked.insert(W->Line);
    HipMarked.insert(Hip);
    Findings += "<li class=\"warning\">" + escape(W->Message) + " [" +
                escape(W->Rule) + "]: " + lineLink(P, "cuda", W->Line, false) +
                ", " + lineLink(P, "hip", Hip, false) + "</li>\n";
  }
  for (const VerifyError *E : P.Errors) {
    CudaMarked.insert(E->CudaLine);
    HipMarked.insert(E->Line);
    Findings += "<li class=\"verify\">hipcc: " + escape(E->Message) + ": " +
                lineLink(P, "cuda", E->CudaLine, false) + ", " +
                lineLink(P, "hip", E->Line, false) + "; " +
                predictionMark(*E, Root) + "</li>\n";
  }
  std::string Body = "<p><a href=\"../index.html\">All files</a></p>\n";
  if (F.HadErrors)
    Body += "<p class=\"bad\">clang reported errors in this file's "
            "translation unit.</p>\n";
  Body += Findings.empty() ? "<p>Nothing to report.</p>\n"
                           : "<ul class=\"findings\">\n" + Findings + "</ul>\n";
  Body += "<div class=\"code\"><section><h2>CUDA</h2>" +
          numberedText(F.OriginalText, "cuda", CudaMarked) +
          "</section><section><h2>HIP</h2>" +
          numberedText(Converted, "hip", HipMarked) + "</section></div>\n";
  return page(shown(F.Path, Root), Body);
}

std::string verifySection(const VerifyResults &V,
                          const std::map<std::string, FilePage *> &ByPath,
                          llvm::StringRef Root) {
  std::string Body =
      "<h2>Compiled with hipcc</h2>\n<p id=\"verify-summary\">" +
      std::to_string(V.Compiling.size() + V.Failing.size()) +
      " translation units compiled with <code>" + escape(V.Compiler) +
      "</code>: " + std::to_string(V.Compiling.size()) + " compile, " +
      "<span class=\"" + (V.Failing.empty() ? "" : "bad") + "\">" +
      std::to_string(V.Failing.size()) + " fail</span></p>\n";
  if (!V.Errors.empty()) {
    size_t Unpredicted = unpredictedCount(V.Errors);
    Body += "<p id=\"verify-predicted\">" + std::to_string(V.Errors.size()) +
            " errors: " + std::to_string(V.Errors.size() - Unpredicted) +
            " predicted by a warning, <span class=\"" +
            (Unpredicted ? "bad" : "") + "\">" + std::to_string(Unpredicted) +
            " not predicted</span></p>\n";
  }
  std::map<std::string, std::vector<const VerifyError *>> ByCause;
  for (const VerifyError &E : V.Errors)
    ByCause[E.Message].push_back(&E);
  if (ByCause.empty())
    return Body;
  Body += "<table id=\"causes\"><tr><th>error</th><th>places</th><th>where"
          "</th></tr>\n";
  for (const auto &[Message, Errors] : ByCause) {
    std::string Where;
    for (const VerifyError *E : Errors) {
      auto Page = ByPath.find(E->CudaFile);
      std::string Place =
          escape(shown(E->File.empty() ? E->Units.front() : E->File, Root)) +
          (E->File.empty() ? "" : ":" + std::to_string(E->Line));
      if (Page != ByPath.end())
        Place += " (" + lineLink(*Page->second, "cuda", E->CudaLine, true) +
                 ", " + lineLink(*Page->second, "hip", E->Line, true) + ")";
      Where += (Where.empty() ? "" : "<br>") + Place + " in " +
               std::to_string(E->Units.size()) + " translation unit" +
               (E->Units.size() == 1 ? "" : "s") + ": " +
               predictionMark(*E, Root);
    }
    Body += "<tr><td>" + escape(Message) + "</td><td class=\"count\">" +
            std::to_string(Errors.size()) + "</td><td>" + Where +
            "</td></tr>\n";
  }
  return Body + "</table>\n";
}

} // namespace

std::vector<std::pair<std::string, std::string>>
renderHtmlReport(const HtmlReportInput &Input) {
  llvm::StringRef RootDirectory = Input.RootDirectory;
  const VerifyResults *Verify = Input.Verify;
  std::vector<FilePage> Pages;
  for (const FileReport &F : Input.Files) {
    size_t I = Pages.size();
    Pages.push_back({&F,
                     "files/" + std::to_string(I + 1) + ".html",
                     I < Input.Names.size() ? Input.Names[I] : std::string(),
                     {},
                     {}});
  }
  std::map<std::string, FilePage *> ByPath, ByNormalPath;
  for (FilePage &P : Pages) {
    ByPath[P.File->Path] = &P;
    ByNormalPath[normalized(P.File->Path)] = &P;
  }
  if (Verify)
    for (const VerifyError &E : Verify->Errors) {
      auto It = ByPath.find(E.CudaFile);
      if (It != ByPath.end())
        It->second->Errors.push_back(&E);
    }
  for (const ConversionWarning &W : Input.Warnings) {
    auto It = ByNormalPath.find(normalized(W.File));
    if (It != ByNormalPath.end())
      It->second->Warnings.push_back(&W);
  }
  unsigned Converted = 0, Unconverted = 0, Hazards = 0, WithErrors = 0;
  unsigned Numerics = 0, Warnings = 0;
  std::string Rows;
  for (const FilePage &P : Pages) {
    const FileReport &F = *P.File;
    unsigned FileConverted = 0;
    for (const Edit &E : F.Edits.edits())
      FileConverted += bool(E.Reference);
    Converted += FileConverted;
    Unconverted += F.Edits.unconverted().size();
    Hazards += F.Edits.warpSizeHazards().size();
    Numerics += F.Edits.numericsFindings().size();
    Warnings += P.Warnings.size();
    WithErrors += F.HadErrors;
    Rows += "<tr><td><a href=\"" + P.Name + "\">" +
            escape(shown(F.Path, RootDirectory)) + "</a>" +
            (F.HadErrors ? " <span class=\"bad\">(clang errors)</span>" : "") +
            "</td><td class=\"count\">" + std::to_string(FileConverted) +
            "</td>" + countCell(F.Edits.unconverted().size()) +
            countCell(F.Edits.warpSizeHazards().size()) +
            verifyCell(P, Verify, RootDirectory) + "<td class=\"count\">" +
            std::to_string(F.Edits.numericsFindings().size()) +
            "</td><td class=\"count\">" + std::to_string(P.Warnings.size()) +
            "</td></tr>\n";
  }
  std::string Body =
      "<table id=\"totals\"><tr><th>files</th><th>references converted</th>"
      "<th>left unconverted</th><th>warp-size hazards</th><th>files with "
      "clang errors</th><th>numerics findings</th><th>converted with a "
      "warning</th></tr>\n<tr><td class=\"count\">" +
      std::to_string(Pages.size()) + "</td><td class=\"count\">" +
      std::to_string(Converted) + "</td><td class=\"count\">" +
      std::to_string(Unconverted) + "</td><td class=\"count\">" +
      std::to_string(Hazards) + "</td><td class=\"count\">" +
      std::to_string(WithErrors) + "</td><td class=\"count\">" +
      std::to_string(Numerics) + "</td><td class=\"count\">" +
      std::to_string(Warnings) + "</td></tr>\n</table>\n";
  if (Verify)
    Body += verifySection(*Verify, ByPath, RootDirectory);
  Body += "<h2>Files</h2>\n<table id=\"files\"><tr><th>file</th><th>converted"
          "</th><th>unconverted</th><th>warp-size hazards</th><th>hipcc errors"
          "</th><th>numerics findings</th><th>converted with a warning</th>"
          "</tr>\n" +
          Rows + "</table>\n";
  std::vector<std::pair<std::string, std::string>> Out;
  Out.emplace_back("index.html", page("hipify-cpp report", Body));
  for (const FilePage &P : Pages)
    Out.emplace_back(P.Name, filePage(P, RootDirectory));
  return Out;
}

} // namespace hipify
