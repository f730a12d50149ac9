#!/usr/bin/env bash
# The bad-input and fault campaign (docs/FORMATS.md "Errors and exit codes"): malformed, deep,
# huge and duplicate-key JSON, absurd and empty flags, unwritable and non-regular outputs, a full
# disk (/dev/full), a closed standard output, tampered checkpoints and shards, signals. Each case
# states the exit code it must end with; no case may crash (a signal death other than the one
# sent), print to stdout on exit 2, or leave a file in /tmp. Prints "cases N, failures F" and the
# failing cases; exits 1 when any fails. Usage: bad_input_campaign.sh DEBREF [SOURCE_DIR].
# Opt-in CTest label `campaign` (cmake -DDEBREF_CAMPAIGN=ON).
set -uo pipefail
debref=$(realpath "$1")
src=${2:-$(cd "$(dirname "$0")/.." && pwd)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cases=0
failures=0
failed=()

# note NAME WHY: records a failed case that was counted already (a side condition of a case).
note() {
  failures=$((failures + 1))
  failed+=("$1: $2")
}

# expect CODE NAME COMMAND: runs COMMAND (a shell string) with stdin from /dev/null.
expect() {
  local want=$1 name=$2 command=$3
  cases=$((cases + 1))
  bash -c "$command" </dev/null >"$work/out" 2>"$work/err"
  local got=$?
  local why=""
  [ "$got" = "$want" ] || why="exit $got, expected $want"
  if [ -z "$why" ] && [ "$want" = 2 ] && [ -s "$work/out" ]; then why="exit 2 with output on stdout"; fi
  if [ -z "$why" ] && [ "$want" = 2 ] && ! grep -q "debref" "$work/err"; then why="exit 2 without a message"; fi
  if [ -n "$why" ]; then
    failures=$((failures + 1))
    failed+=("$name: $why: $(head -c 300 "$work/err" | tr '\n' ' ')")
  fi
}

# --- inputs
D=$debref
echo '{"c": "1/10", "s": "1/5", "b": "3/10", "q": "1/4", "v": "1/8"}' >P.json
echo '{"t": 1, "probs": {"": "1/2", "0": "1/4", "1": "3/4"}}' >O.json
cp "$src/tests/fuzz/decomposition/seed-depth2.json" dec.json
python3 - <<'PY'
def dec(n):
    s = '{"oracle": "1/2"}'
    for _ in range(n):
        s = '{"truth_table": "01", "children": [' + s + ']}'
    return s
open("deep_dec.json", "w").write(dec(3000))
open("deep_oracle.json", "w").write('{"t": 1, "probs": {"": ' + "[" * 100000 + "]" * 100000 + "}}")
open("deep_bare.json", "w").write("[" * 100000 + "]" * 100000)
open("deep_obj.json", "w").write('{"a":' * 50000 + "1" + "}" * 50000)
open("deep_judge.json", "w").write('{"family": "pe", "decomposition": ' + dec(3000) + "}")
open("dup.json", "w").write('{"t": 1, "t": 2, "probs": {"": "1/2", "0": "1/4", "1": "3/4"}}')
open("dup_nested.json", "w").write('{"t": 1, "probs": {"": "1/2", "0": "1/4", "0": "1/4", "1": "3/4"}}')
open("huge_number.json", "w").write('{"t": 1, "probs": {"": 1e999999, "0": "1/4", "1": "3/4"}}')
open("neg_huge.json", "w").write('{"t": 1, "probs": {"": -1e999999}}')
open("fam_div0.json", "w").write('{"v":"1/0","c":"1/10","s":"1/5","b":"3/10","q":"1/4","w":"2/3","d":"3/5"}')
open("bad_utf8.json", "w", encoding="latin-1").write('{"t": 1, "probs": {"\xff": "1/2"}}')
open("trunc.json", "w").write('{"t": 1, "probs": {')
open("empty.json", "w").write("")
open("big.json", "w").write('{"t": 1, "pad": "' + "x" * (2 << 20) + '"}')
PY
for f in deep_oracle deep_bare deep_obj huge_number dup dup_nested trunc empty bad_utf8; do
  expect 2 "debate --oracle $f" "$D debate --oracle $f.json --params P.json"
done
for f in deep_dec deep_bare deep_obj dup; do
  expect 2 "pe --decomposition $f" "$D pe --decomposition $f.json"
  expect 2 "validate decomposition $f" "$D validate --schema decomposition.json $f.json"
  expect 2 "judge $f" "$D judge $f.json"
done
expect 2 "judge deep pe" "$D judge deep_judge.json"
expect 2 "judge stdin deep" "$D judge - < deep_bare.json"
for f in deep_bare dup huge_number; do
  expect 2 "det --machine $f" "$D det --machine $f.json"
  expect 2 "feature --env $f" "$D feature --env $f.json --question $f.json --rounds 1"
  expect 2 "proofs --family $f" "$D proofs --family $f.json"
  expect 2 "pe --estimator $f" "$D pe --decomposition dec.json --estimator $f.json"
  expect 2 "debate --params $f" "$D debate --oracle O.json --params $f.json"
done
expect 2 "validate 1e999999" "$D validate --schema oracle.json huge_number.json"
expect 2 "validate -1e999999" "$D validate --schema oracle.json neg_huge.json"
expect 2 "validate --json non-UTF-8 name" "$D validate --json --schema oracle.json $'\\xff.json' > names.json; code=\$?; python3 -c 'import json; json.load(open(\"names.json\"))' && echo debref: JSON >&2; exit \$code"
expect 2 "proofs --family 1/0" "$D proofs --family fam_div0.json"
for input in /dev/zero /tmp . /nonexistent/file; do
  expect 2 "debate --oracle $input" "$D debate --oracle $input --params P.json"
  expect 2 "judge $input" "$D judge $input"
  expect 2 "validate $input" "$D validate --schema oracle.json $input"
done
expect 2 "judge - from /dev/zero" "$D judge - < /dev/zero"
expect 2 "input over --max-input-size" "$D --max-input-size 1M debate --oracle big.json --params P.json"
expect 2 "--max-input-size 0" "$D --max-input-size 0 debate --oracle O.json --params P.json"
expect 2 "--max-input-size ''" "$D --max-input-size '' debate --oracle O.json --params P.json"
expect 2 "--max-input-size -5" "$D --max-input-size -5 debate --oracle O.json --params P.json"
expect 0 "--max-input-size 3M after the subcommand" "$D debate --max-input-size 3M --oracle O.json --params P.json"

# --- flags
expect 2 "--max-samples -1" "$D debate --oracle O.json --params P.json --max-samples -1"
expect 2 "--time-limit nan" "$D check --time-limit nan --filter stochastic.params"
expect 2 "--time-limit inf" "$D check --time-limit inf --filter stochastic.params"
expect 2 "--time-limit -1" "$D check --time-limit -1 --filter stochastic.params"
expect 2 "--time-limit ''" "$D check --time-limit '' --filter stochastic.params"
expect 2 "--t ''" "$D params --k 1 --t ''"
expect 2 "--t -1" "$D params --k 1 --t -1"
expect 2 "--rounds ''" "$D feature --env $src/tests/data/feature_env_xor2.json --question $src/tests/data/feature_question_xor2.json --rounds ''"
expect 2 "--table ''" "$D dqc --table ''"
expect 2 "--report ''" "$D check --report '' --filter stochastic.params"
expect 2 "--html ''" "$D check --html '' --filter stochastic.params"
expect 2 "--checkpoint ''" "$D check --checkpoint '' --filter stochastic.params"
expect 2 "--shard 0/2" "$D check --shard 0/2"
expect 2 "--shard 3/2" "$D check --shard 3/2"
expect 2 "--shard ''" "$D check --shard ''"
expect 2 "--filter no match" "$D check --filter no.such.check"
expect 2 "--max-size huge" "$D explore --family pe --drop stability --max-size 99999999999"
expect 2 "--seed -1" "$D explore --family pe --drop stability --seed -1"
expect 2 "--timeout-ms -1" "$D proofs --timeout-ms -1"
expect 2 "--digits 0" "$D debate --oracle O.json --params P.json --digits 0"
expect 2 "--max-t 99" "$D debate --oracle O.json --params P.json --max-t 99"
expect 2 "unknown subcommand" "$D nosuch"
expect 0 "unknown subcommand named" "$D frobnicate 2>&1 | grep -q \"unknown subcommand 'frobnicate'\""
expect 2 "unknown flag" "$D check --nosuch"
expect 2 "--rounds -1" "$D feature --env $src/tests/data/feature_env_xor2.json --question $src/tests/data/feature_question_xor2.json --rounds -1"
expect 2 "--max-boxes -1" "$D pe --obfuscation --max-boxes -1"
expect 2 "--max-l ''" "$D dqc --truth-table 0110 --max-l ''"
expect 2 "--digits nan" "$D debate --oracle O.json --params P.json --digits nan"
expect 2 "--timeout-ms ''" "$D params --k 1 --t 3 --timeout-ms ''"
expect 2 "--seed ''" "$D explore --family pe --drop stability --seed ''"
expect 2 "--out ''" "$D vectors --out ''"
expect 2 "--emit ''" "$D proofs --filter params.defaults.c0 --emit ''"
expect 0 "cannot open: the system's reason" "$D debate --oracle /nonexistent/O.json --params P.json 2>&1 | grep -q 'No such file or directory'"
expect 0 "a directory called a directory" "$D judge . 2>&1 | grep -q 'is a directory'"

# --- memory: the --max-memory budget (GMP), the exponent cap of --family expressions
expect 2 "debate 10^12 samples --exact" "$D --max-memory 256M debate --oracle O.json --params P.json --max-samples 1000000000000 --alice-samples 1000000000000 --exact"
expect 0 "out of memory names --max-memory" "$D --max-memory 256M debate --oracle O.json --params P.json --max-samples 1000000000000 --alice-samples 1000000000000 --exact 2>&1 | grep -q -- --max-memory"
expect 2 "--max-memory 1M on a big debate" "$D --max-memory 1M debate --oracle O.json --params P.json --max-samples 100000000 --alice-samples 100000000 --exact"
expect 0 "--max-memory 1G after the subcommand" "$D debate --max-memory 1G --oracle O.json --params P.json"
expect 2 "--max-memory 0" "$D --max-memory 0 debate --oracle O.json --params P.json"
expect 2 "--max-memory ''" "$D --max-memory '' debate --oracle O.json --params P.json"
expect 2 "--max-memory -1" "$D --max-memory -1 debate --oracle O.json --params P.json"
python3 - <<'PY'
fam = '{"v":"V","c":"1/(10*k)","s":"2/(10*k)","b":"3/(10*k)","q":"1/(10*(t+1))","w":"2/3","d":"3/5"}'
open("fam_pow.json", "w").write(fam.replace("V", "((k^999)^999)^999"))
open("fam_paren.json", "w").write(fam.replace("V", "(" * 400 + "k" + ")" * 400))
open("fam_neg.json", "w").write(fam.replace("V", "-" * 900 + "k"))
PY
expect 2 "--family ((k^999)^999)^999" "$D proofs --family fam_pow.json"
expect 2 "--family 400 parentheses" "$D proofs --family fam_paren.json"
expect 2 "--family 900 signs" "$D proofs --family fam_neg.json"

# --- time limits: every long-running command honours --time-limit SECONDS (exit 3, no result).
# Each limit is well below the command's running time on a fast machine (Release, idle: proofs
# 0.8 s, dqc --method smt on AND4 0.65 s, params --tune 1.2 s, dqc --table 4 3.5 s).
time_limit() {
  local name=$1 command=$2
  expect 3 "$name --time-limit" "$command > tl.out; code=\$?; test -s tl.out && echo debref: output >&2 && exit 9; exit \$code"
}
time_limit "params --tune" "$D params --k 1 --t 12 --tune total --time-limit 0.2"
time_limit "proofs" "$D proofs --time-limit 0.2"
time_limit "dqc --table 4" "$D dqc --table 4 --time-limit 1"
time_limit "dqc --method smt" "$D dqc --truth-table 0000000000000001 --method smt --time-limit 0.1"
time_limit "explore" "$D explore --family stochastic --drop sound --time-limit 0"
time_limit "det" "$D det --time-limit 0"
time_limit "pe" "$D pe --obfuscation --time-limit 0"
time_limit "debate" "$D debate --oracle O.json --params P.json --time-limit 0"
time_limit "feature" "$D feature --env $src/tests/data/feature_env_xor2.json --question $src/tests/data/feature_question_xor2.json --rounds 4 --time-limit 0"
time_limit "validate" "$D validate --schema oracle.json O.json --time-limit 0"
time_limit "vectors" "$D vectors --out tlvec --time-limit 0"
[ ! -e tlvec ] || note "vectors --time-limit" "left vectors --out output"
expect 3 "check --time-limit 0" "$D check --filter stochastic.params.defaults --time-limit 0 > /dev/null"
echo '{"truth_table": "0001", "children": [{"oracle": "1"}, {"oracle": "1"}]}' >and11.json
expect 3 "pe box budget" "$D pe --decomposition and11.json --max-boxes 1 > /dev/null"
expect 3 "pe box budget --json" "$D pe --decomposition and11.json --max-boxes 1 --json > /dev/null"
expect 0 "pe box budget named" "$D pe --decomposition and11.json --max-boxes 1 2>&1 >/dev/null | grep -q -- --max-boxes"

# --- help: examples and exit codes in every subcommand's --help; --quiet everywhere
for sub in check debate proofs params det dqc pe feature explore merge validate judge vectors; do
  expect 0 "$sub --help" "$D $sub --help > h.txt && grep -q 'Examples:' h.txt && grep -q 'Exit codes:' h.txt && ! grep -q TEXT h.txt && grep -q -- --quiet h.txt && grep -q -- '--time-limit SECONDS' h.txt"
done
expect 0 "params --quiet" "test -z \"\$($D params --k 1 --t 3 --quiet)\""
expect 0 "dqc --quiet" "test -z \"\$($D dqc --truth-table 0110 --quiet)\""

# --- outputs
expect 4 "check --json > /dev/full" "$D check --filter stochastic.params --json > /dev/full"
expect 4 "debate > /dev/full" "$D debate --oracle O.json --params P.json > /dev/full"
expect 4 "validate --list > /dev/full" "$D validate --list > /dev/full"
expect 4 "--help > /dev/full" "$D --help > /dev/full"
expect 4 "check --json, stdout closed" "$D check --filter stochastic.params --json >&-"
expect 4 "explore --list, stdout closed" "$D explore --list >&-"
expect 4 "judge --json > /dev/full" "$D judge --json $src/tests/fuzz/judge/pe-table.json > /dev/full"
expect 4 "params > /dev/full" "$D params --k 1 --t 3 > /dev/full"
expect 4 "proofs --list > /dev/full" "$D proofs --list > /dev/full"
expect 4 "det > /dev/full" "$D det > /dev/full"
expect 4 "dqc > /dev/full" "$D dqc --truth-table 0110 > /dev/full"
expect 4 "pe > /dev/full" "$D pe --obfuscation > /dev/full"
expect 4 "feature > /dev/full" "$D feature --env $src/tests/data/feature_env_xor2.json --question $src/tests/data/feature_question_xor2.json --rounds 1 > /dev/full"
expect 4 "vectors > /dev/full" "$D vectors --out fullvec > /dev/full"
expect 2 "--report /dev/full" "$D check --filter stochastic.params --report /dev/full"
expect 2 "--report directory" "$D check --filter stochastic.params --report ."
expect 2 "--report missing dir" "$D check --filter stochastic.params --report nodir/r.xml"
mkfifo fifo
expect 2 "--report FIFO" "$D check --filter stochastic.params --report fifo"
expect 2 "--html a file" "$D check --filter stochastic.params --html P.json"
expect 2 "--html missing parent" "$D check --filter stochastic.params --html nodir/sub"
expect 2 "--checkpoint /dev/zero" "$D check --filter stochastic.params --checkpoint /dev/zero"
expect 2 "--checkpoint directory" "$D check --filter stochastic.params --checkpoint ."
expect 2 "vectors --out a file" "$D vectors --out P.json"
expect 2 "proofs --emit a file" "$D proofs --filter params.defaults.c0 --emit P.json"
expect 2 "dqc --emit a file" "$D dqc --truth-table 0110 --method smt --emit P.json"
expect 0 "check --html, --report" "$D check --filter stochastic.params --html html --report r.xml > /dev/null && test -f html/index.html && test -f r.xml"
[ -z "$(find . -name 'r.xml.*' -o -name 'index.html.*' -o -name '*.svg.*')" ] || note "check --html" "temporaries left beside the outputs"

# --- checkpoints
"$D" check --filter stochastic.params --checkpoint cp.jsonl >/dev/null 2>&1
printf 'garbage\n{"id": 1}\n' >>cp.jsonl
expect 0 "checkpoint garbage reported" "$D check --filter stochastic.params --checkpoint cp.jsonl 2>&1 >/dev/null | grep -q 'line [0-9]*: .*rerun'"
python3 -c "print('{\"id\": ' + '['*100000 + ']'*100000 + '}')" >cp_deep.jsonl
expect 0 "checkpoint deep line" "$D check --filter stochastic.params --checkpoint cp_deep.jsonl > /dev/null"
"$D" check --filter stochastic.params.defaults --checkpoint cp_unknown.jsonl --time-limit 0 >/dev/null 2>&1
expect 0 "checkpoint UNKNOWN rerun" "$D check --filter stochastic.params.defaults --checkpoint cp_unknown.jsonl > /dev/null"
sed 's/"commit":"[^"]*"/"commit":"0000"/' cp.jsonl >cp_other.jsonl
expect 0 "checkpoint of another build rerun" "$D check --filter stochastic.params --checkpoint cp_other.jsonl 2>&1 >/dev/null | grep -q 'another build'"

# --- details carry no timings: identical runs give identical JSON apart from `seconds`
for i in 1 2; do "$D" check --filter stochastic.params --json 2>/dev/null | python3 -c "
import json, sys
d = json.load(sys.stdin)
def strip(x):
    if isinstance(x, dict): return {k: strip(v) for k, v in x.items() if k not in ('seconds', 'run', 'date', 'started', 'time')}
    if isinstance(x, list): return [strip(v) for v in x]
    return x
print(json.dumps(strip(d), sort_keys=True))" >same$i.json; done
expect 0 "identical check --json runs" "cmp -s same1.json same2.json"

# --- merge
"$D" check --filter params.defaults.c0 --shard 1/2 --json >s1.json 2>/dev/null
"$D" check --filter params.defaults.c0 --shard 2/2 --json >s2.json 2>/dev/null
"$D" check --filter params.defaults.cs --shard 2/2 --json >t2.json 2>/dev/null
expect 0 "merge of one run" "$D merge s1.json s2.json"
expect 4 "merge > /dev/full" "$D merge s1.json s2.json > /dev/full"
expect 2 "merge of different runs" "$D merge s1.json t2.json"
expect 2 "merge shard twice" "$D merge s1.json s1.json"
expect 2 "merge missing shard" "$D merge s1.json"
python3 - <<'PY'
import json
a, b = json.load(open("s1.json")), json.load(open("s2.json"))
a["checks"][0], b["checks"][0] = b["checks"][0], a["checks"][0]
json.dump(a, open("sw1.json", "w")); json.dump(b, open("sw2.json", "w"))
a = json.load(open("s1.json")); a["checks"].append(a["checks"][0])
json.dump(a, open("dup1.json", "w"))
e = json.load(open("s1.json")); e["checks"] = []; e["shard"]["suite_size"] = 0; e["summary"] = {"passed": 0, "failed": 0, "unknown": 0}
json.dump(e, open("e1.json", "w"))
e["shard"]["index"] = 2; json.dump(e, open("e2.json", "w"))
PY
expect 2 "merge swapped items" "$D merge sw1.json sw2.json"
expect 2 "merge duplicated item" "$D merge dup1.json s2.json"
expect 2 "merge empty suite" "$D merge e1.json e2.json"
python3 -c "
import json; t = open('s1.json').read(); i = t.index('\"checks\": [') + len('\"checks\": [')
open('deep_shard.json', 'w').write(t[:i] + '['*100000 + ']'*100000 + ',' + t[i:])"
expect 2 "merge deep shard" "$D merge deep_shard.json s2.json"
expect 2 "merge directory" "$D merge . s2.json"
expect 2 "merge /dev/zero" "$D merge /dev/zero s2.json"

# --- signals: exit 130 / 143, no temporaries, no cvc5 left, nothing new in the checkpoint
# signal_case SIGNAL CODE COMMAND NAME [DELAY]: sends SIGNAL after DELAY seconds (default 1.5), so
# DELAY must be well below the command's running time (a command that ended first fails the case).
signal_case() {
  local signal=$1 want=$2 command=$3 name=$4 delay=${5:-1.5}
  cases=$((cases + 1))
  local before
  before=$(ls -d /tmp/debref-* 2>/dev/null | sort)
  set -m
  bash -c "exec $command" </dev/null >/dev/null 2>"$work/err" &
  local pid=$!
  set +m
  sleep "$delay"
  kill -s "$signal" "$pid"
  wait "$pid"
  local got=$?
  sleep 0.3
  local after
  after=$(ls -d /tmp/debref-* 2>/dev/null | sort)
  local why=""
  [ "$got" = "$want" ] || why="exit $got, expected $want"
  [ "$before" = "$after" ] || why="$why; /tmp changed: $(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ')"
  if pgrep -P "$pid" >/dev/null 2>&1; then why="$why; a child survived"; fi
  if [ -n "$why" ]; then
    failures=$((failures + 1))
    failed+=("$name: $why")
  fi
}
if command -v cvc5 >/dev/null; then
  signal_case INT 130 "$D check --filter proofs.cross_check.cvc5 --checkpoint sig.jsonl" "SIGINT in the cvc5 cross-check"
  [ ! -s sig.jsonl ] || note "SIGINT in the cvc5 cross-check" "the checkpoint got a line"
  signal_case TERM 143 "$D proofs --cross-check cvc5" "SIGTERM in proofs --cross-check"
fi
signal_case INT 130 "$D check --filter proofs. --checkpoint sigp.jsonl" "SIGINT in check --filter proofs."
! grep -q '"UNKNOWN"' sigp.jsonl 2>/dev/null || note "SIGINT in check --filter proofs." "the checkpoint kept an UNKNOWN"
signal_case INT 130 "$D proofs" "SIGINT in proofs" 0.3  # the whole run takes about 1 s
signal_case TERM 143 "$D proofs --emit sigemit" "SIGTERM in proofs --emit" 0.5  # about 1.5 s in all
# The emitted queries are committed whole before solving starts: all of them or none, no temporary.
[ -z "$(find sigemit -name '.*' 2>/dev/null)" ] || note "SIGTERM in proofs --emit" "left temporaries"
emitted=$(find sigemit -name '*.smt2' 2>/dev/null | wc -l)
all=$("$D" proofs --list | wc -l)
[ "$emitted" = 0 ] || [ "$emitted" = "$all" ] ||
  note "SIGTERM in proofs --emit" "$emitted of $all queries emitted (all or none)"
signal_case INT 130 "$D params --k 1 --t 12 --tune total" "SIGINT in params --tune" 0.3
signal_case INT 130 "$D dqc --table 4" "SIGINT in dqc --table 4"
signal_case INT 130 "$D check --filter det. --html sightml --report sig.xml" "SIGINT in check --html"
{ [ ! -e sightml ] && [ ! -e sig.xml ]; } || note "SIGINT in check --html" "left --html or --report output"
signal_case TERM 143 "$D vectors --out sigvec" "SIGTERM in vectors"
[ ! -e sigvec ] || note "SIGTERM in vectors" "left vectors --out output"

# --- temporaries: a check run leaves /tmp as it was
before=$(ls -d /tmp/debref-* 2>/dev/null | sort)
expect 0 "cross-check run" "$D check --filter proofs.twin.cross_check > /dev/null; test \$? -le 3"
after=$(ls -d /tmp/debref-* 2>/dev/null | sort)
[ "$before" = "$after" ] || note "cross-check run" "left $(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ')"

echo "bad_input_campaign: cases $cases, failures $failures"
for f in "${failed[@]}"; do echo "  FAIL $f"; done
[ "$failures" = 0 ]
