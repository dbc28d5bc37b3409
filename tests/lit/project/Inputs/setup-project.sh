#!/bin/sh
# Usage: setup-project.sh <fixture dir> <dest>
# A fresh copy of the fixture at <dest>, with its compilation databases, so
# that no test ever writes into the repository.
set -e
rm -rf "$2"
mkdir -p "$(dirname "$2")"
cp -r "$1" "$2"
"$(dirname "$0")/make-dbs.sh" "$2"
