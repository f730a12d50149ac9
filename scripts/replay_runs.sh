#!/usr/bin/env bash
# Replays the refutations kept in docs/runs (docs/DQC.md "Early bits"): each finished level is
# run again, as the one command docs/DQC.md gives for it, on a copy of its checkpoint, with a
# time limit of 1 ms per query, so that it passes only when every query is taken from the file
# (this build sends the same query texts) and the verdict follows from them alone; a query
# missing from the file or sent differently is UNKNOWN (exit 3) and fails the replay at once.
# Usage: replay_runs.sh DEBREF SOURCE_DIR. Run by CTest as `replay_runs` (label slow).
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: replay_runs.sh DEBREF SOURCE_DIR (e.g. build/harness/debref .)" >&2
  exit 2
fi
debref=$1
runs=$2/docs/runs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# replay NAME TRUTH_TABLE FROM TO EXPECT: the levels FROM..TO of TRUTH_TABLE's search with
# docs/runs/NAME.jsonl; EXPECT is `dqc5` (FROM = 1 and TO the bound: DQC = 5 on this file alone)
# or `unsat` (every level UNSAT; with FROM = 1 the run must also count them in `refuted_up_to`).
replay() {
  local name=$1 table=$2 from=$3 to=$4 expect=$5
  cp "$runs/$name.jsonl" "$work/$name.jsonl"
  local start=$SECONDS rc=0
  "$debref" dqc --truth-table "$table" --early-bits "$to" --early-bits-from "$from" \
    --owner-cubes --read-cubes --side-cubes --jobs 2 --timeout-ms 1 \
    --checkpoint "$work/$name.jsonl" --json >"$work/$name.json" 2>"$work/$name.err" || rc=$?
  if [ "$rc" != 0 ]; then
    echo "replay_runs: $name, s = $from..$to: exit $rc (a query not taken from the file?)" >&2
    tail -5 "$work/$name.err" >&2
    exit 1
  fi
  python3 - "$work/$name.json" "$expect" "$name" "$from" "$to" "$((SECONDS - start))" <<'EOF'
import json, sys
path, expect, name, first, last, seconds = sys.argv[1:]
out = json.load(open(path))
row = out["functions"][0]
eb = row["early_bits"]
ck = out["early_bits"]["checkpoint"]
levels = eb["levels"]
problems = []
if [lv["s"] for lv in levels] != list(range(int(first), int(last) + 1)):
    problems.append("levels %s" % [lv["s"] for lv in levels])
if any(lv["verdict"] != "unsat" for lv in levels):
    problems.append("a level is not unsat")
if ck["recorded"] != 0:
    problems.append("%d refutations added (not taken from the file)" % ck["recorded"])
if (first == "1" or expect == "dqc5") and eb["refuted_up_to"] != int(last):
    problems.append("refuted_up_to %s, not %s" % (eb["refuted_up_to"], last))
if expect == "dqc5" and not (eb["complete"] and row["dqc"] == 5 and eb["bound"] == int(last)):
    problems.append("not DQC = 5 (complete %s, dqc %s, bound %s)"
                    % (eb["complete"], row["dqc"], eb["bound"]))
if problems:
    sys.exit("replay_runs: %s: %s" % (name, "; ".join(problems)))
print("replay_runs: %s, s = %s..%s: %d refutations taken of the %d on record, every level unsat%s"
      " (%s s)" % (name, first, last, ck["reused"], ck["loaded"],
         ", DQC = 5" if expect == "dqc5" else "", seconds))
EOF
}

# MAJ5: every level s = 1..7 (its bound (L6)), so DQC(MAJ5) = 5 from the file alone.
replay maj5 00000001000101110001011101111111 1 7 dqc5
# `000011`: every level s = 1..7 (its bound (L6)), so DQC(`000011`) = 5 from the file alone.
replay 000011 00000000000000010000000100010111 1 7 dqc5
