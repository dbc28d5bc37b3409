#include "CudaNames.h"

#include "mapping/MappingTable.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/SmallVector.h"

namespace hipify {

bool isTransparentNamespace(const clang::NamespaceDecl &NS) {
  return NS.isAnonymousNamespace() || NS.isInline() ||
         NS.getName().starts_with("__");
}

std::string apiQualifiedName(const clang::NamedDecl &D) {
  std::string Name = D.getNameAsString();
  for (const clang::DeclContext *DC = D.getDeclContext(); DC;
       DC = DC->getParent())
    if (const auto *NS = llvm::dyn_cast<clang::NamespaceDecl>(DC))
      if (!isTransparentNamespace(*NS))
        Name = NS->getNameAsString() + "::" + Name;
  return Name;
}

static const char BuiltinText[] =
#include "hipify/CudaNamesText.inc"
    ;

CudaNames::CudaNames(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n', -1, false);
  for (llvm::StringRef Line : Lines) {
    if (Line.consume_front("#")) {
      if (Line.consume_front(" cuda: "))
        Version = Line.trim();
      continue;
    }
    llvm::SmallVector<llvm::StringRef, 3> Fields;
    Line.split(Fields, '\t');
    if (Fields.size() == 3 && !Fields[0].empty())
      ByName.try_emplace(Fields[0], CudaName{Fields[1], Fields[2]});
  }
}

const CudaNames &CudaNames::builtin() {
  static const CudaNames List(
      llvm::StringRef(BuiltinText, sizeof(BuiltinText) - 1));
  return List;
}

const CudaName *CudaNames::lookup(llvm::StringRef Name) const {
  auto It = ByName.find(Name);
  return It == ByName.end() ? nullptr : &It->second;
}

bool isRemovedFromToolkit(const MappingEntry &Entry) {
  return *Entry.Removed && !CudaNames::builtin().lookup(Entry.CudaName);
}

} // namespace hipify
