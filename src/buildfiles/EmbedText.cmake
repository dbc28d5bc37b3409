# Writes the text of IN into OUT as a C++ raw string literal, so that the
# tool carries a data file of mappings/ without reading it at run time.
file(READ ${IN} Text)
get_filename_component(Name ${IN} NAME)
file(WRITE ${OUT}.tmp
  "// Generated from mappings/${Name}. Do not edit.\nR\"hipify_text(${Text})hipify_text\"\n")
file(RENAME ${OUT}.tmp ${OUT})
