"""Cross-checking another implementation against debref (docs/PYTHON.md "Cross-checking").

- `strategies`: hypothesis strategies for valid inputs of each family;
- `assert_matches(expected, got, keys=None, instance=None)`: a per-key exact comparison;
- `check_vectors(family, function, keys=None)`: a function over debref's test vectors;
- `cross_check(function, reference, strategy, keys=None, max_examples=25)`: a function against
  the reference on generated instances (hypothesis; the failing instance is shrunk).
"""
from hypothesis import HealthCheck, given, settings

from . import strategies
from .compare import assert_matches, diff, report
from .vectors import check_vectors

__all__ = ["strategies", "assert_matches", "diff", "report", "check_vectors", "cross_check"]


def cross_check(function, reference, strategy, keys=None, max_examples=25):
    """Runs `function(instance)` and `reference(instance)` on instances drawn from `strategy`
    and asserts they agree (assert_matches) on the keys of function's result (or `keys`).
    Hypothesis shrinks a failing instance; the error prints it with the per-key diff."""

    @settings(max_examples=max_examples, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(strategy)
    def run(instance):
        assert_matches(reference(instance), function(instance), keys, instance)

    run()
