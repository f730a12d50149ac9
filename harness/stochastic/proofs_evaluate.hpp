// Source: Lean Debate/Details.lean Params, Comp/Oracle.lean Oracle.lipschitz, Prob/Chernoff.lean
// chernoff_estimate_abs_le. The evaluation of the `proofs.` checks (harness/stochastic/
// proofs_claims.cpp): one SMT query's outcome as a check result, the least Lipschitz constant by
// Z3 bisection, Chernoff on a grid, tuned Params, and the cvc5 cross-check of the emitted files.
#pragma once

#include <nlohmann/json.hpp>

#include "harness/core/check.hpp"
#include "proofs/query.hpp"

namespace debref::proofs {

/// Per-query Z3 time limit in the default suite (milliseconds).
inline constexpr unsigned kDefaultTimeoutMs = 20000;

/// The check result of one query's outcome: PASS when as expected (UNSAT for a claim, SAT for a
/// twin), UNKNOWN when undecided, FAIL otherwise (with the model as counterexample for a claim).
CheckResult query_result(const Query& query, const Outcome& outcome);

/// For a proved query with `below_margin`: its least slack by Z3, exact when the `slack_at`
/// point attains it or some point has slack 0, else bracketed by 16 bisection steps above 0;
/// records the (certified lower end) `min_slack` and the point or bracket in `tightest`.
void least_slack(const Query& query, CheckResult& result);

/// A model as JSON: {"name": "exact value", ...}.
nlohmann::json model_json(const Outcome& outcome);

/// The least K found by Z3 bisection brackets the exact least Lipschitz constant, on 5 oracles.
CheckResult least_lipschitz_check();

/// P(|estimate - p| >= e) <= factor exp(-2 n e^2) on a grid; a twin (factor 1) must fail.
CheckResult chernoff_check(const Rational& factor, bool twin);

/// Tuned Params certified valid with Vera's samples 30x below the defaults; the least slack is
/// the least of every field's margin (rhs - lhs) and the defaults' Vera samples / the tuned
/// ones - 30, over t, with the point (a `debref params --certify` replay) as `tightest`. The
/// twin raises b; its replay certifies the raised Params and shows the broken field's margin.
CheckResult tuned_check(bool twin);

/// Z3 and cvc5 agree on every emitted file; the twin flips one recorded Z3 verdict (replayed
/// with `debref proofs --cross-check cvc5 --recorded-z3`).
CheckResult cross_check_check(bool twin);

}  // namespace debref::proofs
