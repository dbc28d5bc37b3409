//===- MappingFileFuzzer.cpp - mappings/*.tsv parser on any text ----------===//
#include "mapping/MappingFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::vector<hipify::mapgen::MappingDiagnostic> Diags;
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  hipify::mapgen::MappingFamily Family =
      hipify::mapgen::parseMappingFile("fuzz.tsv", Text, Diags);
  std::vector<hipify::mapgen::MappingFamily> Families = {std::move(Family)};
  hipify::mapgen::checkDuplicates(Families, Diags);
  for (const hipify::mapgen::MappingDiagnostic &D : Diags)
    (void)D.str();
  return 0;
}
