"""Comparing another implementation with debref, key by key (docs/PYTHON.md "Cross-checking").

`diff` lists the keys where two results differ, comparing rationals exactly whatever their form
(Fraction, int, "3/4", "0.75"); `assert_matches` raises an AssertionError that prints the
instance and a per-key table (key, expected, got). Only the keys the other implementation
returns (or the `keys` asked for) are compared, so an implementation of part of a family is
checked on that part.
"""
from fractions import Fraction
import json
import re

from .._convert import to_json

_RATIONAL = re.compile(r"-?[0-9]+(/[0-9]+|\.[0-9]+)?")


def _as_fraction(x):
    if isinstance(x, bool):
        return None
    if isinstance(x, (int, Fraction)):
        return Fraction(x)
    if isinstance(x, str) and _RATIONAL.fullmatch(x):
        return Fraction(x)
    return None


def _equal(expected, got):
    e, g = _as_fraction(expected), _as_fraction(got)
    if e is not None and g is not None:
        # A rational string only equals a number (or a rational string) exactly; two strings
        # such as bit strings "01" and "1" are compared as strings.
        if isinstance(expected, str) and isinstance(got, str):
            return expected == got or (("/" in expected or "/" in got) and e == g)
        return e == g
    if isinstance(got, float) or isinstance(expected, float):
        return False  # not exact: compare with a tolerance yourself (docs/PYTHON.md)
    return expected == got


def diff(expected, got, keys=None, prefix="", strict=False):
    """[(key, expected, got)] where `got` differs from `expected`: the keys of `got` (or
    `keys`, dotted paths such as "cost.vera"), recursively through dicts and lists. A key of
    `got` that `expected` lacks is skipped (an implementation may return more), or reported
    with strict=True."""
    if keys is not None:
        rows = []
        for key in keys:
            e, g = _lookup(expected, key), _lookup(got, key)
            if e is _MISSING:
                rows.append((key, "<absent in debref's result>", g))
            elif g is _MISSING:
                rows.append((key, e, "<missing>"))
            else:
                rows += diff(e, g, None, key, strict)
        return rows
    if isinstance(got, dict) and isinstance(expected, dict):
        rows = []
        for key, g in got.items():
            path = f"{prefix}.{key}" if prefix else str(key)
            if key not in expected:
                if strict:
                    rows.append((path, "<absent in debref's result>", g))
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
    return [] if _equal(expected, got) else [(prefix or "<value>", expected, got)]


_MISSING = object()


def _lookup(value, dotted):
    for part in dotted.split("."):
        if not isinstance(value, dict) or part not in value:
            return _MISSING
        value = value[part]
    return value


def _show(x, width=100):
    text = str(x) if isinstance(x, (str, Fraction, int)) else json.dumps(to_json(x, ""))
    return text if len(text) <= width else text[:width - 20] + f"... ({len(text)} chars)"


def report(rows, instance=None, title="mismatch with debref"):
    """The text assert_matches prints: the instance, then one line per differing key."""
    lines = [f"{title}: {len(rows)} key(s) differ"]
    if instance is not None:
        lines.append("instance: " + _show(instance, 2000))
    for key, e, g in rows:
        lines.append(f"  {key}:\n    expected {_show(e)}\n    got      {_show(g)}")
    return "\n".join(lines)


def assert_matches(expected, got, keys=None, instance=None, strict=False):
    """Raises AssertionError (instance and per-key diff) unless `got` equals debref's
    `expected` on the keys of `got` (or `keys`; strict: a key debref lacks is a mismatch)."""
    rows = diff(expected, got, keys, strict=strict)
    if rows:
        raise AssertionError(report(rows, instance))
