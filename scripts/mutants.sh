#!/usr/bin/env bash
# Runs the mutant catalogue (mutants/<family>/<name>.patch, docs/MUTANTS.md): for each mutant,
# copies the source tree into a temporary directory, applies the patch, builds `debref` in its own
# build directory (ccache keeps the unchanged objects cheap), runs `debref check --filter <f>` for
# the mutant's family and the filters on its `# checks:` header line, and, when no check fails,
# the family's unit tests. Prints a Markdown table: killed by `debref check` (with the failing
# check ids), killed only by unit tests, or survived, with the times.
#
#   scripts/mutants.sh [--family F] [--jobs N] [--build-jobs N] [--rev REV] [--out FILE]
#
# --family F,..  only mutants/F/ (stochastic, det, pe, dqc, feature, proofs), in that order;
#                default all
# --jobs N       mutants run at once (default 1); each builds with --build-jobs (default 1)
# --rev REV      the commit whose tree is mutated (default HEAD; uncommitted edits are not used)
# --out FILE     also write the table to FILE
# --mutant P     run one patch file only (used by --jobs; also handy by hand)
# Exit status: 0 when every mutant was killed by `debref check`, 1 otherwise, 2 on usage errors.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
family="" jobs=1 build_jobs=1 out="" mutant="" rev=HEAD
usage() { sed -n 2,17p "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [[ $# -gt 0 ]]; do
  case "$1" in
    --family) family=${2:?}; shift 2 ;;
    --jobs) jobs=${2:?}; shift 2 ;;
    --build-jobs) build_jobs=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --rev) rev=${2:?}; shift 2 ;;
    --mutant) mutant=${2:?}; shift 2 ;;
    -h|--help) usage ;;
    *) echo "mutants.sh: unknown argument $1" >&2; usage ;;
  esac
done
[[ $jobs =~ ^[1-9][0-9]*$ && $build_jobs =~ ^[1-9][0-9]*$ ]] || {
  echo "mutants.sh: --jobs and --build-jobs must be positive integers" >&2; exit 2; }
export CCACHE_BASEDIR=/ CCACHE_NOHASHDIR=1
# ccache (base dir /) rewrites every path relative to the build directory, so a mutant's objects
# hit the cache filled by the checkout's own build only when its build directory lies as deep
# as ROOT/build (system headers are reached by a relative path too): each mutant's tree is a
# directory as deep as ROOT, in a parent one level above that depth.
PARENT=${TMPDIR:-/tmp}
depth=$(awk -F/ '{print NF - 1}' <<<"$ROOT")
for ((i = $(awk -F/ '{print NF - 1}' <<<"$PARENT"); i < depth - 1; i++)); do PARENT+=/debref-mutants; done
mkdir -p "$PARENT"

