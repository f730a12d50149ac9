#!/usr/bin/env bash
# Progress of `debref check` on stderr (docs/ARCHITECTURE.md "Reports"):
# on a terminal, once the run has taken a few seconds, lines "[i/N] E s elapsed, about R s left:
# ID"; nothing when stderr is not a terminal, nothing with --quiet, and never on stdout. The
# terminal is a pseudo-terminal from util-linux `script`. Usage: progress_test.sh DEBREF. Run by
# CTest as `progress`.
set -euo pipefail
debref=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
filter=det.bisection  # two checks, the first a sweep of several seconds
pattern='^\[[0-9]+/[0-9]+\] [0-9]+ s elapsed, about [0-9]+ s left: det\.'
# stderr on a pseudo-terminal (stdout to a file): progress lines.
script -qec "'$debref' check --filter $filter >'$work/out.txt'" /dev/null | tr -d '\r' >"$work/tty.txt"
if ! grep -Eq "$pattern" "$work/tty.txt"; then
  echo "progress_test: no progress line on a terminal; got:" >&2
  cat "$work/tty.txt" >&2
  exit 1
fi
if grep -q 'elapsed' "$work/out.txt"; then
  echo "progress_test: progress reached stdout" >&2
  exit 1
fi
# --quiet on a terminal, and stderr redirected to a file: no progress.
script -qec "'$debref' check --quiet --filter $filter >/dev/null" /dev/null | tr -d '\r' >"$work/quiet.txt"
"$debref" check --filter $filter >/dev/null 2>"$work/file.txt" || true
for f in quiet.txt file.txt; do
  if grep -q 'elapsed' "$work/$f"; then
    echo "progress_test: progress printed in $f" >&2
    exit 1
  fi
done
echo "progress_test: $(grep -Ec "$pattern" "$work/tty.txt") progress lines on a terminal, none otherwise"
