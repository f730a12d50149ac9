// Source: seed 000 (Def. 5.3, Fig. 2, Lemma A.3, A.4, A.5, Thm A.2, Sec. 7, Thm 6.2, Def. 8.1, 8.2,
// Thm 8.3) and Lean girving/debate Learn/OGD.lean regret_le, Learn/Indistinguishable.lean
// steps_converge. What each claim of harness/pe/claims.cpp computes on its instance space
// (harness/pe/instances.hpp), exactly: the instances tested, the vacuous ones, the first violation.
// A twin's evaluation stops at its first violation.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "harness/core/claim.hpp"
#include "reference/num/rational.hpp"
#include "reference/pe/bounded_estimator.hpp"
#include "reference/pe/debate.hpp"
#include "reference/pe/h_circuit.hpp"
#include "reference/pe/ogd.hpp"

namespace debref::pe {

// seed 000 Def. 5.3, Fig. 2, Lemma A.4, A.5, Def. 8.2 (evaluate_debate.cpp).
/// seed 000 Def. 5.3: the exact stability decision against Z3's; `closed_box` (the twin) gives
/// Z3 the non-strict margin |p - t| <= eps, which must disagree on a boundary case.
ClaimOutcome stability_agrees_with_smt(bool closed_box = false);
ClaimOutcome completeness_every_estimator();
/// One Lemma A.5 decision on `root` with A(x) = claim (g(root) = claim; exact branch and bound
/// against every B), recorded in `out`: an instance when decided (a refutation its violation,
/// least slack 0 when B with p_d = A(x) -+ eps meets the bound exactly), undecided otherwise.
struct CompletenessRecord {
  bool decided = false, attained = false;
  long boxes = 0;
};
CompletenessRecord completeness_record(const Node& root, int claim, const Rational& r,
                                       ClaimOutcome& out);
/// seed 000 Lemma A.5 with A choosing the sub-queries on the menus of
/// harness/pe/menu_instances.hpp and answering her proof bits with the true proof u* (Def. 5.2
/// item 1): every stable decomposition she can output, decided against every B.
ClaimOutcome completeness_chosen_subqueries();
/// The twin: A claims L(x) but answers her proof bits with u != u*, playing a stable
/// decomposition that then answers 1 - L(x); the truthful B of that play pays her less than
/// (1 - eps) r^{d+1}.
ClaimOutcome twin_completeness_wrong_proof_bits();
ClaimOutcome soundness_bounded_estimator();
/// Lemma A.4 with mu over two inputs (evaluate_soundness_mu.cpp): B learned over mu; the twin
/// learns B over the weights swapped and plays the debate on mu.
ClaimOutcome soundness_over_mu();
ClaimOutcome twin_soundness_mu_mismatch();
/// Gradient steps per level of Lemma A.4's estimator; past it the instance is UNKNOWN.
constexpr long kSoundnessSteps = 20000;
ClaimOutcome twin_soundness_proof_tests_only();
ClaimOutcome majority_vote_stable();
ClaimOutcome twin_completeness_unstable();
ClaimOutcome twin_completeness_reward_ratio();
/// The two twins above on depth2_width3()'s d = 2, q = 3 trees (pe.completeness's new rows).
ClaimOutcome twin_completeness_d2q3_unstable();
ClaimOutcome twin_completeness_d2q3_reward_ratio();
ClaimOutcome twin_completeness_naive_recursion();
ClaimOutcome twin_soundness_no_direction();
ClaimOutcome twin_single_evidence_stable();
/// `debref pe --decomposition D --estimator B --prover CLAIM,DIRECTION,RECURSION` on the
/// counterexample's "decomposition" and "estimator" shows that prover's exact payoff "payoff".
void prover_replay(nlohmann::json& v, int claim, const std::string& direction,
                   const std::string& recursion);
/// prover_replay for a soundness_provers prover given by its name ("claim C, direction D,
/// recursion R").
void named_prover_replay(nlohmann::json& v, int claim, const std::string& name);
/// One Lemma A.4 instance: the decomposition A plays, a soundness_provers prover (by name and
/// claim), the estimator learned against it, A's exact payoff and the bound.
struct SoundnessPlay {
  const Node& root;
  const std::string& prover;
  int claim = 1;
  const BoundedEstimator& b;
  Rational value, bound;
};
/// Lemma A.4's size of B read as Algorithm 1's steps per level (Lemma A.3's count): the most
/// steps one level took and the least floor(18 |Z| / delta^2) - steps over the plays added.
struct StepTally {
  long most = 0;
  std::optional<Integer> least_slack;
  void add(long steps, const std::optional<Integer>& slack);
  void add(const BoundedEstimator& b) { add(b.max_level_steps, b.least_step_slack); }
  void merge(const StepTally& o) { add(o.most, o.least_slack); }
  /// "; at most N Algorithm 1 steps at one level, least slack S to floor(18 |Z| / delta^2)"
  std::string text() const;
};
/// The violation of B's step count (a claim's second conclusion), when a level exceeded it.
std::optional<nlohmann::json> step_count_violation(const BoundedEstimator& b,
                                                   const std::function<nlohmann::json()>& instance);
/// Records `p`: its slack (a claim), or the first violation, which for a twin gets its
/// prover_replay; the instance JSON is `context()` with the play's fields. True when a twin is
/// caught (the caller stops).
bool soundness_record(ClaimOutcome& out, bool twin, const SoundnessPlay& p,
                      const std::function<nlohmann::json()>& context);

// seed 000 Lemma A.4 with A choosing the sub-queries and the proof bits (Fig. 2 step 2, step
// 3(b); evaluate_chosen.cpp). What B's tables are learned on: what A plays (the lemma's B, which
// reads A), the decomposition of option 0 at every query with A's proof bits (twin: B ignores
// A's sub-queries), or A's decomposition at the true proof u* (twin: B ignores A's proof bits).
enum class ChosenEstimator { ReadsChoices, IgnoresSubqueries, IgnoresProof };
ClaimOutcome soundness_chosen_subqueries(ChosenEstimator mode);
/// The delta -> 0 side: B reads A's choices exactly (every table the answers of A's
/// sub-queries on her proof bits, p_d the played root's answer) and A best-responds over every
/// direction and recursion (backward induction), against r^{d+1} P[A(x) = L(x)]. Twins: p_d =
/// L(x) as the proof initializes it; and the liars whose decomposition answers their claim on
/// their bits (an unsound verifier), where every B (vertex minimum) pays at least the bound at
/// delta = r^{d+1} / (2 (2d + 1)).
enum class ChosenExact { ReadsChoices, InitialAtTruth, UnsoundVerifier };
ClaimOutcome soundness_chosen_exact(ChosenExact mode);
/// Fig. 2 lets A output the sub-queries after seeing p_k: on depth-1 menus, A outputs a root
/// option answering 1 on her bits when p_d < 1/2 (every A^k = +1) and one answering 0 otherwise
/// (every A^k = -1); her least payoff over every B (vertex values on each branch) must fail
/// Lemma A.4's bound at delta = r^{d+1} / (2 (2d + 1)) (a finding).
ClaimOutcome twin_adaptive_subqueries();

// seed 000 Lemma A.5 by Z3 nlsat against the branch and bound (evaluate_smt.cpp).
/// Stable, A-provable instances: Z3 UNSAT (the conclusion for every real B) and the branch and
/// bound proves it too; `drop_stability` (the twin): unstable ones, where Z3 must find an
/// estimator whose exact replayed payoff is below the bound.
ClaimOutcome completeness_agrees_with_smt(bool drop_stability);

// seed 000 Fig. 2 enumerated coin by coin (evaluate_fig2.cpp); `leaf_sign_flipped`: the twin.
ClaimOutcome fig2_payoff_enumerated(bool leaf_sign_flipped);
/// The same enumeration with A's choices (Fig. 2 steps 2 and 3(b)) on the menus of
/// harness/pe/menu_instances.hpp: the tree A plays (one option per query by a rule of its level,
/// the leaves judged at the bits she answers) built from the menu, equal to the reference's
/// realization, and every payoff on it equal to the enumeration; `at_true_proof` (the twin)
/// judges the enumeration's leaves at the true proof u* instead.
ClaimOutcome fig2_menus_enumerated(bool at_true_proof);

// seed 000 Sec. 7 (evaluate_obfuscation.cpp).
ClaimOutcome naive_liar_wins();
/// Twin of naive_liar_wins: B sees the hidden false leaf; the liar's 1 - q^{-d} must fail.
ClaimOutcome twin_naive_location_known();
/// The liar's P[win] in naive recursive debate on the obfuscated (d, q) tree (d in {1, 2}),
/// averaged over the hidden leaf, when B knows where it is and recurses toward it (the twin's
/// mutant; `debref pe --obfuscation --location-known`).
Rational naive_location_known_win(int d, int q);
ClaimOutcome estimator_bounds_liar();
ClaimOutcome twin_believing_estimator_bounds_liar();

// seed 000 Thm A.2, Lemma A.3 (evaluate_learning.cpp).
ClaimOutcome ogd_regret_bounded();
ClaimOutcome algorithm1_returns();
ClaimOutcome twin_ogd_constant_step();
ClaimOutcome twin_ogd_low_bound();
ClaimOutcome twin_algorithm1_low_step_bound();
/// Algorithm 1 with Def. A.1's tests read at h(x) (threshold class; pe.indistinguishable.h_tests).
ClaimOutcome algorithm1_h_tests();
/// Twin of algorithm1_h_tests: the tests read at the uniform h_1 throughout.
ClaimOutcome twin_algorithm1_tests_at_start();
/// `debref pe --ogd CASE`: the run of pe.ogd.regret's case named CASE with the step good_eta
/// (`constant_step`: d / g, pe.twin.ogd.constant_step's mutant) and, per comparator y (outer) and
/// n = 1..moves (inner), certified enclosures of regret and factor g d sqrt n (3/2 in Thm A.2;
/// pe.twin.ogd.bound's 1/2). Nothing when no case has that name.
std::optional<nlohmann::json> ogd_case_json(const std::string& name, bool constant_step,
                                            const Rational& factor);
/// One row of `debref pe --ogd`: comparator `y`, n, the certified regret and bound enclosures as
/// 12-digit decimals and `exceeds` (true, false, or null when undecided).
nlohmann::json ogd_row_json(const nlohmann::json& y, int n, const ogd::Enclosure& regret,
                            const ogd::Enclosure& bound);
/// The `ogd` object of `debref pe --ogd` around its rows: the case, the step rule, the bound's
/// factor and how many rows exceed the bound or are undecided.
nlohmann::json ogd_run_json(const std::string& name, int dim, const Rational& g, int steps,
                            bool decided, bool constant_step, const Rational& factor,
                            const nlohmann::json& rows);
/// Thm A.2 on the box, the simplex and the unit ball against the best v in K
/// (evaluate_ogd_sets.cpp; pe.ogd.regret_sets) and its twin with the constant step d / g.
ClaimOutcome ogd_sets_regret_bounded();
ClaimOutcome twin_ogd_sets_constant_step();
/// `debref pe --ogd CASE` for a case of pe.ogd.regret_sets: per n = 1..steps, certified
/// enclosures of sup over v in K of the regret and of factor g d sqrt n. Nothing when no case
/// has that name.
std::optional<nlohmann::json> ogd_set_case_json(const std::string& name, bool constant_step,
                                                const Rational& factor);
/// `debref pe --algorithm1 CASE`: Algorithm 1 on pe.indistinguishable's case named CASE (at most
/// floor(18 |Z| / delta^2) + 1 steps) against the step count floor(factor |Z| / delta^2) (18 in
/// Lemma A.3; pe.twin.indistinguishable.step_bound's 1/16). Nothing when no case has that name.
std::optional<nlohmann::json> algorithm1_case_json(const std::string& name, const Rational& factor);
/// `debref pe --h-tests CASE`: Algorithm 1 on pe.indistinguishable.h_tests's case named CASE, its
/// tests read at h_t (`tests_at_start`: at the uniform h_1, the twin's mutant), and Def. A.1 on
/// the returned h per test (|Adv_f| enclosed, the test read at h(x)). Nothing when no case has
/// that name.
std::optional<nlohmann::json> h_tests_case_json(const std::string& name, bool tests_at_start);

/// The enclosure bits of every Algorithm 1 run of the checks and of `debref pe --algorithm1` /
/// `--h-tests` (evaluate_learning.cpp, evaluate_h_circuit.cpp): one value, so replays match.
inline constexpr int kIndistBits = 128;
/// Algorithm 1 as those checks and commands run it: kIndistBits, at most floor(18 |Z| / delta^2)
/// + 1 steps (one past Lemma A.3's count, so a run that needs more is seen not returning).
indist::Result algorithm1_run(const std::vector<Rational>& mu, const indist::Dist& g,
                              const std::vector<indist::Distinguisher>& tests,
                              const Rational& delta, int z_size,
                              indist::ReadAt read_at = indist::ReadAt::current);

// seed 000 Thm 6.1's completeness with Def. 5.2's single A (evaluate_thm6_1.cpp).
/// pe.thm6_1.completeness: on pe.thm6_2's input pairs, some A in the strategy set (the product or
/// the cross set) has every B leave E[V^{A,B}(x)] >= (1 - eps) r^{d+1} with probability >= 1 -
/// 2 gamma, gamma the least with A-provability (a single A) and stability each at 1 - gamma.
ClaimOutcome thm6_1_completeness();
/// Its twin: Def. 5.2 read per input (for each x some A), gamma = 0 on the cross set.
ClaimOutcome twin_thm6_1_per_input();
/// The `thm6_1` object of `debref pe --game`: per strategy set (`product`, `cross`; null when an
/// input lacks the honest prover) the gammas, the bounds 1 - 2 gamma of both readings of Def.
/// 5.2 and the best A's share of inputs where every B leaves it the bound (proved / not refuted).
nlohmann::json thm6_1_game_json(const Node& x1, const Node& x2, const std::vector<Rational>& mu,
                                const Rational& eps, const Rational& r, bool x2_without_honest);

// seed 000 Lemma A.3's circuit (evaluate_h_circuit.cpp).
/// The circuit of Lemma A.3's proof built from one returned run of Algorithm 1: its function h at
/// every x, whether h is the run's centre, max_f |Adv_f(h)| exactly (f read at h(x)), its gate
/// counts against |Z| floor(18 |Z| / delta^2) queries and 2 + floor(18 |Z| / delta^2) (|Z|^2 +
/// 7 |Z| - 2) gates, and its size as a formula.
struct CircuitVerdict {
  indist::Dist h;
  bool matches_run = false;
  Rational max_adv = 0;
  std::size_t worst_test = 0;
  indist::GateCount gates;
  Integer query_bound, gate_bound, formula_gates;
  bool within_bounds() const {
    return Integer(gates.total) <= gate_bound && Integer(gates.queries) <= query_bound;
  }
};
CircuitVerdict h_circuit_verdict(const std::vector<Rational>& mu, const indist::Dist& g,
                                 const std::vector<indist::Distinguisher>& tests,
                                 const Rational& delta, int z_size, const indist::Result& run);
/// The `circuit` object of `debref pe --algorithm1` / `--h-tests` (docs/FORMATS.md).
nlohmann::json h_circuit_json(const CircuitVerdict& verdict);
/// pe.indistinguishable.circuit: Lemma A.3's two conclusions on the circuit's h, over the cases
/// of pe.indistinguishable and pe.indistinguishable.h_tests.
ClaimOutcome algorithm1_circuit();
/// Its twin: the circuit unfolded into a formula must exceed the gate bound.
ClaimOutcome twin_algorithm1_circuit_as_formula();

// seed 000 Def. 8.1, Def. 8.2, Thm 8.3 (evaluate_transform.cpp).
/// Def. 8.1 decided exactly on finite oracle distributions (equal to each case's closed form),
/// and its s-supported cases meet Thm 8.3's membership conclusion; `literal_reading` (the twin)
/// conditions only on pieces with both indices different, which admits evidence sharing one coin.
ClaimOutcome def8_1_supported(bool literal_reading);
/// `debref pe --def8-1 LANGUAGE --x X --evidence KIND:PARAMETERS [--reading literal]`: Def. 8.1
/// decided on one case of pe.def8_1.supported's space (language x1 | x1-and-x2 | x1-or-x2, x in
/// {0,1}^2, n = 2, s = the proof's kappa at eps <= 1/100; evidence independent:ETA,
/// shared-coin:ETA or pairs:A,B) under either reading, and Thm 8.3's membership P_r[(x,r) in L']
/// against 1 - eps/(4n). Throws InputError naming the flag on bad input.
/// Also the languages with proofs of pe.def8_1.proofs (def8_1_proofs_json), where `mutation`
/// and `s` apply (InputError naming --l-prime, --support-for or --s elsewhere).
/// pe.def8_1.proofs's twins (below): `EveryQuery` decides Def. 8.1 as if M*(x, y) made every
/// query of x; `FirstProof` runs L' with the first proof only.
enum class Def81Mutation { None, EveryQuery, FirstProof };
nlohmann::json def8_1_json(const std::string& language, const std::string& x,
                           const std::string& evidence, const Rational& eps, bool literal_reading,
                           Def81Mutation mutation, std::optional<int> s = std::nullopt);
/// seed 000 Def. 8.1 and 8.2 as stated, for verifiers that read a proof (evaluate_supported.cpp):
/// the reference's Def. 8.1 decision (queries made by M*(x, y), s pieces chosen among
/// candidates, evidence correlated across queries) equal to its literal evaluation, Def. 8.2's
/// P_r[(x, r) in L'] equal to the count over every random string r (r of at most 16 bits), and on
/// the s-supported instances Thm 8.3's membership conclusion; `mutation`: a twin.
/// `--support-for every-query` and `--l-prime first-proof` as a Def81Mutation (both: InputError).
Def81Mutation def8_1_mutation(bool every_query, bool first_proof);
ClaimOutcome def8_1_proofs(Def81Mutation mutation);
/// `debref pe --def8-1 TOKEN` for a language of pe.def8_1.proofs (x1-or-x2-proof, xnor-by-x1,
/// x1-and-x2-proofless; evidence independent:ETA, pool:BAD,GOOD, cross-coin:ETA,
/// cross-shift:ETA, noisy-u2:ETA; s odd in [1, 7], default the proof's kappa at w = 2), with
/// either twin's mutation; nullopt for another token.
std::optional<nlohmann::json> def8_1_proofs_json(const std::string& language, const std::string& x,
                                                 const std::string& evidence, const Rational& eps,
                                                 bool literal_reading, Def81Mutation mutation,
                                                 std::optional<int> s);
/// --evidence KIND:V1,V2,...: the kind and the rationals, each in [0, 1]; InputError(usage)
/// otherwise.
std::pair<std::string, std::vector<Rational>> evidence_parts(const std::string& text,
                                                             const std::string& usage);
/// The tokens def8_1_proofs_json accepts, comma-separated.
std::string def8_1_proof_tokens();
/// Thm 8.3 on the proof's layered majority construction: (eps, 1/2)-stable at every node and x in
/// L iff P_r[(x,r) in L'] > 1 - eps/(4n); `small_kappa` (the twin): kappa = 3 at eps = 1/4.
ClaimOutcome thm8_3_transformed(bool small_kappa);

// seed 000 Def. 3.4 (evaluate_def3_4.cpp).
/// The exact characterisation of alpha-approximate Stackelberg equilibrium leaders
/// (reference/num/stackelberg.hpp) equals Def. 3.4 read literally, every response function
/// enumerated, on small finite games; each leader's constructed responses pass the literal test;
/// the separable zero-sum range equals the joint game's. `superset` (the twin) decides leaders by
/// the necessary condition lo + alpha >= max lo - alpha instead.
ClaimOutcome stackelberg_characterisation(bool superset);

// seed 000 Thm 6.2 (evaluate_game.cpp).
ClaimOutcome equilibrium_leaders_correct();
ClaimOutcome twin_equilibrium_large_alpha();
/// Thm 6.2 without its stability hypothesis: pe.thm6_2's stable inputs each beside one of its
/// unstable inputs at weight 1/2 (not eps / (4n)); at the first violation it stops.
ClaimOutcome twin_equilibrium_unstable();
/// `debref pe --decomposition X1 --game X2`: pe.thm6_2's finite two-input game on x1, x2 (depth
/// 1, width <= 2; the provers and estimators of that claim, Lemma A.5's honest prover and
/// box_edge_estimator at `eps`)
/// with weights mu and reward ratio r: the best leader value, how many leader tuples belong to an
/// alpha-approximate A-leading Stackelberg equilibrium (and how many meet the necessary
/// condition m(a) + alpha >= max m - alpha), their least P[A(x) = L(x)] and the
/// bound 1 - 4 eps it must exceed when alpha < eps r^2 / 2 (Thm 6.2). `x2_without_honest`: A's
/// strategies on x2 lack the honest prover (pe.thm6_2's inputs where Def. 5.2 fails).
nlohmann::json thm6_2_game_json(const Node& x1, const Node& x2, const std::vector<Rational>& mu,
                                const Rational& alpha, const Rational& eps, const Rational& r,
                                bool x2_without_honest = false);

}  // namespace debref::pe
