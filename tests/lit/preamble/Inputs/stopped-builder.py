"""Usage: stopped-builder.py <hipify> <source> <cache> <out>
Starts a run on the cache <cache>, which has no preamble yet, stops it (SIGSTOP) while it holds
the lock of the preamble it builds, then runs a second conversion of <source>
into <out> on the same cache and prints its stderr and how long it took in
whole tens of seconds (0: under 10 s). The stopped run is killed at the end."""
import glob
import os
import signal
import subprocess
import sys
import time

hipify, source, cache, out = sys.argv[1:5]
builder = subprocess.Popen([hipify, source, "-o", out + ".first",
                            "--preamble-cache-dir=" + cache],
                           stderr=subprocess.DEVNULL)
try:
    deadline = time.time() + 60
    while not any(open(f).read() for f in glob.glob(cache + "/*.pch.lock")):
        if time.time() > deadline or builder.poll() is not None:
            sys.exit("the first run never held the lock")
        time.sleep(0.005)
    builder.send_signal(signal.SIGSTOP)
    start = time.time()
    second = subprocess.run([hipify, source, "-o", out,
                             "--preamble-cache-dir=" + cache],
                            stderr=subprocess.PIPE, text=True)
    took = time.time() - start
    sys.stdout.write(second.stderr.replace(str(builder.pid), "PID"))
    print("exit %d, %d0 s" % (second.returncode, took // 10))
finally:
    builder.kill()
    builder.wait()
