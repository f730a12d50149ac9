// Source: Lean Debate/Details.lean, Debate/Correct.lean, Debate/Cost.lean. The evaluation of each
// stochastic claim (harness/stochastic/claims.cpp) on its instance space: exact values from the
// solver cache, certified enclosures where a logarithm or an irrational constant enters.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "harness/core/claim.hpp"
#include "reference/stochastic/paper_cost.hpp"
#include "reference/stochastic/paper_fig2.hpp"
#include "reference/stochastic/paper_fig2_exact.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

/// Lean Params.defaults: every field of Params (2/3) (3/5) k t on the k x t grid; with
/// `b_raised` the mutated defaults b = 6/(100k).
ClaimOutcome defaults_fields(bool b_raised);

/// Lean Params and Params.defaults written out in the claim
/// (harness/stochastic/evaluate_params.cpp): all_fields and Params::defaults agree with them at d
/// on the complete / sound thresholds and just above, and at Params on the field boundaries;
/// `steps_t` is the twin's q t for q (t+1).
ClaimOutcome params_fields_as_stated(bool steps_t);

/// The solver against the literal Lean protocol (evaluate_literal.cpp): honest P(true) and costs,
/// the optimal Bob and Alice replayed; `vera_widened` runs the literal Vera with (c, b) (twin).
ClaimOutcome solver_matches_literal(bool vera_widened);

/// The soundness step over the band of claims (claim_band) against the full sweep
/// (evaluate_band.cpp), exact and certified; `radius_dropped` is the twin's band x +- t (the
/// bound kept).
ClaimOutcome solver_band(bool radius_dropped);

/// Lean completeness': (1-v)(final - k c - (1-(1-q)^(t+1))) <= min over Bob of P(true).
ClaimOutcome completeness_prime_bound();

/// Lean completeness_p with w = final and d the largest valid d.
ClaimOutcome completeness_p_bound();

/// Lean soundness': (1-v)(1-q)^(t+1)(final(false) - k b) <= min over Alice of P(false).
ClaimOutcome soundness_prime_bound();

/// Lean soundness_p with w = final(false) and d the largest valid d.
ClaimOutcome soundness_p_bound();

/// Lean correctness with Params.defaults (w = 2/3, d = 3/5) on every default instance with t <= 2
/// (harness/stochastic/evaluate_defaults.cpp), certified at 128 bits with an exact fallback; the
/// slack is the certified lower end. `w_true` below 2/3 is the twin (completeness claimed where
/// final is only w_true), which stops at its first violation.
ClaimOutcome correctness_defaults(const Rational& w_true = Rational(2, 3));

/// Lean completeness_p / soundness_p with Lean's own Params.defaults k t (w = final, d the largest
/// valid d), on the same instances as correctness_defaults.
ClaimOutcome defaults_completeness_p();
ClaimOutcome defaults_soundness_p();

/// Twins: Vera's radius narrowed to 10^-6 (completeness_p must fail); Bob never rejects
/// (soundness_p must fail); both with Params.defaults.
ClaimOutcome defaults_vera_rejects();
ClaimOutcome defaults_bob_never_rejects();

/// seed 001 Def. 6.1 (strict, O' != O) beside Lean's Oracle.lipschitz at K* and K* +- 1/1000 on
/// the instances with an exact K* (evaluate_def6_1.cpp); `same_oracle_included` is the literal
/// reading with O' = O allowed (the twin: never satisfied).
ClaimOutcome def6_1_strict(bool same_oracle_included);

/// Lean alice/bob/vera_debate_cost under honest play; with `steps_miscounted` Alice's bound
/// counts t steps instead of t+1 (the twin).
ClaimOutcome honest_cost(bool steps_miscounted);

/// Lean alice/bob/vera_debate_cost against the worst opponents, exactly (evaluate_costs.cpp);
/// with `bob_steps_miscounted` Bob's bound counts t steps instead of t+1 (the twin).
ClaimOutcome worst_opponent_cost(bool bob_steps_miscounted);

