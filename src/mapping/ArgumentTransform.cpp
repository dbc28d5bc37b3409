#include "ParsedExtras.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify {

bool changesFunctionType(llvm::ArrayRef<ArgumentTransform> Transforms) {
  return llvm::any_of(Transforms, [](const ArgumentTransform &T) {
    return T.What != ArgumentTransform::Kind::WriteDefault;
  });
}

namespace mapgen {
namespace {

bool isIdentifier(llvm::StringRef Text) {
  return !Text.empty() &&
         (llvm::isAlpha(Text.front()) || Text.front() == '_') &&
         llvm::all_of(Text,
                      [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

bool parseDropRequirement(llvm::StringRef Detail, ParsedArgumentTransform &T) {
  using Requirement = ParsedArgumentTransform::Requirement;
  if (Detail == "null")
    T.Required = Requirement::NullPointer;
  else if (Detail == "zero")
    T.Required = Requirement::Zero;
  else if (Detail == "any")
    T.Required = Requirement::Any;
  else if (auto [Name, Rule] = Detail.split(':');
           isIdentifier(Name) &&
           (Rule.empty() || Rule.starts_with("numerics-"))) {
    T.Required = Requirement::Enumerator;
    T.Text = Name.str();
    T.DiffersOnSpecialValues = Rule.str();
  } else
    return false;
  return true;
}

bool parseOrder(llvm::StringRef Key, llvm::StringRef Value,
                ParsedArgumentTransform &T, std::string &Error) {
  llvm::SmallVector<llvm::StringRef, 8> Items;
  Value.split(Items, ',');
  for (llvm::StringRef Item : Items) {
    if (Item.empty()) {
      Error = Key.str() + "= has an empty item";
      return false;
    }
    if (!llvm::isDigit(Item.front())) {
      T.Items.push_back({std::nullopt, Item.str()});
      continue;
    }
    std::optional<unsigned> Index = parseArgumentPosition(Item, Error);
    if (!Index)
      return false;
    T.Items.push_back({*Index, std::string()});
  }
  return true;
}

bool parseValueMap(llvm::StringRef Key, llvm::StringRef Value,
                   ParsedArgumentTransform &T, std::string &Error) {
  llvm::SmallVector<llvm::StringRef, 8> Items;
  Value.split(Items, ',');
  for (llvm::StringRef Item : Items) {
    auto [Source, To] = Item.split('>');
    llvm::StringRef From = Source; // named, for the lambda below (C++17)
    if (!isIdentifier(From) || To.empty()) {
      Error = "expected " + Key.str() + "=N:CUDA_VALUE>hipValue,..., found '" +
              Item.str() + "'";
      return false;
    }
    if (llvm::any_of(T.Values,
                     [&](const auto &V) { return V.first == From; })) {
      Error = Key.str() + "= names '" + From.str() + "' twice";
      return false;
    }
    T.Values.push_back({From.str(), To.str()});
  }
  return true;
}

} // namespace

std::optional<unsigned> parseArgumentPosition(llvm::StringRef Position,
                                              std::string &Error) {
  unsigned N = 0;
  if (Position.getAsInteger(10, N) || N == 0) {
    Error = "'" + Position.str() + "' is not an argument position (from 1)";
    return std::nullopt;
  }
  return N - 1;
}

std::optional<ParsedArgumentTransform>
parseArgumentTransform(llvm::StringRef Key, llvm::StringRef Value,
                       std::string &Error) {
  Error.clear();
  ParsedArgumentTransform T;
  T.Written = (Key + "=" + Value).str();
  // `roc-drop=`, ...: the same forms, for the roc name.
  llvm::StringRef Name = Key;
  Name.consume_front("roc-");
  auto expected = [&](llvm::StringRef Form) {
    return Key.str() + "=" + Form.str();
  };
  llvm::StringRef Position = Value, Detail;
  if (Name == "drop") {
    T.What = ParsedArgumentTransform::Kind::Drop;
    std::tie(Position, Detail) = Value.split(':');
    if (!parseDropRequirement(Detail, T)) {
      Error = "expected " + expected("N:null") + ", " + expected("N:zero") +
              ", " + expected("N:any") + ", " + expected("N:ENUMERATOR") +
              " or " + expected("N:ENUMERATOR:numerics-rule");
      return std::nullopt;
    }
  } else if (Name == "device") {
    T.What = ParsedArgumentTransform::Kind::DeviceOfLocation;
  } else if (Name == "insert" || Name == "default") {
    T.What = Name == "insert" ? ParsedArgumentTransform::Kind::Insert
                              : ParsedArgumentTransform::Kind::WriteDefault;
    std::tie(Position, Detail) = Value.split(':');
    if (Detail.empty()) {
      Error = "expected " + expected("N:argument");
      return std::nullopt;
    }
    T.Text = Detail.str();
  } else if (Name == "cast") {
    T.What = ParsedArgumentTransform::Kind::Cast;
    std::tie(Position, Detail) = Value.split(':');
    if (!isIdentifier(Detail)) {
      Error = "expected " + expected("N:TYPE") +
              " (the type the pointer points to)";
      return std::nullopt;
    }
    T.Text = Detail.str();
  } else if (Name == "order") {
    T.What = ParsedArgumentTransform::Kind::Order;
    if (!parseOrder(Key, Value, T, Error))
      return std::nullopt;
    return T;
  } else if (Name == "map") {
    T.What = ParsedArgumentTransform::Kind::MapValues;
    std::tie(Position, Detail) = Value.split(':');
    if (!parseValueMap(Key, Detail, T, Error))
      return std::nullopt;
  } else {
    return std::nullopt;
  }
  std::optional<unsigned> Index = parseArgumentPosition(Position, Error);
  if (!Index)
    return std::nullopt;
  T.Index = *Index;
  return T;
}

std::string
checkArgumentTransforms(llvm::ArrayRef<ParsedArgumentTransform> Transforms) {
  using Kind = ParsedArgumentTransform::Kind;
  const ParsedArgumentTransform *Order = nullptr;
  llvm::SmallSet<unsigned, 8> Dropped, Mapped, Cast;
  for (const ParsedArgumentTransform &T : Transforms) {
    if (T.What == Kind::Order) {
      if (Order)
        return "order= may be given once";
      Order = &T;
    } else if (T.What == Kind::Drop && !Dropped.insert(T.Index).second) {
      return "argument " + std::to_string(T.Index + 1) + " is dropped twice";
    } else if (T.What == Kind::MapValues && !Mapped.insert(T.Index).second) {
      return "argument " + std::to_string(T.Index + 1) + " is mapped twice";
    } else if (T.What == Kind::Cast && !Cast.insert(T.Index).second) {
      return "argument " + std::to_string(T.Index + 1) + " is cast twice";
    }
  }
  for (auto [Changed, Verb] : {std::pair{&Mapped, "mapped"}, {&Cast, "cast"}})
    for (unsigned I : *Changed)
      if (Dropped.count(I))
        return "argument " + std::to_string(I + 1) + " is both " + Verb +
               " and dropped";
  if (Order)
    for (const ParsedArgumentTransform::OrderItem &Item : Order->Items)
      if (Item.Index && Dropped.count(*Item.Index))
        return "argument " + std::to_string(*Item.Index + 1) +
               " is both ordered and dropped";
  return std::string();
}

} // namespace mapgen
} // namespace hipify
