#!/usr/bin/env python3
"""Kills an --inplace run with SIGKILL once it has written its first backup,
then checks that no file is half-written: every source and header is either
the original or its full conversion, every backup is an original, and a
temporary file (left when the kill falls between naming one and renaming it
into place) holds a full conversion.

  kill-inplace.py HIPIFY PROJECT ORIGINAL EXPECTED

PROJECT is a copy of ORIGINAL (the fixture) with its databases; EXPECTED is
the --o-dir conversion of another copy.
"""
import os
import re
import signal
import subprocess
import sys
import time

TIMEOUT_SECONDS = 60


def project_files(root):
    for dirpath, _, files in os.walk(root):
        for name in files:
            if name.endswith((".cu", ".cuh", ".h")):
                yield os.path.relpath(os.path.join(dirpath, name), root)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def first_backup(root):
    for dirpath, _, files in os.walk(root):
        if any(name.endswith(".prehip") for name in files):
            return True
    return False


def main():
    hipify, project, original, expected = sys.argv[1:5]
    run = subprocess.Popen(
        [hipify, "-p", os.path.join(project, "build"), "--inplace", "-j", "1"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + TIMEOUT_SECONDS
    while run.poll() is None and time.monotonic() < deadline:
        if first_backup(project):
            break
        time.sleep(0.002)
    killed = run.poll() is None
    if killed:
        run.send_signal(signal.SIGKILL)
    run.wait()
    print("killed mid-run" if killed else "finished before the kill")

    errors = []
    for rel in sorted(project_files(project)):
        now = read(os.path.join(project, rel))
        before = read(os.path.join(original, rel))
        after_path = os.path.join(expected, rel)
        after = read(after_path) if os.path.exists(after_path) else before
        if now not in (before, after):
            errors.append("%s: neither the original nor its conversion" % rel)
        backup = os.path.join(project, rel + ".prehip")
        if os.path.exists(backup) and read(backup) != before:
            errors.append("%s.prehip: not the original" % rel)
    for dirpath, _, files in os.walk(project):
        for name in files:
            temp = re.fullmatch(r"\.(.+)\.hipify-[0-9a-f]{6}\.tmp", name)
            if not temp:
                continue
            rel = os.path.relpath(os.path.join(dirpath, temp.group(1)), project)
            converted = os.path.join(expected, rel)
            if not os.path.exists(converted) or \
                    read(os.path.join(dirpath, name)) != read(converted):
                errors.append("%s: a temporary file that is not a full "
                              "conversion" % name)
    for e in errors:
        print("kill-inplace: error: " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
