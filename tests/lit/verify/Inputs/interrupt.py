#!/usr/bin/env python3
"""interrupt.py SIGNAL READY -- COMMAND...

Runs COMMAND, waits until the file READY exists (a fake hipcc writes it once
it runs), sends SIGNAL (INT or TERM) to COMMAND, and prints how COMMAND
ended: `exit: N`, or `signal: NAME` when the signal ended it."""
import os
import signal
import subprocess
import sys
import time

name, ready = sys.argv[1], sys.argv[2]
command = sys.argv[sys.argv.index("--") + 1:]
number = getattr(signal, "SIG" + name)
# A child of a non-interactive shell may inherit SIGINT ignored.
process = subprocess.Popen(
    command, preexec_fn=lambda: signal.signal(number, signal.SIG_DFL))
deadline = time.time() + 60
while not os.path.exists(ready) and time.time() < deadline:
    time.sleep(0.05)
time.sleep(0.2)
process.send_signal(number)
code = process.wait(timeout=60)
print("signal: %s" % signal.Signals(-code).name if code < 0 else
      "exit: %d" % code)
