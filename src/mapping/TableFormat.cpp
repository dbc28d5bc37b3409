#include "mapping/TableFormat.h"

namespace hipify {

void SupportCounts::add(SupportStatus S) {
  if (S == SupportStatus::Supported)
    ++Supported;
  else if (S == SupportStatus::Unsupported)
    ++Unsupported;
  else
    ++Experimental;
}

std::string SupportCounts::summary() const {
  return std::to_string(total()) + (total() == 1 ? " entry: " : " entries: ") +
         std::to_string(Supported) + " supported, " +
         std::to_string(Unsupported) + " unsupported in HIP, " +
         std::to_string(Experimental) + " experimental in HIP.";
}

std::string quotedLiteral(llvm::StringRef S, char Quote) {
  std::string Out(1, Quote);
  for (char C : S) {
    if (C == Quote || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + Quote;
}

std::string codeSpan(llvm::StringRef Name) {
  return Name.empty() ? "" : "`" + Name.str() + "`";
}

void writeMarkdownRow(llvm::raw_ostream &OS,
                      llvm::ArrayRef<std::string> Cells) {
  OS << "|";
  for (const std::string &C : Cells)
    OS << " " << C << " |";
  OS << "\n";
}

void writeMarkdownHeader(llvm::raw_ostream &OS,
                         llvm::ArrayRef<std::string> Columns) {
  writeMarkdownRow(OS, Columns);
  OS << "|";
  for (size_t I = 0; I < Columns.size(); ++I)
    OS << "---|";
  OS << "\n";
}

void writeCsvRow(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Cells) {
  for (size_t I = 0; I < Cells.size(); ++I) {
    if (I)
      OS << ';';
    llvm::StringRef C = Cells[I];
    if (C.find_first_of(";\"\n") == llvm::StringRef::npos) {
      OS << C;
      continue;
    }
    OS << '"';
    for (char Ch : C)
      OS << (Ch == '"' ? "\"\"" : llvm::StringRef(&Ch, 1));
    OS << '"';
  }
  OS << "\n";
}

} // namespace hipify
