//===- HipCompileDatabaseTest.cpp - The HIP compile database's text -------===//
#include "driver/HipCompileCommand.h"

#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

using namespace hipify;

// JSON holds only Unicode: a command naming a file whose name is not UTF-8
// is left out and named, not written with U+FFFD for the bytes (another
// file's name).
TEST(HipCompileDatabaseTest, CommandsWithNamesNotUtf8AreLeftOutAndNamed) {
  std::vector<HipCompileCommand> Commands = {
      {"/p", "/p/out/good.cu", {"hipcc", "-x", "hip", "/p/out/good.cu"}},
      {"/p", "/p/out/caf\xe9.cu", {"hipcc", "-x", "hip", "/p/out/caf\xe9.cu"}},
      {"/p", "/p/out/k.cu", {"hipcc", "-I/p/\xff", "/p/out/k.cu"}}};
  std::vector<std::string> LeftOut;
  std::string Text = renderCompileDatabase(Commands, &LeftOut);
  EXPECT_EQ(LeftOut,
            (std::vector<std::string>{"/p/out/caf\xe9.cu", "/p/out/k.cu"}));
  EXPECT_EQ(Text.find("\xef\xbf\xbd"), std::string::npos) << Text;
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  ASSERT_TRUE(bool(Parsed)) << llvm::toString(Parsed.takeError());
  ASSERT_TRUE(Parsed->getAsArray());
  ASSERT_EQ(Parsed->getAsArray()->size(), 1u);
  EXPECT_EQ((*Parsed->getAsArray())[0].getAsObject()->getString("file"),
            "/p/out/good.cu");
}
