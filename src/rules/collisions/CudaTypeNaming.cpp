#include "CudaTypeNaming.h"

#include "clang/AST/Attr.h"

using namespace clang;

namespace hipify {

std::optional<std::string> hipNameOfCudaType(TranslationContext &Ctx,
                                             const NamedDecl &D) {
  if (!Ctx.isCudaLocation(D.getLocation()))
    return std::nullopt;
  std::string Name = D.getNameAsString();
  const MappingEntry *Entry =
      Ctx.table().lookup(Name, ReferenceKind::Declaration);
  if (Entry &&
      (Entry->Kind == MappingKind::Type || Entry->Kind == MappingKind::Enum) &&
      Entry->isConvertible(Ctx.options().Table.Experimental))
    return std::string(Entry->HipName);
  return Name;
}

static std::optional<std::string> namingIn(TranslationContext &Ctx,
                                           const NamedDecl &D) {
  return hipNameOfCudaType(Ctx, D);
}

std::string convertedSignature(TranslationContext &Ctx,
                               const FunctionDecl &FD) {
  return signature(FD, spellParameters(FD, [&](const NamedDecl &D) {
                     return namingIn(Ctx, D);
                   }));
}

std::vector<std::string> convertedParameters(TranslationContext &Ctx,
                                             const FunctionDecl &FD) {
  return spellParameters(FD,
                         [&](const NamedDecl &D) { return namingIn(Ctx, D); });
}

std::string cudaSignature(const FunctionDecl &FD) {
  std::vector<std::string> Params;
  for (const ParmVarDecl *P : FD.parameters())
    Params.push_back(P->getType().getAsString());
  if (FD.isVariadic())
    Params.push_back("...");
  return signature(FD, Params);
}

FunctionTarget FunctionTarget::of(const FunctionDecl &FD) {
  FunctionTarget T;
  T.Device = FD.hasAttr<CUDADeviceAttr>() || FD.hasAttr<CUDAGlobalAttr>();
  T.Host = FD.hasAttr<CUDAHostAttr>() || !T.Device;
  return T;
}

} // namespace hipify
