#include "harness/det/claims.hpp"

#include "harness/det/evaluate.hpp"
#include "harness/det/thm7_2.hpp"
#include "harness/det/thm7_2_paper.hpp"

namespace debref::det {

std::vector<Claim> det_claims() {
  const std::string cls =
      "plain class: every 2-state machine, F = {1}, moves L/S/R, S = 1..3 (20736 x 3); oracle "
      "class: moves L/R, query state 0 or 1, l = 1, 2, every oracle, S = 2 (163840); every tape "
      "x of S bits; T = 1..8";
  return {
      /// seed 000 Def. 3.3: the transcript the det family's debates argue about is the
      /// definition's, on every machine of the class. Non-trivial: the bit read and the cell
      /// under the head after the move differ from the bit written on most runs (twins).
      {.id = "det.def3_3.transcript",
       .source = "seed 000 Def. 3.3 (= seed 001 Sec. 3, the transcript y)",
       .statement = "tau = bit_transcript(transcript(M, x, T)) has tau_i = the bit delta writes at "
                    "the head in step i of an independent simulation, and each record's state "
                    "and head are the simulation's after step i",
       .instances = "every member of the plain and oracle classes, every tape x of S bits, T = 8 "
                    "(every T' <= 8 a prefix)",
       .evaluate = [] { return def3_3_transcript(TranscriptReading::Written); }},
      /// seed 001 Fig. 4, Thm 5.1: exhaustive minimax of the bisection game against M(x).
      {.id = "det.bisection.thm5_1",
       .source = "seed 001 Fig. 4, Thm 5.1 (App. B)",
       .statement = "M time T space S => x in L: honest A wins against every B choice; x not in "
                    "L: no A beats the honest B; minimax value = M(x)",
       .instances = cls,
       .evaluate = bisection_thm5_1},
      /// seed 001 Thm 5.1 efficiency: V's explicit read counts against the bound, every B choice.
      {.id = "det.bisection.cost",
       .source = "seed 001 Thm 5.1 efficiency (App. B)",
       .statement = "honest play: V reads <= ceil(log2 T) + 1 configurations of |Q|,S-bits + S "
                    "bits and makes <= 1 oracle query",
       .instances = cls + "; every B choice string",
       .evaluate = bisection_cost},
      /// seed 001 Def. 5.2, Fig. 1, Thm 5.3: every transcript of the cross-examination game.
      {.id = "det.crossexam.thm5_3",
       .source = "seed 001 Def. 5.2, Fig. 1, Thm 5.3 (App. B)",
       .statement = "x in L: the true transcript passes every location; x not in L: no "
                    "transcript passes every location with a_T accepting; exactly 1 transcript "
                    "survives",
       .instances = cls,
       .evaluate = crossexam_thm5_3},
      /// seed 001 Thm 5.3 efficiency: V's explicit read counts against the bound, every location.
      {.id = "det.crossexam.cost",
       .source = "seed 001 Thm 5.3 efficiency (App. B)",
       .statement = "V reads <= max(1,l) + 3 records with locations of ceil(log2 T) bits, <= "
                    "max(1,l) input bits, <= 1 oracle query",
       .instances = cls + "; every location",
       .evaluate = crossexam_cost},
      /// seed 001 Fig. 3, Thm 7.1: every witness and transcript, oracle queries reading w.
      {.id = "det.witness.thm7_1",
       .source = "seed 001 Fig. 3, Thm 7.1 (App. E)",
       .statement = "L = {x : exists w, M(x, w) = 1}: x in L => honest A (valid w, true "
                    "transcript) wins at every location; x not in L => no (w, transcript) wins",
       .instances = "plain class with S = 3, |x| = 1, |w| = 1..2; oracle class (S = 2), |x| = 0, "
                    "|w| = 2; T = 1..8",
       .evaluate = witness_thm7_1},
      /// seed 001 Thm 5.1 efficiency (App. B): the honest provers' steps of M, every opponent.
      {.id = "det.bisection.provers",
       .source = "seed 001 Thm 5.1 efficiency (App. B): P_time of Def. 4.1",
       .statement = "honest A (runs M(x) once) simulates <= T steps of M against every B choice "
                    "and V accepts iff M(x) = 1; honest B (t_k/2 steps from z_k per round) "
                    "simulates <= sum of t_k <= 2T steps against every sequence of halves a liar "
                    "forces, and V rejects",
       .instances = cls + "; every B choice string; every liar pattern (true or wrong middle per "
                          "round, a wrong accepting final configuration)",
       .evaluate = bisection_provers_outcome},
      /// seed 001 Thm 5.3 efficiency: the honest provers' steps of M, B against one-record lies.
      {.id = "det.crossexam.provers",
       .source = "seed 001 Thm 5.3 efficiency (App. B): P_time of Def. 4.1",
       .statement = "honest A (runs M(x) once) simulates <= T steps; honest B simulates <= T "
                    "steps and, against A's transcript with one write bit flipped, names that "
                    "location, where V's check fails",
       .instances = cls + "; the true transcript and every transcript wrong in one record (a_j's "
                          "write bit flipped, every j)",
       .evaluate = crossexam_provers_outcome},
      /// seed 001 Thm 7.1 efficiency: V's counts and the provers' steps on every (x, w).
      {.id = "det.witness.cost",
       .source = "seed 001 Thm 7.1 efficiency (App. E: as Thm 5.3)",
       .statement = "for every witness w: V reads <= max(1,l) + 3 records with locations of "
                    "ceil(log2 T) bits, <= max(1,l) input bits (x and w), <= 1 oracle query; the "
                    "honest provers simulate <= T steps of M(x, w) (B names the flipped location "
                    "of a one-record lie, where V's check fails)",
       .instances = "the det.witness.thm7_1 family (plain class with S = 3, |x| = 1, |w| = 1..2; "
                    "oracle class, |x| = 0, |w| = 2; T = 1..8), every witness",
       .evaluate = witness_cost_outcome},
      /// seed 001 Thm 7.2 via Lean completeness_p, soundness_p: exact stochastic debates.
      {.id = "det.witness.thm7_2",
       .source = "seed 001 Thm 7.2 (App. E) via Lean completeness_p, soundness_p",
       .statement = "M(x, w) K-Lipschitz (Oracle.lipschitz of the compiled oracle, K = max over "
                    "w), Params w d K t valid: honest A (w* maximising P[M(x,w)=1], honest "
                    "Alice) => min over Bob of P(V=1) >= d (w = P[M(x,w*)=1]); x any => for "
                    "every w and Alice P(V=0) >= d (w = min over w of P[M(x,w)=0])",
       .instances = "L/R machines (4096 delta), S = 2, query state 0 or 1, l = 1, P(O(0)), "
                    "P(O(1)) in {1/4, 1/2, 1}, |x| = 1, |w| = 1, T = 1..2; K exact; Params c = "
                    "1/(5K), s = 2/(5K), b = 3/(5K), q = 1/(5T), v = 1/5",
       .evaluate = thm7_2_outcome},
      /// seed 001 Thm 7.2 as stated: Fig. 2 with the paper's constants, MA^O's 2/3 and 1/3.
      {.id = "det.witness.thm7_2.paper",
       .source = "seed 001 Thm 7.2 (App. E) with Fig. 2 as written (d = ceil(150K), R, r, radii "
                 "1/(2d), 1/(4d))",
       .statement = "K = max over w of the compiled oracle's least Lipschitz constant, T = M's "
                    "time: some w with P[M(x,w)=1] >= 2/3 => for every such w, min over B' of "
                    "P(V=1) >= 3/5; every w with P[M(x,w)=1] <= 1/3 => for every w, sup over A' "
                    "of P(V=1) <= 2/5 (certified)",
       .instances = "the det.witness.thm7_2 family (L/R machines, S = 2, query state 0 or 1, l = "
                    "1, P(O(0)), P(O(1)) in {1/4, 1/2, 1}, |x| = 1, |w| = 1, T = 1..2); K exact",
       .evaluate = thm7_2_paper_outcome},
      /// seed 001 Thm 7.2's costs: App. E runs Fig. 2 on (x, w), so its costs are Thm 6.2's.
      {.id = "det.witness.thm7_2.paper_costs",
       .source = "seed 001 Thm 7.2 (costs), App. E \"Efficiency\", Fig. 2 and App. D with the "
                 "paper's constants",
       .statement = "on every compiled M(x, w), K the game's Lipschitz constant, T = M's time: "
                    "every party's cost in its worst run = Fig. 2's count <= the explicit bounds "
                    "of stochastic.paper.costs (O(K^2 T log T), O(K^2 + l log T), O(K^2))",
       .instances = "the det.witness.thm7_2 family (L/R machines, S = 2, query state 0 or 1, l = "
                    "1, P(O(0)), P(O(1)) in {1/4, 1/2, 1}, |x| = 1, |w| = 1, T = 1..2); each "
                    "distinct witness game once",
       .evaluate = [] { return thm7_2_paper_costs_outcome(stochastic::VeraSampling::OnAbort); }},
      /// seed 001 Fig. 4 step 2 twin: without the validity check V reads beyond S cells.
      {.id = "det.twin.bisection_no_validity",
       .source = "seed 001 Fig. 4 step 2 without the validity check",
       .statement = "mutant V (no validity check) must be caught: some A makes V process a "
                    "configuration outside space S",
       .instances = "plain class, S = 1..2, T = 1..8",
       .twin = true,
       .evaluate = twin_validity},
      /// seed 001 Fig. 4 step 2 twin: without the final step check a liar beats the honest B.
      {.id = "det.twin.bisection_no_final_step",
       .source = "seed 001 Fig. 4 step 2 without the check of the final two configurations",
       .statement = "mutant V (final step unchecked) must be caught by the det.bisection.thm5_1 "
                    "check: some x not in L where A beats the honest B (or minimax != M(x))",
       .instances = "the det.bisection.thm5_1 sweep in member order; the first member failing",
       .twin = true,
       .evaluate = twin_bisection_no_final_step},
      /// seed 001 Thm 5.1 efficiency twin: a bisection that does not halve exceeds the bound.
      {.id = "det.twin.bisection_no_halving",
       .source = "seed 001 Fig. 4 step 1(a) with a_k after 1 step instead of t_k / 2",
       .statement = "mutant protocol (no halving: up to T - 1 rounds) must be caught by the "
                    "det.bisection.cost check: some honest play exceeds Thm 5.1's bound",
       .instances = "the det.bisection.cost check in (member, T, x) order; the first instance "
                    "failing",
       .twin = true,
       .evaluate = twin_bisection_no_halving},
      /// seed 001 Thm 5.1 efficiency twin: the bounds lowered by one must be exceeded.
      {.id = "det.twin.bisection_cost_tightened",
       .source = "seed 001 Thm 5.1 efficiency with every bound lowered by one",
       .statement = "each of V's three bounds (configurations, bits, queries) lowered by one: "
                    "honest play against some B choice must exceed one",
       .instances = "the det.bisection.cost sweep; its tightest instance",
       .twin = true,
       .evaluate = twin_bisection_cost_tightened},
      /// seed 001 Thm 5.3 efficiency twin: the bounds lowered by one must be exceeded.
      {.id = "det.twin.crossexam_cost_tightened",
       .source = "seed 001 Thm 5.3 efficiency with every bound lowered by one",
       .statement = "each of V's three bounds (records, bits, queries) lowered by one: some "
                    "location of some true transcript must exceed one",
       .instances = "the det.crossexam.cost sweep; its tightest instance",
       .twin = true,
       .evaluate = twin_crossexam_cost_tightened},
      /// seed 001 Thm 5.3 efficiency twin: a verifier reading the whole prefix exceeds the bound.
      {.id = "det.twin.crossexam_read_prefix",
       .source = "seed 001 Fig. 1 step 3 with V reading a_1..a_{t-1} instead of a_{I(t)}",
       .statement = "mutant V (reads every record before location t) must be caught by the "
                    "det.crossexam.cost check: some location exceeds Thm 5.3's bound",
       .instances = "the det.crossexam.cost check in (member, T, x) order; the first instance "
                    "failing",
       .twin = true,
       .evaluate = twin_crossexam_read_prefix},
      /// seed 001 Thm 5.1 efficiency twin: A re-runs M for every message.
      {.id = "det.twin.bisection_alice_rerun",
       .source = "seed 001 App. B's honest A of Fig. 4 re-running M from x for every message",
       .statement = "mutant A (T steps for z'_0, then the offset plus t_k/2 for each a_k) must be "
                    "caught by the det.bisection.provers check: more than T steps",
       .instances = "the det.bisection.provers check in (member, T, x) order; the first instance "
                    "failing",
       .twin = true,
       .evaluate = twin_bisection_alice_rerun},
      /// seed 001 Thm 5.1 efficiency twin: B re-runs M from x instead of from z_k.
      {.id = "det.twin.bisection_bob_rerun",
       .source = "seed 001 App. B's honest B of Fig. 4 running M from x instead of z_k",
       .statement = "mutant B (the offset plus t_k/2 steps per round) must be caught by the "
                    "det.bisection.provers check: more than the sum of t_k steps",
       .instances = "the det.bisection.provers check in (member, T, x) order; the first instance "
                    "failing",
       .twin = true,
       .evaluate = twin_bisection_bob_rerun},
      /// seed 001 Thm 5.3 efficiency twin: B re-runs M for every location it inspects.
      {.id = "det.twin.crossexam_bob_rerun",
       .source = "seed 001 App. B's honest B of Fig. 1 re-running M from x for every location",
       .statement = "mutant B (t steps to inspect location t) must be caught by the "
                    "det.crossexam.provers check: more than T steps",
       .instances = "the det.crossexam.provers check in (member, T, x) order; the first instance "
                    "failing",
       .twin = true,
       .evaluate = twin_crossexam_bob_rerun},
      /// seed 001 Thm 7.1 efficiency twin: V reads the whole prefix in the witness debate.
      {.id = "det.twin.witness_read_prefix",
       .source = "seed 001 Fig. 3 with V reading a_1..a_{t-1} instead of a_{I(t)}",
       .statement = "mutant V must be caught by the det.witness.cost check: some witness and "
                    "location exceed Thm 7.1's bound",
       .instances = "the det.witness.cost check in (member, x, T) order; the first instance "
                    "failing",
       .twin = true,
       .evaluate = twin_witness_read_prefix},
      /// seed 001 Fig. 1 step 3 twin: a random location lets a liar win with positive probability.
      {.id = "det.twin.crossexam_random_location",
       .source = "seed 001 Fig. 1 step 3 with V checking a uniformly random location",
       .statement = "mutant must be caught: some x not in L with P(V outputs 1) > 0",
       .instances = "plain class, S = 1..2, T = 1..3, in size order",
       .twin = true,
       .evaluate = twin_random_location},
      /// seed 001 Fig. 3 twin: an unread witness lets a liar win through oracle queries.
      {.id = "det.twin.witness_unchecked",
       .source = "seed 001 Fig. 3 with V not reading the witness",
       .statement = "mutant must be caught: some x not in L where A wins",
       .instances = "oracle class (S = 2), |x| = 0, |w| = 2, T = 1..8; smallest T",
       .twin = true,
       .evaluate = twin_witness_unchecked},
      /// seed 000 Def. 3.3 twins: the readings the definition's wording excludes.
      {.id = "det.twin.def3_3.bit_read",
       .source = "seed 000 Def. 3.3 with tau_i read as the bit M reads in step i",
       .statement = "mutant reading must be caught by det.def3_3.transcript: some run where the "
                    "bit read differs from the bit written",
       .instances = "the det.def3_3.transcript runs in (member, x) order; the first difference",
       .twin = true,
       .evaluate = [] { return def3_3_transcript(TranscriptReading::Read); }},
      {.id = "det.twin.def3_3.head_after_move",
       .source = "seed 000 Def. 3.3 with tau_i read as the cell under the head after step i's "
                 "move",
       .statement = "mutant reading must be caught by det.def3_3.transcript: some run where the "
                    "cell under the moved head differs from the bit written",
       .instances = "the det.def3_3.transcript runs in (member, x) order; the first difference",
       .twin = true,
       .evaluate = [] { return def3_3_transcript(TranscriptReading::HeadAfterMove); }},
      /// seed 001 Thm 7.2 twin: K = 1 asserted below the least Lipschitz constant.
      {.id = "det.twin.thm7_2_k_below_lipschitz",
       .source = "seed 001 Thm 7.2 with the K-Lipschitz hypothesis dropped (K = 1 asserted)",
       .statement = "mutant: Params and d computed with K = 1 for every machine => the "
                    "completeness or soundness conclusion fails somewhere",
       .instances = "the det.witness.thm7_2 family in (T, member) order; the first failure",
       .twin = true,
       .evaluate = thm7_2_twin_outcome},
      /// seed 001 Thm 7.2 twin: V's test radius 1/(4d) written 1/(4d^2).
      {.id = "det.twin.thm7_2_paper_test_radius_d_squared",
       .source = "seed 001 Thm 7.2 with Fig. 2 step 3(b)'s radius 1/(4d) written 1/(4d^2)",
       .statement = "mutant V (tests |p^O - p^| >= 1/(4d^2)) must be caught by "
                    "det.witness.thm7_2.paper: some valid witness with min over B' of P(V=1) < "
                    "3/5",
       .instances = "the det.witness.thm7_2.paper family in (T, member) order; the first failure",
       .twin = true,
       .evaluate = [] { return thm7_2_paper_twin_outcome({.test_d_squared = true}); }},
      /// seed 001 Thm 7.2 costs twin: V samples r times at every round, not only on an abort.
      {.id = "det.twin.thm7_2_paper_costs_vera_every_round",
       .source = "seed 001 App. E with Fig. 2 step 3(a) sampling at every round instead of on an "
                 "abort",
       .statement = "as det.witness.thm7_2.paper_costs with V drawing r samples at each of the T "
                    "rounds (mutant: must fail)",
       .instances = "the det.witness.thm7_2.paper family in (T, member) order; the first failure",
       .twin = true,
       .evaluate = [] { return thm7_2_paper_costs_outcome(stochastic::VeraSampling::EveryRound); }},
      /// seed 001 Thm 7.2 twin: B's abort radius 1/(2d) written 1/2 (the d dropped).
      {.id = "det.twin.thm7_2_paper_abort_radius_without_d",
       .source = "seed 001 Thm 7.2 with App. D's abort radius 1/(2d) for B written 1/2",
       .statement = "mutant B (aborts only when |q^ - p^| >= 1/2) must be caught by "
                    "det.witness.thm7_2.paper: some x not in L, w and A' with P(V=1) > 2/5",
       .instances = "the det.witness.thm7_2.paper family in (T, member) order; the first failure",
       .twin = true,
       .evaluate = [] { return thm7_2_paper_twin_outcome({.abort_without_d = true}); }},
  };
}

}  // namespace debref::det
