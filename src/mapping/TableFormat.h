//===- TableFormat.h - Rows of the Markdown and CSV support tables --------===//
//
// Shared by hipify-mapgen (docs/tables/, the C++ table) and hipify-cpp's
// generators (--md, --csv, --perl, --python).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_TABLEFORMAT_H
#define HIPIFY_MAPPING_TABLEFORMAT_H

#include "mapping/MappingVocabulary.h"
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

/// \p S as a string literal quoted with \p Quote, with backslashes before
/// the quote and backslash: valid C++, Python and Perl (with '\'').
std::string quotedLiteral(llvm::StringRef S, char Quote = '"');

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
