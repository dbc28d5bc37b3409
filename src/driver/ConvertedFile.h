//===- ConvertedFile.h - A file of a run, with what to say about it -------===//
#ifndef HIPIFY_DRIVER_CONVERTEDFILE_H
#define HIPIFY_DRIVER_CONVERTEDFILE_H

#include "output/Reports.h"
#include <string>

namespace hipify {

/// A user file the run converted (or tried to), with what to say about it.
struct ConvertedFile {
  FileReport Report;
  std::string DisplayName;
};

} // namespace hipify

#endif
