#include "VerifyUserLocation.h"
#include "AbsolutePath.h"

#include "output/OriginalPosition.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

void ProjectFiles::addOutput(const std::string &OutputPath,
                             const ConvertedFile &File) {
  Outputs[absoluteIn("", OutputPath)] = &File;
}

void ProjectFiles::addSource(const ConvertedFile &File) {
  Sources[absoluteIn("", File.Report.Path)] = &File;
}

static const ConvertedFile *
lookUp(const std::map<std::string, const ConvertedFile *> &Files,
       const std::string &Path) {
  auto It = Files.find(Path);
  return It == Files.end() ? nullptr : It->second;
}

const ConvertedFile *ProjectFiles::output(const std::string &Path) const {
  return lookUp(Outputs, Path);
}

const ConvertedFile *ProjectFiles::source(const std::string &Path) const {
  return lookUp(Sources, Path);
}

namespace {

/// A place of an error's chain, in the project or not.
struct Place {
  std::string File; ///< absolute
  unsigned Line, Column;
  const HipDiagnosticNote *Note; ///< null: the error's own place
  /// The file of the project it is in (its output or, read as written, its
  /// CUDA source), and its CUDA position.
  const ConvertedFile *InProject = nullptr;
  bool IsOutput = false;
  OriginalPosition Cuda;
};

Place placeOf(llvm::StringRef File, unsigned Line, unsigned Column,
              const HipDiagnosticNote *Note, llvm::StringRef Directory,
              const ProjectFiles &Files) {
  Place P{absoluteIn(Directory, File), Line, Column, Note};
  if ((P.InProject = Files.output(P.File))) {
    const FileReport &R = P.InProject->Report;
    P.IsOutput = true;
    P.Cuda = originalPosition(R.OriginalText, R.Edits, Line, Column);
  } else if ((P.InProject = Files.source(P.File))) {
    P.Cuda.Line = Line;
    P.Cuda.Column = Column;
  }
  return P;
}

/// \p E at the CUDA position of \p P, with what the conversion did or left
/// on that line.
void traceBack(VerifyError &E, const Place &P) {
  const FileReport &R = P.InProject->Report;
  E.CudaFile = R.Path;
  E.CudaLine = P.Cuda.Line;
  E.CudaColumn = P.Cuda.Column;
  E.CudaNote = P.IsOutput ? "from here in the CUDA source"
                          : "here in the CUDA source, which hipcc read as "
                            "written (the run did not write its HIP version)";
  if (P.Cuda.Within && P.Cuda.Within->Reference)
    E.CudaNote += ", where '" + P.Cuda.Within->Reference->CudaName +
                  "' became '" + P.Cuda.Within->Reference->HipName + "'";
  for (const UnconvertedReference &U : R.Edits.unconverted())
    if (U.Line == P.Cuda.Line)
      E.CudaNote += "; on this line '" + U.Reference.CudaName + "' " +
                    U.Reason + " (left as written)";
  if (llvm::any_of(R.Edits.warpSizeHazards(), [&](const WarpSizeHazard &H) {
        return H.Line == P.Cuda.Line;
      }))
    E.CudaNote += "; a warp-size hazard is reported on this line";
}

} // namespace

VerifyError locateError(const HipDiagnostic &D, llvm::StringRef Directory,
                        const ProjectFiles &Files,
                        const WarnedLines &Warnings) {
  std::vector<Place> Chain{
      placeOf(D.File, D.Line, D.Column, nullptr, Directory, Files)};
  for (const HipDiagnosticNote &N : D.Chain)
    Chain.push_back(placeOf(N.File, N.Line, N.Column, &N, Directory, Files));
  VerifyError E;
  E.Message = D.Message;
  const Place *User = nullptr;
  for (const Place &P : Chain)
    if (P.InProject) {
      User = &P;
      break;
    }
  const Place &At = User ? *User : Chain.front();
  E.File = At.File;
  E.Line = At.Line;
  E.Column = At.Column;
  E.OutsideProject = !User;
  if (User) {
    traceBack(E, *User);
    if (User->Note) {
      E.ReportedFile = Chain.front().File;
      E.ReportedLine = Chain.front().Line;
      E.ReportedColumn = Chain.front().Column;
      E.ReportedVia = User->Note->Message;
    }
  }
  for (const Place &P : Chain)
    if (P.InProject)
      if (const VerifyPrediction *W = Warnings.find(
              absoluteIn("", P.InProject->Report.Path), P.Cuda.Line)) {
        E.PredictedBy = *W;
        break;
      }
  return E;
}

} // namespace hipify
