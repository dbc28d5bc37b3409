//===- Statistics.h - hipify-clang compatible conversion statistics -------===//
#ifndef HIPIFY_STATS_STATISTICS_H
#define HIPIFY_STATS_STATISTICS_H

#include "hipify/EditSet.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

struct ReferenceCounts {
  std::map<std::string, unsigned> ByType, ByApi, ByName;
  unsigned Total = 0;
  void add(const ReferenceInfo &Ref);
  void merge(const ReferenceCounts &O);
};

/// Counters of one file, or the sum over files.
struct FileStatistics {
  std::string Name;
  ReferenceCounts Converted, Unconverted;
  uint64_t ReplacedBytes = 0, TotalBytes = 0;
  uint64_t ChangedLines = 0, TotalLines = 0;
  double Seconds = 0;
  unsigned ConvertedFiles = 0, ProcessedFiles = 0;
  unsigned WarpSizeHazards = 0;
  /// The warp-size checks ran: the hazards row is printed.
  bool WarpSizeChecked = false;
  /// Declarations that collide once converted; their row is printed when
  /// there are any, so that hipify-clang's blocks stay as they were.
  unsigned HipCollisions = 0;
  /// The one user header holding every reference of this TU left as
  /// written, their CUDA names, and the functions whose definitions hold
  /// them ("file scope" for those outside one); empty when none or several
  /// files do.
  std::string FailsOnlyThrough;
  std::vector<std::string> FailingNames;
  std::vector<std::string> FailingFunctions;
  /// Places where results may differ from CUDA's (numerics-* rules), apart
  /// from the unconverted references; printed when there are any.
  unsigned NumericsFindings = 0;

  /// Counts the edits and findings of \p Edits over \p Original.
  static FileStatistics compute(llvm::StringRef Name, llvm::StringRef Original,
                                const EditSet &Edits, double Seconds);
  void merge(const FileStatistics &O);

  double conversionPercent() const;
};

/// `--print-stats`: the `[HIPIFY] info:` text blocks.
void printStatisticsText(llvm::raw_ostream &OS, const FileStatistics &S,
                         bool IsTotal);
/// `--print-stats-csv`: the `;`-separated blocks.
void printStatisticsCsv(llvm::raw_ostream &OS, const FileStatistics &S,
                        bool IsTotal);

} // namespace hipify

#endif
