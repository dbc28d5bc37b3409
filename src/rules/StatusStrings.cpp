#include "StatusStrings.h"

#include "llvm/ADT/SmallVector.h"

namespace hipify {

static const char BuiltinText[] =
#include "hipify/StatusStringsText.inc"
    ;

StatusStrings::StatusStrings(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 16> Lines;
  Text.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Line : Lines) {
    if (Line.starts_with("#"))
      continue;
    llvm::SmallVector<llvm::StringRef, 4> F;
    Line.split(F, '\t');
    if (F[0] == "status-type") {
      for (llvm::StringRef Column : llvm::ArrayRef(F).drop_front()) {
        auto [Name, What] = Column.split(':');
        Runtime.push_back({Name.str(), What.str()});
      }
      continue;
    }
    if (F.size() != Runtime.size() + 1)
      continue;
    StatusType T{F[0].str(), {}};
    for (llvm::StringRef Function : llvm::ArrayRef(F).drop_front())
      T.Functions.push_back(Function == "-" ? "" : Function.str());
    Types.push_back(std::move(T));
  }
}

const StatusStrings &StatusStrings::builtin() {
  static const StatusStrings List(BuiltinText);
  return List;
}

int StatusStrings::columnOf(llvm::StringRef Name) const {
  for (size_t I = 0; I < Runtime.size(); ++I)
    if (Runtime[I].Name == Name)
      return I;
  return -1;
}

} // namespace hipify
