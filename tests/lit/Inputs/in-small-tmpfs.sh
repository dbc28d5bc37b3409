#!/bin/sh
# Usage: in-small-tmpfs.sh <dir> <size> <listing> <command>...
# Runs <command> with a fresh tmpfs of <size> mounted on <dir> in a private
# mount namespace (root only: tests that use it REQUIRE private-tmpfs), so the
# command meets a full file system there. <dir>'s files are copied into the
# tmpfs first; what the tmpfs holds afterwards is listed into <listing> (ls -A)
# and copied back. Exits with the command's status.
dir=$1 size=$2 listing=$3
shift 3
exec unshare -m sh -c '
  dir=$1 size=$2 listing=$3
  shift 3
  keep=$(mktemp -d) && cp -a "$dir"/. "$keep"/ &&
    mount -t tmpfs -o size="$size" tmpfs "$dir" || exit 99
  cp -a "$keep"/. "$dir"/ 2>/dev/null
  "$@"
  status=$?
  (cd "$dir" && ls -A) > "$listing"
  rm -rf "$keep"
  exit $status
' sh "$dir" "$size" "$listing" "$@"
