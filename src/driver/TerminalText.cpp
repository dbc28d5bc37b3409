#include "TerminalText.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

static void writeEscaped(llvm::raw_ostream &Out, unsigned char C) {
  Out << "\\x" << llvm::format_hex_no_prefix(C, 2);
}

std::string neutralizeControls(llvm::StringRef Text) {
  std::string Safe;
  llvm::raw_string_ostream Out(Safe);
  for (size_t I = 0; I < Text.size(); ++I) {
    unsigned char C = Text[I];
    if ((C < 0x20 && C != '\t' && C != '\n') || C == 0x7f) {
      writeEscaped(Out, C);
    } else if (C == 0xc2 && I + 1 < Text.size() &&
               (unsigned char)Text[I + 1] >= 0x80 &&
               (unsigned char)Text[I + 1] <= 0x9f) {
      writeEscaped(Out, C);
      writeEscaped(Out, Text[++I]);
    } else {
      Out << Text[I];
    }
  }
  return Safe;
}

} // namespace hipify
