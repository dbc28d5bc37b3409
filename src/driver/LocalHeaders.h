//===- LocalHeaders.h - The quoted headers --local-headers writes ---------===//
#ifndef HIPIFY_DRIVER_LOCALHEADERS_H
#define HIPIFY_DRIVER_LOCALHEADERS_H

#include "DriverOptions.h"
#include "hipify/RunContext.h"
#include "hipify/TranslationUnit.h"

namespace hipify {

/// With --local-headers (-recursive), when the run does not write its
/// headers anyway (--o-dir, --inplace): keeps of \p R's headers, which the
/// TU converted in context, only the quoted includes of its source (and,
/// recursively, of those headers), for them to be written beside
/// themselves as hipify-clang does. Without the option, \p R is unchanged.
void keepLocalHeaders(TranslationUnitResult &R, const CompileJob &Job,
                      const RunContext &Run, const DriverOptions &Opts);

/// Whether the run writes (or shows) some of the headers its TUs convert.
bool writesSomeHeaders(const DriverOptions &Opts);

} // namespace hipify

#endif
