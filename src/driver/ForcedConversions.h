//===- ForcedConversions.h - What --amap converted is still reported ------===//
#ifndef HIPIFY_DRIVER_FORCEDCONVERSIONS_H
#define HIPIFY_DRIVER_FORCEDCONVERSIONS_H

#include "hipify/TranslationUnit.h"
#include "mapping/MappingTable.h"
#include "mapping/TableChoices.h"

namespace hipify {

/// With --amap, a name HIP lacks is rewritten all the same (to amapName());
/// like hipify-clang, the run still reports it as unsupported: each such
/// edit of \p R stops counting as a conversion and becomes an unconverted
/// reference whose reason names what was written. \p Builtin is the table
/// without --amap, which says what HIP lacks.
void reportForcedConversions(TranslationUnitResult &R,
                             const MappingTable &Builtin, bool Experimental);

} // namespace hipify

#endif
