#include "CandidatesCommand.h"
#include "FamilyName.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify::mapcheck {
namespace {

using llvm::StringRef;
using mapgen::MappingFamily;
using mapgen::MappingRecord;

/// A CUDA name prefix and the prefixes the target spells its names with.
struct PrefixRule {
  StringRef Cuda;
  std::vector<StringRef> Target;
};

/// What a target column is and how its library names its API.
struct TargetSpec {
  StringRef Name;
  std::vector<StringRef> Lists;      ///< name lists (file stems)
  std::vector<StringRef> HeaderDirs; ///< under the target include root
  /// The families the column belongs to: those with this alternative.
  AlternativeLibrary Families;
  StringRef (*Column)(const MappingRecord &R);
  std::vector<PrefixRule> Prefixes; ///< longest CUDA prefix first
  bool SnakeCase;                   ///< rocblas_get_version, not miopenGet
  /// The types and enumerators of other families the libraries take
  /// (`cuComplex`, `__half`) are examined too.
  bool OtherFamiliesTypes;
};

StringRef rocColumn(const MappingRecord &R) { return R.RocName; }
StringRef hipColumn(const MappingRecord &R) {
  return R.Status == SupportStatus::Unsupported ? StringRef() : R.HipName;
}

const std::vector<StringRef> AllRoc = {"rocblas", "rocsparse", "rocrand",
                                       "rocsolver"};
// rocSOLVER works on rocBLAS's handle, status and enums.
const std::vector<StringRef> SolverRoc = {"rocsolver", "rocblas"};

const TargetSpec &targetSpec(StringRef Name, bool &Found) {
  static const std::vector<TargetSpec> Specs = {
      {"roc",
       {"rocblas", "rocsparse", "rocrand", "rocsolver"},
       {"rocblas", "rocsparse", "rocrand", "rocsolver"},
       AlternativeLibrary::Roc,
       rocColumn,
       {{"cusolverDn", SolverRoc},
        {"cusolverSp", SolverRoc},
        {"cusolverRf", SolverRoc},
        {"cusolverMg", SolverRoc},
        {"cusolver", SolverRoc},
        {"cusparse", {"rocsparse"}},
        {"cublas", {"rocblas"}},
        {"curand", {"rocrand"}},
        {"cuda", AllRoc},
        {"cu", AllRoc},
        {"__", AllRoc}},
       true,
       true},
      {"miopen",
       {"miopen"},
       {"miopen"},
       // The cuDNN family: MIOpen is its HIP target, hipDNN the other.
       AlternativeLibrary::Hipdnn,
       hipColumn,
       {{"cudnn", {"miopen"}}},
       false,
       false},
  };
  for (const TargetSpec &S : Specs)
    if (S.Name == Name) {
      Found = true;
      return S;
    }
  Found = false;
  return Specs.front();
}

/// `XcoosortByRow` -> x coosort by row; `STATUS_SUCCESS` -> status success;
/// `SpMV_bufferSize` -> sp mv buffer size. Digits stay with their word.
std::vector<std::string> wordsOf(StringRef Rest) {
  std::vector<std::string> Words;
  bool Split = true;
  for (size_t I = 0; I < Rest.size(); ++I) {
    char C = Rest[I];
    if (C == '_') {
      Split = true;
      continue;
    }
    bool Upper = llvm::isUpper(C);
    if (I > 0 && Upper) {
      char P = Rest[I - 1];
      bool NextLower = I + 1 < Rest.size() && llvm::isLower(Rest[I + 1]);
      if (llvm::isLower(P) || llvm::isDigit(P) ||
          (llvm::isUpper(P) && NextLower))
        Split = true;
    }
    if (Split || Words.empty())
      Words.emplace_back();
    Split = false;
    Words.back() += C;
  }
  return Words;
}

std::string lower(StringRef S) { return S.lower(); }
std::string capitalized(StringRef S) {
  std::string L = S.lower();
  if (!L.empty())
    L[0] = llvm::toUpper(L[0]);
  return L;
}

/// The target's spellings of the words of a CUDA name: snake case with any
/// adjacent words fused (`data type` -> `datatype`, as rocBLAS writes it),
/// or in upper case (`ROCRAND_STATUS_SUCCESS`); MIOpen's camel case.
void addSpellings(const std::vector<std::string> &Words, StringRef Prefix,
                  bool SnakeCase, std::vector<std::string> &Out) {
  if (Words.empty())
    return;
  if (!SnakeCase) {
    std::string Camel = Prefix.str(), AsWritten = Prefix.str();
    for (const std::string &W : Words) {
      Camel += capitalized(W);
      AsWritten += char(llvm::toUpper(W[0])) + W.substr(1);
    }
    Out.push_back(Camel);
    Out.push_back(AsWritten);
    return;
  }
  size_t Gaps = Words.size() - 1;
  // Past 2^10 fusions a name is too long for a fused spelling to be meant.
  unsigned Masks = Gaps <= 10 ? 1u << Gaps : 1;
  for (unsigned Fused = 0; Fused < Masks; ++Fused) {
    std::string Snake = lower(Words[0]);
    for (size_t I = 1; I < Words.size(); ++I)
      Snake += ((Fused >> (I - 1)) & 1 ? "" : "_") + lower(Words[I]);
    Out.push_back((Prefix + "_" + Snake).str());
    if (Fused == 0)
      Out.push_back(StringRef(Out.back()).upper());
  }
}

/// The names a naming rule makes of \p Cuda in the target's libraries.
std::vector<std::string> nameRuleSpellings(const TargetSpec &Spec,
                                           StringRef Cuda) {
  std::vector<std::string> Out;
  for (const PrefixRule &P : Spec.Prefixes) {
    if (!Cuda.starts_with_insensitive(P.Cuda))
      continue;
    StringRef Rest = Cuda.drop_front(P.Cuda.size()).ltrim('_');
    std::vector<std::string> Words = wordsOf(Rest);
    if (Words.empty())
      break;
    std::vector<std::vector<std::string>> Forms = {Words};
    // `_v2` only tells the cuBLAS API versions apart; the roc libraries'
    // types have no `_t`.
    if (Words.size() > 1 &&
        (lower(Words.back()) == "v2" || Words.back() == "t"))
      Forms.push_back({Words.begin(), Words.end() - 1});
    // cuSPARSE's X (index arrays only) has no counterpart in rocSPARSE.
    for (size_t I = 0, N = Forms.size(); I < N; ++I)
      if (Forms[I][0].size() > 1 && Forms[I][0][0] == 'X') {
        Forms.push_back(Forms[I]);
        Forms.back()[0].erase(0, 1);
      }
    for (const std::vector<std::string> &F : Forms)
      for (StringRef Prefix : P.Target)
        addSpellings(F, Prefix, Spec.SnakeCase, Out);
    break;
  }
  return Out;
}

/// `To` names the type `From` names (`typedef enum A B;`, `#define A B`), or
/// a pointer to it (`typedef struct A *B;`).
struct Alias {
  std::string From, To;
  bool Pointer = false;
};

struct RawToken {
  clang::tok::TokenKind Kind;
  std::string Text;
  bool LineStart;
};

std::vector<RawToken> lexFile(StringRef Path) {
  std::vector<RawToken> Tokens;
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return Tokens;
  clang::LangOptions Lang;
  Lang.CPlusPlus = Lang.CPlusPlus17 = true;
  StringRef Text = (*Buffer)->getBuffer();
  clang::Lexer Lex(clang::SourceLocation(), Lang, Text.begin(), Text.begin(),
                   Text.end());
  clang::Token Tok;
  while (!Lex.LexFromRawLexer(Tok)) {
    std::string Spelling = Tok.is(clang::tok::raw_identifier)
                               ? Tok.getRawIdentifier().str()
                               : std::string();
    Tokens.push_back({Tok.getKind(), Spelling, Tok.isAtStartOfLine()});
  }
  return Tokens;
}

bool isIdentifier(const std::vector<RawToken> &T, size_t I) {
  return I < T.size() && T[I].Kind == clang::tok::raw_identifier;
}
bool is(const std::vector<RawToken> &T, size_t I, clang::tok::TokenKind K) {
  return I < T.size() && T[I].Kind == K;
}

/// The aliases a header declares with `typedef [tag] A [*] B;`,
/// `typedef tag A {...} [*] B;` and `#define A B`.
void scanAliases(StringRef Path, std::vector<Alias> &Out) {
  std::vector<RawToken> T = lexFile(Path);
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].Kind == clang::tok::hash && T[I].LineStart &&
        isIdentifier(T, I + 1) && T[I + 1].Text == "define" &&
        isIdentifier(T, I + 2) && isIdentifier(T, I + 3) &&
        !T[I + 3].LineStart && (I + 4 == T.size() || T[I + 4].LineStart)) {
      Out.push_back({T[I + 2].Text, T[I + 3].Text});
      continue;
    }
    if (!isIdentifier(T, I) || T[I].Text != "typedef")
      continue;
    auto IsTag = [&](size_t K) {
      return isIdentifier(T, K) &&
             (T[K].Text == "struct" || T[K].Text == "enum" ||
              T[K].Text == "union");
    };
    size_t J = I + 1;
    // Deprecation macros may stand before the tag and before the `;`.
    if (isIdentifier(T, J) && !IsTag(J) && IsTag(J + 1))
      ++J;
    J += IsTag(J);
    if (!isIdentifier(T, J))
      continue;
    std::string From = T[J++].Text;
    if (is(T, J, clang::tok::l_brace)) {
      for (unsigned Depth = 0; J < T.size(); ++J) {
        Depth += is(T, J, clang::tok::l_brace);
        if (is(T, J, clang::tok::r_brace) && --Depth == 0)
          break;
      }
      ++J;
    }
    bool Pointer = is(T, J, clang::tok::star);
    J += Pointer;
    bool Attribute = isIdentifier(T, J + 1) && is(T, J + 2, clang::tok::semi);
    if (isIdentifier(T, J) && (is(T, J + 1, clang::tok::semi) || Attribute))
      Out.push_back({From, T[J].Text, Pointer});
  }
}

