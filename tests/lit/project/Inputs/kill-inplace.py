#!/usr/bin/env python3
"""Sends a signal (SIGKILL by default) to an --inplace run once it has
written its first backup, then checks that no file is half-written: every
source and header is either the original or its full conversion, every
backup is an original, and a temporary file (left when a SIGKILL falls
between naming one and renaming it into place) holds a full conversion.

For a signal that asks the process to stop (SIGINT, SIGTERM...), the run
must first finish its writes: every file is then its full conversion, no
temporary file is left, and the run ends by that signal.

  kill-inplace.py HIPIFY PROJECT ORIGINAL EXPECTED [SIGNAL]

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


def state(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def signal_if_running(run, sent):
    """Sends `sent` unless the run has ended. The run is stopped first, so
    that it cannot end between the check and the signal (under load that
    instant was long enough to make the test flaky)."""
    if run.poll() is not None:
        return False
    run.send_signal(signal.SIGSTOP)
    while state(run.pid) not in ("T", "t", "Z", "X"):
        time.sleep(0.001)
    if state(run.pid) in ("Z", "X"):
        return False
    run.send_signal(sent)
    run.send_signal(signal.SIGCONT)
    return True


def main():
    hipify, project, original, expected = sys.argv[1:5]
    sent = getattr(signal, sys.argv[5]) if len(sys.argv) > 5 else signal.SIGKILL
    deferred = sent != signal.SIGKILL
    # lit's workers ignore SIGINT, and an ignored signal stays ignored
    # across exec: the run gets the disposition a shell would give it.
    run = subprocess.Popen(
        [hipify, "-p", os.path.join(project, "build"), "--inplace", "-j", "1"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + TIMEOUT_SECONDS
    while run.poll() is None and time.monotonic() < deadline:
        if first_backup(project):
            break
        time.sleep(0.002)
    killed = signal_if_running(run, sent)
    status = run.wait()
    print("signalled mid-run" if killed else "finished before the signal")

    errors = []
    if deferred and killed and status != -sent:
        errors.append("the run ended with status %d, not by the signal"
                      % status)

    for rel in sorted(project_files(project)):
        now = read(os.path.join(project, rel))
        before = read(os.path.join(original, rel))
        after_path = os.path.join(expected, rel)
        after = read(after_path) if os.path.exists(after_path) else before
        if now not in (before, after):
            errors.append("%s: neither the original nor its conversion" % rel)
        elif deferred and now != after:
            errors.append("%s: not converted, though the writes had begun"
                          % rel)
        backup = os.path.join(project, rel + ".prehip")
        if os.path.exists(backup) and read(backup) != before:
            errors.append("%s.prehip: not the original" % rel)
    for dirpath, _, files in os.walk(project):
        for name in files:
            temp = re.fullmatch(r"\.(.+)\.hipify-[0-9a-f]{6}\.tmp", name)
            if not temp:
                continue
            if deferred:
                errors.append("%s: a temporary file left" % name)
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
