#!/usr/bin/env python3
"""Usage: tamper-record.py <edits dir> <out dir> <how> [<arg>]

Copies the one .hipify.json record of <edits dir> into <out dir>, changed
as <how> says, to test that --apply-edits treats records as untrusted."""
import glob
import json
import os
import sys

src, dest, how = sys.argv[1], sys.argv[2], sys.argv[3]
arg = sys.argv[4] if len(sys.argv) > 4 else None
(record,) = glob.glob(os.path.join(src, "*.hipify.json"))
with open(record) as f:
    tu = json.load(f)
main = tu["files"][0]
if how == "path":  # the file named elsewhere (same text, size and hash)
    main["path"] = arg
    tu["main_file"] = arg
elif how == "offset":  # the first edit moved to <arg>
    main["edits"][0]["offset"] = int(arg)
elif how == "length":
    main["edits"][0]["length"] = int(arg)
elif how == "twice":  # the same file listed again, without its edits
    again = dict(main)
    again["edits"] = []
    tu["files"].append(again)
elif how == "option":  # one recorded option changed: <name>=<value>
    name, value = arg.split("=", 1)
    tu["options"][name] = value
else:
    sys.exit("unknown change " + how)
os.makedirs(dest, exist_ok=True)
with open(os.path.join(dest, os.path.basename(record)), "w") as f:
    json.dump(tu, f, indent=2)