void scanDirectory(StringRef Directory, std::vector<Alias> &Out) {
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC))
    if (It->type() == llvm::sys::fs::file_type::regular_file)
      scanAliases(It->path(), Out);
}

/// Name -> its kinds in the target's lists (`type/enum`).
using KindsByName = llvm::StringMap<std::string>;

llvm::Error readList(StringRef File, KindsByName &Kinds) {
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read " + File);
  llvm::SmallVector<StringRef, 0> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', -1, false);
  for (StringRef Line : Lines) {
    auto [Kind, Name] = Line.split('\t');
    if (Line.starts_with("#") || Name.trim().empty())
      continue;
    std::string &K = Kinds[Name.trim()];
    K += (K.empty() ? "" : "/") + Kind.str();
  }
  return llvm::Error::success();
}

struct Candidate {
  std::string Name, Rule;
};

/// A type is no function, an enumerator no type (`CUkernel` is not
/// `ROCSPARSE_KERNEL`); a macro may stand for anything.
bool compatible(MappingKind Kind, StringRef TargetKinds) {
  llvm::SmallVector<StringRef, 2> Kinds;
  TargetKinds.split(Kinds, '/');
  auto Has = [&](StringRef K) { return llvm::is_contained(Kinds, K); };
  switch (Kind) {
  case MappingKind::Type:
  case MappingKind::Enum:
    return Has("type") || Has("enum");
  case MappingKind::Enumerator:
    return Has("enumerator") || Has("macro");
  case MappingKind::Function:
    return Has("function") || Has("macro");
  default:
    return true;
  }
}

