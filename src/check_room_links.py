#!/usr/bin/env python3
"""Checks that each room of src/ links the rooms whose symbols it uses.

  check_room_links.py [--nm NM] ROOMS

ROOMS lists one room per line: `name archive link,link,...` (the links may
be empty), as src/CMakeLists.txt writes it. A room may use what its own
archive and the archives of the rooms it links (directly or through them)
define. A symbol one of its objects leaves undefined that only another room
defines is a climb: printed as `archive(object): error: room 'a' uses 'sym',
defined in room 'b', which it does not link` and the exit code is 1. Links
that form a cycle are an error too. Weak definitions (inline functions,
templates) are emitted by every user and prove nothing, so only strong ones
are counted.
"""
import subprocess
import sys

STRONG = set("TDBR")


def read_rooms(path):
    rooms = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split()
            if not fields:
                continue
            name, archive = fields[0], fields[1]
            links = fields[2].split(",") if len(fields) > 2 else []
            rooms[name] = (archive, [l for l in links if l])
    return rooms


def symbols(nm, archive):
    """(defined strong symbols, {object: undefined symbols})."""
    out = subprocess.run([nm, "-A", "-P", archive], capture_output=True,
                         text=True, check=True).stdout
    defined, undefined = set(), {}
    for line in out.splitlines():
        where, _, rest = line.partition(": ")
        fields = rest.split()
        if len(fields) < 2:
            continue
        name, kind = fields[0], fields[1]
        member = where[where.find("[") + 1:-1] if "[" in where else where
        if kind == "U":
            undefined.setdefault(member, set()).add(name)
        elif kind in STRONG:
            defined.add(name)
    return defined, undefined


def closure(rooms, name, errors):
    seen, stack, path = set(), [(name, [name])], {}
    while stack:
        room, trail = stack.pop()
        for below in rooms[room][1]:
            if below == name:
                errors.append("error: rooms link in a cycle: %s" %
                              " -> ".join(trail + [below]))
                continue
            if below not in rooms:
                errors.append("error: room '%s' links '%s', which is no room" %
                              (room, below))
                continue
            if below not in seen:
                seen.add(below)
                stack.append((below, trail + [below]))
    return seen


def demangle(names):
    out = subprocess.run(["c++filt"], input="\n".join(names), text=True,
                         capture_output=True)
    lines = out.stdout.splitlines() if out.returncode == 0 else []
    return lines if len(lines) == len(names) else names


def main():
    args = sys.argv[1:]
    nm = "nm"
    if args[:1] == ["--nm"]:
        nm, args = args[1], args[2:]
    rooms = read_rooms(args[0])
    tables = {name: symbols(nm, archive)
              for name, (archive, _) in rooms.items()}
    owners = {}
    for name, (defined, _) in tables.items():
        for symbol in defined:
            owners.setdefault(symbol, set()).add(name)
    errors, climbs = [], []
    for name in sorted(rooms):
        linked = closure(rooms, name, errors) | {name}
        defined, undefined = tables[name]
        for member in sorted(undefined):
            for symbol in sorted(undefined[member]):
                if symbol in defined:
                    continue
                rooms_defining = owners.get(symbol, set())
                if rooms_defining and not rooms_defining & linked:
                    climbs.append((rooms[name][0], member, name, symbol,
                                   sorted(rooms_defining)[0]))
    readable = demangle([c[3] for c in climbs])
    for (archive, member, name, _, owner), symbol in zip(climbs, readable):
        errors.append("%s(%s): error: room '%s' uses '%s', defined in room "
                      "'%s', which it does not link" %
                      (archive, member, name, symbol, owner))
    for e in sorted(set(errors)):
        print(e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
