#!/usr/bin/env bash
# The command examples of docs/FORMATS.md, run and compared, so that they cannot go stale. A code
# block right after the line `<!-- examples: scripts/formats_examples.sh -->` holds examples:
# "$ COMMAND" lines (bash, run with `debref` meaning the binary under test, in an empty
# temporary directory), each followed by its exact output (stdout and stderr together) and
# "[exit N]". Usage: formats_examples.sh DEBREF [DOC] [--update]; --update rewrites the outputs
# in DOC from what the commands print now (then review the diff). Run by CTest as
# formats_examples.
set -euo pipefail
debref=$(realpath "$1")
doc=${2:-$(dirname "$0")/../docs/FORMATS.md}
update=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run() {  # run COMMAND: its output and exit code as the doc shows them
  local out code=0
  out=$(cd "$work" && DEBREF_BIN="$debref" bash -c 'debref() { "$DEBREF_BIN" "$@"; }; '"$1" 2>&1) || code=$?
  printf '%s\n[exit %d]\n' "$out" "$code"
}

python3 - "$doc" "$update" "$work/cases" <<'PY'
import sys
doc, update, cases = sys.argv[1], sys.argv[2], sys.argv[3]
lines = open(doc).read().split("\n")
i = 0
with open(cases, "w") as f:
    while i < len(lines):
        if lines[i].strip() == "<!-- examples: scripts/formats_examples.sh -->":
            j = i + 2  # after the opening fence
            while not lines[j].startswith("```"):
                if lines[j].startswith("$ "):
                    cmd, k, expected = lines[j][2:], j + 1, []
                    while not lines[k].startswith("$ ") and not lines[k].startswith("```"):
                        expected.append(lines[k])
                        k += 1
                    f.write(f"{j}\x1f{cmd}\x1f" + "\x1e".join(expected) + "\n")
                    j = k
                else:
                    j += 1
        i += 1
PY
failed=0 total=0
declare -A actual
while IFS=$'\x1f' read -r line cmd expected; do
  total=$((total + 1))
  got=$(run "$cmd")
  actual[$line]=$got
  want=${expected//$'\x1e'/$'\n'}
  if [ "$got" != "$want" ] && [ "$update" != "--update" ]; then
    failed=$((failed + 1))
    echo "formats_examples: $doc line $((line + 1)): \$ $cmd" >&2
    diff <(printf '%s\n' "$want") <(printf '%s\n' "$got") >&2 || true
  fi
done <"$work/cases"
if [ "$total" -eq 0 ]; then
  echo "formats_examples: no examples found in $doc" >&2
  exit 1
fi
if [ "$update" = "--update" ]; then
  for line in "${!actual[@]}"; do printf '%s\x1f%s\n' "$line" "${actual[$line]//$'\n'/$'\x1e'}"; done \
    >"$work/actual"
  python3 - "$doc" "$work/actual" <<'PY'
import sys
doc, actual = sys.argv[1], sys.argv[2]
lines = open(doc).read().split("\n")
new = {}
for rec in open(actual).read().split("\n"):
    if rec:
        n, text = rec.split("\x1f", 1)
        new[int(n)] = text.split("\x1e")
out, i = [], 0
while i < len(lines):
    out.append(lines[i])
    if i in new:  # a "$ " line: its new output replaces the old one
        out.extend(new[i])
        i += 1
        while not lines[i].startswith("$ ") and not lines[i].startswith("```"):
            i += 1
        continue
    i += 1
open(doc, "w").write("\n".join(out))
PY
  echo "formats_examples: rewrote the outputs of $total examples in $doc"
  exit 0
fi
if [ "$failed" -ne 0 ]; then
  echo "formats_examples: $failed of $total examples differ (run with --update to regenerate)" >&2
  exit 1
fi
echo "formats_examples: $total examples in $doc print what they show"
