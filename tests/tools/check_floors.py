#!/usr/bin/env python3
"""Checks that no room of the source tree includes a room above it.

  check_floors.py [--allow FILE:ROOM]... SRC FLOOR...

SRC is a source tree whose rooms are its top-level folders; each FLOOR is a
comma-separated list of rooms, the lowest floor first. A file may include
files of its own room and of the floors below; rooms of one floor do not
include each other. A quoted include is resolved as the compiler would (the
including file's folder, then SRC); one that resolves outside SRC (the public
headers, generated files) or to a room no floor lists is not judged, but a
room with files and no floor is an error. Prints each climbing include as
`file:line: room 'a' includes 'b' (floor N above floor M)` and exits 1.
"""
import os
import sys

from includes import quoted_includes

SOURCES = (".h", ".cpp", ".inc")


def main():
    args = sys.argv[1:]
    allowed = set()
    while args and args[0] == "--allow":
        allowed.add(args[1])
        args = args[2:]
    src = os.path.abspath(args[0])
    rooms = sorted(r for r in os.listdir(src)
                   if os.path.isdir(os.path.join(src, r)))
    floor_of = {}
    for level, floor in enumerate(args[1:]):
        for room in floor.split(","):
            floor_of[room] = level
    errors = []
    for room in rooms:
        top = os.path.join(src, room)
        files = [os.path.join(d, f) for d, _, fs in os.walk(top) for f in fs
                 if f.endswith(SOURCES)]
        if not files:
            continue
        if room not in floor_of:
            errors.append("%s: room '%s' is on no floor" % (top, room))
            continue
        for path in sorted(files):
            for number, included in quoted_includes(path):
                target = None
                bases = [os.path.dirname(path), src]
                bases += [os.path.join(src, r) for r in rooms]
                for base in bases:
                    candidate = os.path.normpath(
                        os.path.join(base, included))
                    if os.path.exists(candidate):
                        target = candidate
                        break
                if not target or not target.startswith(src + os.sep):
                    continue
                other = os.path.relpath(target, src).split(os.sep)[0]
                if other == room or other not in floor_of:
                    continue
                name = os.path.relpath(path, src)
                if "%s:%s" % (name, other) in allowed:
                    continue
                if floor_of[other] >= floor_of[room]:
                    errors.append(
                        "%s:%d: room '%s' includes '%s' (floor %d, not "
                        "below floor %d)" % (name, number, room, other,
                                             floor_of[other],
                                             floor_of[room]))
    for e in errors:
        print(e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
