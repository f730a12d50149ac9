"""Every family's function on debref's own test vectors, the errors of the Invalid vectors, and
the other entry points (judge, vectors, checks)."""
from fractions import Fraction
import json
from pathlib import Path

import pytest

import debref
from debref.testing import check_vectors, diff

ROOT = Path(__file__).resolve().parents[2]
FUNCTIONS = {"stochastic": debref.debate, "det": debref.det, "pe": debref.pe, "dqc": debref.dqc,
             "feature": debref.feature}


def _lipschitz(inp):
    if "tolerance" not in inp:
        return None  # the Z3 decision of `debref proofs --oracle --k`, not bound as a function
    return {"exact": debref.lipschitz_constant(inp["oracle"], inp["tolerance"])}


@pytest.mark.parametrize("family", sorted(FUNCTIONS))
def test_vectors_reproduced(family):
    function = FUNCTIONS[family]
    assert check_vectors(family, lambda inp: function(**inp)) >= 4


def test_proofs_vectors_least_lipschitz():
    assert check_vectors("proofs", _lipschitz, keys=["exact.lower", "exact.upper"]) == 2


@pytest.mark.parametrize("family", sorted(FUNCTIONS))
def test_invalid_vectors_raise_input_error_naming_the_field(family):
    function = FUNCTIONS[family]
    invalid = [v for v in debref.vectors(family)["vectors"] if "expected_error" in v]
    assert invalid
    for v in invalid:
        with pytest.raises(debref.InputError) as error:
            function(**v["input"])
        assert isinstance(error.value, ValueError)
        assert error.value.field == v["expected_error"]["field"], str(error.value)


def test_vectors_are_the_committed_files():
    for family, content in debref.vectors().items():
        committed = json.loads((ROOT / "tests" / "vectors" / f"{family}.json").read_text())
        assert content == committed, family


def test_debate_returns_fractions():
    oracle = {"t": 1, "probs": {"": Fraction(1, 2), "0": Fraction(1, 4), "1": "3/4"}}
    params = {"c": Fraction(1, 10), "s": "1/5", "b": "0.3", "q": Fraction(1, 4), "v": "1/8"}
    r = debref.debate(oracle, params)
    for key in ("honest_value", "completeness_value", "soundness_value", "final_prob"):
        assert isinstance(r[key], Fraction), key
    assert r["final_prob"] == Fraction(1, 2)
    assert r["completeness_value"] <= r["honest_value"] <= r["soundness_value"]
    assert all(isinstance(x, Fraction) for x in r["cost"].values())
    assert r["samples"] == {"alice": 104, "bob": 416, "vera": 555}
    assert r["params"]["b"] == Fraction(3, 10)


def test_params_defaults_and_tuned():
    r = debref.params(1, 0)
    assert r["defaults"]["params"] == {"b": Fraction(1, 20), "c": Fraction(1, 100),
                                       "q": Fraction(1, 100), "s": Fraction(1, 50),
                                       "v": Fraction(1, 100)}
    assert r["defaults"]["samples"] == {"alice": 26492, "bob": 11775, "total_bound": 144234,
                                        "vera": 105967}
    tuned = debref.params(1, 0, tune="total")["tuned"]
    assert tuned["certified"] and tuned["samples"]["total_bound"] == 59322
    assert tuned["params"]["c"] == Fraction(7331, 500000)


def test_defaults_params_need_k():
    with pytest.raises(debref.InputError) as error:
        debref.debate({"t": 0, "probs": {"": 1}}, "defaults")
    assert error.value.field == "--k"


def test_least_lipschitz_constant():
    oracle = {"t": 1, "probs": {"": "1/2", "0": "1/4", "1": "3/4"}}
    k = debref.lipschitz_constant(oracle)
    assert k["exact"] and k["lower"] == k["upper"] == Fraction(3, 2)


def test_det_game_outcome():
    r = debref.det()
    assert r["M(x)"] is True and r["minimax_a_wins"] is True
    assert r["machine"]["query"]["oracle_table"] == "0110"  # a bit string stays a string


def test_pe_payoffs_and_stability():
    d = {"truth_table": "0001", "children": [{"oracle": Fraction(9, 10)}, {"oracle": 1}]}
    r = debref.pe(d)
    root = r["nodes"][0]
    assert root["g"] == Fraction(9, 10) and root["stable"] is False and root["truth_table"] == "0001"
    assert r["soundness"]["liar_best_payoff_vs_truthful_B"] == Fraction(1, 64000)


def test_dqc_of_a_truth_table():
    r = debref.dqc("0110")  # XOR of 2: DQC 2
    assert r["dqc"] == 2 and r["truth_table"] == "0110"


def test_dqc_early_bits_at_n5():
    # The frontier leaves this function at [4, 5]; a verifier with one early bit has depth 4.
    f = "11010011111101010100010001110100"
    assert debref.dqc(f)["functions"][0]["dqc"] is None
    for solver in ("cadical", "z3"):
        row = debref.dqc(f, early_bits=1, sat_solver=solver)["functions"][0]
        assert row["dqc"] == 4 and row["early_bits"]["verifier_valid"] is True
        assert row["early_bits"]["solver"] == solver
    with pytest.raises(debref.InputError):
        debref.dqc(f, early_bits=9)
    with pytest.raises(debref.InputError):
        debref.dqc(f, early_bits=1, sat_solver="minisat")
    cubes = debref.dqc(f, early_bits=1, owner_cubes=True, jobs=2)["functions"][0]
    assert cubes["dqc"] == 4 and cubes["early_bits"]["levels"][0]["queries"] >= 1
    with pytest.raises(debref.InputError):
        debref.dqc(f, early_bits=1, jobs=2)
    assert cubes["early_bits"]["bound"] == 5 and cubes["early_bits"]["complete"] is False
    resumed = debref.dqc(f, early_bits=2, early_bits_from=2)["functions"][0]["early_bits"]
    assert resumed["from"] == 2 and resumed["refuted_up_to"] == 0
    with pytest.raises(debref.InputError):
        debref.dqc(f, early_bits=1, early_bits_from=2)


