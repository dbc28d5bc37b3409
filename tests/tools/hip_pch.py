"""The HIP runtime header precompiled once for the ROCm root's hipcc.

Most of a syntax check of a converted file is spent parsing hip_runtime.h
twice (host and gfx90a). Here it is parsed once per side, in a directory
shared by the checks of a run: DIR/runtime.h includes the runtime header and
DIR/runtime.h.gch/ holds one PCH per side. `-include DIR/runtime.h` then makes
clang's driver pick, for each side, the PCH of that side (a .gch directory is
searched for the first PCH that fits).

The same is done for the NVIDIA-platform compile (one PCH, host side).

The PCH changes nothing a file sees only when the runtime header is the first
thing the file includes, with no macro or header given on the command line
(or in HIPCC_COMPILE_FLAGS_APPEND, which hipcc adds): other files are compiled
without it (`usable_for`). A compile with the PCH that fails is
compiled again without it, and that verdict is the one given, so a stale or
wrong PCH can never make a file fail.
"""
import fcntl
import os
import re
import subprocess

RUNTIME_INCLUDE = re.compile(r'#\s*include\s*<hip/hip_runtime\.h>')
# Comments and blank lines before the first directive or declaration.
LEADING_TRIVIA = re.compile(r'(?:\s+|//[^\n]*|/\*.*?\*/)*', re.S)
HEADER = "runtime.h"
# Flags that give the file macros or code before its first line.
PREPROCESSOR_INPUT = ("-D", "-U", "-include", "-imacros")


def usable_for(text, flags):
    """Whether the file's compile may use the PCH: the file starts (comments
    aside) with `#include <hip/hip_runtime.h>` and its flags define or
    include nothing before it."""
    if any(f.startswith(PREPROCESSOR_INPUT) for f in flags):
        return False
    start = LEADING_TRIVIA.match(text).end()
    return RUNTIME_INCLUDE.match(text, start) is not None


def _build(pch_dir, commands):
    header = os.path.join(pch_dir, HEADER)
    with open(header, "w", encoding="utf-8") as f:
        f.write("#include <hip/hip_runtime.h>\n")
    # All at once (AMD's host and device sides in parallel).
    jobs = []
    for out, cmd in commands(header):
        os.makedirs(os.path.dirname(out), exist_ok=True)
        jobs.append((out, subprocess.Popen(
            cmd + ["-Xclang", "-emit-pch", "-o", out + ".tmp", header],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)))
    problems = []
    for out, job in jobs:
        output, _ = job.communicate()
        if job.returncode == 0 and os.path.isfile(out + ".tmp"):
            os.replace(out + ".tmp", out)
        else:
            problems.append(output)
    return problems


def prepare(pch_dir, commands):
    """The -include argument that brings in the PCH of DIR, built on first
    use by commands(header): [(pch, compiler command that writes it given
    -o and the header)]. None when it could not be built (the reason is kept
    in DIR/failed)."""
    os.makedirs(pch_dir, exist_ok=True)
    header = os.path.join(pch_dir, HEADER)
    done = os.path.join(pch_dir, "done")
    failed = os.path.join(pch_dir, "failed")
    with open(os.path.join(pch_dir, "lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (os.path.exists(done) or os.path.exists(failed)):
            problems = _build(pch_dir, commands)
            with open(failed if problems else done, "w") as f:
                f.write("\n".join(problems))
    return header if os.path.exists(done) else None


def amd_commands(hipcc, flags, env):
    """One PCH per side in DIR/runtime.h.gch/, which clang's driver searches
    for the PCH that fits each side; -S keeps the device side from linking.
    hipcc runs in the ROCm root (env)."""
    def commands(header):
        return [(os.path.join(header + ".gch", side + ".pch"),
                 # Nothing a test appends goes into the PCH.
                 ["env", "HIPIFY_ROCM_ROOT=" + env["HIPIFY_ROCM_ROOT"],
                  "HIPCC_COMPILE_FLAGS_APPEND="] +
                 hipcc + flags + ["--cuda-%s-only" % side, "-S"])
                for side in ("host", "device")]
    return commands


def single_commands(compiler_flags):
    """One PCH, DIR/runtime.h.pch, which -include DIR/runtime.h picks."""
    def commands(header):
        return [(header + ".pch", compiler_flags + ["-c"])]
    return commands
