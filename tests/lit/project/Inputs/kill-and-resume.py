#!/usr/bin/env python3
"""Kills (SIGKILL) an --inplace run over a fresh copy of the fixture at
RUNS moments (half spread over a whole run's duration, half while it writes
its files, slowed down under strace where it is installed), then runs it again: the
second run must exit 0 and leave the project exactly as one uninterrupted
run leaves it, every backup holding the original.

  kill-and-resume.py HIPIFY WORK ORIGINAL EXPECTED RUNS

Each round converts a fresh copy of ORIGINAL (the fixture) at WORK, made by
setup-project.sh. EXPECTED is the --o-dir conversion of another copy."""
import filecmp
import os
import random
import shutil
import signal
import subprocess
import sys
import time


def command(hipify, project):
    return [hipify, "-p", os.path.join(project, "build"), "--inplace",
            "-j", "1"]


# Each file is given its name (linkat) in microseconds, so that the kills
# fall between the first and the last write, each is delayed under strace.
STRACE = shutil.which("strace")
SLOW_WRITES = ["-f", "-qq", "-o", os.devnull, "-e", "trace=linkat",
               "-e", "inject=linkat:delay_enter=20000"]


def child_of(pid):
    with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
        children = f.read().split()
    return int(children[0]) if children else None


def files(root, suffixes):
    for dirpath, _, names in os.walk(root):
        for name in names:
            if name.endswith(suffixes):
                yield os.path.relpath(os.path.join(dirpath, name), root)


def main():
    hipify, work, original, expected, runs = sys.argv[1:6]
    setup = [os.path.join(os.path.dirname(__file__), "setup-project.sh"),
             original, work]
    subprocess.run(setup, check=True)
    start = time.monotonic()
    subprocess.run(command(hipify, work), stderr=subprocess.DEVNULL)
    duration = time.monotonic() - start
    all_backups = len(list(files(work, (".prehip",))))
    rng = random.Random(15)
    errors = []
    split = 0  # rounds killed between their first and last write
    for round in range(int(runs)):
        subprocess.run(setup, check=True)
        traced = STRACE and round % 2 == 0
        prefix = [STRACE] + SLOW_WRITES if traced else []
        run = subprocess.Popen(prefix + command(hipify, work),
                               stderr=subprocess.DEVNULL)
        if traced:
            deadline = time.monotonic() + 60
            while run.poll() is None and time.monotonic() < deadline and \
                    not any(files(work, (".prehip",))):
                time.sleep(0.002)
            time.sleep(rng.uniform(0, 0.02 * all_backups * 2))
            tracee = child_of(run.pid)
            if tracee:
                os.kill(tracee, signal.SIGKILL)
        else:
            time.sleep(rng.uniform(0, duration * 1.2))
            run.kill()
        run.wait()
        backups = len(list(files(work, (".prehip",))))
        if 0 < backups < all_backups:
            split += 1
        second = subprocess.run(command(hipify, work), stderr=subprocess.PIPE,
                                text=True)
        if second.returncode != 0:
            errors.append("round %d: the second run exited %d:\n%s"
                          % (round, second.returncode, second.stderr))
        for rel in files(expected, (".cu", ".cuh", ".h")):
            if not filecmp.cmp(os.path.join(expected, rel),
                               os.path.join(work, rel), shallow=False):
                errors.append("round %d: %s not converted" % (round, rel))
        for rel in files(work, (".prehip",)):
            if not filecmp.cmp(os.path.join(work, rel),
                               os.path.join(original, rel[:-len(".prehip")]),
                               shallow=False):
                errors.append("round %d: %s not the original" % (round, rel))
    for e in errors:
        print("kill-and-resume: error: " + e)
    print("%s rounds, %d errors" % (runs, len(errors)))
    print("%d rounds killed between the first and the last write" % split)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
