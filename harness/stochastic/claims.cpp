#include "harness/stochastic/claims.hpp"

#include "harness/stochastic/evaluate.hpp"

namespace debref::stochastic {

namespace {

/// The default instance space of the instance-wise claims (harness/stochastic/instances.hpp).
const char* const kGrid =
    "every oracle with t <= 1 on {0,1/4,1/2,3/4,1}, 3 listed t = 2 oracles and 1 listed t = 3 "
    "oracle; k = the oracle's least Lipschitz constant (t <= 2; a certified upper bound when "
    "irrational) or t+1 (t = 3, the hybrid bound); Params = "
    "Lean defaults scaled by 10 (c=1/(10k), s=2/(10k), b=3/(10k), q=1/(10(t+1)), v=1/10)";

/// The instance space of the claims run with Lean's own (unscaled) Params.defaults.
const char* const kDefaultsGrid =
    "every oracle with t <= 1 on {0,1/4,1/2,3/4,1} and the 3 listed t = 2 oracles; k = the "
    "oracle's least Lipschitz constant (a certified upper bound when irrational); Params = Lean's "
    "Params.defaults k t (c=1/(100k), s=2/(100k), b=5/(100k), q=1/(100(t+1)), v=1/100); "
    "certified enclosures at 128 bits, exact where an enclosure straddles its bound";

/// The instance space of seed 001 Fig. 2 with the paper's constants.
const char* const kPaperGrid =
    "every oracle with t <= 1 on {0,1/4,1/2,3/4,1} (T = t+1 steps); K = the oracle's least "
    "Lipschitz constant (a certified upper bound when irrational); d = ceil(150 K), R = ceil(192 "
    "d^2 log(100 T)), r = ceil(192 d^2 log 100); certified enclosures at 128 bits";

/// The k x t grid of the Params.defaults and cost claims.
const char* const kCostGrid = "k in {1/2,...,100} x t in {0,...,10^6}";

}  // namespace

std::vector<Claim> stochastic_claims() {
  return {
      /// Lean Details.lean Params.defaults: all twelve fields, exact, over a wide k x t grid.
      {.id = "stochastic.params.defaults_valid",
       .source = "Lean Debate/Details.lean Params.defaults",
       .statement = "every field of Params (2/3) (3/5) k t holds for Params.defaults k t",
       .instances = "k in {1/2,1,3/2,2,10,100} x t in {0,1,2,3,10,100,1000,10^6}, exact",
       .twin = false,
       .evaluate = [] { return defaults_fields(false); }},
      /// Lean Details.lean Params: the fields as written in Lean, not as the reference computes
      /// them; non-trivial because d sits exactly on the complete / sound thresholds and one
      /// part in 10^6 above them, and Params sit on every field's equality boundary.
      {.id = "stochastic.params.fields",
       .source = "Lean Debate/Details.lean Params, Params.defaults",
       .statement = "all_fields(p, w, d, k, t) = Lean's fields written out (k0 c0 cs sb q0 q1 v0 "
                    "v1 qv bw; complete: d <= (1-v)(w - k c - q (t+1)); sound: d <= (1-v)(1 - q "
                    "(t+1))(w - k b)) and Params.defaults k t = (v 1/100, c 1/(100k), s 2/(100k), "
                    "b 5/(100k), q 1/(100(t+1)))",
       .instances = "w = 2/3; defaults at k in {1/2,1,3/2,2,10,100} x t in {0,1,2,3,10,100}, and "
                    "5 Params on the fields' equality boundaries at k = 1, t = 0; d in {complete, "
                    "sound, complete + 10^-6, sound + 10^-6, 0}",
       .twin = false,
       .evaluate = [] { return params_fields_as_stated(false); }},
      /// The soundness step over claim_band against every claim; non-trivial because a band
      /// without the acceptance radius misses the supremum (its twin).
      {.id = "stochastic.solver.band",
       .source = "Lean Debate/Correct.lean soundness (sup over Alice's claims); Hoeffding",
       .statement = "best claim in the band certainly above the band's Hoeffding bound => the "
                    "step over the band = the step over every claim (value, claim, attained); "
                    "slack: supremum - bound",
       .instances = "Params (v c s b q) = (1/8 1/20 1/10 3/20 1/4) exactly, x in {0, 1/4, 1/3, "
                    "1/2, 3/4, 1}, (u0, u1) in {(0, 1), (1, 0), (2/5, 3/5), (1/2, 1/2), (0, 0)}; "
                    "Params.defaults 1 1 certified, x in {1/4, 1/2, 3/4}, (u0, u1) in {(0, 1), "
                    "(1, 0)}",
       .twin = false,
       .evaluate = [] { return solver_band(false); }},
      /// Lean Protocol.lean debate run literally against the solver; non-trivial because the
      /// Params put Bob's and Vera's strict acceptance comparisons on exact ties.
      {.id = "stochastic.solver.literal",
       .source = "Lean Debate/Protocol.lean debate, Cost.lean costs; Details.lean "
                 "debate_eq_transposed",
       .statement = "solve_exact = the literal protocol in the Comp monad: P(true) and the three "
                    "expected costs under honest play; P(true) with the solver's optimal Bob "
                    "replayed; the solver's optimal Alice replayed reaches the soundness value "
                    "within 2 (t+1) 10^-9 (never above it)",
       .instances = "Params (v c s b q) = (6/5 1/8 7/8 9/8 19/10) (2 samples each; ties |j - X| = "
                    "1, 2), (19/10 1/8 3/8 17/24 19/10), (1 1/2 3/4 1 1); oracles t = 0 on {0, "
                    "1/3, 1/2, 1}, every t = 1 oracle on {0, 1/2, 1}, one t = 2 oracle",
       .twin = false,
       .evaluate = [] { return solver_matches_literal(false); }},
      /// Lean Details.lean completeness': against the optimal Bob, exact, Lipschitz k.
      {.id = "stochastic.completeness_prime",
       .source = "Lean Debate/Details.lean completeness'",
       .statement = "o k-Lipschitz, c0 cs q0 q1 v0 v1 => (1-v)(final - k c - (1-(1-q)^(t+1))) "
                    "<= min over Bob of P(true)",
       .instances = kGrid,
       .twin = false,
       .evaluate = completeness_prime_bound},
      /// Lean Details.lean completeness_p: the largest valid d, so the bound is tight.
      {.id = "stochastic.completeness_p",
       .source = "Lean Debate/Details.lean completeness_p",
       .statement = "Params w d k t valid, o k-Lipschitz, w <= final => d <= min over Bob of "
                    "P(true); w = final, d = largest valid",
       .instances = kGrid,
       .twin = false,
       .evaluate = completeness_p_bound},
      /// Lean Details.lean soundness': against the optimal Alice, exact, Lipschitz k.
      {.id = "stochastic.soundness_prime",
       .source = "Lean Debate/Details.lean soundness'",
       .statement = "o k-Lipschitz, c0 cs sb q0 v0 v1 qv => (1-v)(1-q)^(t+1)(final(false) - k b) "
                    "<= min over Alice of P(false)",
       .instances = kGrid,
       .twin = false,
       .evaluate = soundness_prime_bound},
      /// Lean Details.lean soundness_p: the largest valid d, so the bound is tight.
      {.id = "stochastic.soundness_p",
       .source = "Lean Debate/Details.lean soundness_p",
       .statement = "Params w d k t valid, o k-Lipschitz, w <= final(false) => d <= min over "
                    "Alice of P(false); w = final(false), d = largest valid",
       .instances = kGrid,
       .twin = false,
       .evaluate = soundness_p_bound},
      /// Lean Correct.lean correctness: Lean's own defaults (10^4-10^5 samples), certified;
      /// non-trivial because the values come from the optimal Bob and Alice on every grid oracle.
      {.id = "stochastic.correctness_defaults",
       .source = "Lean Debate/Correct.lean correctness",
       .statement = "Params.defaults k t (w = 2/3, d = 3/5), o k-Lipschitz: final >= 2/3 => min "
                    "over Bob of P(true) >= 3/5; final <= 1/3 => min over Alice of P(false) >= 3/5",
       .instances = kDefaultsGrid,
       .twin = false,
       .evaluate = [] { return correctness_defaults(); }},
      /// Lean Details.lean completeness_p with Lean's own defaults: d the largest valid d for
      /// w = final, so the bound is as strong as the Params allow.
      {.id = "stochastic.defaults.completeness_p",
       .source = "Lean Debate/Details.lean completeness_p, Params.defaults",
       .statement = "Params.defaults k t, w = final, d = the largest valid d, o k-Lipschitz => "
                    "d <= min over Bob of P(true)",
       .instances = kDefaultsGrid,
       .twin = false,
       .evaluate = defaults_completeness_p},
      /// Lean Details.lean soundness_p with Lean's own defaults.
      {.id = "stochastic.defaults.soundness_p",
       .source = "Lean Debate/Details.lean soundness_p, Params.defaults",
       .statement = "Params.defaults k t, w = final(false), d = the largest valid d, o "
                    "k-Lipschitz => d <= min over Alice of P(false)",
       .instances = kDefaultsGrid,
       .twin = false,
       .evaluate = defaults_soundness_p},
      /// seed 001 Thm 6.2 for Fig. 2 as written, with the paper's constants: the optimal B'
      /// (who may abort after seeing a_t) against honest A.
      {.id = "stochastic.paper.completeness",
       .source = "seed 001 Fig. 2 and Thm 6.2 (completeness), App. D constants",
       .statement = "P[M(x) = 1] >= 2/3, M K-Lipschitz => min over every B' of P(V outputs 1) >= "
                    "3/5 (A honest: R samples; B' aborts or not after seeing a_t; V: r samples, "
                    "rejects iff |p^O - p^| >= 1/(4d))",
       .instances = kPaperGrid,
       .twin = false,
       .evaluate = [] { return paper_thm6_2(true); }},
      /// seed 001 Thm 6.2 for Fig. 2 as written: the optimal A' (any claim in [0, 1] per prefix)
      /// against honest B.
      {.id = "stochastic.paper.soundness",
       .source = "seed 001 Fig. 2 and Thm 6.2 (soundness), App. D constants",
       .statement = "P[M(x) = 1] <= 1/3, M K-Lipschitz => sup over every A' of P(V outputs 1) <= "
                    "2/5 (B honest: R samples, aborts iff |q^ - p^| >= 1/(2d); V as above)",
       .instances = kPaperGrid,
       .twin = false,
       .evaluate = [] { return paper_thm6_2(false); }},
      /// seed 001 Thm 6.2's costs (Def. 4.1) for Fig. 2 as written: every party's cost in its
      /// worst run (any B' aborting at any round after seeing a_t, any A' claim), exact. With the
      /// paper's constants every run shape is reachable at every oracle, so the worst run is Fig.
      /// 2's closed form for each (K, T); what can fail is the protocol model (the game's moves
      /// and V's sampling: the twin and the catalogued mutant) and the explicit bounds.
      {.id = "stochastic.paper.costs",
       .source = "seed 001 Def. 4.1, Thm 6.2 (costs), Fig. 2, App. D \"Efficiency\"",
       .statement = "max over every opponent and run: q_V = r <= 192 L0 D + 1, V_time = r + l "
                    "(c+1) <= 192 L0 D + 1 + 2 l c, q_A = q_B = T R <= T (192 (L0 + L1 c) D + 1), "
                    "P_A = P_B = T (R + c + 1) <= that + T (c + 1); D = 22650 K^2 + 151, c = "
                    "ceil(log2 T), l = T - 1, L0 = 11513/2500 >= ln 100, L1 = 1733/2500 >= ln 2",
       .instances = kPaperGrid,
       .twin = false,
       .evaluate = [] { return paper_costs(VeraSampling::OnAbort); }},
      /// The certified Fig. 2 solver against an exact, independent evaluation of the same game
      /// (small constants): every enclosure contains the exact value.
      {.id = "stochastic.paper.solver_exact",
       .source = "seed 001 Fig. 2 (B' aborts after seeing a_t) and App. D's honest strategies",
       .statement = "the certified min over B' and sup over A' of P(V outputs 1) (windowed "
                    "binomials, pruned breakpoints) contain the exact rational values (every "
                    "count, every breakpoint)",
       .instances = "every oracle with t <= 1 on {0,1/4,1/2,3/4,1}; d = 3, R = 200, r = 300, "
                    "radii 1/6 and 1/12 (small sample counts, so that exact evaluation is fast)",
       .twin = false,
       .evaluate = [] { return paper_solver_exact(AbortTiming::AfterBit); }},
      /// seed 001 Def. 6.1 as the paper states it (strict) beside Lean's non-strict form;
      /// non-trivial because K* is each oracle's exact least constant, where the two can differ.
      {.id = "stochastic.def6_1.strict",
       .source = "seed 001 Def. 6.1; Lean Comp/Oracle.lean Oracle.lipschitz",
       .statement = "at K* + 1/1000 the strict form (O' != O) holds; at K* Lean's form holds; at "
                    "K* - 1/1000 neither; the oracles where the strict form fails at K* are "
                    "reported (there the two definitions differ)",
       .instances = "the default instances with an exact K* > 0 (t <= 2)",
       .twin = false,
       .evaluate = [] { return def6_1_strict(false); }},
      /// Lean Cost.lean alice/bob/vera_debate_cost: exact expected queries per agent.
      {.id = "stochastic.honest_cost",
       .source = "Lean Debate/Cost.lean alice/bob/vera_debate_cost",
       .statement = "expected queries: alice <= (t+1) samples(c,q), bob <= (t+1) "
                    "samples((b-s)/2,q), vera <= samples((s-c)/2,v) (honest play)",
       .instances = kGrid,
       .twin = false,
       .evaluate = [] { return honest_cost(false); }},
      /// Lean Cost.lean alice/bob/vera_debate_cost hold "regardless of" the other agents: each
      /// honest agent's cost against its worst opponents, by exact backward induction. Alice's
      /// and Vera's bounds are met exactly (Bob always accepts; Bob rejects at once); Bob's
      /// leaves room, since no Alice keeps honest Bob accepting with probability 1.
      {.id = "stochastic.worst_cost",
       .source = "Lean Debate/Cost.lean alice_debate_cost, bob_debate_cost, vera_debate_cost",
       .statement = "for every opponent: alice <= (t+1) samples(c,q) (any Bob, Vera), bob <= "
                    "(t+1) samples((b-s)/2,q) (any Alice: any real claim, clamped; any Vera), "
                    "vera <= samples((s-c)/2,v) (any Alice, Bob); sup over opponents, exact",
       .instances = kGrid,
       .twin = false,
       .evaluate = [] { return worst_opponent_cost(false); }},
      /// Lean Cost.lean alice_fast: a certified logarithm against exact sample counts.
      {.id = "stochastic.alice_fast",
       .source = "Lean Debate/Cost.lean alice_fast",
       .statement = "defaults: samples(c,q) <= 5000 k^2 log(200(t+1)) + 1",
       .instances = std::string(kCostGrid) + ", certified log",
       .twin = false,
       .evaluate = [] { return fast_cost(Rational(5000), true, &SampleCounts::alice); }},
      /// Lean Cost.lean bob_fast: a certified logarithm against exact sample counts.
      {.id = "stochastic.bob_fast",
       .source = "Lean Debate/Cost.lean bob_fast",
       .statement = "defaults: samples((b-s)/2,q) <= 20000/9 k^2 log(200(t+1)) + 1",
       .instances = std::string(kCostGrid) + ", certified log",
       .twin = false,
       .evaluate = [] { return fast_cost(Rational(20000, 9), true, &SampleCounts::bob); }},
      /// Lean Cost.lean vera_fast (with log_200_mul_20000_le): 106000 k^2 + 1.
      {.id = "stochastic.vera_fast",
       .source = "Lean Debate/Cost.lean vera_fast",
       .statement = "defaults: samples((s-c)/2,v) <= 106000 k^2 + 1",
       .instances = std::string(kCostGrid) + ", certified log",
       .twin = false,
       .evaluate = [] { return fast_cost(Rational(106000), false, &SampleCounts::vera); }},

      // Falsifying twins: each drops one hypothesis or mutates one rule and must be caught.

      /// Twin of params.defaults_valid: b = 6/(100k) breaks the field `sound`.
      {.id = "stochastic.twin.params_defaults_b_raised",
       .source = "Lean Debate/Details.lean Params.defaults (b = 6/(100k) instead of 5/(100k))",
       .statement = "some field of Params (2/3) (3/5) k t fails for the mutated defaults",
       .instances = "the same k x t grid",
       .twin = true,
       .evaluate = [] { return defaults_fields(true); }},
      /// Twin of solver.band: the band without the acceptance radius.
      {.id = "stochastic.twin.solver_band_radius_dropped",
       .source = "Lean Debate/Correct.lean soundness (claims within t of x only)",
       .statement = "the step over the claims x +- t = the full sweep (mutant: must fail)",
       .instances = "the instances of stochastic.solver.band",
       .twin = true,
       .evaluate = [] { return solver_band(true); }},
      /// Twin of solver.literal: the literal Vera built from (c, b) instead of (c, s).
      {.id = "stochastic.twin.literal_vera_widened",
       .source = "Lean Debate/Protocol.lean vera (c, b instead of c, s)",
       .statement = "solve_exact = the literal protocol with the widened Vera (mutant: must fail)",
       .instances = "the instances of stochastic.solver.literal",
       .twin = true,
       .evaluate = [] { return solver_matches_literal(true); }},
      /// Twin of params.fields: the claim's own formulas with q t for q (t+1).
      {.id = "stochastic.twin.params_fields_q_t",
       .source = "Lean Debate/Details.lean Params (complete, sound with q t instead of q (t+1))",
       .statement = "all_fields agrees with complete / sound written with q t (mutant: must fail)",
       .instances = "the instances of stochastic.params.fields",
       .twin = true,
       .evaluate = [] { return params_fields_as_stated(true); }},
      /// Twin of completeness_p / soundness_p: k = 1 below the least Lipschitz constant.
      {.id = "stochastic.twin.k_below_lipschitz",
       .source = "Lean Comp/Oracle.lean Oracle.lipschitz (dropped)",
       .statement = "k = 1 for every oracle (below the least constant of most t = 1 oracles) => "
                    "completeness_p or soundness_p fails somewhere",
       .instances = kGrid,
       .twin = true,
       .evaluate = k_below_lipschitz},
      /// Twin of soundness_p: Vera's threshold (c+s)/2 widened to b.
      {.id = "stochastic.twin.vera_widened",
       .source = "Lean Debate/Protocol.lean vera (mutated)",
       .statement = "Vera accepts claims within b instead of (c+s)/2 => soundness_p fails "
                    "somewhere",
       .instances = kGrid,
       .twin = true,
       .evaluate = vera_widened},
      /// Twin of completeness': Alice estimates from one sample.
      {.id = "stochastic.twin.completeness_prime_one_sample",
       .source = "Lean Debate/Protocol.lean alice (1 sample instead of samples c q)",
       .statement = "honest Alice claims the frequency of 1 sample => completeness' fails "
                    "somewhere",
       .instances = kGrid,
       .twin = true,
       .evaluate = completeness_prime_one_sample},
      /// Twin of soundness': Vera's threshold (c+s)/2 widened to b.
      {.id = "stochastic.twin.soundness_prime_vera_widened",
       .source = "Lean Debate/Protocol.lean vera (mutated), against soundness'",
       .statement = "Vera accepts claims within b instead of (c+s)/2 => soundness' fails "
                    "somewhere",
       .instances = kGrid,
       .twin = true,
       .evaluate = soundness_prime_vera_widened},
      /// Twin of paper.completeness: V's test radius 1/(4d) written 1/(4d^2).
      {.id = "stochastic.twin.paper.test_radius_d_squared",
       .source = "seed 001 Fig. 2 step 3(b) with the radius 1/(4d^2) instead of 1/(4d)",
       .statement = "as stochastic.paper.completeness with V rejecting iff |p^O - p^| >= 1/(4d^2) "
                    "(mutant: must fail)",
       .instances = "as stochastic.paper.completeness, in order, until the first failure",
       .twin = true,
       .evaluate = [] { return paper_thm6_2(true, PaperMutation{.test_d_squared = true}); }},
      /// Twin of paper.soundness: B's abort radius 1/(2d) written 1/2.
      {.id = "stochastic.twin.paper.abort_radius_without_d",
       .source = "seed 001 App. D (honest B) with the abort radius 1/2 instead of 1/(2d)",
       .statement = "as stochastic.paper.soundness with B aborting iff |q^ - p^| >= 1/2 (mutant: "
                    "must fail)",
       .instances = "as stochastic.paper.soundness, in order, until the first failure",
       .twin = true,
       .evaluate = [] { return paper_thm6_2(false, PaperMutation{.abort_without_d = true}); }},
      /// Twin of paper.costs: V samples r times at every round, not only on an abort.
      {.id = "stochastic.twin.paper.costs_vera_every_round",
       .source = "seed 001 Fig. 2 step 3(a) with V sampling at every round instead of on an abort",
       .statement = "as stochastic.paper.costs with V drawing r samples at each of the T rounds "
                    "(mutant: must fail)",
       .instances = "as stochastic.paper.costs, in order, until the first failure",
       .twin = true,
       .evaluate = [] { return paper_costs(VeraSampling::EveryRound); }},
      /// Twin of paper.solver_exact: the exact completeness with B' deciding before the bit.
      {.id = "stochastic.twin.paper.abort_before_bit",
       .source = "seed 001 Fig. 2 step 2(e) moved before 2(d) (Lean's order: Bob decides before "
                 "the bit is drawn)",
       .statement = "the exact min over B' deciding before the bit lies in the enclosure of "
                    "Fig. 2's (B' after the bit) (mutant: must fail)",
       .instances = "as stochastic.paper.solver_exact, in order, until the first failure",
       .twin = true,
       .evaluate = [] { return paper_solver_exact(AbortTiming::BeforeBit); }},
      /// Twin of correctness_defaults: completeness claimed from final >= 1/4.
      {.id = "stochastic.twin.correctness_defaults_w_lowered",
       .source = "Lean Debate/Correct.lean correctness with w = 1/4 instead of 2/3",
       .statement = "Params.defaults, final >= 1/4 => min over Bob of P(true) >= 3/5 must fail",
       .instances = "as stochastic.correctness_defaults, in order, until the first failure",
       .twin = true,
       .evaluate = [] { return correctness_defaults(Rational(1, 4)); }},
      /// Twin of defaults.completeness_p: Vera's radius (s - c)/2 narrowed to 10^-6.
      {.id = "stochastic.twin.defaults_vera_rejects",
       .source = "Lean Debate/Protocol.lean vera (mutated), against completeness_p with "
                 "Params.defaults",
       .statement = "Vera accepts only claims within 10^-6 of her estimate => completeness_p "
                    "fails somewhere",
       .instances = "as stochastic.defaults.completeness_p, in order, until the first failure",
       .twin = true,
       .evaluate = defaults_vera_rejects},
      /// Twin of defaults.soundness_p: Bob never rejects.
      {.id = "stochastic.twin.defaults_bob_never_rejects",
       .source = "Lean Debate/Protocol.lean bob (mutated), against soundness_p with "
                 "Params.defaults",
       .statement = "Bob accepts every claim => soundness_p fails somewhere",
       .instances = "as stochastic.defaults.soundness_p, in order, until the first failure",
       .twin = true,
       .evaluate = defaults_bob_never_rejects},
      /// Twin of def6_1.strict: Def. 6.1 read literally, O' = O allowed (0 < K * 0 fails).
      {.id = "stochastic.twin.def6_1_same_oracle",
       .source = "seed 001 Def. 6.1 read literally (\"for any other oracle\" dropped)",
       .statement = "with O' = O allowed the strict form holds at K* + 1/1000; must fail",
       .instances = "as stochastic.def6_1.strict, until the first failure",
       .twin = true,
       .evaluate = [] { return def6_1_strict(true); }},
      /// Twin of soundness_p: Bob never rejects.
      {.id = "stochastic.twin.bob_never_rejects",
       .source = "Lean Debate/Protocol.lean bob (mutated)",
       .statement = "Bob accepts every claim => soundness_p fails somewhere",
       .instances = kGrid,
       .twin = true,
       .evaluate = bob_never_rejects},
      /// Twin of soundness_p: Params.sound dropped, d from `complete` alone.
      {.id = "stochastic.twin.without_sound",
       .source = "Lean Debate/Details.lean Params.sound (dropped)",
       .statement = "Params c=1/10 s=1/5 b=3/5 q=1/20 v=1/10 with d from `complete` alone (sound "
                    "fails) => soundness conclusion fails somewhere",
       .instances = kGrid,
       .twin = true,
       .evaluate = without_sound},
      /// Twin of worst_cost: Bob's t+1 steps miscounted as t; the worst Alice exceeds it.
      {.id = "stochastic.twin.worst_cost_bob_steps",
       .source = "Lean Debate/Cost.lean bob_debate_cost (t+1 steps miscounted as t)",
       .statement = "bob's cost against the worst Alice <= t samples((b-s)/2,q) (mutant: must "
                    "fail)",
       .instances = "as stochastic.worst_cost, up to the first catch",
       .twin = true,
       .evaluate = [] { return worst_opponent_cost(true); }},
      /// Twin of honest_cost: Alice's t+1 steps miscounted as t.
      {.id = "stochastic.twin.honest_cost_steps_miscounted",
       .source = "Lean Debate/Cost.lean alice_debate_cost (t steps instead of t+1)",
       .statement = "expected queries: alice <= t samples(c,q) fails somewhere (honest play)",
       .instances = kGrid,
       .twin = true,
       .evaluate = [] { return honest_cost(true); }},
      /// Twin of alice_fast: the constant 5000 lowered to 4999.
      {.id = "stochastic.twin.alice_fast_tightened",
       .source = "Lean Debate/Cost.lean alice_fast (constant 5000 lowered to 4999)",
       .statement = "defaults: samples(c,q) <= 4999 k^2 log(200(t+1)) + 1 fails somewhere",
       .instances = kCostGrid,
       .twin = true,
       .evaluate = [] { return fast_cost(Rational(4999), true, &SampleCounts::alice); }},
      /// Twin of bob_fast: the constant 20000/9 lowered to 2222.
      {.id = "stochastic.twin.bob_fast_tightened",
       .source = "Lean Debate/Cost.lean bob_fast (constant 20000/9 lowered to 2222)",
       .statement = "defaults: samples((b-s)/2,q) <= 2222 k^2 log(200(t+1)) + 1 fails somewhere",
       .instances = kCostGrid,
       .twin = true,
       .evaluate = [] { return fast_cost(Rational(2222), true, &SampleCounts::bob); }},
      /// Twin of vera_fast: the constant 106000 lowered to 105000.
      {.id = "stochastic.twin.vera_fast_tightened",
       .source = "Lean Debate/Cost.lean vera_fast (constant 106000 lowered to 105000)",
       .statement = "defaults: samples((s-c)/2,v) <= 105000 k^2 + 1 fails somewhere",
       .instances = kCostGrid,
       .twin = true,
       .evaluate = [] { return fast_cost(Rational(105000), false, &SampleCounts::vera); }},
  };
}

}  // namespace debref::stochastic
