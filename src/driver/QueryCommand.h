#ifndef HIPIFY_DRIVER_QUERYCOMMAND_H
#define HIPIFY_DRIVER_QUERYCOMMAND_H

#include "mapping/MappingTable.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

/// `--query <name>`: what the tables say about a CUDA name. Returns the exit
/// code: 0 when known, 1 when not.
int printQuery(llvm::StringRef Name, const MappingTable &Table,
               llvm::raw_ostream &OS);

} // namespace hipify

#endif
