// Source: seed 000 (docs/SOURCES.md) and docs/PE.md. The pe family's claims, like Lean's
// Correct.lean: what is claimed and where it comes from. The work of each claim is in
// harness/pe/evaluate*.cpp, its instance space in harness/pe/instances.cpp.
#include "harness/pe/claims.hpp"

#include "harness/pe/evaluate.hpp"

namespace debref::pe {

namespace {

// The definitions, lemmas and theorems, in ladder order.
std::vector<Claim> statements() {
  const std::string& params = kPeParams;
  return {
      /// seed 000 Def. 5.3: the exact vertex/face decision against Z3 nlsat, witnesses checked;
      /// non-trivial on the margins: entries exactly eps from 0 or 1 and two cases whose sup gap
      /// is exactly rho eps, attained only where |p - t| < eps excludes it.
      {.id = "pe.stability.smt",
       .source = "seed 000 Def. 5.3",
       .statement = "exact (eps, rho)-stability (vertex/face decision) = Z3 nlsat verdict; a "
                    "violating t satisfies |p - t| < eps and |P_p - P_t| >= rho eps",
       .instances = "every internal node of the family (q <= 3) at its correct conditional "
                    "probabilities, plus p in {0, 1/4, 1/2, 1}^q and (margins: p - eps = 0 or p + "
                    "eps = 1) p in {1/10, 9/10}^q for q <= 2; " +
                    params +
                    "; at eps = 3/5, rho = 9/10: p in {2/5, 3/5}^q, and AND(3/5, 9/10), OR(2/5, "
                    "1/10), stated stable (sup gap = rho eps only at an excluded clamped end)",
       .evaluate = [] { return stability_agrees_with_smt(); }},
      /// seed 000 Fig. 2: the exact expected payoff against an enumeration of every coin, with
      /// r = 1/80 and the honest prover's rule written in the claim; non-trivial because the
      /// leaf, round and initial rewards all enter and p_d = 1/10, 9/10 sit exactly eps from A's
      /// claim (Lemma A.5's |p_d - A(x)| <= eps).
      {.id = "pe.fig2.payoff",
       .source = "seed 000 Fig. 2 (rewards, steps 3(c), 5, initialization 5), Lemma A.5 prover",
       .statement =
           "expected_payoff = sum over z-hat ~ p_d, z_i ~ B_i^k(z_<i), O ~ theta of r^{d+1} "
           "[z-hat = A(x)] + sum_k r^k A^k (M_D(z) - p_k) + A^0 (O - p_0), r = eps (1 - "
           "rho) / 4 = 1/80; the honest A: A^k = 0 if |p_d - A(x)| <= eps, else sign(g - "
           "p_k) when |g - p_k| > eps, j = first argmax |B_i - g(y_i)|",
       .instances = "every family instance of width q <= 2; the truthful B and (d = 1) p_d in {0, "
                    "1/10, 1/2, 9/10, 1} x root entries in {0, 1/10, 1/2, 1} (q = 1) or {0, 1/2, "
                    "1}; A: honest, and constant directions +-1 with j in {0, q-1}, claims 0 and 1",
       .evaluate = [] { return fig2_payoff_enumerated(false); }},
      /// seed 000 Fig. 2 with A's choices: she outputs the sub-queries of each query (step 2) and
      /// answers her proof bits without context (step 3(b)); the tree she plays, and every
      /// payoff on it, against the coin-by-coin enumeration.
      {.id = "pe.fig2.menus",
       .source = "seed 000 Fig. 2 steps 2, 3(a)-(c), 5, initialization 5; Def. 5.1 (the implicit "
                 "proof, z^0 = O(u_S))",
       .statement = "the tree A plays (the decomposition she outputs for each query, each leaf "
                    "query S judged at her bits u~_S) = the reference's realization of her "
                    "choices, and expected_payoff on it = the enumeration of pe.fig2.payoff",
       .instances =
           "the 52 menus of pe.soundness.chosen_subqueries (m = 2) x her bits u~ in "
           "{0,1}^2 x her option rule (first, last, level mod count; distinct trees); B as "
           "in pe.fig2.payoff; A: constant directions +-1 with j in {0, q-1}, claims 0 "
           "and 1, and the honest prover at u~ = u*",
       .evaluate = [] { return fig2_menus_enumerated(false); }},
      /// seed 000 Lemma A.5: against every real B, by exact branch and bound over B's tables.
      /// Tight: B with p_d = A(x) -+ eps meets (1 - eps) r^{d+1} exactly (evaluated on each
      /// instance), so the least slack is 0 wherever that payoff equals the bound.
      {.id = "pe.completeness",
       .source = "seed 000 Lemma A.5 (Thm 6.1 completeness)",
       .statement =
           "g(root) in {0,1} and (eps, rho)-stable at every node (A-provable: A answers "
           "g) => honest A has E[V^{A,B}] >= (1 - eps) r^{d+1} for every B (p_d and "
           "every B_i^k real in [0,1]; exact branch and bound over B's tables, docs/PE.md)",
       .instances = "every instance of the family (d = 1, q <= 3; d = 2, q <= 2), four d = 2 "
                    "trees stable by construction and 24 d = 2, q = 3 trees, filtered by the "
                    "hypotheses; " +
                    params,
       .evaluate = completeness_every_estimator},
      /// seed 000 Lemma A.5 a second way: Z3 nlsat on the SMT encoding (proofs/pe/queries.cpp)
      /// must prove what the branch and bound proves; the two encodings of the bound (1 - eps)
      /// r^{d+1} are written independently, so an error in either one fails here.
      {.id = "pe.completeness.smt",
       .source = "seed 000 Lemma A.5 (Thm 6.1 completeness), SMT encoding",
       .statement = "g(root) in {0,1} and (eps, rho)-stable at every node => Z3 finds no B (p_d "
                    "and every B_i^k real in [0,1]) with E[V^{A,B}] < (1 - eps) r^{d+1} for the "
                    "honest A (UNSAT), and the exact branch and bound proves the same bound",
       .instances = "the family's instances with d = 1, q <= 2 or d = 2, q = 1 (where Z3 decides "
                    "within 5 s), filtered by the hypotheses; " +
                    params,
       .evaluate = [] { return completeness_agrees_with_smt(false); }},
      /// seed 000 Lemma A.4: for every prover of a family that reads B's probabilities, the
      /// estimator of the lemma's proof, learned level by level only until A cannot tell it
      /// from the truth by delta. Non-trivial because that B is wrong (an uninformed start
      /// stopped early), so A's round rewards are not zero and the (2d+1) delta term is used.
      {.id = "pe.soundness",
       .source = "seed 000 Lemma A.4 (Thm 6.1 soundness), bounded estimator (delta = 1/10)",
       .statement = "for every A, the B of the proof (h_k (delta, F)-indistinguishable from the "
                    "true answers at every level for A's r_k and f_k, Algorithm 1 steps from "
                    "uniform) has E[V^{A,B}] < r^{d+1} P[A(x) = L(x)] + (2d+1) delta, each level "
                    "built within Lemma A.3's floor(18 |Z| / delta^2) steps (B's size)",
       .instances = "every instance of the family (stable and unstable) and 3 "
                    "obfuscated arguments (seed 000 Sec. 7); 24 provers: claim x direction "
                    "(honest, contrarian, follower) x recursion (honest, least / most believed, "
                    "first answered 0); B's tests: A's r_k and f_k and the point indicators; " +
                    params,
       .evaluate = soundness_bounded_estimator},
      /// seed 000 Lemma A.4 with mu over two inputs: the B of the proof is indistinguishable in
      /// expectation over mu only, so it is worse on the lighter input than a B learned input by
      /// input; the bound is on the mean. Non-trivial as pe.soundness is (B stopped early).
      {.id = "pe.soundness.mu",
       .source = "seed 000 Lemma A.4 (x ~ mu, B learned over mu by Lemma A.3)",
       .statement = "for every A, the B of the proof learned over mu (one Algorithm 1 run per "
                    "level on the contexts of both inputs, tests A's r_k, f_k and the point "
                    "indicators) has E_{x~mu}[V^{A,B}(x)] < r^{d+1} P_{x~mu}[A(x) = L(x)] + "
                    "(2d+1) delta, each level within floor(18 |Z| / delta^2) steps",
       .instances = "consecutive pairs of pe.soundness's decompositions of one depth, A one "
                    "of its 24 provers on both inputs, mu in {(1/2, 1/2), (9/10, 1/10)}; " +
                    params,
       .evaluate = soundness_over_mu},
      /// seed 000 Lemma A.5 with A choosing what Fig. 2 lets her choose: the sub-queries of each
      /// query (step 2) from a menu, and her proof bits (step 3(b)) the true proof u* (Def. 5.2
      /// item 1). The stable plays are trees pe.completeness decides too (with the bits u* a
      /// play is a fixed decomposition); what can fail is the menu-to-play path (its twin).
      {.id = "pe.completeness.chosen_subqueries",
       .source = "seed 000 Lemma A.5, Fig. 2 steps 2 and 3(b), Def. 5.2 item 1 (A(x, j) = u_j)",
       .statement = "L(x) in {0, 1}, A outputs a decomposition of each query from its menu, "
                    "answers her proof bits with u* (A-provable), the decomposition played "
                    "(eps, rho)-stable => E[V^{A,B}] >= (1 - eps) r^{d+1} for every B (exact "
                    "branch and bound)",
       .instances = "every choice on the menus of pe.soundness.chosen_subqueries (m = 2 proof "
                    "bits; d = 1, q <= 2; d = 2, q = 1), distinct decompositions played (the "
                    "stable ones: d = 1, q = 2 over 0/1 leaves); " +
                    params,
       .evaluate = completeness_chosen_subqueries},
      /// seed 000 Lemma A.4 with A choosing what Fig. 2 lets her choose: the sub-queries of each
      /// query (step 2) from a menu of decompositions with the query's correct answer, and one
      /// implicit proof u~ answered without context (step 3(b)), paid on O(u~_S) at the leaf.
      /// B is the proof's estimator learned against what A plays (B reads A's choices).
      {.id = "pe.soundness.chosen_subqueries",
       .source = "seed 000 Lemma A.4 (Thm 6.1 soundness) over Fig. 2 steps 2 and 3(b): A outputs "
                 "the sub-queries and the proof bits",
       .statement = "for every A (a decomposition per query from the menu, proof bits u~ in "
                    "{0,1}^m, a prover rule), the B of the proof learned on the decomposition A "
                    "plays (its leaves O(u~_S)), p_d against L(x), has E[V^{A,B}] < r^{d+1} "
                    "P[A(x) = L(x)] + (2d+1) delta, each level within floor(18 |Z| / delta^2) "
                    "steps",
       .instances = "52 menus over m = 2 proof bits (docs/PE.md): d = 1, q <= 2 and d = 2, q = 1, "
                    "every option of a query with its correct answer at the true proof u*; every "
                    "u~ and every choice of decompositions; the 24 provers of pe.soundness; "
                    "delta = 1/10; " +
                    params,
       .evaluate = [] { return soundness_chosen_subqueries(ChosenEstimator::ReadsChoices); }},
      /// seed 000 Lemma A.4 at delta -> 0 with A's choices: B reads them exactly (the limit of
      /// the proof's h_k = g_k) and A best-responds over every direction and recursion strategy.
      /// Tight: the truthful claim with the true proof gets r^{d+1} exactly.
      {.id = "pe.soundness.chosen_subqueries.best_response",
       .source = "seed 000 Lemma A.4 (Thm 6.1 soundness) over Fig. 2 steps 2 and 3(b), delta -> 0",
       .statement = "L(x) in {0,1} and a lying A's decomposition answers L(x) on her proof bits "
                    "=> for B with every B_i^k the answer of A's sub-query on her bits and p_d "
                    "the played root's answer, A's best payoff over every direction and "
                    "recursion strategy (backward induction) <= r^{d+1} P[A(x) = L(x)]",
       .instances = "the menus of pe.soundness.chosen_subqueries, every u~ and choice of "
                    "decompositions (distinct played decompositions), claims 0 and 1; " +
                    params,
       .evaluate = [] { return soundness_chosen_exact(ChosenExact::ReadsChoices); }},
      /// seed 000 Def. 5.3 twin: Z3 given the non-strict margin must disagree on a boundary case.
      {.id = "pe.twin.stability.closed_margin",
       .source = "seed 000 Def. 5.3 with |p - t| <= eps (the margin made non-strict)",
       .statement = "mutant Z3 query over the closed box: must disagree with the exact decision "
                    "on some boundary case",
       .instances = "as pe.stability.smt, in its order, until the first disagreement",
       .twin = true,
       .evaluate = [] { return stability_agrees_with_smt(true); }},
      /// seed 000 Sec. 7: naive recursive debate loses to the obfuscating liar for every B.
      {.id = "pe.obfuscation.naive",
       .source = "seed 000 Sec. 7 (obfuscated arguments, naive recursive debate)",
       .statement = "A claims every node of an AND tree true; one leaf, uniformly hidden from B, "
                    "is false; every B choice table (independent of the location) lets the liar "
                    "win w.p. 1 - q^{-d}",
       .instances = "d in {1,2}, q in {2,3}, every deterministic B choice table",
       .evaluate = naive_liar_wins},
      /// seed 000 Sec. 7 twin: without the obfuscation (B sees the false leaf) the liar loses.
      {.id = "pe.twin.obfuscation.location_known",
       .source = "seed 000 Sec. 7 with the false leaf's location known to B",
       .statement = "B recursing toward the false leaf: the liar's win 1 - q^{-d} must fail",
       .instances = "d in {1,2}, q in {2,3}; the first (d, q)",
       .twin = true,
       .evaluate = twin_naive_location_known},
      /// seed 000 Sec. 7: Fig. 2 bounds the same liar; best response by backward induction.
      {.id = "pe.obfuscation.estimator",
       .source = "seed 000 Sec. 7 (obfuscated arguments, prover-estimator debate, Fig. 2)",
       .statement = "against B = probability q^{-(d-k+1)} that each subclaim is false in the "
                    "level-k round (p_d consistent), the liar's best payoff over every strategy "
                    "not depending on the hidden leaf (backward induction) <= r^{d+1} p_d + sum_k "
                    "r^k q^{-(d-k+1)}; the optimal strategy replayed on each of the q^d trees "
                    "averages to the same value",
       .instances = "d in {1,2}, q in {2,3}, every hidden leaf; " + params,
       .evaluate = estimator_bounds_liar},
      /// seed 000 Thm A.2 / Lean regret_le: irrational steps, certified enclosures.
      {.id = "pe.ogd.regret",
       .source = "seed 000 Thm A.2; Lean girving/debate Learn/OGD.lean regret_le",
       .statement = "online gradient descent on [0,1]^dim (clamp projection) with good_eta d g n "
                    "= d / g / sqrt(n+1), d = sqrt(dim) the diameter, |grad| <= g: regret eve z "
                    "y n <= 3/2 g d sqrt n for every comparator y and every n (certified rational "
                    "enclosures; undecided => UNKNOWN)",
       .instances = "dim 1: every +-x sign sequence of length 8 from x0 in {0, 1/2, 1}; the "
                    "adaptive oscillating adversary, dim 1..3, g in {1, 2}, 64 steps; 40 seeded "
                    "|<a,x> - c| sequences (dim 2, 3; 24 steps); y = every vertex and the centre",
       .evaluate = ogd_regret_bounded},
      /// seed 000 Thm A.2 on other convex sets, against the best point of K.
      {.id = "pe.ogd.regret_sets",
       .source = "seed 000 Thm A.2 (any convex K); Lean girving/debate Learn/OGD.lean regret_le",
       .statement = "online gradient descent on K = [0,1]^dim (clamp), the simplex (exact "
                    "projection) or the unit ball (certified projection) with good_eta d g n, d "
                    "K's diameter (sqrt dim, sqrt 2, 2), linear losses |a| <= g: sup over v in K "
                    "of regret eve z v n <= 3/2 g d sqrt n for every n (certified rational "
                    "enclosures; undecided => UNKNOWN)",
       .instances = "K in {box, simplex, ball}, dim 2..3, g in {1, 2}, 48 steps: the set's "
                    "adaptive adversary, the cycle through the unit vectors, alternating +-e_1, "
                    "8 seeded oblivious sequences",
       .evaluate = ogd_sets_regret_bounded},
      /// seed 000 Lemma A.3: Algorithm 1's step count and Thm A.2 along each run.
      {.id = "pe.indistinguishable",
       .source = "seed 000 Lemma A.3, Algorithm 1 (Def. A.1); Lean "
                 "Learn/Indistinguishable.lean steps_converge (there by multiplicative weights)",
       .statement = "Algorithm 1 (uniform start, eta_t = D / (G sqrt t), D = sqrt 2, G = 2 "
                    "sqrt|Z|, simplex projection) returns an h with every |Adv_f| < delta "
                    "(certified) within floor(18 |Z| / delta^2) = (3 D G / (2 delta))^2 steps, "
                    "and sum_{t<=T} |Adv_t| <= 3/2 D G sqrt T (Thm A.2 with comparator Psi g) "
                    "along the run",
       .instances = "|X| 1..3 (uniform mu, and (1/2, 1/4, 1/4)), Z = {0,1}^q, q in {1, 2}, g a "
                    "point mass per x (every map for |X||Z| small, 8 seeded otherwise), F the "
                    "indicators of z or 2-3 seeded tables in {-1, -1/2, 0, 1/2, 1}, delta in "
                    "{2/5, 1/5, 1/7, 1/11}",
       .evaluate = algorithm1_returns},
      /// seed 000 Def. A.1, Algorithm 1, Lemma A.3 with tests that read h(x).
      {.id = "pe.indistinguishable.h_tests",
       .source = "seed 000 Def. A.1, Algorithm 1, Lemma A.3 (proof via Thm A.2); Lean "
                 "Learn/Indistinguishable.lean Distinguisher, adv, AdvLe",
       .statement = "Algorithm 1 with tests f(x, z, p) = (c(x, z) + sum_w d(x, z, w) p_w) [<a, p> "
                    ">= theta] read at h_t "
                    "(Adv_f^t and the step use F_t(x, z) = f(x, z, h_t(x)); eta_t = D / (G sqrt "
                    "t), D = sqrt 2, G = 2 sqrt|Z|) returns within floor(18 |Z| / delta^2) steps, "
                    "sum_{t<=T} |Adv_t| <= 3/2 D G sqrt T along the run, and the returned h is "
                    "(delta, F)-indistinguishable from g: every |E_{z~g(x)} f(x, z, h(x)) - "
                    "E_{z~h(x)} f(x, z, h(x))| < delta (certified; an undecided gate => UNKNOWN)",
       .instances = "|X| 1..3 (uniform mu, and (2/3, 1/3) or (1/2, 1/4, 1/4)), |Z| 2..4, g a "
                    "point mass or k/4 or k/3 weights per x (seeded), F the calibration class "
                    "[z = w] [p_w >= theta], [z = w] [p_w <= theta] (theta in {1/5, 2/5, 3/5}) or "
                    "two seeded classes of 4 tables in {-1, -1/2, 0, 1/2, 1} gated by [p_u >= "
                    "theta], [p_u <= theta], [p_u - p_v >= theta'] and none, or the affine class "
                    "([z = w] p_w, [z = w] (1 - p_w) for each w, 3 seeded tests with c, d in "
                    "{-1/2, 0, 1/2}: no gate, [p_u >= theta], [p_u <= theta]), delta in {2/5, "
                    "1/5, 1/7, 1/11}",
       .evaluate = algorithm1_h_tests},
      /// seed 000 Thm 6.1's completeness with Def. 5.2 as stated (a single A, probability 1 -
      /// gamma): on a strategy set where no A is honest on both inputs, gamma > 0 matters.
      {.id = "pe.thm6_1.completeness",
       .source = "seed 000 Thm 6.1 (completeness) with Def. 5.2 (A-provable with probability 1 - "
                 "gamma: a single A) and Def. 5.3 ((eps, 1/2)-stable with probability 1 - gamma), "
                 "1/n read as r^{d+1}",
       .statement = "gamma < 1/2 the least with M_D A-provable and (eps, 1/2)-stable each with "
                    "probability 1 - gamma => some A in A has P_x[for every B, E[V^{A,B}(x)] >= "
                    "(1 - eps) r^{d+1}] >= 1 - 2 gamma (every B: Lemma A.5's branch and bound for "
                    "the honest prover, proved; a B of the finite set below the bound refutes "
                    "another strategy; an unrefuted one is never counted)",
       .instances = "pe.thm6_2's inputs (d = 1, q <= 2, 0/1 answers): every pair of its 6 stable "
                    "inputs and each stable input beside each of its 12 unstable ones, mu in "
                    "{(1/2, 1/2), (3/4, 1/4), (1/4, 3/4), (2/3, 1/3)}, A the product of the "
                    "inputs' strategy sets or the cross set (the honest prover on one input and a "
                    "numbered prover claiming 1 - L(x) on the other); eps = 1/10, rho = 1/2",
       .evaluate = thm6_1_completeness},
      /// seed 000 Lemma A.3's two conclusions on one h: the circuit of its proof, built from
      /// Algorithm 1's run, computes an indistinguishable h with the construction's gate counts.
      {.id = "pe.indistinguishable.circuit",
       .source = "seed 000 Lemma A.3 (conclusions 1 and 2) and its proof's circuit: h_{t+1}(x) "
                 "from h_t(x) by |Z| queries f(x, z, h_t(x)), one shared evaluation of h_t and "
                 "the projection onto Delta_Z",
       .statement = "the circuit built from Algorithm 1's steps (query gates f(x, z, p), linear, "
                    "max / min, the run's rounding; the projection a comparator network) "
                    "computes the run's h at every x, every |E_{z~g(x)} f(x, z, h(x)) - "
                    "E_{z~h(x)} f(x, z, h(x))| < delta exactly, with at most |Z| floor(18 |Z| / "
                    "delta^2) query gates and 2 + floor(18 |Z| / delta^2) (|Z|^2 + 7 |Z| - 2) "
                    "gates",
       .instances = "the cases of pe.indistinguishable (tests that ignore p) and of "
                    "pe.indistinguishable.h_tests (tests read at h(x))",
       .evaluate = algorithm1_circuit},
      /// seed 000 Def. 3.4: the exact characterisation of equilibrium leaders that pe.thm6_2
      /// uses is the definition itself. Non-trivial: 2 x 2 games already have leaders in no
      /// equilibrium, and the necessary condition lo + alpha >= max lo - alpha admits them (twin).
      {.id = "pe.def3_4.stackelberg",
       .source = "seed 000 Def. 3.4 (alpha-approximate Stackelberg equilibrium)",
       .statement = "s_L* leads an alpha-approximate Stackelberg equilibrium (some response "
                    "function meets (1) and (2)) <=> hi(s_L*) >= max_s lo(s) - alpha, lo / hi "
                    "the least / greatest u_L over the follower's alpha-best responses; the "
                    "constructed responses meet (1) and (2); separable zero-sum ranges equal the "
                    "joint game's",
       .instances = "every 2 x 2 game with u_L, u_F in {0, 1}, alpha in {0, 1/2}; 1,000 "
                    "seeded 3 x 3 general-sum and 500 zero-sum games with entries in {-1, -1/2, "
                    "0, 1/2, 1}, alpha in {0, 1/4, 1/2}; 300 seeded two-part separable zero-sum "
                    "games (2 x 3 parts, mu in {(1/2, 1/2), (3/4, 1/4)})",
       .evaluate = [] { return stackelberg_characterisation(false); }},
      /// seed 000 Thm 6.2: every approximate-equilibrium leader of a finite game is mostly right.
      /// Non-trivial because every input's M_D reads each of its subclaims, so the rounds (and
      /// B's tables) change the payoffs the equilibria are made of.
      {.id = "pe.thm6_2",
       .source = "seed 000 Thm 6.2 (Def. 3.4 alpha-approximate A-leading Stackelberg)",
       .statement = "A-provable and (eps, 1/2)-stable each with probability 1 - eps r^{d+1} "
                    "/ 4 (the paper's 1 - eps / (4n) with 1/n = r^{d+1}), alpha < eps r^{d+1} / "
                    "2 (eps / (2n)) => every leader of an "
                    "alpha-approximate A-leading Stackelberg equilibrium of the finite game has "
                    "P[A(x) = L(x)] > 1 - 4 eps",
       .instances = "pairs of the first 6 stable A-provable d = 1, q <= 2 decompositions whose "
                    "M_D reads every subclaim, mu in "
                    "{(1/2, 1/2), (3/4, 1/4)}; each of them also beside one of the first 12 "
                    "unstable ones or one of the 6 played without the honest prover, of weight "
                    "eps r^2 / 4 = 1/256000; A: claim x constant direction "
                    "per node x "
                    "recursion index, plus the honest prover; B: p_d and entries in {0, 1/2, 1}, "
                    "the truthful B and the B at the edge of Def. 5.3's box; alpha = (99/100) eps "
                    "r^2 / 2; " +
                    params,
       .evaluate = equilibrium_leaders_correct},
      /// seed 000 Def. 8.2 / Thm 8.3: a majority vote of noisy evidence is stable.
      {.id = "pe.transform",
       .source = "seed 000 Def. 8.2 / Thm 8.3 (stable transformation, majority vote)",
       .statement = "a query answered by the majority of s independent pieces of evidence, each "
                    "wrong w.p. eta <= eps/4, is (eps, rho)-stable at its correct conditional "
                    "probabilities",
       .instances = "s = 3 (width q <= 3), truth in {0, 1}, eta in {0, 1/80, 1/40}; " + params,
       .evaluate = majority_vote_stable},
      /// seed 000 Def. 8.1: s-supportedness decided exactly on finite oracle distributions
      /// (independent, one shared coin per query, correlated pairs), equal to each closed form;
      /// the s-supported ones meet Thm 8.3's membership conclusion for Def. 8.2's L'. Tight:
      /// eta = eps / (4n) exactly meets Def. 8.1's bound.
      {.id = "pe.def8_1.supported",
       .source = "seed 000 Def. 8.1 (s-supported), Def. 8.2, Thm 8.3 (membership)",
       .statement = "Def. 8.1 decided exactly (min over pieces and positive-probability "
                    "conditionings on every other piece of P[O(v_i^j) = O*(u_i) | ...] >= 1 - "
                    "eps/(4n)) = the closed form; s-supported => x in L iff P_r[(x,r) in L'] > 1 - "
                    "eps/(4n), L' = C on the majority of s pieces per query",
       .instances = "x in {0,1}^2 (n = 2), C in {x1, x1 AND x2, x1 OR x2}, eps = 1/100, s = the "
                    "proof's kappa; P: independent pieces wrong w.p. eta in {0, 1/1600, 1/800, "
                    "1/400}, one shared coin per query (eta in {1/1600, 1/800}), pairs of pieces "
                    "(one wrong w.p. 1/1600, both w.p. 1/2560000 or 1/3200)",
       .evaluate = [] { return def8_1_supported(false); }},
      /// seed 000 Def. 8.1 and 8.2 as stated, for verifiers that read a proof: the reference's
      /// Def. 8.1 decision against the definition evaluated literally, Def. 8.2's L' over every
      /// random string r, and Thm 8.3's membership conclusion on the s-supported instances.
      {.id = "pe.def8_1.proofs",
       .source = "seed 000 Def. 8.1 (s-supported), Def. 8.2 (L' with r and proofs), Thm 8.3 "
                 "(membership)",
       .statement = "Def. 8.1 decided (support for the queries M*(x, y) makes, for every proof y, "
                    "s pieces chosen among candidates, evidence correlated across queries) = "
                    "Def. 8.1 evaluated literally; P_r[(x,r) in L'] (L': some proof y accepts on "
                    "the majorities of the pieces O-bar(v, r) samples) = its count over every r; "
                    "s-supported => x in L iff P_r[(x,r) in L'] > 1 - eps/(4n)",
       .instances = "x in {0,1}^2 (n = 2), eps = 1/100; M*: x1 OR x2 with a proof naming a "
                    "disjunct, x1 XNOR x2 making one of two queries by x1, x1 AND x2; evidence "
                    "independent, a pool of s + 1 candidates with one bad, coins shared across "
                    "queries (same or shifted index), one query's pieces fair coins; s = 3 (both "
                    "readings, literal evaluation; r enumerated at noise 1/8, 1/4) and s = kappa = "
                    "7 (noise 0 .. 1/512, membership)",
       .evaluate = [] { return def8_1_proofs(Def81Mutation::None); }},
      /// seed 000 Thm 8.3 on the layered majority construction of its proof (Appendix C) with the
      /// proof's kappa: stable at every node (by backward induction over prefixes, checked
      /// against the vertex decision at q <= 3), membership for Def. 8.2's L' and for C' itself;
      /// Lemma A.5 decided where within reach.
      {.id = "pe.thm8_3",
       .source = "seed 000 Thm 8.3 (proof: Appendix C), Def. 8.1, Def. 8.2, Def. 5.3",
       .statement = "L s-supported (independent pieces wrong w.p. eta <= eps/(4n)), 0 < eps < 1/2, "
                    "kappa = the proof's 3 ln(2w/eps) / ln(1/(6 eps (1 - 3 eps/2))) (odd), s = "
                    "kappa^d => the transformed decomposition (M_D = gate of w majorities of "
                    "kappa, q = w kappa) is (eps, 1/2)-stable at every node, and x in L iff "
                    "P_r[(x,r) in L'] > 1 - eps/(4n) (L' of Def. 8.2, and g(root) of C')",
       .instances = "x in {0,1}^2 (n = 2); C in {x1, x1 AND x2, x1 OR x2} (d = 1) at eps in "
                    "{1/100, 1/1000} (kappa 7, 5) and x1 XOR x2 as (u1 OR u2) AND (NOT x1 OR NOT "
                    "x2) (d = 2) at eps = 1/1000 (kappa = 5, s = 25, q = 10); eta in {0, eps/(8n), "
                    "eps/(4n)}; Lemma A.5 (r = eps/8) on eta = 0, q <= 5, and kappa = 3 for x1",
       .evaluate = [] { return thm8_3_transformed(false); }},
  };
}

}  // namespace

std::vector<Claim> pe_claims() {
  std::vector<Claim> claims = statements();
  for (Claim& c : pe_twin_claims()) claims.push_back(std::move(c));
  return claims;
}

}  // namespace debref::pe
