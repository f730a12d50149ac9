#!/usr/bin/env bash
# `cmake --install BUILD --prefix P` (CMakeLists.txt, "install"): P/bin/debref runs, and the
# README, docs/ and the JSON Schemas are in P/share/doc/debref. Usage: install_test.sh BUILD.
# Run by CTest as `install`.
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
"$prefix/bin/debref" --version >/dev/null
for f in README.md docs/FORMATS.md docs/SOURCES.md docs/schema/oracle.json; do
  if [ ! -f "$prefix/share/doc/debref/$f" ]; then
    echo "install_test: $prefix/share/doc/debref/$f was not installed" >&2
    exit 1
  fi
done
echo "install_test: bin/debref ($("$prefix/bin/debref" --version)) and share/doc/debref installed"
