# Writes the text of IN into OUT as a C++ raw string literal, so that the
# tool carries a data file without reading it at run time.
file(READ ${IN} Text)
file(RELATIVE_PATH Name ${CMAKE_CURRENT_LIST_DIR}/../.. ${IN})
file(WRITE ${OUT}.tmp
  "// Generated from ${Name}. Do not edit.\nR\"hipify_text(${Text})hipify_text\"\n")
file(RENAME ${OUT}.tmp ${OUT})
