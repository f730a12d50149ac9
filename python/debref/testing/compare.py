"""Comparing another implementation with debref, key by key (docs/PYTHON.md "Cross-checking").

`diff` lists the keys where two results differ, comparing rationals exactly whatever their form
(Fraction, int, "3/4", "0.75"); `assert_matches` raises an AssertionError that prints the
instance and a per-key table (key, expected, got). Only the keys the other implementation
returns (or the `keys` asked for) are compared, so an implementation of part of a family is
checked on that part.
"""
from fractions import Fraction
import json

from .._convert import to_json
from .keys import diff  # noqa: F401 - part of this module's interface


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
