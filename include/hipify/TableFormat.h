//===- TableFormat.h - Rows of the Markdown and CSV support tables --------===//
//
// Shared by hipify-mapgen (docs/tables/) and hipify-cpp's --md and --csv.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TABLEFORMAT_H
#define HIPIFY_TABLEFORMAT_H

#include "hipify/MappingVocabulary.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace hipify {

/// How many entries of a family HIP supports.
struct SupportCounts {
  unsigned Supported = 0, Unsupported = 0, Experimental = 0;
  void add(SupportStatus S);
  unsigned total() const { return Supported + Unsupported + Experimental; }
  /// `N entries: S supported, U unsupported in HIP, E experimental in HIP.`
  std::string summary() const;
};

/// `` `Name` ``, or nothing for an empty name.
std::string codeSpan(llvm::StringRef Name);

/// `| A | B |` and, after the header, its `|---|---|` rule.
void writeMarkdownHeader(llvm::raw_ostream &OS,
                         llvm::ArrayRef<std::string> Columns);
void writeMarkdownRow(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Cells);

/// One line of `;`-separated values (the statistics CSV's separator); a cell
/// holding `;`, `"` or a line break is quoted.
void writeCsvRow(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Cells);

} // namespace hipify

#endif
