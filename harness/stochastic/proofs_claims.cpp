#include "harness/stochastic/proofs_claims.hpp"

#include "proofs/stochastic/catalogue.hpp"

namespace debref::proofs {

namespace {

/// The side conditions the built-in queries state (proofs/stochastic/catalogue.cpp).
const char* const kQueriedItems =
    "Lean Debate/Details.lean Params, bob_complete, bob_sound, completeness_p, soundness_p; "
    "Debate/Cost.lean; Comp/Oracle.lean Oracle.lipschitz";

}  // namespace

void register_checks(Registry& registry) {
  /// Every built-in query: UNSAT proves the claim, SAT is expected of its sanity twin.
  for (const Query& q : builtin_queries()) {
    registry.add({.id = q.id,
                  .family = "proofs",
                  .source = q.source,
                  .statement = q.statement,
                  .instances = "1 SMT query (" + q.logic + "), Z3",
                  .twin = q.twin(),
                  .run = [q] {
                    CheckResult r = query_result(q, solve(q, kDefaultTimeoutMs));
                    if (r.status == Status::Pass && !q.twin()) least_slack(q, r);
                    return r;
                  }});
  }
  /// Lean Comp/Oracle.lean Oracle.lipschitz: Z3 bisection against the exact Sturm-based K*.
  registry.add({.id = "proofs.lipschitz.least",
                .family = "proofs",
                .source = "Lean Comp/Oracle.lean Oracle.lipschitz; paper Def. 6.1",
                .statement = "the least K found by Z3 bisection (SAT below, UNSAT above) brackets "
                             "the exact K*",
                .instances = "3 t = 1 and 2 t = 2 oracles, tolerance 1/64",
                .twin = false,
                .run = least_lipschitz_check});
  /// Lean Prob/Chernoff.lean chernoff_estimate_abs_le: exact binomial tails, certified exp.
  registry.add(
      {.id = "proofs.chernoff",
       .family = "proofs",
       .source = "Lean Prob/Chernoff.lean chernoff_estimate_abs_le",
       .statement = "P(|estimate - p| >= e) <= 2 exp(-2 n e^2) (exact tail, certified exp)",
       .instances = "n in {1..100} (12 values) x p (9) x e (10)",
       .twin = false,
       .run = [] { return chernoff_check(Rational(2), false); }});
  /// Twin of proofs.chernoff: the factor 2 dropped.
  registry.add({.id = "proofs.twin.chernoff_without_2",
                .family = "proofs",
                .source = "Lean Prob/Chernoff.lean chernoff_estimate_abs_le (mutated)",
                .statement = "P(|estimate - p| >= e) <= exp(-2 n e^2) (factor 2 dropped) fails "
                             "somewhere",
                .instances = "the same grid",
                .twin = true,
                .run = [] { return chernoff_check(Rational(1), true); }});
  /// Lean Details.lean Params, Cost.lean vera_debate_cost: tuned Params, certified twice.
  registry.add({.id = "proofs.tuned_params",
                .family = "proofs",
                .source = "Lean Debate/Details.lean Params; Debate/Cost.lean vera_debate_cost",
                .statement = "tuned Params for (w, d, k) = (2/3, 3/5, 1) are certified valid "
                             "(exact and Z3) with Vera's samples at least 30x below "
                             "Params.defaults",
                .instances = "t in {0, 10, 100}",
                .twin = false,
                .run = [] { return tuned_check(false); }});
  /// Twin of proofs.tuned_params: b raised by 1% breaks Params.sound.
  registry.add({.id = "proofs.twin.tuned_params_b_raised",
                .family = "proofs",
                .source = "Lean Debate/Details.lean Params.sound (mutated Params)",
                .statement = "the tuned Params with b raised by 1% fail certification (exact and "
                             "Z3)",
                .instances = "t in {0, 10, 100}",
                .twin = true,
                .run = [] { return tuned_check(true); }});
  /// The built-in queries' side conditions, decided a second time by cvc5 on the emitted files.
  registry.add({.id = "proofs.cross_check.cvc5",
                .family = "proofs",
                .source = std::string(kQueriedItems) + " (--cross-check cvc5)",
                .statement = "Z3 and cvc5 agree on every emitted SMT-LIB file",
                .instances = "every built-in query, cvc5 --tlimit=10000 (2000 for noted queries)",
                .twin = false,
                .run = [] { return cross_check_check(false); }});
  /// Twin of proofs.cross_check.cvc5: one recorded Z3 verdict flipped.
  registry.add({.id = "proofs.twin.cross_check_flipped",
                .family = "proofs",
                .source = std::string(kQueriedItems) + " (--cross-check cvc5, mutated)",
                .statement = "a file whose recorded Z3 verdict is flipped is reported as a "
                             "disagreement",
                .instances = "one emitted file",
                .twin = true,
                .run = [] { return cross_check_check(true); }});
}

}  // namespace debref::proofs
