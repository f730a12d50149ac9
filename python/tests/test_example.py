"""The example of docs/PYTHON.md: a small pure-Python implementation of the stochastic debate
(example_debate.py) cross-checked against debref, on the vectors and on generated instances."""
from fractions import Fraction

from hypothesis import strategies as st
import pytest

import debref
from debref.testing import assert_matches, check_vectors, cross_check, strategies
import example_debate

KEYS = ["honest_value", "final_prob", "samples"]


def mine(inp):
    if "protocol_overrides" in inp or inp["params"] == "defaults":
        return None  # not implemented here
    return example_debate.debate(inp["oracle"], inp["params"])


def test_example_on_the_vectors():
    assert check_vectors("stochastic", mine) >= 7


def test_example_on_generated_instances():
    instances = st.tuples(strategies.oracles(max_t=1), strategies.params())
    cross_check(lambda i: example_debate.debate(*i), lambda i: debref.debate(*i), instances,
                max_examples=10)


def test_a_wrong_implementation_is_caught_with_a_per_key_diff():
    def off_by_one(oracle, params):  # a tiny error in one key
        r = example_debate.debate(oracle, params)
        r["honest_value"] += Fraction(1, 10**9)
        return r

    oracle = {"t": 0, "probs": {"": Fraction(1, 2)}}
    with pytest.raises(AssertionError) as error:
        assert_matches(debref.debate(oracle, strategies.EXAMPLE_PARAMS),
                       off_by_one(oracle, strategies.EXAMPLE_PARAMS), keys=KEYS, instance=oracle)
    assert "honest_value:" in str(error.value)
