#!/usr/bin/env bash
# An interrupted `debref check` (SIGINT, then SIGTERM) leaves no partial report: no JUnit file,
# no HTML page, no temporary file beside them, and a checkpoint of whole lines only, from which a
# rerun resumes. Usage: interrupt_test.sh DEBREF. Run by CTest as `interrupt`.
set -euo pipefail
set -m  # job control: a background job keeps SIGINT's default action (bash ignores it otherwise)
debref=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for signal in INT TERM; do
  rm -rf "$work"/*
  "$debref" check --quiet --filter stochastic. --report "$work/r.xml" --html "$work/html" \
    --checkpoint "$work/c.jsonl" >/dev/null 2>&1 &
  pid=$!
  for _ in $(seq 600); do  # until the first check has finished (at most 60 s)
    [ -s "$work/c.jsonl" ] && break
    sleep 0.1
  done
  kill -s "$signal" "$pid"
  if wait "$pid"; then
    echo "interrupt_test: the run finished before SIG$signal; nothing was tested" >&2
    exit 1
  fi
  leftovers=$(find "$work" -name 'r.xml*' -o -name 'index.html*' -o -name '*.svg*')
  if [ -n "$leftovers" ]; then
    echo "interrupt_test: SIG$signal left partial output: $leftovers" >&2
    exit 1
  fi
  lines=$(wc -l <"$work/c.jsonl")
  /usr/bin/python3 -c "
import json, sys
for line in open(sys.argv[1]):
    json.loads(line)" "$work/c.jsonl"
  echo "interrupt_test: SIG$signal: no partial report; checkpoint holds $lines whole results"
done
