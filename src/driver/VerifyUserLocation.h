//===- VerifyUserLocation.h - A hipcc error traced to the user's line -----===//
#ifndef HIPIFY_DRIVER_VERIFYUSERLOCATION_H
#define HIPIFY_DRIVER_VERIFYUSERLOCATION_H

#include "ConvertedFile.h"
#include "VerifyNoteChain.h"
#include "VerifyPredictions.h"
#include "output/Reports.h"
#include <map>
#include <string>

namespace hipify {

/// The files of the user's project a hipcc error can be traced to: the
/// outputs of the run and the CUDA files it read, by absolute path.
class ProjectFiles {
public:
  void addOutput(const std::string &OutputPath, const ConvertedFile &File);
  void addSource(const ConvertedFile &File);
  const ConvertedFile *output(const std::string &Path) const;
  const ConvertedFile *source(const std::string &Path) const;

private:
  std::map<std::string, const ConvertedFile *> Outputs, Sources;
};

/// \p D, printed by a hipcc run in \p Directory, as the user acts on it: at
/// the first place of its note chain in \p Files (hipcc's own place kept as
/// the reported one), traced back to its CUDA line, and predicted by the
/// warning of \p Warnings on the CUDA line of any place of the chain.
VerifyError locateError(const HipDiagnostic &D, llvm::StringRef Directory,
                        const ProjectFiles &Files, const WarnedLines &Warnings);

} // namespace hipify

#endif
