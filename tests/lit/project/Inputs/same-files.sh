#!/bin/sh
# Usage: same-files.sh <dir> <other>
# Every regular file under <dir> exists under <other> with the same bytes.
set -e
cd "$1"
status=0
for f in $(find . -type f | sort); do
  cmp "$f" "$2/$f" || status=1
done
exit $status
