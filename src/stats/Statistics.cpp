#include "stats/Statistics.h"
#include "mapping/MappingVocabulary.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>
#include <set>
#include <vector>

namespace hipify {

void ReferenceCounts::add(const ReferenceInfo &Ref) {
  ++ByType[Ref.Category];
  ++ByApi[Ref.Api];
  ++ByName[Ref.CudaName];
  ++Total;
}

void ReferenceCounts::merge(const ReferenceCounts &O) {
  for (const auto &[K, V] : O.ByType)
    ByType[K] += V;
  for (const auto &[K, V] : O.ByApi)
    ByApi[K] += V;
  for (const auto &[K, V] : O.ByName)
    ByName[K] += V;
  Total += O.Total;
}

static uint64_t countLines(llvm::StringRef Text) {
  if (Text.empty())
    return 0;
  return Text.count('\n') + (Text.back() == '\n' ? 0 : 1);
}

FileStatistics FileStatistics::compute(llvm::StringRef Name,
                                       llvm::StringRef Original,
                                       const EditSet &Edits, double Seconds) {
  FileStatistics S;
  S.Name = Name.str();
  S.TotalBytes = Original.size();
  S.TotalLines = countLines(Original);
  S.Seconds = Seconds;
  std::set<uint64_t> Lines;
  // Edits come sorted by offset: count newlines incrementally, so that a
  // large file with many edits stays linear.
  uint64_t Cursor = 0, LineAtCursor = 0;
  uint64_t LastLine = S.TotalLines ? S.TotalLines - 1 : 0;
  for (const Edit &E : Edits.edits()) {
    if (E.Reference)
      S.Converted.add(*E.Reference);
    S.ReplacedBytes += E.Length;
    uint64_t Offset = std::min<uint64_t>(E.Offset, Original.size());
    LineAtCursor += Original.slice(Cursor, Offset).count('\n');
    Cursor = Offset;
    // An insertion after the final newline belongs to the last line, not to
    // a line the file does not have.
    uint64_t First = std::min(LineAtCursor, LastLine);
    uint64_t Last =
        First +
        Original.substr(Offset, E.Length ? E.Length - 1 : 0).count('\n');
    for (uint64_t L = First; L <= Last; ++L)
      Lines.insert(L);
  }
  S.ChangedLines = Lines.size();
  for (const UnconvertedReference &U : Edits.unconverted())
    S.Unconverted.add(U.Reference);
  S.WarpSizeHazards = Edits.warpSizeHazards().size();
  S.HipCollisions = Edits.hipCollisions().size();
  S.NumericsFindings = Edits.numericsFindings().size();
  S.ProcessedFiles = 1;
  S.ConvertedFiles = Edits.empty() ? 0 : 1;
  return S;
}

void FileStatistics::merge(const FileStatistics &O) {
  Converted.merge(O.Converted);
  Unconverted.merge(O.Unconverted);
  ReplacedBytes += O.ReplacedBytes;
  TotalBytes += O.TotalBytes;
  ChangedLines += O.ChangedLines;
  TotalLines += O.TotalLines;
  Seconds += O.Seconds;
  ConvertedFiles += O.ConvertedFiles;
  ProcessedFiles += O.ProcessedFiles;
  WarpSizeHazards += O.WarpSizeHazards;
  HipCollisions += O.HipCollisions;
  NumericsFindings += O.NumericsFindings;
  WarpSizeChecked |= O.WarpSizeChecked;
}

double FileStatistics::conversionPercent() const {
  unsigned All = Converted.Total + Unconverted.Total;
  return All == 0 ? 100.0 : 100.0 - 100.0 * Unconverted.Total / All;
}

namespace {

double percent(uint64_t Part, uint64_t Whole) {
  return Whole == 0 ? 0.0 : 100.0 * Part / Whole;
}

std::string oneDecimal(double V) { return llvm::formatv("{0:F1}", V).str(); }

/// Orders a section as hipify-clang does: types and APIs in their
/// vocabulary order, names alphabetically.
std::vector<std::pair<std::string, unsigned>>
ordered(const std::map<std::string, unsigned> &Counts,
        llvm::ArrayRef<llvm::StringRef> Order) {
  std::vector<std::pair<std::string, unsigned>> Out(Counts.begin(),
                                                    Counts.end());
  if (Order.empty())
    return Out;
  auto Rank = [&](const std::string &K) {
    return std::find(Order.begin(), Order.end(), K) - Order.begin();
  };
  std::stable_sort(Out.begin(), Out.end(), [&](const auto &A, const auto &B) {
    return Rank(A.first) < Rank(B.first);
  });
  return Out;
}

struct Row {
  const char *Label;
  std::string Value;
};

std::vector<Row> summaryRows(const FileStatistics &S, bool IsTotal) {
  std::vector<Row> Rows;
  if (IsTotal) {
    Rows.push_back({"CONVERTED files", std::to_string(S.ConvertedFiles)});
    Rows.push_back({"PROCESSED files", std::to_string(S.ProcessedFiles)});
  }
  Rows.push_back({"CONVERTED refs count", std::to_string(S.Converted.Total)});
  Rows.push_back(
      {"UNCONVERTED refs count", std::to_string(S.Unconverted.Total)});
  Rows.push_back({"CONVERSION %", oneDecimal(S.conversionPercent())});
  Rows.push_back({"REPLACED bytes", std::to_string(S.ReplacedBytes)});
  Rows.push_back({"TOTAL bytes", std::to_string(S.TotalBytes)});
  Rows.push_back({"CHANGED lines of code", std::to_string(S.ChangedLines)});
  Rows.push_back({"TOTAL lines of code", std::to_string(S.TotalLines)});
  Rows.push_back({"CODE CHANGED (in bytes) %",
                  oneDecimal(percent(S.ReplacedBytes, S.TotalBytes))});
  Rows.push_back({"CODE CHANGED (in lines) %",
                  oneDecimal(percent(S.ChangedLines, S.TotalLines))});
  Rows.push_back({"TIME ELAPSED s", llvm::formatv("{0:F2}", S.Seconds).str()});
  if (S.WarpSizeChecked)
    Rows.push_back({"WARP-SIZE hazards", std::to_string(S.WarpSizeHazards)});
  if (S.HipCollisions)
    Rows.push_back({"HIP COLLISIONS", std::to_string(S.HipCollisions)});
  if (S.NumericsFindings)
    Rows.push_back({"NUMERICS findings", std::to_string(S.NumericsFindings)});
  return Rows;
}

struct Section {
  const char *TextTitle;
  const char *CsvTitle;
  const std::map<std::string, unsigned> *Counts;
  llvm::ArrayRef<llvm::StringRef> Order;
};

std::vector<Section> sections(const FileStatistics &S) {
  return {
      {"CONVERTED refs by type", "CUDA ref type", &S.Converted.ByType,
       statisticsCategories()},
      {"CONVERTED refs by API", "CUDA API", &S.Converted.ByApi,
       statisticsApis()},
      {"CONVERTED refs by names", "CUDA ref name", &S.Converted.ByName, {}},
      {"UNCONVERTED refs by type", "UNCONVERTED CUDA ref type",
       &S.Unconverted.ByType, statisticsCategories()},
      {"UNCONVERTED refs by API", "UNCONVERTED CUDA API", &S.Unconverted.ByApi,
       statisticsApis()},
      {"UNCONVERTED refs by names",
       "UNCONVERTED CUDA ref name",
       &S.Unconverted.ByName,
       {}},
  };
}

} // namespace

void printStatisticsText(llvm::raw_ostream &OS, const FileStatistics &S,
                         bool IsTotal) {
  if (IsTotal)
    OS << "[HIPIFY] info: TOTAL statistics:\n";
  else
    OS << "[HIPIFY] info: file '" << S.Name << "' statistics:\n";
  for (const Row &R : summaryRows(S, IsTotal))
    OS << "  " << R.Label << ": " << R.Value << "\n";
  for (const Section &Sec : sections(S)) {
    if (Sec.Counts->empty())
      continue;
    OS << "[HIPIFY] info: " << Sec.TextTitle << ":\n";
    for (const auto &[K, V] : ordered(*Sec.Counts, Sec.Order))
      OS << "  " << K << ": " << V << "\n";
  }
  if (!IsTotal && !S.FailsOnlyThrough.empty()) {
    OS << "[HIPIFY] info: fails only through '" << S.FailsOnlyThrough << "'";
    if (!S.FailingFunctions.empty())
      OS << " (in " << llvm::join(S.FailingFunctions, ", ") << ")";
    OS << ": " << llvm::join(S.FailingNames, ", ") << "\n";
  }
}

void printStatisticsCsv(llvm::raw_ostream &OS, const FileStatistics &S,
                        bool IsTotal) {
  if (IsTotal)
    OS << "TOTAL statistics:\n";
  else
    OS << "file '" << S.Name << "' statistics:\n";
  for (const Row &R : summaryRows(S, IsTotal))
    OS << R.Label << ";" << R.Value << "\n";
  for (const Section &Sec : sections(S)) {
    if (Sec.Counts->empty())
      continue;
    OS << "\n" << Sec.CsvTitle << ";Count\n";
    for (const auto &[K, V] : ordered(*Sec.Counts, Sec.Order))
      OS << K << ";" << V << "\n";
  }
  OS << "\n";
}

} // namespace hipify
