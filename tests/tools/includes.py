"""The quoted #include lines of a source file, for the source-tree checks
(check_floors.py, check_public_headers.py, check_include_cycles.py)."""
import re

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def quoted_includes(path):
    """(line number, included name) for each `#include "name"` of path."""
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                yield number, m.group(1)
