//===- SupportTables.h - --md and --csv: support tables per API family ----===//
#ifndef HIPIFY_GENERATORS_SUPPORTTABLES_H
#define HIPIFY_GENERATORS_SUPPORTTABLES_H

#include "Generators.h"
#include <map>
#include <string>

namespace hipify {

enum class TableSyntax { Markdown, Csv };

/// File name -> contents: for each family
/// `<Family>_supported_by_HIP.{md,csv}`, and with roc names either
/// `<Family>_supported_by_ROC.*` beside it (DocRoc::Separate) or, instead,
/// `<Family>_supported_by_HIP_and_ROC.*` (DocRoc::Joint).
std::map<std::string, std::string> renderFamilyTables(const MappingTable &Table,
                                                      TableSyntax Syntax,
                                                      DocFormat Format,
                                                      DocRoc Roc);

} // namespace hipify

#endif
