"""Python values to debref's JSON inputs, and debref's JSON results to Python values.

Rationals cross as debref prints and reads them ("3/4", exact decimals "0.75", integers); a
float is refused (it is not exact): inside a JSON input by debref itself, as a JSON float. Only the keys a family documents as
rationals (docs/FORMATS.md) become Fractions; bit strings, paths and tables stay strings.
"""
from decimal import Decimal
from fractions import Fraction
import re

from ._errors import InputError

_RATIONAL = re.compile(r"-?[0-9]+(/[0-9]+|\.[0-9]+)?")


def rational_text(value, field):
    """A scalar rational as debref's command line reads it."""
    if isinstance(value, bool) or isinstance(value, float):
        raise InputError(f"{field}: {value!r} is not an exact rational; pass a Fraction, an int "
                         "or a string such as \"3/4\"", field=field)
    if isinstance(value, (Fraction, int, Decimal)):
        return str(value)
    if isinstance(value, str):
        return value
    raise InputError(f"{field}: expected a Fraction, int or str, got {type(value).__name__}",
                     field=field)


def to_json(value, field):
    """A JSON-ready copy of `value` (dicts, lists, tuples, Fractions, ints, strs, bools, None)."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, float):
        return value  # a JSON float: debref refuses it naming the field, as on the command line
    if isinstance(value, int):
        return value
    if isinstance(value, (Fraction, Decimal)):
        return str(value)
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise InputError(f"{field}: key {k!r} is not a string", field=field)
            out[k] = to_json(v, f"{field}.{k}" if field else k)
        return out
    if isinstance(value, (list, tuple)):
        return [to_json(v, f"{field}[{i}]") for i, v in enumerate(value)]
    raise InputError(f"{field}: {type(value).__name__} is not a JSON value", field=field)


def fraction(text):
    """A rational as debref prints it ("3/4", "0.75", "-2") as a Fraction."""
    if isinstance(text, Fraction):
        return text
    if isinstance(text, int) and not isinstance(text, bool):
        return Fraction(text)
    if not isinstance(text, str) or not _RATIONAL.fullmatch(text):
        raise InputError(f"value: {text!r} is not a rational as debref prints it", field="value")
    return Fraction(text)


def fractions(value, keys, parents=frozenset(), below=False):
    """`value` with the rational strings at `keys` (or anywhere below a key in `parents`) as
    Fractions; every other value unchanged. A list at such a key converts each element."""
    if isinstance(value, dict):
        return {k: _item(v, keys, parents, below or k in parents, below or k in keys)
                for k, v in value.items()}
    if isinstance(value, list):
        return [fractions(v, keys, parents, below) for v in value]
    return value


def _item(value, keys, parents, below, hit):
    if isinstance(value, str):
        return Fraction(value) if (hit or below) and _RATIONAL.fullmatch(value) else value
    if isinstance(value, list):
        return [_item(v, keys, parents, below, hit) for v in value]
    return fractions(value, keys, parents, below)
