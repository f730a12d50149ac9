#!/usr/bin/env python3
"""Runs an implementation over debref's test vectors (docs/VECTORS.md "Consuming them").

Each vector's `input` goes to the implementation under test, and its result is compared with the
vector's `expected` on the keys the result has (recursively; or only on --keys), exactly:
rationals as fractions.Fraction whatever their form ("1/2", "0.5", 1/2 as a Fraction or an int),
everything else as JSON values. An implementation of part of a family is thereby checked on that
part: a key it does not return is not compared. Every mismatch is printed as key, expected, got.
Vectors with `expected_error` (flag Invalid) must be refused (a non-zero exit or an exception;
returning None skips them, --skip-invalid skips them all).

The implementation is one of:
  --python MODULE:FUNCTION  FUNCTION(family, input) returns a dict (None: not implemented,
                            skipped) or raises to refuse an input; MODULE is imported from the
                            current folder or PYTHONPATH.
  --command "CMD ARGS"      run as `CMD ARGS FAMILY` with the input as JSON on stdin; prints a
                            JSON object (exit 0) or refuses the input (exit != 0).
  --debref BINARY           debref itself, through its command line (what CI runs): invalid
                            vectors must also exit with the recorded code, name the recorded
                            field on stderr and print nothing.

usage: consume_vectors.py (--python M:F | --command CMD | --debref BINARY) [--family F]...
                          [--keys K,...] [--ids N,...] [--skip-invalid] [--strict] [VECTORS_DIR]
       consume_vectors.py BINARY VECTORS_DIR     (the same as --debref BINARY VECTORS_DIR)
VECTORS_DIR defaults to tests/vectors beside this script. Exit status: 0 when every compared
key agrees and every invalid input is refused, 1 otherwise, 2 for bad usage.
"""
import argparse
import importlib
import importlib.util
import json
import os
import shlex
import subprocess
import sys
import tempfile
from fractions import Fraction


