//===- LeadingIncludesTest.cpp - Which headers may join the preamble ------===//
//
// Only the `#include <...>` lines a source starts with, before anything that
// could change how they parse.
//
//===----------------------------------------------------------------------===//
#include "frontend/LeadingIncludes.h"

#include "gtest/gtest.h"

using hipify::leadingAngledIncludes;

namespace {

TEST(LeadingIncludesTest, AngledIncludesAfterComments) {
  EXPECT_EQ(leadingAngledIncludes("// Sorting on the device.\n"
                                  "/* two\n   lines */\n"
                                  "\n"
                                  "#include <thrust/sort.h>\n"
                                  "  #  include <vector>  // containers\n"
                                  "int main() {}\n"),
            "#include <thrust/sort.h>\n#include <vector>\n");
}

TEST(LeadingIncludesTest, StopsAtAQuotedInclude) {
  EXPECT_EQ(leadingAngledIncludes("#include <cstdio>\n"
                                  "#include \"common.cuh\"\n"
                                  "#include <vector>\n"),
            "#include <cstdio>\n");
}

TEST(LeadingIncludesTest, StopsAtAnyOtherDirective) {
  EXPECT_EQ(leadingAngledIncludes("#include <cstdio>\n"
                                  "#define THRUST_DEBUG 1\n"
                                  "#include <thrust/sort.h>\n"),
            "#include <cstdio>\n");
  EXPECT_EQ(leadingAngledIncludes("#pragma once\n#include <vector>\n"), "");
  EXPECT_EQ(leadingAngledIncludes("#if 1\n#include <vector>\n#endif\n"), "");
}

TEST(LeadingIncludesTest, StopsAtCode) {
  EXPECT_EQ(leadingAngledIncludes("int x;\n#include <vector>\n"), "");
  EXPECT_EQ(leadingAngledIncludes(""), "");
}

TEST(LeadingIncludesTest, StopsWhereMoreThanACommentFollowsTheName) {
  EXPECT_EQ(leadingAngledIncludes("#include <vector>\n"
                                  "#include <cstdio> /* maybe */ EXTRA\n"),
            "#include <vector>\n");
}

TEST(LeadingIncludesTest, CrLfLineEndings) {
  EXPECT_EQ(leadingAngledIncludes("#include <vector>\r\n#include <cstdio>\r\n"
                                  "int main() {}\r\n"),
            "#include <vector>\n#include <cstdio>\n");
}

} // namespace
