//===- NumericsTables.h - mappings/numerics.*, checked and documented -----===//
#ifndef HIPIFY_MAPGEN_NUMERICSTABLES_H
#define HIPIFY_MAPGEN_NUMERICSTABLES_H

#include "mapping/MappingFile.h"
#include "mapping/NumericBounds.h"
#include "mapping/NumericNotes.h"

namespace hipify::mapgen {

/// Appends to \p Diags a problem for each function of \p Bounds that no
/// family of \p Families has as a function entry.
void checkBoundFunctions(const NumericBoundsFile &Bounds,
                         const std::vector<MappingFamily> &Families,
                         std::vector<MappingDiagnostic> &Diags);

/// docs/tables/numerics-bounds.md: every function's bounds and the sources.
std::string renderBoundsTable(const NumericBoundsFile &Bounds);

/// Appends to \p Diags a problem for each CUDA name of \p Notes that no
/// family of \p Families has.
void checkNoteNames(const NumericNotesFile &Notes,
                    const std::vector<MappingFamily> &Families,
                    std::vector<MappingDiagnostic> &Diags);

/// docs/tables/numerics-notes.md: every note, its rule and the sources.
std::string renderNotesTable(const NumericNotesFile &Notes);

} // namespace hipify::mapgen

#endif // HIPIFY_MAPGEN_NUMERICSTABLES_H
