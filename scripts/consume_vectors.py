#!/usr/bin/env python3
"""Example consumer of debref's test vectors (docs/VECTORS.md).

An implementation under test is any command that reads the vector's inputs and prints JSON with
the expected keys; this script runs the one given on the command line (by default debref itself,
as CI does) on every vector of tests/vectors/ and compares exact rationals as strings with
fractions.Fraction, so "1/2" and "0.5" agree. Invalid vectors must exit with the recorded code and
name the recorded field on stderr. Exit status: 0 when every vector agrees, 1 otherwise.

usage: consume_vectors.py DEBREF_BINARY VECTORS_DIR
"""
import json
import os
import subprocess
import sys
import tempfile
from fractions import Fraction


def same(expected, actual):
    """Exact comparison: numbers as fractions, everything else structurally."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            k in actual and same(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, str) and isinstance(actual, str):
        try:
            return Fraction(expected) == Fraction(actual)
        except ValueError:
            return expected == actual
    return expected == actual


def run(binary, args, files):
    with tempfile.TemporaryDirectory() as tmp:
        for flag, content in files:
            path = os.path.join(tmp, flag.strip("-") + ".json")
            with open(path, "w") as f:
                json.dump(content, f)
            args += [flag, path]
        p = subprocess.run([binary] + args, capture_output=True, text=True)
        return p.returncode, p.stdout, p.stderr


def arguments(family, i):
    """The debref command line (and JSON files by flag) for one vector's input."""
    def options(*keys):
        out = []
        for key in keys:
            if key in i:
                out += ["--" + key] if i[key] is True else ["--" + key.replace("_", "-"), i[key]]
        return out
    if family == "stochastic":
        args = ["debate", "--exact", "--json"] + i.get("protocol_overrides", [])
        return args, [("--oracle", i["oracle"]), ("--params", i["params"])]
    if family == "feature":
        args = ["feature", "--json", "--rounds", str(i["rounds"]), "--world", i["world"]]
        return args, [("--env", i["env"]), ("--question", i["question"])]
    if family == "det":
        return ["det", "--json", "--protocol", i["protocol"]] + options("drop"), [("--machine", i["machine"])]
    if family == "pe":
        files = [("--" + k, i[k]) for k in ("decomposition", "estimator") if k in i]
        return ["pe", "--json"] + options("eps", "rho", "r", "rule", "obfuscation"), files
    if family == "dqc":
        return ["dqc", "--json", "--truth-table", i["truth_table"]] + options("method", "kw_formula_of", "max_l"), []
    if family == "proofs":
        files = [("--oracle", i["oracle"])] if "oracle" in i else [("--family", i["params_family"])]
        return ["proofs", "--json"] + options("k", "tolerance"), files
    return None


def actual(family, out):
    """debref's --json output in the vectors' shape (proofs: a verdict per query id)."""
    result = json.loads(out)
    if family == "proofs" and "queries" in result:
        result["verdicts"] = {q["id"]: q["status"] for q in result["queries"]}
    for q in result.get("z3_queries", []) if family == "dqc" else []:
        q.pop("seconds", None)
    return result


def main():
    binary, directory = sys.argv[1], sys.argv[2]
    failures = checked = 0
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(directory, name)) as f:
            suite = json.load(f)
        for v in suite["vectors"]:
            command = arguments(suite["family"], v["input"])
            if command is None:
                print(f"{name}: unknown family {suite['family']}; skipped", file=sys.stderr)
                failures += 1
                continue
            args, files = command
            code, out, err = run(binary, args, files)
            checked += 1
            if "expected_error" in v:
                e = v["expected_error"]
                ok = code == e["exit_code"] and e["field"] in err and out == ""
            else:
                ok = code == v.get("expected_exit_code", 0) and same(v["expected"], actual(suite["family"], out))
            if not ok:
                failures += 1
                print(f"FAIL {name} #{v['id']} ({v['comment']}): exit {code}, stderr {err.strip()}")
    print(f"{checked} vectors checked, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
