"""Running another implementation over debref's test vectors (docs/VECTORS.md), one family at
a time, comparing only the keys it implements."""
import debref

from .compare import diff, report


def check_vectors(family, function, keys=None, ids=None, invalid="skip"):
    """Calls `function(vector["input"])` for each vector of `family` with expected outputs and
    compares its result with `expected` on the keys the result has (or `keys`). With
    invalid="raise", a vector with an expected error must make `function` raise. `function` may
    return None for an input it does not implement (skipped). Returns the number of vectors
    compared; raises AssertionError listing every mismatch (vector id,
    comment, input and per-key diff)."""
    failures, compared = [], 0
    for v in debref.vectors(family)["vectors"]:
        if ids is not None and v["id"] not in ids:
            continue
        if "expected" not in v:
            if invalid == "raise":
                try:
                    function(v["input"])
                except Exception:  # noqa: BLE001 - any refusal is a refusal
                    compared += 1
                    continue
                failures.append(report([("<error>", v["expected_error"], "no exception")],
                                       v["input"], f"{family} vector {v['id']} ({v['comment']})"))
            continue
        got = function(v["input"])
        if got is None:
            continue
        compared += 1
        rows = diff(v["expected"], got, keys)
        if rows:
            failures.append(report(rows, v["input"], f"{family} vector {v['id']} ({v['comment']})"))
    if failures:
        raise AssertionError(f"{len(failures)} of {compared} {family} vectors differ\n" +
                             "\n".join(failures))
    return compared