class CandidateFinder {
public:
  CandidateFinder(const TargetSpec &Spec, const std::vector<MappingFamily> &All,
                  const KindsByName &Kinds)
      : Spec(Spec), Kinds(Kinds) {
    for (const MappingFamily &F : All)
      for (const MappingRecord &R : F.Records)
        if (StringRef Have = Spec.Column(R); !Have.empty()) {
          Column.try_emplace(R.CudaName, Have.str());
          FirstUser.try_emplace(Have, R.CudaName);
        }
  }

  void addCudaAlias(const Alias &A) { CudaAliases.push_back(A); }
  void addTargetAlias(const Alias &A) {
    if (A.Pointer)
      Pointee.try_emplace(A.To, A.From);
  }

  bool examined(const MappingFamily &F, const MappingRecord &R) const {
    if (R.Kind == MappingKind::Header || !Spec.Column(R).empty())
      return false;
    if (F.Library == Spec.Families)
      return true;
    return Spec.OtherFamiliesTypes &&
           (R.Kind == MappingKind::Type || R.Kind == MappingKind::Enum ||
            R.Kind == MappingKind::Enumerator);
  }

  std::vector<Candidate> find(const MappingRecord &R) const {
    StringRef Cuda = R.CudaName;
    std::vector<Candidate> Out;
    auto Add = [&](const std::string &Name, const std::string &Rule) {
      if (!Kinds.count(Name) || !compatible(R.Kind, Kinds.lookup(Name)))
        return;
      for (Candidate &C : Out)
        if (C.Name == Name) {
          llvm::SmallVector<StringRef, 4> Rules;
          StringRef(C.Rule).split(Rules, "; ");
          if (!llvm::is_contained(Rules, Rule))
            C.Rule += "; " + Rule;
          return;
        }
      Out.push_back({Name, Rule});
    };
    for (const std::string &S : nameRuleSpellings(Spec, Cuda))
      Add(S, "name");
    for (const Alias &A : CudaAliases) {
      if (A.Pointer) {
        auto Have = Column.find(A.To);
        auto P =
            Have == Column.end() ? Pointee.end() : Pointee.find(Have->second);
        if (A.From == Cuda && P != Pointee.end())
          Add(P->second, "pointee of " + Have->second + ", as " + A.To +
                             " points to " + Cuda.str());
        continue;
      }
      StringRef Other = A.From == Cuda ? StringRef(A.To)
                        : A.To == Cuda ? StringRef(A.From)
                                       : StringRef();
      if (auto Have = Column.find(Other); Have != Column.end())
        Add(Have->second, "same type as " + Other.str());
    }
    return Out;
  }

