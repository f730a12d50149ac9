"""debref.testing: the per-key diff, the vector runner and the strategies (every drawn instance
is accepted by debref)."""
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
import pytest

import debref
from debref.testing import assert_matches, check_vectors, diff, strategies

FEW = settings(max_examples=8, deadline=None, database=None,
               suppress_health_check=[HealthCheck.too_slow])


def test_diff_compares_rationals_exactly_in_any_form():
    expected = {"a": "3/4", "b": {"c": "1"}, "bits": "01", "n": 5}
    assert diff(expected, {"a": Fraction(3, 4), "b": {"c": 1}, "bits": "01", "n": 5}) == []
    assert diff(expected, {"a": "0.75"}) == []
    assert diff(expected, {"bits": "1"}) == [("bits", "01", "1")]
    assert diff(expected, {"a": 0.75}) == [("a", "3/4", 0.75)]  # floats are never exact
    assert diff(expected, {"b": {"c": Fraction(1, 2)}}) == [("b.c", "1", Fraction(1, 2))]
    assert diff(expected, {"zzz": 1}) == []
    assert diff(expected, {"zzz": 1}, strict=True) == [("zzz", "<absent in debref's result>", 1)]
    assert diff(expected, {}, keys=["a", "b.c"]) == [("a", "3/4", "<missing>"),
                                                    ("b.c", "1", "<missing>")]


def test_assert_matches_prints_instance_and_key_expected_got():
    with pytest.raises(AssertionError) as error:
        assert_matches({"x": "1/3", "y": "2"}, {"x": Fraction(1, 2), "y": 2}, instance={"i": 7})
    text = str(error.value)
    assert "1 key(s) differ" in text and '{"i": 7}' in text
    assert "x:" in text and "expected 1/3" in text and "got      1/2" in text


def test_check_vectors_reports_every_mismatching_vector():
    def wrong(inp):  # dqc of every function is 0: wrong except for constants
        return {"dqc": 0, "n": len(inp["truth_table"]).bit_length() - 1}

    with pytest.raises(AssertionError) as error:
        check_vectors("dqc", wrong)
    text = str(error.value)
    assert "dqc vector 2" in text and "dqc:\n    expected 1\n    got      0" in text


def test_check_vectors_skips_what_an_implementation_does_not_cover():
    assert check_vectors("dqc", lambda inp: None) == 0


@FEW
@given(strategies.oracles(max_t=1), strategies.params())
def test_oracles_and_params_are_valid(oracle, params):
    r = debref.debate(oracle, params)
    assert 0 <= r["completeness_value"] <= r["honest_value"] <= r["soundness_value"] <= 1


@FEW
@given(strategies.machines())
def test_machines_are_valid(machine):
    assert "minimax_a_wins" in debref.det(machine)


@FEW
@given(strategies.truth_tables(max_n=2))
def test_truth_tables_are_valid(table):
    assert debref.dqc(table)["truth_table"] == table


@FEW
@given(strategies.decompositions(max_depth=1))
def test_decompositions_are_valid(decomposition):
    assert debref.pe(decomposition)["nodes"]


@FEW
@given(strategies.feature_instances())
def test_feature_instances_are_valid(instance):
    env, question, rounds, world = instance
    r = debref.feature(env, question, rounds, world=world)
    assert 0 <= r["error"] <= 1
