#!/usr/bin/env python3
"""Checks every supported library function of the mapping tables end to end.

For each library family (cuBLAS, cuFFT, cuSPARSE, cuRAND, cuSOLVER) it writes a
CUDA file that includes the family's headers and takes the address of every
`supported` entry of kind `function` (and of the function-like `macro` entries
such as cublas_v2.h's `cublasSgemm` -> `cublasSgemm_v2`), one reference per
line. It runs hipify-cpp on that file and asserts that each reference line
became exactly the same line with the entry's HIP name.

Taking the address makes clang resolve the name to the CUDA declaration (a
DeclRefExpr the translator must recognise). Overloaded device functions
(curand_uniform for each generator state, ...) are resolved with a
static_cast to the type of their first overload, read from clang's AST dump
of the headers. A name the headers do not declare makes the generated file
fail to parse: that is reported as a failure too (the table names a function
CUDA does not have). Entries marked `removed=` are counted but not referenced:
the current headers no longer declare them.

With --compile-family, the family's converted file is also compiled with
--hip-check (the lit suite's %hip64_check: ROCm 6.4), so every HIP name the
entries became is one the HIP library declares.

Exit status 1 when any entry fails; the per-family counts are printed.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

# Headers each family's test file includes. cublas.h (legacy API) cannot share
# a translation unit with cublas_v2.h, and its functions are all unsupported.
FAMILY_HEADERS = {
    "blas": ["cublas_v2.h"],
    "fft": ["cufft.h", "cufftXt.h"],
    "sparse": ["cusparse.h"],
    "rand": ["curand.h", "curand_kernel.h", "curand_mtgp32_host.h"],
    "solver": ["cusolverDn.h", "cusolverSp.h", "cusolverRf.h"],
}

# Argument transforms (docs/mapping-format.md): such a function is converted
# where it is called, its address taken is reported; the lit tests of
# tests/lit/signatures check the calls.
CALL_ONLY = ("drop=", "device=", "insert=", "default=")

AST_NODE = re.compile(r"^([| `]*)[|`]-(\w+)")
FUNCTION_DECL = re.compile(
    r"-FunctionDecl 0x[0-9a-f]+ <.*?> \S+ (?:used )?(?:referenced )?"
    r"(\w+) '([^']*)'")
CLANG_COMMAND = re.compile(r"^hipify-cpp: clang command: (.*)$", re.M)


class Entry:
    def __init__(self, cuda, hip, kind, category, line):
        self.cuda, self.hip, self.kind = cuda, hip, kind
        self.category, self.line = category, line


def read_entries(path):
    """Supported function entries and function-like library macros."""
    api, entries, removed = None, [], 0
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#! api:"):
                api = line.split(":", 1)[1].strip()
            fields = line.split("#", 1)[0].split() if not line.startswith(
                "#") else []
            if len(fields) < 5 or fields[4] != "supported":
                continue
            cuda, hip, kind, category = fields[:4]
            if any(x.startswith("removed=") for x in fields[5:]):
                removed += 1  # not in the current headers: nothing to refer to
                continue
            if any(x.startswith(CALL_ONLY) for x in fields[5:]):
                continue  # converted at its calls only; an address is reported
            if kind == "function" or (kind == "macro" and
                                      category == "library"):
                entries.append(Entry(cuda, hip, kind, category, number))
    return api, entries, removed


def run(cmd, **kwargs):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, **kwargs)


def clang_command(hipify, source):
    """The clang command line hipify-cpp uses for `source`, from -v."""
    result = run([hipify, "-v", "--no-output", source])
    match = CLANG_COMMAND.search(result.stdout + result.stderr)
    if not match:
        sys.exit("error: hipify-cpp -v printed no clang command:\n" +
                 result.stdout + result.stderr)
    return shlex.split(match.group(1))


def function_types(hipify, includes_file):
    """name -> list of the types of its non-template declarations."""
    cmd = clang_command(hipify, includes_file)
    cmd += ["-Xclang", "-ast-dump", "-fno-color-diagnostics"]
    dump = run(cmd)
    if dump.returncode != 0:
        sys.exit("error: the family headers do not parse:\n" + dump.stderr)
    types = {}
    parents = []  # node kinds of the current line's ancestors
    for line in dump.stdout.splitlines():
        node = AST_NODE.match(line)
        if not node:
            continue
        depth = len(node.group(1)) // 2
        del parents[depth:]
        parents.append(node.group(2))
        # Function templates cannot have their address taken without
        # arguments; their patterns and instantiations are left out.
        if (node.group(2) != "FunctionDecl" or
                "FunctionTemplateDecl" in parents):
            continue
        match = FUNCTION_DECL.search(line)
        if match and match.group(2) not in types.get(match.group(1), []):
            types.setdefault(match.group(1), []).append(match.group(2))
    return types


def reference(entry, name, index, types):
    """The line referencing `name` (the CUDA or the HIP one) for `entry`."""
    if len(types.get(entry.cuda, [])) > 1:
        return "(void)static_cast<Overload%d *>(&%s);" % (index, name)
    return "(void)&%s;" % name


def write_test_file(path, headers, entries, types):
    lines = ["#include <%s>" % h for h in headers]
    aliases = []
    host, device = [], []
    for index, entry in enumerate(entries):
        overloads = types.get(entry.cuda, [])
        if len(overloads) > 1:
            aliases.append("using Overload%d = %s;" % (index, overloads[0]))
        body = device if entry.category == "device_library" else host
        body.append((index, "  " + reference(entry, entry.cuda, index, types)))
    lines += aliases
    # Each reference gets its own line; the line number maps back to the entry.
    where = {}
    for header, body in (("void host_references() {", host),
                         ("__device__ void device_references() {", device)):
        lines.append(header)
        for index, text in body:
            lines.append(text)
            where[index] = len(lines) - 1
        lines.append("}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return where


def check_family(args, family):
    api, entries, removed = read_entries(
        os.path.join(args.mappings, family + ".tsv"))
    for override in args.expect:
        cuda, hip = override.split("=", 1)
        for entry in entries:
            if entry.cuda == cuda:
                entry.hip = hip
    headers = FAMILY_HEADERS[family]
    includes_file = os.path.join(args.work_dir, family + "-headers.cu")
    with open(includes_file, "w", encoding="utf-8") as f:
        f.write("".join("#include <%s>\n" % h for h in headers))
    types = function_types(args.hipify, includes_file)

    source = os.path.join(args.work_dir, family + "-references.cu")
    where = write_test_file(source, headers, entries, types)
    output = source + ".hip"
    if os.path.exists(output):
        os.remove(output)
    result = run([args.hipify, source, "-o", output,
                  "--extra-arg=-ferror-limit=0"])
    failures = []
    if result.returncode != 0 or not os.path.exists(output):
        # Point at the entries clang could not resolve, if it says which.
        bad_lines = {int(n) for n in re.findall(
            re.escape(source) + r":(\d+):\d+: error", result.stderr)}
        for index, entry in enumerate(entries):
            if where[index] + 1 in bad_lines:
                failures.append("%s.tsv:%d: %s: clang cannot resolve it with "
                                "<%s>" % (family, entry.line, entry.cuda,
                                          ">, <".join(headers)))
        failures.append("hipify-cpp failed on %s:\n%s" % (source,
                                                          result.stderr))
    else:
        with open(output, encoding="utf-8") as f:
            converted = f.read().split("\n")
        with open(source, encoding="utf-8") as f:
            original = f.read().split("\n")
        # Only the includes above the references can add or remove lines
        # (the hip_runtime.h insertion, a duplicate HIP include removed).
        offset = len(converted) - len(original)
        for index, entry in enumerate(entries):
            expected = "  " + reference(entry, entry.hip, index, types)
            actual = converted[where[index] + offset]
            if actual != expected:
                failures.append("%s.tsv:%d: %s: expected '%s', got '%s'" % (
                    family, entry.line, entry.cuda, expected.strip(),
                    actual.strip()))
    if not failures and family in args.compile_family:
        # Every HIP name the family's supported entries became must be
        # declared by the HIP library: the converted file is compiled.
        result = run(shlex.split(args.hip_check) + [output])
        if result.returncode != 0:
            failures.append("the converted %s does not compile:\n%s" %
                            (output, result.stdout + result.stderr))
    failed = sum(1 for f in failures if ".tsv:" in f)
    print("%s: %d supported functions referenced, %d converted, %d failed%s"
          " (%d removed from CUDA, not referenced)" %
          (api, len(entries), len(entries) - failed, failed,
           "" if len(failures) == failed else " (hipify-cpp failed)",
           removed))
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--hipify", required=True)
    parser.add_argument("--mappings", required=True)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--family", action="append", choices=FAMILY_HEADERS,
                        help="families to check (default: all)")
    parser.add_argument("--expect", action="append", default=[],
                        metavar="CUDA=HIP",
                        help="expect another HIP name for an entry (used to "
                        "show that a wrong conversion fails the check)")
    parser.add_argument("--compile-family", action="append", default=[],
                        choices=FAMILY_HEADERS,
                        help="also compile that family's converted file")
    parser.add_argument("--hip-check", default="",
                        help="the command compiling a converted file")
    args = parser.parse_args()
    os.makedirs(args.work_dir, exist_ok=True)
    failures = []
    for family in args.family or list(FAMILY_HEADERS):
        failures += check_family(args, family)
    for failure in failures:
        print("error: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