  std::string kinds(StringRef Name) const { return Kinds.lookup(Name); }
  std::string user(StringRef Name) const { return FirstUser.lookup(Name); }

private:
  const TargetSpec &Spec;
  const KindsByName &Kinds;
  llvm::StringMap<std::string> Column, FirstUser, Pointee;
  std::vector<Alias> CudaAliases;
};

std::string cudaHeaderPath(StringRef IncludeDir, StringRef Header) {
  std::string Plain = (IncludeDir + "/" + Header).str();
  if (llvm::sys::fs::exists(Plain))
    return Plain;
  return (IncludeDir + "/cccl/" + Header).str();
}

} // namespace

int runCandidates(const std::vector<MappingFamily> &All,
                  const CandidatesOptions &Options, llvm::raw_ostream &OS) {
  bool Known = false;
  const TargetSpec &Spec = targetSpec(Options.Target, Known);
  if (!Known) {
    llvm::errs() << "hipify-mapcheck: error: unknown target '" << Options.Target
                 << "' (roc, miopen)\n";
    return 1;
  }
  KindsByName Kinds;
  for (StringRef List : Spec.Lists)
    if (llvm::Error E = readList(
            (Options.HipApiDirectory + "/" + List + ".txt").str(), Kinds)) {
      llvm::errs() << "hipify-mapcheck: error: " << toString(std::move(E))
                   << "\n";
      return 1;
    }

  CandidateFinder Finder(Spec, All, Kinds);
  std::vector<Alias> Aliases;
  for (const MappingFamily &F : All)
    for (const std::string &H : F.Headers)
      scanAliases(cudaHeaderPath(Options.CudaIncludeDir, H), Aliases);
  for (const Alias &A : Aliases)
    Finder.addCudaAlias(A);
  Aliases.clear();
  if (!Options.TargetIncludeRoot.empty())
    for (StringRef Dir : Spec.HeaderDirs)
      scanDirectory((Options.TargetIncludeRoot + "/" + Dir).str(), Aliases);
  for (const Alias &A : Aliases)
    Finder.addTargetAlias(A);

  struct Tally {
    std::string Family;
    unsigned Lacking = 0, Given = 0, Names = 0;
  };
  std::vector<Tally> Tallies;
  for (const MappingFamily &F : All) {
    Tally T{familyName(F)};
    for (const MappingRecord &R : F.Records) {
      if (!Finder.examined(F, R))
        continue;
      ++T.Lacking;
      std::vector<Candidate> Found = Finder.find(R);
      T.Given += !Found.empty();
      T.Names += Found.size();
      for (const Candidate &C : Found) {
        OS << R.Where.File << ":" << R.Where.Line << ": " << R.CudaName << " ("
           << kindName(R.Kind) << ") -> " << C.Name << " ("
           << Finder.kinds(C.Name) << ") [" << C.Rule << "]";
        if (std::string User = Finder.user(C.Name); !User.empty())
          OS << " (already " << Spec.Name << " of " << User << ")";
        OS << "\n";
      }
    }
    if (T.Lacking)
      Tallies.push_back(T);
  }
  for (const Tally &T : Tallies)
    OS << T.Family << ": " << T.Lacking << " without " << Spec.Name << ", "
       << T.Given << " with candidates (" << T.Names << " names)\n";
  return 0;
}

} // namespace hipify::mapcheck
