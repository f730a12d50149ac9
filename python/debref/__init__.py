"""debref from Python: the exact reference of the debate protocols (docs/PYTHON.md).

Every function takes Python values (Fraction, int, str, dict, list) and returns dicts whose
rationals are Fractions. Each runs debref's own C++ code (the `debref` command line in-process,
the judge, the vectors and the checks) through the extension debref._core, so results and error
messages are those of the command line; bad input raises debref.InputError (a ValueError)
naming the field and its allowed range.
"""
from fractions import Fraction
import json
import os
import tempfile

from . import _core
from ._convert import fraction, fractions, rational_text, to_json
from ._errors import InputError

__all__ = ["InputError", "Fraction", "fraction", "debate", "params", "lipschitz_constant", "det",
           "pe", "dqc", "feature", "judge", "vectors", "checks", "check", "run", "version", "commit"]

__version__ = _core.version()

# The keys whose string values are rationals, per family (docs/FORMATS.md); everything below a
# "parent" key is rational.
_STOCHASTIC = ({"honest_value", "completeness_value", "soundness_value", "final_prob", "k", "d",
                "w", "lower", "upper"}, {"probs", "cost", "params"})
_DET = ({"honest_value", "completeness_value", "soundness_value", "P(M(x,w)=1)", "d_complete",
         "d_sound", "k", "k_least", "w_complete", "w_sound"}, {"probs", "params"})
_PE = ({"g", "supremum", "rho_eps", "witness_gap", "witness", "eps", "rho", "r", "bound",
        "truthful_estimator_payoff", "liar_best_payoff_vs_truthful_B", "believing_B_liar_payoff",
        "estimator_payoff", "honest_guarantee", "naive_liar_win", "pe_bound", "pe_liar_payoff",
        "initial", "oracle"}, set())
_FEATURE = ({"error", "expected_error", "f_down_up", "f_up_down", "optimal_answers", "prior",
             "truth"}, set())
_JUDGE = ({"p_true", "expected_p_true", "payoff", "expected_payoff"}, set())


def version():
    """debref's version (as `debref --version`)."""
    return _core.version()


def commit():
    """The git commit debref was built from (as `debref --version`; "-dirty" when its tracked
    files differed, "unknown" outside git): the "commit" of every JSON output's "debref"."""
    return _core.commit()


def _raise_input_error(err, command=None):
    """InputError from a command line message "debref COMMAND: FIELD: ..." (or a C++
    InputError's "FIELD: ...")."""
    if command is not None:
        err = f"debref {command}: {err}"
    line = err.strip().splitlines()[0] if err.strip() else "input error"
    if line.startswith("debref ") and ": " in line:
        line = line.split(": ", 1)[1]
    field = _core.named_field(err) or None
    raise InputError(line, field=field) from None


def run(*args):
    """`debref ARGS...` in-process: (exit code, stdout, stderr), nothing raised."""
    return _core.run_cli([str(a) for a in args])


