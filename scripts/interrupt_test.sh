#!/usr/bin/env bash
# An interrupted `debref check` (SIGINT, then SIGTERM) leaves no partial report: no JUnit file,
# no HTML page, no temporary file beside them, and a checkpoint of whole lines only, from which a
# rerun resumes; the same for the refuted queries of an interrupted `debref dqc --early-bits
# --checkpoint`. Usage: interrupt_test.sh DEBREF. Run by CTest as `interrupt`.
set -euo pipefail
set -m  # job control: a background job keeps SIGINT's default action (bash ignores it otherwise)
debref=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# interrupt PID SIGNAL FILE WHAT: once FILE has a line (at most 60 s), sends SIGNAL to PID, which
# must then exit unsuccessfully (a run that finished first tested nothing).
interrupt() {
  for _ in $(seq 600); do
    [ -s "$3" ] && break
    sleep 0.1
  done
  kill -s "$2" "$1"
  if wait "$1"; then
    echo "interrupt_test: $4 finished before SIG$2; nothing was tested" >&2
    exit 1
  fi
}
for signal in INT TERM; do
  rm -rf "$work"/*
  "$debref" check --quiet --filter stochastic. --report "$work/r.xml" --html "$work/html" \
    --checkpoint "$work/c.jsonl" >/dev/null 2>&1 &
  interrupt $! "$signal" "$work/c.jsonl" "the run"
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
# An early-bit search interrupted after its first refutation (PARITY5, s <= 3 by owner cubes on
# two threads: about 20 s in all) keeps whole lines, and a rerun takes them.
parity5=01101001100101101001011001101001
for signal in INT TERM; do
  rm -rf "$work"/*
  "$debref" dqc --truth-table $parity5 --early-bits 3 --owner-cubes --jobs 2 \
    --checkpoint "$work/q.jsonl" --json >"$work/out.json" 2>/dev/null &
  interrupt $! "$signal" "$work/q.jsonl" dqc
  if [ -s "$work/out.json" ]; then
    echo "interrupt_test: dqc printed a result after SIG$signal" >&2
    exit 1
  fi
  "$debref" dqc --truth-table $parity5 --early-bits 1 --owner-cubes --checkpoint "$work/q.jsonl" \
    --json >"$work/again.json"
  /usr/bin/python3 -c "
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
assert all(l['verdict'] == 'unsat' for l in lines), lines
again = json.load(open(sys.argv[2]))
assert again['early_bits']['checkpoint']['reused'] == 1, again['early_bits']
print('interrupt_test: dqc SIG' + sys.argv[3] + ': checkpoint holds %d whole refutations; the rerun took s = 1 from it' % len(lines))" \
    "$work/q.jsonl" "$work/again.json" "$signal"
done