/// Lean alice_fast, bob_fast, vera_fast: samples <= constant k^2 log(200(t+1)) + 1 (without the
/// log when `with_log_t` is false), decided with certified log enclosures.
ClaimOutcome fast_cost(const Rational& constant, bool with_log_t,
                       std::uint64_t SampleCounts::*agent);

/// Twin: Vera accepts claims within b instead of (c+s)/2; soundness_p must fail.
ClaimOutcome vera_widened();

/// A mutation of seed 001 Fig. 2's radii (a twin): B's abort radius 1/(2d) written 1/2 (the d
/// dropped), or V's test radius 1/(4d) written 1/(4d^2).
struct PaperMutation {
  bool abort_without_d = false, test_d_squared = false;
  bool twin() const { return abort_without_d || test_d_squared; }
  void apply(PaperConstants& c) const;
  /// The `debref debate --params paper` flags replaying it (c already mutated).
  std::string flags(const PaperConstants& c) const;
};

/// seed 001 Thm 6.2 for Fig. 2 with the paper's constants (evaluate_paper.cpp): completeness
/// (P[M(x) = 1] >= 2/3 => min over B' of P(V outputs 1) >= 3/5) or soundness (P[M(x) = 1] <= 1/3
/// => sup over A' of P(V outputs 1) <= 2/5), certified, on the grid oracles with t <= 1; a twin
/// (a mutation) stops at its first violation.
ClaimOutcome paper_thm6_2(bool completeness, const PaperMutation& m = {});

/// Fig. 2's game with small constants (d = 3, R = 200, r = 300, radii 1/6 and 1/12): the
/// certified PaperFig2 enclosures against the exact rational evaluation
/// (reference/stochastic/paper_fig2_exact.hpp) on the grid oracles with t <= 1. The twin evaluates
/// the exact completeness with B' deciding before the bit (BeforeBit), which must leave some
/// enclosure.
ClaimOutcome paper_solver_exact(AbortTiming timing);
PaperConstants small_paper_constants(int T);

/// seed 001 Thm 6.2's costs for Fig. 2 with the paper's constants (evaluate_paper_costs.cpp): each
/// party's worst-run queries and time equal Fig. 2's counts and lie within the explicit-constant
/// forms of O(K^2), O(K^2 + l log T) and O(K^2 T log T), on the grid oracles with t <= 1. The twin
/// (V sampling at every round) stops at its first violation.
ClaimOutcome paper_costs(VeraSampling sampling);

/// The instance-describing part of a paper_costs record: given the failing measure's pointer
/// below `worst_costs` ("vera/queries", ...) and its value, the oracle (or machine) and a replay.
using PaperCostRecord = std::function<nlohmann::json(const std::string&, std::uint64_t)>;
/// ln 100 <= 11513/2500 and ln 2 <= 1733/2500, certified: the bounds' logarithm constants.
bool paper_cost_logs_certified();
/// One instance of paper_costs (shared with seed 001 Thm 7.2's witness variant): every party's
/// worst-run cost against Fig. 2's count and the explicit bound, slacks recorded in `out` (and
/// its first violation); returns whether every measure holds.
bool paper_cost_instance(const Oracle& o, const PaperConstants& c, VeraSampling sampling,
                         ClaimOutcome& out, const PaperCostRecord& record);

/// Twin: honest Alice claims the frequency of one sample instead of samples(c, q); completeness'
/// must fail.
ClaimOutcome completeness_prime_one_sample();

/// Twin: Vera accepts claims within b instead of (c+s)/2; soundness' must fail.
ClaimOutcome soundness_prime_vera_widened();

/// Twin: Bob accepts every claim; soundness_p must fail.
ClaimOutcome bob_never_rejects();

/// Twin: Params.sound dropped (d from `complete` alone); the soundness conclusion must fail.
ClaimOutcome without_sound();

/// Twin: k = 1 for every oracle; completeness_p or soundness_p must fail.
ClaimOutcome k_below_lipschitz();

}  // namespace debref::stochastic
