//===- HtmlReport.h - A run's findings as static web pages ----------------===//
#ifndef HIPIFY_OUTPUT_HTMLREPORT_H
#define HIPIFY_OUTPUT_HTMLREPORT_H

#include "output/Reports.h"
#include <string>
#include <utility>
#include <vector>

namespace hipify {

/// A warning of the conversion on what it converted (`[opaque-handle]`:
/// converted, to be read again), at a line of a user file.
struct ConversionWarning {
  std::string File; ///< absolute, as clang named it
  unsigned Line = 0, Column = 0;
  std::string Message;
  std::string Rule; ///< the rule that warned
};

/// What `--report-html` shows.
struct HtmlReportInput {
  llvm::ArrayRef<FileReport> Files;
  /// Per file, the name the run gives it: a source's as the user named it
  /// (--verify names its translation units so). May be shorter than Files.
  llvm::ArrayRef<std::string> Names;
  llvm::ArrayRef<ConversionWarning> Warnings;
  /// Paths are shown relative to it when under it.
  llvm::StringRef RootDirectory;
  const VerifyResults *Verify = nullptr; ///< when --verify ran
};

/// `--report-html`: the pages (path relative to the report's directory,
/// HTML text). `index.html` holds the run's totals, what --verify found
/// grouped by cause, and a table of the files (a source failing only
/// through a header it includes says which); `files/<n>.html` holds one
/// file's CUDA text and HIP text side by side, numbered, each scrolling on
/// its own, with its unconverted references, warp-size hazards, numerics
/// findings, the rules' warnings on what they converted and hipcc errors
/// linked to the lines of both. Static: no script, no server.
std::vector<std::pair<std::string, std::string>>
renderHtmlReport(const HtmlReportInput &Input);

} // namespace hipify

#endif
