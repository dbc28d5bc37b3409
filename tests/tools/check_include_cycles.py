#!/usr/bin/env python3
"""Checks that no two units of a source tree include each other.

  check_include_cycles.py DIR...

A unit is a header and its source file (`Name.h`, `Name.cpp`) in one folder;
a unit depends on the units whose headers its files include (quoted includes,
resolved from the including file's folder, then from each DIR's parent as the
build's include path does). A cycle of units cannot be read, built or tested
one at a time: each is printed as `error: units include each other: a -> b
-> a` and the exit code is 1.
"""
import os
import sys

from includes import quoted_includes



def unit_of(path):
    return os.path.splitext(path)[0]


def main():
    roots = [os.path.abspath(d) for d in sys.argv[1:]]
    edges = {}
    for root in roots:
        bases = [os.path.dirname(root)]
        for folder, _, files in os.walk(root):
            for name in files:
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(folder, name)
                unit = unit_of(path)
                edges.setdefault(unit, set())
                for _, included in quoted_includes(path):
                    for base in [folder] + bases:
                        target = os.path.normpath(
                            os.path.join(base, included))
                        if os.path.exists(target):
                            if unit_of(target) != unit:
                                edges[unit].add(unit_of(target))
                            break
    cycles, state = set(), {}

    def visit(unit, trail):
        state[unit] = "open"
        for below in sorted(edges.get(unit, ())):
            if state.get(below) == "open":
                loop = trail[trail.index(below):] + [below]
                first = loop.index(min(loop[:-1]))
                loop = loop[first:-1] + loop[:first] + [loop[first]]
                cycles.add(tuple(loop))
            elif below not in state:
                visit(below, trail + [below])
        state[unit] = "done"

    for unit in sorted(edges):
        if unit not in state:
            visit(unit, [unit])
    common = os.path.dirname(os.path.commonpath(roots + [roots[0]]))
    for loop in sorted(cycles):
        print("error: units include each other: %s" %
              " -> ".join(os.path.relpath(u, common) for u in loop))
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main())