def _command(args, files, conversion):
    """Runs `debref ARGS --json` with `files` (flag -> JSON value or path) written to a
    temporary folder; returns the JSON result with rationals as Fractions."""
    with tempfile.TemporaryDirectory(prefix="debref-") as folder:
        argv = list(args)
        for flag, value in files.items():
            if value is None:
                continue
            if isinstance(value, os.PathLike):
                path = os.fspath(value)
            else:
                name = flag.strip("-") or "document"
                path = os.path.join(folder, name + ".json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(to_json(value, name if flag else ""), f)
            argv += [flag, path] if flag else [path]
        code, out, err = _core.run_cli(argv + ["--json"])
    if code == 2:
        _raise_input_error(err)
    try:
        result = json.loads(out)
    except json.JSONDecodeError:
        raise RuntimeError(f"debref {args[0]} exited with {code}: {err.strip()}") from None
    return fractions(result, *conversion)


def _flag(argv, flag, value, field):
    if value is not None:
        argv += [flag, rational_text(value, field)]


def debate(oracle, params, *, k=None, protocol_overrides=None, max_t=None, max_samples=None):
    """The stochastic debate (Lean Debate/Protocol.lean) on one oracle and Params, exactly:
    honest_value, completeness_value (min over every Bob), soundness_value (sup over every
    Alice of P(true)), soundness_attained, cost {alice, bob, vera} (Lean Comp.cost), samples,
    final_prob and params_fields. `params` is {"c","s","b","q","v"} or "defaults" with `k`
    (Lean Params.defaults k t). `protocol_overrides` {"alice_samples", "bob_radius",
    "vera_radius"} (or the vectors' list of flags) replays a mutated protocol (`debref
    explore`)."""
    argv = ["debate", "--exact"]
    files = {"--oracle": oracle}
    if isinstance(params, str) and params == "defaults":
        argv += ["--params", "defaults"]
        _flag(argv, "--k", k, "k")
    else:
        files["--params"] = params
        _flag(argv, "--k", k, "k")
    if isinstance(protocol_overrides, (list, tuple)):  # the vectors' form: flags and values
        protocol_overrides = dict(zip(
            (str(f).removeprefix("--").replace("-", "_") for f in protocol_overrides[::2]),
            protocol_overrides[1::2]))
    for key, value in (protocol_overrides or {}).items():
        if key not in ("alice_samples", "bob_radius", "vera_radius"):
            raise InputError(f"protocol_overrides.{key}: unknown field (alice_samples, "
                             "bob_radius, vera_radius)", field=f"protocol_overrides.{key}")
        _flag(argv, "--" + key.replace("_", "-"), value, f"protocol_overrides.{key}")
    _flag(argv, "--max-t", max_t, "max_t")
    _flag(argv, "--max-samples", max_samples, "max_samples")
    return _command(argv, files, _STOCHASTIC)


def params(k, t, *, w=None, d=None, tune=None):
    """Lean Params.defaults k t ("defaults": params, fields, samples) and, with tune="vera" or
    "total", certified tuned Params ("tuned")."""
    argv = ["params"]
    _flag(argv, "--k", k, "k")
    _flag(argv, "--t", t, "t")
    _flag(argv, "--w", w, "w")
    _flag(argv, "--d", d, "d")
    if tune is not None:
        argv += ["--tune", str(tune)]
    return _command(argv, {}, _STOCHASTIC)


def lipschitz_constant(oracle, tolerance=Fraction(1, 10**6)):
    """Lean Oracle.lipschitz: the least Lipschitz constant K* of an oracle with t <= 2, as
    {"lower", "upper", "exact", "how"}; lower == upper == K* when exact, otherwise an enclosure
    of width <= tolerance."""
    lower, upper, exact, how = _core.lipschitz_constant(
        json.dumps(to_json(oracle, "oracle")), rational_text(tolerance, "tolerance"))
    return {"lower": Fraction(lower), "upper": Fraction(upper), "exact": exact, "how": how}


def det(machine=None, *, protocol="bisection", drop=None):
    """A deterministic debate of seed 001 (bisection, crossexam, witness, stochastic-witness) on
    one machine (docs/FORMATS.md "Machine"; None: the built-in example): the exact game outcome
    (minimax), V's costs and, for stochastic-witness, the Lean debate values per witness."""
    argv = ["det", "--protocol", str(protocol)]
    if drop is not None:
        argv += ["--drop", str(drop)]
    return _command(argv, {"--machine": machine}, _DET)


def pe(decomposition=None, *, estimator=None, eps=None, rho=None, r=None, rule=None,
       stability=False, obfuscation=False, max_boxes=None):
    """Prover-estimator debate (seed 000) on a decomposition: g at every node, (eps, rho)-
    stability (Def. 5.3) with its witness, the completeness and soundness payoffs; with an
    estimator, its payoffs; obfuscation=True: the Sec. 7 table."""
    argv = ["pe"]
    _flag(argv, "--eps", eps, "eps")
    _flag(argv, "--rho", rho, "rho")
    _flag(argv, "--r", r, "r")
    if rule is not None:
        argv += ["--rule", str(rule)]
    if stability:
        argv.append("--stability")
    if obfuscation:
        argv.append("--obfuscation")
    _flag(argv, "--max-boxes", max_boxes, "max_boxes")
    return _command(argv, {"--decomposition": decomposition, "--estimator": estimator}, _PE)


def dqc(truth_table, *, max_l=None, method=None, kw_formula_of=None, early_bits=None,
        timeout_ms=None, sat_solver=None, owner_cubes=False, jobs=None, early_bits_from=None):
    """The exact debate query complexity (seed 002 Def. 1) of a Boolean function given by its
    truth table (2^n characters, x_1 the most significant bit of the index), with the optimal
    verifier, the provers' strategies and the bounds of seed 002. With 32 characters (n = 5):
    the frontier's bounds {"functions": [row]} (docs/DQC.md); `early_bits` S searches an open row
    for a depth-4 verifier with at most S early bits (docs/DQC.md "Early bits"), decided by
    `sat_solver` "cadical" (the default) or "z3"; `owner_cubes` decides each level as one query
    per assignment of the bits' owners, `jobs` of them at once (docs/DQC.md "Owner cubes");
    `early_bits_from` F decides only the levels F..S (a search resumed)."""
    argv = ["dqc", "--truth-table", str(truth_table)]
    _flag(argv, "--max-l", max_l, "max_l")
    _flag(argv, "--early-bits", early_bits, "early_bits")
    _flag(argv, "--early-bits-from", early_bits_from, "early_bits_from")
    _flag(argv, "--timeout-ms", timeout_ms, "timeout_ms")
    if sat_solver is not None:
        argv += ["--sat-solver", str(sat_solver)]
    if owner_cubes:
        argv.append("--owner-cubes")
    _flag(argv, "--jobs", jobs, "jobs")
    if method is not None:
        argv += ["--method", str(method)]
    if kw_formula_of is not None:
        argv += ["--kw-formula-of", str(kw_formula_of)]
    return _command(argv, {}, (set(), set()))


def feature(env, question, rounds, *, world=None):
    """The feature debate (seed 004) with `rounds` rounds: per world, the truth, the exact
    minimax answers f_up_down / f_down_up, the error and the optimal arguments (0-based feature
    indices, -1 a pass); `world` (value indices, feature 1 first, a list) selects one world."""
    argv = ["feature"]
    _flag(argv, "--rounds", rounds, "rounds")
    if world is not None:
        if not isinstance(world, (list, tuple)):
            raise InputError("world: a list of value indices, feature 1 first, e.g. [1, 0] "
                             "(docs/FORMATS.md \"Conventions\")", field="world")
        argv += ["--world", ",".join(rational_text(v, "world") for v in world)]
    return _command(argv, {"--env": env, "--question": question}, _FEATURE)


def judge(document):
    """`debref judge`: judges a transcript or strategy tables of another implementation
    (docs/FORMATS.md "debref judge"); returns the verdict, with the exact outcome as Fractions
    ("expected_outcome": {"p_true" or "payoff", ...}) when tables are given."""
    return _command(["judge"], {"": document}, _JUDGE)


_VECTORS = None


def vectors(family=None):
    """debref's test vectors (docs/VECTORS.md) as Python objects, exactly as `debref vectors`
    writes them (rationals stay strings; debref.fraction converts one): {family: file} or,
    given a family, its file {"family", "schema_version", "debref", "command", "vectors": [...]}."""
    global _VECTORS
    if _VECTORS is None:
        _VECTORS = {name[:-len(".json")]: json.loads(text) for name, text in _core.all_vectors()}
    if family is None:
        return _VECTORS
    if family not in _VECTORS:
        raise InputError(f"family: one of {', '.join(sorted(_VECTORS))}", field="family")
    return _VECTORS[family]


def checks():
    """The checks of `debref check`: [{"id", "family", "source", "statement", "instance_space",
    "twin"}] (as `debref check --list --json`)."""
    return _core.checks()


def check(id, *, time_limit=None):
    """Runs the check `id` (debref.checks() lists them): {"id", "status" ("PASS", "FAIL" or
    "UNKNOWN"), "instances", "seconds", "counterexample" (a dict or None), "detail"}."""
    if time_limit is not None and (isinstance(time_limit, bool) or time_limit <= 0):
        raise InputError("time_limit: seconds > 0", field="time_limit")
    try:
        status, instances, seconds, counterexample, detail = _core.run_check(
            str(id), None if time_limit is None else float(time_limit))
    except _core.InputError as e:
        _raise_input_error(str(e), "check")
    return {"id": id, "status": status, "instances": instances, "seconds": seconds,
            "counterexample": json.loads(counterexample) if counterexample else None,
            "detail": detail}