def test_feature_values():
    env = {"features": [{"values": 2}, {"values": 2}], "prior": "uniform"}
    r = debref.feature(env, {"kind": "xor"}, 1, world=[1, 0])
    assert r["f_up_down"] == r["f_down_up"] == Fraction(1, 2) and r["truth"] == 1
    every = debref.feature(env, {"kind": "xor"}, 2)
    assert len(every["worlds"]) == 4 and every["error"] == 0


def test_judge_strategy_tables_exact_outcome():
    oracle = {"t": 0, "probs": {"": Fraction(1, 2)}}
    params = {"c": "1/10", "s": "1/5", "b": "3/10", "q": "1/4", "v": "1/8"}
    doc = {"family": "stochastic", "oracle": oracle, "params": params, "alice": {"": "1/2"}}
    p_true = debref.judge(doc)["expected_outcome"]["p_true"]
    assert isinstance(p_true, Fraction) and 0 < p_true < 1
    assert len(str(p_true)) > 512  # longer than the schemas' former cap of 512 characters
    # Every value debref prints is accepted back: its own exact p_true as expected_p_true.
    back = debref.judge(dict(doc, expected_p_true=p_true))["expected_outcome"]
    assert back["agrees"] is True and back["p_true"] == p_true
    certain = dict(doc, oracle={"t": 0, "probs": {"": 1}}, alice={"": 1})
    small = debref.judge(certain)["expected_outcome"]
    again = debref.judge(dict(certain, expected_p_true=small["p_true"]))
    assert again["expected_outcome"]["agrees"] is True


def test_judge_refuses_bad_document_with_field():
    for bad in ({"family": "nonsense"}, {"family": 3}, {"family": "dqc", "truth_table": "01x"}):
        with pytest.raises(debref.InputError) as error:
            debref.judge(bad)
        assert error.value.field


@pytest.mark.parametrize("value", [0.5, True, object()])
def test_inexact_or_foreign_values_are_refused(value):
    oracle = {"t": 0, "probs": {"": value}}
    with pytest.raises(debref.InputError) as error:
        debref.debate(oracle, {"c": "1/10", "s": "1/5", "b": "3/10", "q": "1/4", "v": "1/8"})
    assert "probs" in str(error.value)


def test_bad_oracle_names_the_field():
    with pytest.raises(debref.InputError) as error:
        debref.debate({"t": 0, "probs": {"": "3/2"}},
                      {"c": "1/10", "s": "1/5", "b": "3/10", "q": "1/4", "v": "1/8"})
    assert error.value.field is not None and "probs" in error.value.field


def test_checks_and_one_check_by_id():
    ids = [c["id"] for c in debref.checks()]
    assert len(ids) >= 134 and len(set(ids)) == len(ids)
    r = debref.check("stochastic.params.defaults_valid")
    assert r["status"] == "PASS" and r["instances"] >= 1
    with pytest.raises(debref.InputError) as error:
        debref.check("no.such.check")
    assert error.value.field == "id"


def test_fraction_reads_what_debref_prints():
    assert debref.fraction("3/4") == Fraction(3, 4) == debref.fraction("0.75")
    with pytest.raises(debref.InputError):
        debref.fraction("1e5")


def test_version():
    assert debref.version() == debref.__version__
    code, out, err = debref.run("--version")
    assert code == 0 and out == f"debref {debref.version()} (commit {debref.commit()})\n"


def test_every_json_output_carries_the_build_and_schema_version():
    identity = {"version": debref.version(), "commit": debref.commit()}
    for args in (["check", "--list", "--json"], ["proofs", "--list", "--json"],
                 ["explore", "--list", "--json"], ["validate", "--list", "--json"],
                 ["dqc", "--truth-table", "0110", "--json"]):
        code, out, err = debref.run(*args)
        document = json.loads(out)
        assert code == 0 and document["debref"] == identity, args
        assert document["schema_version"] == 2, args  # docs/FORMATS.md "Versions"
    listed = json.loads(debref.run("check", "--list", "--json")[1])["checks"]
    assert all(isinstance(c["instance_space"], str) and "instances" not in c for c in listed)


def test_diff_finds_nothing_between_debref_and_itself():
    r = debref.dqc("0110")
    assert diff(r, r) == []


def test_judge_reads_the_world_as_feature_prints_it():
    doc = json.loads((ROOT / "tests" / "fuzz" / "judge" / "feature-xor.json").read_text())
    verdict = debref.judge(doc)
    printed = debref.feature(doc["env"], doc["question"], doc["rounds"], world=doc["world"])
    again = debref.judge(dict(doc, world=printed["world"]))  # [1, 0]
    assert printed["world"] == [1, 0] and again == verdict
    with pytest.raises(debref.InputError) as error:  # the --world flag's form is not an input's
        debref.judge(dict(doc, world="1,0"))
    assert "JSON array of value indices" in str(error.value)
    with pytest.raises(debref.InputError) as error:
        debref.judge(dict(doc, world=[1, 2]))
    assert "world[1]" in str(error.value)
