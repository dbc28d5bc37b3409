# Most of an object's compile time is spent parsing LLVM's and clang's
# headers, not its own code: a rule's 11 s front end spends 9 s in the
# AST-matcher headers alone. Those headers are precompiled once per build,
# in two sets, and every target reuses one of them.
#
# Included after the flags every target shares are set.
#
# hipify_precompile_headers(TARGET [CLANG]): LLVM's support headers and the
# standard library's, plus, with CLANG, clang's AST, matcher, lexer and
# frontend headers (for the targets that walk the AST).
# With clang only: GCC spends its time in optimizing, not parsing, and loading
# its 520 MB precompiled clang headers costs what parsing them saves.
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  set(HIPIFY_PRECOMPILED_HEADERS_DEFAULT ON)
else()
  set(HIPIFY_PRECOMPILED_HEADERS_DEFAULT OFF)
endif()
option(HIPIFY_PRECOMPILED_HEADERS "Precompile the LLVM/clang headers the targets share"
  ${HIPIFY_PRECOMPILED_HEADERS_DEFAULT})

set(HIPIFY_PRECOMPILED_SUPPORT_HEADERS
  <llvm/ADT/STLExtras.h> <llvm/ADT/SmallVector.h> <llvm/ADT/StringMap.h>
  <llvm/ADT/StringRef.h> <llvm/ADT/StringExtras.h> <llvm/Support/Error.h>
  <llvm/Support/FileSystem.h> <llvm/Support/MemoryBuffer.h>
  <llvm/Support/Path.h> <llvm/Support/raw_ostream.h>
  <map> <memory> <optional> <set> <string> <vector>)
set(HIPIFY_PRECOMPILED_CLANG_HEADERS ${HIPIFY_PRECOMPILED_SUPPORT_HEADERS}
  <clang/AST/ASTContext.h> <clang/AST/ExprCXX.h>
  <clang/AST/RecursiveASTVisitor.h> <clang/ASTMatchers/ASTMatchFinder.h>
  <clang/ASTMatchers/ASTMatchers.h> <clang/Frontend/CompilerInstance.h>
  <clang/Lex/Lexer.h> <clang/Lex/Preprocessor.h> <clang/Tooling/Tooling.h>)

# ccache caches objects built with a precompiled header only when told that
# the header's time stamps and the compiler's built-in defines may be ignored.
if(HIPIFY_PRECOMPILED_HEADERS AND CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
  set(CMAKE_CXX_COMPILER_LAUNCHER
    ${CMAKE_COMMAND} -E env
    CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
    ${CMAKE_CXX_COMPILER_LAUNCHER})
endif()

# The two sets, each built by a target of its own that compiles nothing else.
if(HIPIFY_PRECOMPILED_HEADERS)
  foreach(Set SUPPORT CLANG)
    string(TOLOWER ${Set} Name)
    set(Source ${CMAKE_BINARY_DIR}/precompiled-headers/${Name}.cpp)
    file(GENERATE OUTPUT ${Source} CONTENT "// The ${Name} headers, precompiled.\n")
    add_library(hipify-precompiled-${Name} OBJECT ${Source})
    target_precompile_headers(hipify-precompiled-${Name} PRIVATE
      ${HIPIFY_PRECOMPILED_${Set}_HEADERS})
  endforeach()
endif()

function(hipify_precompile_headers Target)
  if(NOT HIPIFY_PRECOMPILED_HEADERS)
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 Pch "CLANG" "" "")
  if(Pch_CLANG)
    target_precompile_headers(${Target} REUSE_FROM hipify-precompiled-clang)
  else()
    target_precompile_headers(${Target} REUSE_FROM hipify-precompiled-support)
  endif()
endfunction()
