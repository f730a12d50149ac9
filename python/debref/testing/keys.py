"""Key-by-key exact comparison of results (docs/PYTHON.md "Cross-checking", docs/VECTORS.md
"Consuming them"): the one implementation behind `debref.testing.compare` and
scripts/consume_vectors.py, which loads this file by path (standard library only, no imports from
the package).

Rationals compare exactly whatever their form (Fraction, int, "3/4", "0.75", "75e-2"); a float
never equals a rational (it is not exact); two strings that are not both rationals written with
"/", "." or an exponent compare as strings, so bit strings "01" and "1" differ.
"""
from fractions import Fraction
import re

MISSING = "<missing>"
ABSENT = "<absent in debref's result>"

_RATIONAL = re.compile(r"-?[0-9]+(/[0-9]+|(\.[0-9]+)?([eE][-+]?[0-9]+)?)")


def as_fraction(x):
    """x as a Fraction when it is an exact number or a rational string, else None."""
    if isinstance(x, bool):
        return None
    if isinstance(x, (int, Fraction)):
        return Fraction(x)
    if isinstance(x, str) and _RATIONAL.fullmatch(x):
        return Fraction(x)
    return None


def equal(expected, got):
    e, g = as_fraction(expected), as_fraction(got)
    if e is not None and g is not None:
        if isinstance(expected, str) and isinstance(got, str):
            written = any(c in expected + got for c in "/.eE")
            return expected == got or (written and e == g)
        return e == g
    if isinstance(got, float) or isinstance(expected, float):
        return False  # not exact: compare with a tolerance yourself
    return expected == got


def lookup(value, dotted):
    """The value at a dotted path ("cost.vera"), or MISSING."""
    for part in dotted.split("."):
        if not isinstance(value, dict) or part not in value:
            return MISSING
        value = value[part]
    return value


def diff(expected, got, keys=None, prefix="", strict=False):
    """[(key, expected, got)] where `got` differs from `expected`: the keys of `got` (or
    `keys`, dotted paths), recursively through dicts and lists. A key of `got` that `expected`
    lacks is skipped (an implementation may return more), or reported with strict=True."""
    if keys is not None:
        rows = []
        for key in keys:
            e, g = lookup(expected, key), lookup(got, key)
            if e is MISSING:
                rows.append((key, ABSENT, g))
            elif g is MISSING:
                rows.append((key, e, MISSING))
            else:
                rows += diff(e, g, None, key, strict)
        return rows
    if isinstance(got, dict) and isinstance(expected, dict):
        rows = []
        for key, g in got.items():
            path = f"{prefix}.{key}" if prefix else str(key)
            if key not in expected:
                if strict:
                    rows.append((path, ABSENT, g))
            else:
                rows += diff(expected[key], g, None, path, strict)
        return rows
    if isinstance(got, (list, tuple)) and isinstance(expected, (list, tuple)):
        if len(got) != len(expected):
            return [(prefix or "<value>", expected, got)]
        rows = []
        for i, (e, g) in enumerate(zip(expected, got)):
            rows += diff(e, g, None, f"{prefix}[{i}]", strict)
        return rows
    return [] if equal(expected, got) else [(prefix or "<value>", expected, got)]