# One mutant: prints one tab-separated line
#   family name verdict killing-checks build-seconds check-seconds unit-seconds
run_one() {
  local patch=$1 fam name tmp logs t0 t1 t2 t3 verdict="survived" killers="" filters unit
  fam=$(basename "$(dirname "$patch")")
  name=$(basename "$patch" .patch)
  tmp=$(mktemp -d "$PARENT/debref-mutant.XXXXXX")
  logs=$tmp.logs
  mkdir "$logs"
  # shellcheck disable=SC2064
  trap "rm -rf '$tmp' '$logs'" RETURN EXIT INT TERM
  # The tree at $tmp, its build at $tmp/build: the same depth and layout as the checkout.
  git -C "$ROOT" archive "$rev" | tar -x -C "$tmp"
  if ! patch -s -d "$tmp" -p1 <"$patch" >"$logs/patch.log" 2>&1; then
    printf '%s\t%s\tpatch-failed\t-\t0\t0\t0\n' "$fam" "$name"
    return
  fi
  t0=$(date +%s)
  if ! { cmake -S "$tmp" -B "$tmp/build" -DCMAKE_BUILD_TYPE=Release -DDEBREF_WERROR=ON \
           -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >"$logs/build.log" 2>&1 &&
         nice cmake --build "$tmp/build" -j"$build_jobs" --target debref >>"$logs/build.log" 2>&1; }; then
    t1=$(date +%s)
    printf '%s\t%s\tbuild-failed\t-\t%s\t0\t0\n' "$fam" "$name" $((t1 - t0))
    return
  fi
  t1=$(date +%s)
  filters=$(sed -n 's/^# checks: //p' "$patch")
  [[ -n $filters ]] || filters=$fam
  local f status
  for f in $filters; do
    status=0
    nice "$tmp/build/harness/debref" check --filter "$f" --json >"$logs/check.json" 2>"$logs/check.err" ||
      status=$?
    if [[ $status -ne 0 ]]; then
      verdict="check"
      killers+=$(python3 - "$logs/check.json" "$status" <<'EOF'
import json, sys
try:
    checks = json.load(open(sys.argv[1]))["checks"]
    bad = [c["id"] + ("" if c["status"] == "FAIL" else " (" + c["status"] + ")")
           for c in checks if c["status"] not in ("PASS", "CAUGHT")]
except Exception:
    bad = []
print(", ".join(bad) if bad else "exit " + sys.argv[2], end=" ")
EOF
)
    fi
  done
  t2=$(date +%s)
  t3=$t2
  if [[ $verdict == survived ]]; then
    # Unit tests of the family (and of the family the proofs mutant feeds) and the vectors.
    unit=""
    for f in $filters; do
      f=${f%%.*}
      for src in "$tmp"/tests/test_"$f"*.cpp; do
        [[ -e $src ]] && unit+=" $(basename "$src" .cpp)"
      done
    done
    unit+=" test_vectors"
    # The file tests all run from one executable, debref_tests (tests/CMakeLists.txt).
    if nice cmake --build "$tmp/build" -j"$build_jobs" --target debref_tests >>"$logs/build.log" 2>&1; then
      local regex
      regex="^($(echo $unit | tr ' ' '|'))\$"
      (cd "$tmp/build" && nice ctest -R "$regex" --timeout 600 >"$logs/ctest.log" 2>&1) || verdict="unit"
    else
      verdict="unit-build-failed"
    fi
    t3=$(date +%s)
  fi
  # "-" for no killing check: `read` with a tab IFS would merge an empty field with the next.
  killers=${killers% }
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$fam" "$name" "$verdict" "${killers:--}" \
    $((t1 - t0)) $((t2 - t1)) $((t3 - t2))
}

if [[ -n $mutant ]]; then
  run_one "$mutant"
  exit 0
fi

shopt -s nullglob
patches=()
if [[ -z $family ]]; then
  patches=("$ROOT"/mutants/*/*.patch)
else
  IFS=, read -ra fams <<<"$family"
  for f in "${fams[@]}"; do patches+=("$ROOT/mutants/$f/"*.patch); done
fi
[[ ${#patches[@]} -gt 0 ]] || { echo "mutants.sh: no mutants for family '$family'" >&2; exit 2; }

results=$(mktemp "${TMPDIR:-/tmp}/debref-mutants.XXXXXX")
trap 'rm -f "$results"' EXIT INT TERM
start=$(date +%s)
printf '%s\0' "${patches[@]}" |
  xargs -0 -n1 -P"$jobs" bash "${BASH_SOURCE[0]}" --build-jobs "$build_jobs" --rev "$rev" --mutant |
  tee -a "$results" >&2

table() {
  echo "| mutant | family | killed by | killing checks | build s | check s | unit s |"
  echo "| --- | --- | --- | --- | --- | --- | --- |"
  sort "$results" | while IFS=$'\t' read -r fam name verdict killers tb tc tu; do
    case $verdict in
      check) v="debref check" ;;
      unit) v="unit tests only" ;;
      *) v=$verdict ;;
    esac
    [[ $killers == - ]] && killers="—"
    echo "| \`$name\` | $fam | $v | $killers | $tb | $tc | $tu |"
  done
  local total killed
  total=$(wc -l <"$results")
  killed=$(awk -F'\t' '$3 == "check"' "$results" | wc -l)
  echo
  echo "$killed of $total mutants killed by \`debref check\`; $(( $(date +%s) - start )) s in all."
}
table | tee ${out:+"$out"}
[[ $(awk -F'\t' '$3 != "check"' "$results" | wc -l) -eq 0 ]]