def _load_keys():
    """python/debref/testing/keys.py by path: the comparison debref.testing uses, without
    needing the package (or its compiled module) installed."""
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "python", "debref", "testing", "keys.py")
    spec = importlib.util.spec_from_file_location("debref_vector_keys", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


keys_module = _load_keys()
MISSING, diff, lookup = keys_module.MISSING, keys_module.diff, keys_module.lookup


def compare(expected, got, keys, strict):
    """The differing keys and how many leaf keys were compared."""
    if keys:
        rows, count = [], 0
        for key in keys:
            e, g = lookup(expected, key), lookup(got, key)
            if e is MISSING:
                continue  # this vector does not record that key
            count += 1
            rows += [(key, e, g)] if g is MISSING else diff(e, g, None, key)
        return rows, count
    return diff(expected, got, strict=strict), len(leaves(expected, got))


def leaves(expected, got, path=""):
    if isinstance(got, dict) and isinstance(expected, dict):
        return [leaf for k, v in got.items() if k in expected
                for leaf in leaves(expected[k], v, f"{path}.{k}" if path else k)]
    return [path]


def shown(x, width=120):
    text = x if isinstance(x, (str, Fraction)) else json.dumps(x, default=str)
    text = str(text)
    return text if len(text) <= width else text[:width - 24] + f"... ({len(text)} characters)"


class Debref:
    exact_refusals = True  # a refusal must be the recorded one (exit code, field)

    def __init__(self, binary):
        self.binary = binary

    def __call__(self, family, vector):
        """(refused, result, problem): problem explains a refusal that is not the recorded one."""
        line = vector["command_line"]  # debref's own run of the vector (docs/VECTORS.md)
        args = list(line["args"])
        with tempfile.TemporaryDirectory() as tmp:
            for i, f in enumerate(line["files"]):
                path = os.path.join(tmp, f"input{i}.json")
                with open(path, "w") as out:
                    json.dump(vector["input"][f["input"]] if "input" in f else f["content"], out)
                args += [f["flag"], path]
            p = subprocess.run([self.binary] + args, capture_output=True, text=True)
        if "expected_error" in vector:
            e = vector["expected_error"]
            ok = p.returncode == e["exit_code"] and e["field"] in p.stderr and p.stdout == ""
            return True, None, None if ok else (
                f"exit {p.returncode}, stderr {p.stderr.strip()!r}; expected exit {e['exit_code']} "
                f"naming {e['field']!r}")
        if p.returncode != vector.get("expected_exit_code", 0):
            return True, None, f"exit {p.returncode}: {p.stderr.strip()}"
        return False, json.loads(p.stdout), None


class Command:
    exact_refusals = False

    def __init__(self, command):
        self.argv = shlex.split(command)

    def __call__(self, family, vector):
        p = subprocess.run(self.argv + [family], input=json.dumps(vector["input"]),
                           capture_output=True, text=True)
        if p.returncode != 0:
            return True, None, f"exit {p.returncode}: {p.stderr.strip()}"
        try:
            return False, json.loads(p.stdout) if p.stdout.strip() else None, None
        except json.JSONDecodeError as e:
            return True, None, f"stdout is not JSON ({e})"


class Python:
    exact_refusals = False

    def __init__(self, spec):
        module, _, name = spec.partition(":")
        if not name:
            raise SystemExit("consume_vectors.py: --python MODULE:FUNCTION")
        sys.path.insert(0, os.getcwd())
        self.function = getattr(importlib.import_module(module), name)

    def __call__(self, family, vector):
        try:
            return False, self.function(family, vector["input"]), None
        except Exception as e:  # noqa: BLE001 - any exception is a refusal
            return True, None, f"{type(e).__name__}: {e}"


def parse(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--debref", metavar="BINARY")
    p.add_argument("--command", metavar="CMD")
    p.add_argument("--python", metavar="MODULE:FUNCTION")
    p.add_argument("--family", action="append", help="only this family (repeatable)")
    p.add_argument("--keys", help="compare only these keys (comma-separated, dotted paths)")
    p.add_argument("--ids", help="only these vector ids (comma-separated)")
    p.add_argument("--skip-invalid", action="store_true",
                   help="do not require the invalid inputs (flag Invalid) to be refused")
    p.add_argument("--strict", action="store_true",
                   help="a key the implementation returns that the vector lacks is a mismatch")
    p.add_argument("paths", nargs="*", metavar="[BINARY] VECTORS_DIR")
    args = p.parse_args(argv)
    if len(args.paths) == 2 and not (args.debref or args.command or args.python):
        args.debref, args.paths = args.paths[0], args.paths[1:]
    if len(args.paths) > 1 or sum(bool(x) for x in (args.debref, args.command, args.python)) != 1:
        p.error("give one of --python, --command, --debref and at most one VECTORS_DIR")
    here = os.path.dirname(os.path.abspath(__file__))
    args.directory = args.paths[0] if args.paths else os.path.join(here, "..", "tests", "vectors")
    return args


def main(argv):
    args = parse(argv)
    implementation = (Debref(args.debref) if args.debref else
                      Command(args.command) if args.command else Python(args.python))
    keys = args.keys.split(",") if args.keys else None
    ids = {int(i) for i in args.ids.split(",")} if args.ids else None
    failures = compared = refused = skipped = keys_compared = 0
    families = set()
    for name in sorted(os.listdir(args.directory)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(args.directory, name)) as f:
            suite = json.load(f)
        family = suite["family"]
        if args.family and family not in args.family:
            continue
        families.add(family)
        for v in suite["vectors"]:
            if ids is not None and v["id"] not in ids:
                continue
            where = f"{family} #{v['id']} ({v['comment']})"
            was_refused, got, problem = implementation(family, v)
            if "expected_error" in v:
                if args.skip_invalid or (got is None and not was_refused):
                    skipped += 1
                    continue
                if was_refused and (problem is None or not implementation.exact_refusals):
                    refused += 1
                else:
                    failures += 1
                    print(f"FAIL {where}: must be refused ({problem or 'it returned a result'})")
                continue
            if was_refused:
                failures += 1
                print(f"FAIL {where}: refused a valid input: {problem}")
                continue
            if got is None:
                skipped += 1
                continue
            rows, count = compare(v["expected"], got, keys, args.strict)
            if count == 0 and not rows:
                skipped += 1  # no key of this vector implemented
                continue
            compared += 1
            keys_compared += count
            if rows:
                failures += 1
                print(f"FAIL {where}: input {shown(v['input'])}")
                for key, e, g in rows:
                    print(f"  {key}: expected {shown(e)}, got {shown(g)}")
    if args.family and not families:
        print(f"consume_vectors.py: no vectors of family {', '.join(args.family)} in {args.directory}",
              file=sys.stderr)
        return 2
    print(f"{compared} vectors compared on {keys_compared} keys, {refused} invalid inputs refused, "
          f"{skipped} skipped (no key implemented), {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
