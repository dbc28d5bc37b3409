#!/bin/sh
# Usage: make-dbs.sh <root>
# Makes <root>/<dir>/compile_commands.json from each template
# <root>/<dir>/compile_commands.json.in, with @ROOT@ replaced by <root>'s
# absolute path (compilation databases need absolute paths).
set -e
root=$(cd "$1" && pwd)
for template in "$root"/*/compile_commands.json.in; do
  sed "s|@ROOT@|$root|g" "$template" >"${template%.in}"
done
