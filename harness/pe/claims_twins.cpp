// Source: seed 000 (docs/SOURCES.md) and docs/PE.md. The pe family's falsifying twins: each a
// mutated protocol or a dropped hypothesis of a claim in harness/pe/claims.cpp, which must be
// caught.
#include "harness/pe/claims.hpp"
#include "harness/pe/evaluate.hpp"

namespace debref::pe {

std::vector<Claim> pe_twin_claims() {
  const std::string& params = kPeParams;
  return {
      /// pe.fig2.payoff's enumeration with the leaf reward's sign flipped disagrees.
      {.id = "pe.twin.fig2.leaf_sign",
       .source = "seed 000 Fig. 2 step 3(c) with the leaf reward A^0 (p_0 - O)",
       .statement = "expected_payoff = the enumeration with A^0 (p_0 - O) at the leaf (mutant: "
                    "must fail)",
       .instances = "the instances of pe.fig2.payoff",
       .twin = true,
       .evaluate = [] { return fig2_payoff_enumerated(true); }},
      /// Fig. 2 step 3(b) pays A on O(u~_S) at the bits she answers: judging at the true proof
      /// u* instead disagrees with the reference's payoff.
      {.id = "pe.twin.fig2.menus_true_proof",
       .source = "seed 000 Fig. 2 step 3(b) with the leaf judged at the true proof u*",
       .statement = "expected_payoff on the tree A plays = the enumeration with every leaf judged "
                    "at u* (mutant: must fail)",
       .instances = "the instances of pe.fig2.menus",
       .twin = true,
       .evaluate = [] { return fig2_menus_enumerated(true); }},
      /// seed 000 Lemma A.5 needs stability: an unstable node lets some B win.
      {.id = "pe.twin.completeness.unstable",
       .source = "seed 000 Lemma A.5 with (eps, rho)-stability dropped",
       .statement = "g(root) in {0,1}, some node unstable => honest A still gets >= (1 - eps) "
                    "r^{d+1} (mutant: must fail)",
       .instances = "the family's unstable d = 1 instances; " + params,
       .twin = true,
       .evaluate = twin_completeness_unstable},
      /// pe.completeness.smt without stability: Z3 must find an estimator that beats the bound.
      {.id = "pe.twin.completeness.smt_unstable",
       .source = "seed 000 Lemma A.5 with (eps, rho)-stability dropped, SMT encoding",
       .statement = "g(root) in {0,1}, some node unstable => Z3 finds no B with E[V^{A,B}] < (1 - "
                    "eps) r^{d+1} (mutant: must fail; Z3's B is replayed exactly below the bound)",
       .instances = "the unstable instances of pe.completeness.smt's space, in order, up to the "
                    "first catch; " +
                    params,
       .twin = true,
       .evaluate = [] { return completeness_agrees_with_smt(true); }},
      /// seed 000 Fig. 2 step 1 needs r = eps (1 - rho) / 4: a large r breaks Lemma A.5.
      {.id = "pe.twin.completeness.reward_ratio",
       .source = "seed 000 Fig. 2 step 1 with r in {1/2, 1, 4} instead of eps (1 - rho) / 4",
       .statement = "stable, A-provable => honest A gets >= (1 - eps) r^{d+1} with r in {1/2, 1, "
                    "4} (mutant: must fail)",
       .instances = "the family's stable d <= 2 instances",
       .twin = true,
       .evaluate = twin_completeness_reward_ratio},
      /// The two twins above at d = 2, q = 3 (decided node by node, docs/PE.md).
      {.id = "pe.twin.completeness.d2q3_unstable",
       .source = "seed 000 Lemma A.5 with (eps, rho)-stability dropped, d = 2, q = 3",
       .statement = "g(root) in {0,1}, some node unstable => honest A still gets >= (1 - eps) "
                    "r^3 (mutant: must fail)",
       .instances = "the unstable d = 2, q = 3 trees of pe.completeness, in order, up to the "
                    "first catch; " +
                    params,
       .twin = true,
       .evaluate = twin_completeness_d2q3_unstable},
      {.id = "pe.twin.completeness.d2q3_reward_ratio",
       .source = "seed 000 Fig. 2 step 1 with r in {1/2, 1, 4}, d = 2, q = 3",
       .statement = "stable, A-provable => honest A gets >= (1 - eps) r^3 with r in {1/2, 1, 4} "
                    "(mutant: must fail)",
       .instances = "the stable d = 2, q = 3 trees of pe.completeness, in order, up to the first "
                    "catch",
       .twin = true,
       .evaluate = twin_completeness_d2q3_reward_ratio},
      /// seed 000 Fig. 2 step 6 needs A to pick the recursion: B picking it breaks Lemma A.5.
      {.id = "pe.twin.completeness.naive_recursion",
       .source = "seed 000 Lemma A.5 with B choosing the recursion (naive recursive debate's rule)",
       .statement = "stable, A-provable => honest directions get >= (1 - eps) r^{d+1} when B "
                    "picks j (B recurses on its least-wrong subclaim; mutant: must fail)",
       .instances = "the family's stable d = 1 instances, B's entries in {0, 1/2, 1}; " + params,
       .twin = true,
       .evaluate = twin_completeness_naive_recursion},
      /// seed 000 Lemma A.4 needs the direction rule: without it a liar is paid at every leaf.
      {.id = "pe.twin.soundness.no_direction",
       .source = "seed 000 Lemma A.4 with the direction requirement removed (A paid r^k |M_D - "
                 "p_k|)",
       .statement = "min over B of E[V] <= r^{d+1} P[A(x) = L(x)] (mutant: must fail). Every B "
                    "gives a lying A (always A^k = 1) at least min over leaves of min(theta, 1 - "
                    "theta) > 0 = the bound",
       .instances = "the family's d = 1 instances with g(root) in {0,1} and fractional leaves",
       .twin = true,
       .evaluate = twin_soundness_no_direction},
      /// seed 000 Lemma A.4's proof uses indistinguishability for A's r_k and f_k only; an
      /// estimator learned against those two tests alone breaks the conclusion.
      {.id = "pe.twin.soundness.proof_tests_only",
       .source = "seed 000 Lemma A.4 with B's tests cut to the two its proof uses (eq. (6), (8))",
       .statement = "B (delta, {r_k, f_k})-indistinguishable at every level => E[V^{A,B}] < "
                    "r^{d+1} P[A(x) = L(x)] + (2d+1) delta (mutant: must fail; A picks j after "
                    "seeing z, so E_h[A^k z_j] = E[A^k p_k], used in eq. (9) and (10), fails)",
       .instances = "the instances and provers of pe.soundness, in order, up to the first catch",
       .twin = true,
       .evaluate = twin_soundness_proof_tests_only},
      /// seed 000 Lemma A.4's B is learned over the distribution the debate is played on; learned
      /// over another one, the bound fails.
      {.id = "pe.twin.soundness.mu_mismatch",
       .source = "seed 000 Lemma A.4 with B learned over mu' = (1/10, 9/10) while x ~ mu = "
                 "(9/10, 1/10)",
       .statement = "as pe.soundness.mu (mutant: must fail; the input mu weighs most is the one "
                    "B learned least)",
       .instances = "the pairs and provers of pe.soundness.mu, in order, up to the first catch",
       .twin = true,
       .evaluate = twin_soundness_mu_mismatch},
      /// seed 000 Lemma A.4's B_i^k(x, y^k, z_<i) reads the sub-queries y^k A output: learned on
      /// option 0 of every query, it is wrong where A decomposes otherwise.
      {.id = "pe.twin.soundness.estimator_ignores_subqueries",
       .source = "seed 000 Lemma A.4 with B's tables not conditioned on A's sub-queries (learned "
                 "on option 0 of every query, used whatever A outputs)",
       .statement = "as pe.soundness.chosen_subqueries (mutant: must fail; A picks a "
                    "decomposition whose sub-queries B's tables misjudge and collects the leaf "
                    "reward)",
       .instances = "the menus, choices and provers of pe.soundness.chosen_subqueries, in order, "
                    "up to the first catch (vacuous: A plays option 0 everywhere)",
       .twin = true,
       .evaluate = [] { return soundness_chosen_subqueries(ChosenEstimator::IgnoresSubqueries); }},
      /// seed 000 Def. 5.2 item 1 (A answers the proof bits u_j) is needed for completeness: a
      /// prover claiming L(x) with a wrong proof bit plays a decomposition answering 1 - L(x).
      {.id = "pe.twin.completeness.wrong_proof_bits",
       .source = "seed 000 Lemma A.5 with Def. 5.2 item 1 dropped (A's proof bits u != u*)",
       .statement = "A claims L(x) and plays a stable decomposition from the menu on proof bits "
                    "u != u* => E[V^{A,B}] >= (1 - eps) r^{d+1} for every B (mutant: must fail)",
       .instances = "the menus of pe.completeness.chosen_subqueries, every u != u* and choice "
                    "whose decomposition answers 1 - L(x), up to the first catch; B truthful "
                    "to the decomposition played",
       .twin = true,
       .evaluate = twin_completeness_wrong_proof_bits},
      /// seed 000 Lemma A.4's proof: A's context-free bits make one proof u~, so g_0 is well
      /// defined; a B that estimates the true proof's answers instead is misled by a false u~.
      {.id = "pe.twin.soundness.estimator_ignores_proof",
       .source = "seed 000 Lemma A.4 with B learned on the true proof u* instead of A's proof "
                 "bits u~ (B does not read A's proof)",
       .statement = "as pe.soundness.chosen_subqueries (mutant: must fail; A's bits change a "
                    "judgement O(u~_S) B estimated at u*)",
       .instances = "the menus, choices and provers of pe.soundness.chosen_subqueries, in order, "
                    "up to the first catch (vacuous: u~ gives every reached leaf its u* value)",
       .twin = true,
       .evaluate = [] { return soundness_chosen_subqueries(ChosenEstimator::IgnoresProof); }},
      /// seed 000 Lemma A.4's proof initializes p_d against L(x); at delta -> 0 that B pays a
      /// truthful A whose proof bits fail r^d at the root (finding: the proof, not the lemma).
      {.id = "pe.twin.soundness.initial_at_truth",
       .source = "seed 000 Lemma A.4's proof: p_d learned against L(x) (eq. (5)), every table "
                 "the answers of A's sub-queries on her bits",
       .statement = "as pe.soundness.chosen_subqueries.best_response with p_d = L(x) (must fail: "
                    "a truthful A whose bits make the played root answer 1 - L(x) is paid r^d "
                    "by the root round, eq. (9) at k = d needs E[M_D] = L(x))",
       .instances = "the plays of pe.soundness.chosen_subqueries.best_response, in order, up to "
                    "the first catch",
       .twin = true,
       .evaluate = [] { return soundness_chosen_exact(ChosenExact::InitialAtTruth); }},
      /// seed 000 Lemma A.4 needs the liar's decomposition to verify her claim soundly on every
      /// proof (Def. 5.1's "or x not in L respectively"); without it every B pays her r^{d+1}.
      {.id = "pe.twin.soundness.unsound_verifier",
       .source = "seed 000 Lemma A.4 at delta = r^{d+1} / (2 (2d+1)) with a lying A whose played "
                 "decomposition answers her claim on her proof bits",
       .statement = "some B has E[V^{A,B}] < r^{d+1} P[A(x) = L(x)] + (2d+1) delta (must fail: "
                    "with constant directions and recursion E[V] is multilinear in B, its least "
                    "value over every real B a vertex value, >= r^{d+1})",
       .instances = "the plays of pe.soundness.chosen_subqueries.best_response that fail its "
                    "hypothesis (a liar, played root answer != L(x)), in order, up to the first "
                    "catch; provers: claim x always_minus / always_plus x first / last",
       .twin = true,
       .evaluate = [] { return soundness_chosen_exact(ChosenExact::UnsoundVerifier); }},
      /// seed 000 Fig. 2 step 2 comes after A has seen p_k: where two decompositions of a query
      /// disagree on A's bits, she outputs the one that contradicts B, for every B.
      {.id = "pe.twin.soundness.adaptive_subqueries",
       .source = "seed 000 Lemma A.4 at delta = r^{d+1} / (2 (2d+1)) with A outputting the "
                 "sub-queries after seeing p_d (Fig. 2 steps 1-2), on a proof u~ where two "
                 "decompositions of x disagree",
       .statement = "some B has E[V^{A,B}] < r^{d+1} P[A(x) = L(x)] + (2d+1) delta (must fail: A "
                    "outputs a decomposition answering 1 when p_d < 1/2, else one answering 0, "
                    "with every A^k toward it; her least payoff over every B, a vertex value on "
                    "each branch, is about r/2)",
       .instances = "the depth-1 menus of pe.soundness.chosen_subqueries with L(x) in {0,1}, "
                    "every u~, every ordered pair of root options answering 1 and 0 on u~, claims "
                    "0 and 1, in order, up to the first catch; " +
                    params,
       .twin = true,
       .evaluate = twin_adaptive_subqueries},
      /// seed 000 Sec. 7 needs B's estimates: a believing B gives the liar q^{-d} at the leaf.
      {.id = "pe.twin.obfuscation.believing_estimator",
       .source = "seed 000 Sec. 7 with B believing every claim (probability 1 everywhere, naive "
                 "debate's B)",
       .statement = "the liar's best payoff <= r^{d+1} p_d + sum_k r^k q^{-(d-k+1)} (mutant: must "
                    "fail; the liar collects q^{-d} at the leaf)",
       .instances = "d in {1,2}, q in {2,3}; " + params,
       .twin = true,
       .evaluate = twin_believing_estimator_bounds_liar},
      /// seed 000 Thm A.2 needs the decreasing step: a constant step oscillates.
      {.id = "pe.twin.ogd.constant_step",
       .source = "seed 000 Thm A.2 with the constant step d / g instead of d / (g sqrt(n+1))",
       .statement = "regret <= 3/2 g d sqrt n (mutant: must fail; the oscillating adversary "
                    "gains ~ n/2)",
       .instances = "the cases of pe.ogd.regret",
       .twin = true,
       .evaluate = twin_ogd_constant_step},
      /// seed 000 Thm A.2 on the simplex and the ball needs the decreasing step too.
      {.id = "pe.twin.ogd.sets_constant_step",
       .source = "seed 000 Thm A.2 with the constant step d / g instead of d / (g sqrt(n+1))",
       .statement = "sup over v in K of regret <= 3/2 g d sqrt n (mutant: must fail)",
       .instances = "the cases of pe.ogd.regret_sets, in order, until the first failure",
       .twin = true,
       .evaluate = twin_ogd_sets_constant_step},
      /// seed 000 Thm A.2's constant 3/2 is needed: 1/2 is exceeded.
      {.id = "pe.twin.ogd.bound",
       .source = "seed 000 Thm A.2 with the bound's constant 3/2 lowered to 1/2",
       .statement = "regret <= 1/2 g d sqrt n with good_eta (mutant: must fail)",
       .instances = "the cases of pe.ogd.regret",
       .twin = true,
       .evaluate = twin_ogd_low_bound},
      /// seed 000 Lemma A.3's step count is not loose by a factor 288.
      {.id = "pe.twin.indistinguishable.step_bound",
       .source = "seed 000 Lemma A.3 with the step count 18 |Z| / delta^2 lowered to |Z| / (16 "
                 "delta^2)",
       .statement = "Algorithm 1 returns within |Z| / (16 delta^2) steps (mutant: must fail)",
       .instances = "the cases of pe.indistinguishable",
       .twin = true,
       .evaluate = twin_algorithm1_low_step_bound},
      /// seed 000 Algorithm 1 must read its tests at h_t: read at h_1 they leave h distinguishable.
      {.id = "pe.twin.indistinguishable.tests_at_start",
       .source = "seed 000 Algorithm 1 with f(x, z, h_1(x)) (the uniform start) in place of f(x, "
                 "z, h_t(x)) in lines 6 and 8",
       .statement = "the returned h is (delta, F)-indistinguishable from g with every f read at "
                    "h(x) (mutant: must fail)",
       .instances = "the cases of pe.indistinguishable.h_tests",
       .twin = true,
       .evaluate = twin_algorithm1_tests_at_start},
      /// seed 000 Def. 5.2 asks for a single A: read per input, the cross strategy set (each A
      /// honest on one input only) would be A-provable with probability 1.
      {.id = "pe.twin.thm6_1.per_input",
       .source = "seed 000 Thm 6.1 (completeness) with Def. 5.2 read per input: for each x some "
                 "A in A meets items 1-3 (instead of a single A for a 1 - gamma share of x)",
       .statement = "some A in A has P_x[for every B, E[V^{A,B}(x)] >= (1 - eps) r^{d+1}] >= 1 - "
                    "2 gamma (mutant: must fail)",
       .instances = "the settings of pe.thm6_1.completeness, in order, up to the first catch",
       .twin = true,
       .evaluate = twin_thm6_1_per_input},
      /// seed 000 Lemma A.3's size needs h_t evaluated once per step: as a formula (h_t
      /// recomputed at each use) the same construction is exponential in T.
      {.id = "pe.twin.indistinguishable.circuit_as_formula",
       .source = "seed 000 Lemma A.3 conclusion 2 with the circuit unfolded into a formula (each "
                 "gate recomputed for every use: h_t evaluated once per query and coordinate)",
       .statement = "the formula has at most 2 + floor(18 |Z| / delta^2) (|Z|^2 + 7 |Z| - 2) "
                    "gates (mutant: must fail)",
       .instances = "the cases of pe.indistinguishable.circuit, in order, up to the first catch",
       .twin = true,
       .evaluate = twin_algorithm1_circuit_as_formula},
      /// seed 000 Def. 3.4 needs the follower's best response in the leader's test: deciding by
      /// lo + alpha (every payoff up to alpha above the least taken as attainable) admits leaders
      /// of no equilibrium.
      {.id = "pe.twin.def3_4.superset",
       .source = "seed 000 Def. 3.4 with hi replaced by lo + alpha (the necessary condition)",
       .statement = "lo(s_L*) + alpha >= max_s lo(s) - alpha <=> s_L* leads an equilibrium "
                    "(mutant: must fail)",
       .instances = "the games of pe.def3_4.stackelberg",
       .twin = true,
       .evaluate = [] { return stackelberg_characterisation(true); }},
      /// seed 000 Thm 6.2 needs alpha < eps r^{d+1} / 2: a larger alpha admits a wrong leader.
      {.id = "pe.twin.thm6_2.alpha",
       .source = "seed 000 Thm 6.2 with alpha = 4 eps r^{d+1} (above eps r^{d+1} / 2)",
       .statement = "every leader of an alpha-approximate equilibrium has P[A(x) = L(x)] > 1 - 4 "
                    "eps (mutant: must fail)",
       .instances = "the games of pe.thm6_2",
       .twin = true,
       .evaluate = twin_equilibrium_large_alpha},
      /// seed 000 Thm 6.2 needs stability with probability 1 - eps / (4n): an unstable input at
      /// weight 1/2 admits a leader that lies there.
      {.id = "pe.twin.thm6_2.unstable",
       .source = "seed 000 Thm 6.2 with the unstable input at weight 1/2 (stability with "
                 "probability 1/2, not 1 - eps / (4n))",
       .statement = "every leader of an alpha-approximate equilibrium has P[A(x) = L(x)] > 1 - 4 "
                    "eps (mutant: must fail)",
       .instances = "each stable input of pe.thm6_2 beside each of its unstable ones, mu = (1/2, "
                    "1/2)",
       .twin = true,
       .evaluate = twin_equilibrium_unstable},
      /// seed 000 Def. 8.2 needs the majority vote: a single piece of evidence is unstable.
      {.id = "pe.twin.transform.single_evidence",
       .source = "seed 000 Def. 8.2 with s = 1 (no majority vote)",
       .statement = "a query answered by a single piece of evidence is (eps, rho)-stable (mutant: "
                    "must fail)",
       .instances = "truth in {0, 1}, eta in {0, 1/40}; " + params,
       .twin = true,
       .evaluate = twin_single_evidence_stable},
      /// seed 000 Def. 8.1 read literally (conditioning only on pieces with i' != i and j' != j)
      /// accepts evidence whose pieces share one coin, and Thm 8.3's membership then fails.
      {.id = "pe.twin.def8_1.literal_reading",
       .source = "seed 000 Def. 8.1 with the conditioning \"for all i' != i, j' != j\" read "
                 "literally (no piece of the same query conditions)",
       .statement = "s-supported under the literal reading => x in L iff P_r[(x,r) in L'] > 1 - "
                    "eps/(4n) (mutant: must fail)",
       .instances = "the instances of pe.def8_1.supported",
       .twin = true,
       .evaluate = [] { return def8_1_supported(true); }},
      /// seed 000 Def. 8.1 asks support only of the queries M*(x, y) makes: deciding it over
      /// every query of x disagrees with the definition evaluated literally.
      {.id = "pe.twin.def8_1.every_query",
       .source = "seed 000 Def. 8.1 with \"every oracle query u_i made by M*(x, y)\" read as every "
                 "query of x",
       .statement = "the decision over every query of x = Def. 8.1 evaluated literally (mutant: "
                    "must fail)",
       .instances = "the instances of pe.def8_1.proofs",
       .twin = true,
       .evaluate = [] { return def8_1_proofs(Def81Mutation::EveryQuery); }},
      /// seed 000 Def. 8.2's L' accepts when some proof makes M* accept: running the first proof
      /// only breaks Thm 8.3's membership conclusion.
      {.id = "pe.twin.def8_2.first_proof",
       .source = "seed 000 Def. 8.2 with L' running M*(x, y) for one fixed proof y",
       .statement =
           "s-supported => x in L iff P_r[(x,r) in L'] > 1 - eps/(4n) with L' on the first "
           "proof only (mutant: must fail)",
       .instances = "the instances of pe.def8_1.proofs",
       .twin = true,
       .evaluate = [] { return def8_1_proofs(Def81Mutation::FirstProof); }},
      /// seed 000 Thm 8.3 needs the proof's kappa (s = Omega(c^d)): kappa = 3 at eps = 1/4
      /// (the proof's kappa is 97 for w = 1) leaves a node unstable.
      {.id = "pe.twin.thm8_3.small_kappa",
       .source = "seed 000 Thm 8.3 with kappa = 3 below the proof's (s = 3^d)",
       .statement = "the transformed decomposition with kappa = 3 is (eps, 1/2)-stable at every "
                    "node and meets the membership conclusion (mutant: must fail)",
       .instances =
           "the languages of pe.thm8_3 at eps = 1/4, eta in {0, eps/(8n), eps/(4n)}, up to the "
           "first catch",
       .twin = true,
       .evaluate = [] { return thm8_3_transformed(true); }},
  };
}

}  // namespace debref::pe
