#!/bin/sh
# Usage: in-small-tmpfs.sh <dir> <size> <listing> <command>...
# Runs <command> with a fresh tmpfs of <size> mounted on <dir> in a private
# mount namespace (root only: tests that use it REQUIRE private-tmpfs), so the
# command meets a full file system there. <dir>'s files are copied into the
# tmpfs first and back afterwards; what the tmpfs held is listed into
# <listing> (find, sorted). Exits with the command's status.
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
  (cd "$dir" && find . -mindepth 1 | sort) > "$listing"
  rm -rf "$keep" && mkdir "$keep" && cp -a "$dir"/. "$keep"/ &&
    umount "$dir" && rm -rf "$dir" && mkdir "$dir" && cp -a "$keep"/. "$dir"/
  rm -rf "$keep"
  exit $status
' sh "$dir" "$size" "$listing" "$@"
