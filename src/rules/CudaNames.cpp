#include "CudaNames.h"

#include "mapping/MappingTable.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/STLExtras.h"

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

namespace generated_cuda_names {
#include "hipify/CudaNamesTable.inc"
} // namespace generated_cuda_names

const CudaNames &CudaNames::builtin() {
  static const CudaNames List(generated_cuda_names::Records,
                              generated_cuda_names::Text,
                              generated_cuda_names::Version);
  return List;
}

std::optional<CudaName> CudaNames::lookup(llvm::StringRef Name) const {
  const CudaNameRecord *It = llvm::partition_point(
      Records, [&](const CudaNameRecord &R) { return nameOf(R) < Name; });
  if (It == Records.end() || nameOf(*It) != Name)
    return std::nullopt;
  return CudaName{It->Kind, llvm::StringRef(Text + It->Header,
                                            It->HeaderLength)};
}

bool isRemovedFromToolkit(const MappingEntry &Entry) {
  return *Entry.Removed && !CudaNames::builtin().lookup(Entry.CudaName);
}

} // namespace hipify
