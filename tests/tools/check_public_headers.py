#!/usr/bin/env python3
"""Checks that a public include directory holds only a small interface.

  check_public_headers.py [--most N] DIR

DIR is the public include directory (include/hipify/). It may hold at most N
headers (8 unless told), and a public header may include only other public
headers (`"hipify/Name.h"` naming a file of DIR) besides LLVM's, clang's and
the standard library's: a room's header included there would make every user
of the public one depend on that room unseen by the floor checks. Prints each
problem as `file:line: ...` (or `DIR: ...`) and exits 1.
"""
import os
import sys

from includes import quoted_includes

OUTSIDE = ("llvm/", "llvm-c/", "clang/", "clang-c/")


def main():
    args = sys.argv[1:]
    most = 8
    if args[:1] == ["--most"]:
        most, args = int(args[1]), args[2:]
    top = os.path.abspath(args[0])
    prefix = os.path.basename(top) + "/"
    headers = sorted(f for f in os.listdir(top) if f.endswith(".h"))
    errors = []
    if len(headers) > most:
        errors.append("%s: %d public headers (at most %d): %s" %
                      (top, len(headers), most, " ".join(headers)))
    for header in headers:
        for number, name in quoted_includes(os.path.join(top, header)):
            if name.startswith(OUTSIDE):
                continue
            if not (name.startswith(prefix) and
                    name[len(prefix):] in headers):
                errors.append("%s%s:%d: public header includes '%s', "
                              "which is not public" %
                              (prefix, header, number, name))
    for e in errors:
        print(e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
