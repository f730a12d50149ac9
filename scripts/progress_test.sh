#!/usr/bin/env bash
# Progress on stderr (harness/core/progress.hpp, docs/ARCHITECTURE.md "Reports"): on a terminal
# one line redrawn in place ("\r" + erase) from the start, naming the check ([i/N] id) and the
# sweep inside it with its counts, also with --json (stdout stays clean JSON); plain lines
# without carriage returns when stderr is a file and --progress is given; nothing with --quiet
# or without --progress on a file; `debref dqc --early-bits` names the level being decided, and
# a notice (progress::print_line) and the message of an interrupt (progress::halt_for_exit) erase
# the drawn line first. The terminal is a pseudo-terminal
# from util-linux `script`.
# Each run stops its checks after --time-limit 20 s (UNKNOWN, exit 3, accepted: the sweep takes
# several seconds in a Release build and many minutes under the sanitizers, and only the progress
# lines are tested). Usage: progress_test.sh DEBREF. Run by CTest as `progress`.
set -euo pipefail
debref=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
filter=det.bisection.thm5_1  # one check, a sweep of several seconds
line='debref check \[1/[0-9]+\] det\.bisection\.thm5_1: [0-9]+/[0-9]+ \([0-9]+%\) machines'
fail() {
  echo "progress_test: $1" >&2
  exit 1
}
limit="--time-limit 20"
ran() {  # ran COMMAND...: run it; exit 0 or 3 (the time limit) is a success
  local rc=0
  "$@" || rc=$?
  [ "$rc" -eq 0 ] || [ "$rc" -eq 3 ] || fail "exit $rc from: $*"
}
# A terminal, with --json: redrawn lines on stderr, clean JSON on stdout.
ran script -qec "'$debref' check $limit --json --filter $filter >'$work/out.json'" /dev/null \
  >"$work/tty.txt"
grep -Eq "$line" "$work/tty.txt" || { cat -v "$work/tty.txt" >&2; fail "no progress line on a terminal"; }
grep -q $'\r\033\\[K' "$work/tty.txt" || fail "the terminal line is not redrawn in place"
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$work/out.json" ||
  fail "stdout is not clean JSON with progress on"
if grep -q 'machines' "$work/out.json"; then fail "progress reached stdout"; fi
# stderr a file with --progress: plain lines, no carriage return.
ran "$debref" check $limit --progress --filter $filter >/dev/null 2>"$work/lines.txt"
grep -Eq "$line" "$work/lines.txt" || { cat "$work/lines.txt" >&2; fail "no plain progress lines with --progress"; }
if grep -q $'\r' "$work/lines.txt"; then fail "carriage returns in the plain lines"; fi
# --quiet on a terminal, and a file without --progress: nothing.
ran script -qec "'$debref' check $limit --quiet --filter $filter >/dev/null" /dev/null \
  >"$work/quiet.txt"
ran "$debref" check $limit --filter $filter >/dev/null 2>"$work/file.txt"
for f in quiet.txt file.txt; do
  if grep -q 'debref check \[' "$work/$f"; then fail "progress printed in $f"; fi
done
# A long query (docs/DQC.md "Early bits"): the line names the open row and the early-bit level
# being decided, with no count before it (a sweep of unknown size and no step).
parity5=01101001100101101001011001101001
"$debref" dqc --truth-table $parity5 --early-bits 2 --progress >/dev/null 2>"$work/dqc.txt" ||
  fail "dqc --early-bits 2 failed"
dqc_line="debref dqc early bits, s <= 2: open row 1/1, $parity5: s = 2 of 2, [0-9]+ (s|min)"
grep -Eq "$dqc_line" "$work/dqc.txt" || { cat "$work/dqc.txt" >&2; fail "no early-bit level in the dqc progress line"; }
# By owner cubes the level counts its queries as they end (PARITY5 at s = 3: 4 cubes), here on a
# terminal; a notice met while the line is drawn (s = 3's second cube, met after the first is
# decided, on record in the checkpoint for another query text, so decided again) erases the line
# first, so it starts a line of its own.
printf '{"build":{"commit":"000000000000","version":"0.1.0"},"proof_checked":false,"query":"%s","seconds":1,"smt2":"0123456789abcdef","solver":"cadical","verdict":"unsat"}\n' \
  "dqc.smt_early_bits.f$parity5.s3.owners1100" >"$work/foreign.jsonl"
# (A terminal 300 columns wide, so that the line is not cut to its width.)
script -qec "stty cols 300; '$debref' dqc --truth-table $parity5 --early-bits 3 --owner-cubes \
  --checkpoint '$work/foreign.jsonl' >/dev/null" /dev/null >"$work/cubes.txt" ||
  fail "dqc --early-bits 3 --owner-cubes failed"
cubes_line="debref dqc early bits, s <= 3: [1-3]/4 \([0-9]+%\) open row 1/1, $parity5: s = 3 of 3, queries,"
grep -Eq "$cubes_line" "$work/cubes.txt" || { cat -v "$work/cubes.txt" >&2; fail "no count of the level's cubes in the dqc progress line"; }
grep -q $'\r\033\\[Kdebref dqc: --checkpoint: .*owners1100 is on record for another query text' "$work/cubes.txt" ||
  { cat -v "$work/cubes.txt" >&2; fail "the notice does not start a line of its own on a terminal"; }
# SIGINT on a terminal while the line is drawn (3 s into the sweep, which takes about a minute in
# a Release build: margin for a slower start under the sanitizers): the drawn line is erased
# first, so the message starts a line of its own, and nothing follows it.
script -qec "timeout -s INT 3 '$debref' check --filter $filter" /dev/null >"$work/int.txt" || true
message='debref: interrupted (SIGINT); temporaries and partial outputs removed'
grep -q $'\r\033\\[K'"$message" "$work/int.txt" ||
  { cat -v "$work/int.txt" >&2; fail "the interrupt message does not start a line of its own on a terminal"; }
python3 -c 'import sys; t = open(sys.argv[1], "rb").read().decode(errors="replace")
i = t.rfind(sys.argv[2]); sys.exit(i < 0 or t[i + len(sys.argv[2]):].strip("\r\n") != "")' \
  "$work/int.txt" "$message" || { cat -v "$work/int.txt" >&2; fail "output after the interrupt message"; }
echo "progress_test: $(grep -Eo "$line" "$work/tty.txt" | wc -l) redraws on a terminal," \
  "$(grep -Ec "$line" "$work/lines.txt") plain lines with --progress, none otherwise;" \
  "dqc names its early-bit level, counts its cubes and prints a notice on a line of its own;" \
  "an interrupt's message starts a line of its own"
