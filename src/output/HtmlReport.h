//===- HtmlReport.h - A run's findings as static web pages ----------------===//
#ifndef HIPIFY_OUTPUT_HTMLREPORT_H
#define HIPIFY_OUTPUT_HTMLREPORT_H

#include "hipify/Reports.h"
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

/// `--report-html`: the pages (path relative to the report's directory,
/// HTML text). `index.html` holds the run's totals, what --verify found
/// (\p Verify, when given) grouped by cause, and a table of the files;
/// `files/<n>.html` holds one file's CUDA text and HIP text side by side,
/// numbered, with its unconverted references, warp-size hazards and hipcc
/// errors linked to the lines of both. Paths are shown relative to \p
/// RootDirectory when under it. Static: no script, no server.
std::vector<std::pair<std::string, std::string>>
renderHtmlReport(llvm::ArrayRef<FileReport> Files,
                 llvm::StringRef RootDirectory,
                 const VerifyResults *Verify = nullptr);

} // namespace hipify

#endif
