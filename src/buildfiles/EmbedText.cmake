# Writes the text of IN into OUT as a C++ raw string literal, so that the
# tool carries mappings/build.map without reading it at run time.
file(READ ${IN} Text)
file(WRITE ${OUT}.tmp
  "// Generated from mappings/build.map. Do not edit.\nR\"hipify_build_map(${Text})hipify_build_map\"\n")
file(RENAME ${OUT}.tmp ${OUT})
