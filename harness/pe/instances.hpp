// Source: docs/PE.md "Instance family". The instance spaces of the pe family's claims: tiny
// decompositions (seed 000 Def. 5.1: d <= 2, q <= 3, Boolean M_D), the Def. 5.3 stability cases,
// the finite estimator grid of the game claims, the online-gradient-descent runs of Thm A.2 and
// the Algorithm 1 runs of Lemma A.3. Fixed seeds: the same family on every run.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/core/stream.hpp"
#include "reference/pe/debate.hpp"
#include "reference/pe/indistinguishable.hpp"
#include "reference/pe/ogd.hpp"
#include "reference/pe/ogd_sets.hpp"

namespace debref::pe {

/// The family's parameters (docs/PE.md): eps = 1/10, rho = 1/2, so r = eps (1 - rho) / 4 = 1/80.
const Rational& family_eps();

/// A rows x columns table filled row by row, each entry drawn by `s` from {-1, -1/2, 0, 1/2, 1}:
/// the seeded test tables of Algorithm 1's instances and the seeded games of Def. 3.4's check.
std::vector<std::vector<Rational>> seeded_table(Stream& s, int rows, int columns);
const Rational& family_rho();
/// The delta of pe.soundness's estimator (seed 000 Lemma A.4): 1/10.
const Rational& soundness_delta();

/// A leaf with P[O(u_S) = 1] = theta.
Node oracle_leaf(const Rational& theta);
/// An internal node with M_D = `table` over `children`.
Node query_node(const std::vector<int>& table, std::vector<Node> children);
/// The truth table of width q whose bit z is bit z of `code`.
std::vector<int> table_of(unsigned code, int q);
bool zero_one(const Rational& x);
/// Digit `index` (0 first) of `code` written in base `base`: a strategy's choice at one node
/// when strategies are numbered by one base-`base` digit per node.
int digit(long code, int base, int index);

/// A prover of the finite strategy space of pe.thm6_2 on a decomposition of
/// width q and depth <= 2: claim A(x) = `claim`; nodes numbered breadth first (root 0, children
/// 1..q, grandchildren), the direction at node i is base-3 digit i of `directions` minus 1 and
/// the recursion index at node i is base-q digit i of `recursions`.
Prover numbered_prover(int claim, long directions, long recursions, int q);

/// The provers of pe.soundness (seed 000 Lemma A.4 holds for every A): claim in {0, 1} x a
/// direction rule x a recursion rule, 24 in all, each reading B's probabilities.
/// Directions: Lemma A.5's honest rule; "contrarian" (+1 below p = 1/2, -1 above, 0 at 1/2);
/// "follower" (the opposite). Recursions: the honest rule (the child
/// B is most wrong about); the least believed child (argmin b_i); the most believed (argmax
/// b_i); the first child answered 0 (else the first). Ties: the smallest i. The provers refer
/// to `root`: keep it alive.
std::vector<std::pair<std::string, Prover>> soundness_provers(const Node& root);

/// The direction and recursion rules of soundness_provers, by name; named_prover also knows the
/// constant rules of pe.fig2.payoff's provers (every A^k = +1 or -1: "always_plus",
/// "always_minus"; every j the first or the last child: "first", "last") and the recursion
/// "least_wrong" of naive recursive debate (B recurses on the subclaim whose b_i is closest to
/// its correct answer; ties: the smallest i), the mutant of pe.twin.completeness.naive_recursion.
inline const std::vector<std::string> soundness_directions = {"honest", "contrarian", "follower"};
inline const std::vector<std::string> soundness_recursions = {"honest", "least_believed",
                                                              "most_believed", "first_zero"};
inline const std::vector<std::string> prover_directions = {"honest", "contrarian", "follower",
                                                           "always_plus", "always_minus"};
inline const std::vector<std::string> prover_recursions = {
    "honest", "least_believed", "most_believed", "first_zero", "first", "last", "least_wrong"};
/// The prover with claim A(x) = `claim` and the named rules (Lemma A.5's honest rules at `eps`
/// where "honest"); nullopt for an unknown name. Refers to `root`: keep it alive.
std::optional<Prover> named_prover(const Node& root, const Rational& eps, int claim,
                                   const std::string& direction, const std::string& recursion);

/// A named decomposition with the prover's claim A(x) = L(x) (= g(root) when that is 0/1).
struct Instance {
  std::string name;
  Node root;
};

/// The documented family: d = 1, q = 1..3, every truth table (q = 3: a fixed pseudo-random
/// sample of 24) at every 0/1 leaf vector, plus fractional leaves {1/4, 1/2}; d = 2, q = 1..2,
/// a fixed pseudo-random sample. See docs/PE.md.
std::vector<Instance> instances();

/// seed 000 Sec. 7's obfuscated arguments (d, q, hidden leaf) in pe.soundness's instance space.
std::vector<Instance> obfuscated_instances();

/// Four d = 2, q = 2 trees stable and A-provable by construction, for Lemma A.5 at depth 2.
std::vector<Instance> stable_depth2();

/// d = 2, q = 3 trees for Lemma A.5 (pe.completeness.d2q3): five named stable trees, 11 with
/// every table constant around its children's answers, 8 from the listed q = 3 tables (majority,
/// AND, OR, XOR, constants) at random 0/1 leaves. Fixed seed.
std::vector<Instance> depth2_width3();

/// The Def. 5.3 cases of pe.stability.smt: every internal node of the family at its correct
/// conditional probabilities, then every table of width q <= 2 at p in {0, 1/4, 1/2, 1}^q.
std::vector<std::pair<std::vector<int>, CondTable>> stability_cases();

/// One Def. 5.3 case of pe.stability.smt with its own (eps, rho) and, for the cases whose
/// verdict the claim states, that verdict.
struct StabilityCase {
  std::vector<int> table;
  CondTable p;
  Rational eps, rho;
  std::optional<bool> stable;
};
/// stability_cases() at the family's (eps, rho), then the boundary cases: every table of width
/// q <= 2 with every entry in {1/10, 9/10} (p - eps = 0 or p + eps = 1 at eps = 1/10) at
/// (1/10, 1/2) and with every entry in {2/5, 3/5} at (3/5, 9/10), and the two cases whose sup
/// gap equals rho eps only at an excluded clamped end (stated stable): AND(3/5, 9/10) and
/// OR(2/5, 1/10) at eps = 3/5, rho = 9/10.
std::vector<StabilityCase> stability_boundary_cases();

/// The estimators on a one-level decomposition of width q with p_d and every root table entry
/// in {0, 1/2, 1}: how many, and the c-th (c = 0 .. count - 1).
long grid_estimator_count(int q);
Estimator grid_estimator(int q, long c);

/// One Thm A.2 run: a start point, an adversary and the comparators y.
struct OgdCase {
  std::string name;
  int dim = 1;
  Rational g;
  std::vector<Rational> x;  // start point
  int steps = 0;
  ogd::Adversary eve;
  std::vector<std::vector<Rational>> comparators;
};

/// dim 1: every +-x sign sequence of length 8 from x0 in {0, 1/2, 1}; the adaptive oscillating
/// adversary, dim 1..3, g in {1, 2}, 64 steps; 40 seeded |<a,x> - c| sequences.
std::vector<OgdCase> ogd_cases();

/// One Thm A.2 run on a convex set other than the box's comparator list: linear losses, the
/// regret taken against the best point of K.
struct OgdSetCase {
  std::string name;
  ogd::ConvexSet set = ogd::ConvexSet::Box;
  int dim = 2;
  Rational g;
  std::vector<Rational> x;  // start point, in K
  int steps = 0;
  ogd::LinearAdversary eve;
};

/// The box, the simplex and the unit ball, dim 2 and 3, g in {1, 2}, 48 steps each: the adaptive
/// adversary of the set (docs/PE.md), the cycle through the unit vectors, the alternating +-e_1,
/// and 8 seeded oblivious sequences.
std::vector<OgdSetCase> ogd_set_cases();

/// One Lemma A.3 run of Algorithm 1 on finite X, Z, F: tests `Test` f(x, z) that ignore p
/// (IndistCase) or `Distinguisher` f(x, z, p) read at h(x) (HTestCase).
template <class TestKind>
struct AlgorithmCase {
  std::string name;
  std::vector<Rational> mu;
  indist::Dist g;
  std::vector<TestKind> tests;
  Rational delta;
  int z_size = 2;
};
using IndistCase = AlgorithmCase<indist::Test>;
using HTestCase = AlgorithmCase<indist::Distinguisher>;

/// |X| 1..3, Z = {0,1}^q for q in {1, 2}, g a point mass per x, F the indicators of z or seeded
/// tables, delta in {2/5, 1/5, 1/7, 1/11}.
std::vector<IndistCase> indist_cases();

/// Def. A.1's tests f(x, z, p) = (c(x, z) + sum_w d(x, z, w) p_w) [<a, p> >= theta] read at h(x)
/// (harness/pe/instances_h_tests.cpp): |X| 1..3 (uniform mu, and (2/3, 1/3) or (1/2, 1/4, 1/4)),
/// |Z| 2..4, g a point mass or k/4 or k/3 weights per x (seeded), F the calibration class [z = w]
/// [p_w >= theta], [z = w] [p_w <= theta] (theta in {1/5, 2/5, 3/5}), one of two seeded classes
/// of 4 gated tables, or the affine class (weighted calibrations and 3 seeded tests affine in p),
/// delta in {2/5, 1/5, 1/7, 1/11}.
std::vector<HTestCase> h_test_cases();

/// A test's gate as text, e.g. "[p_1 - p_0 >= -1/7]"; "none" when it ignores p.
std::string gate_text(const indist::Distinguisher& f);

}  // namespace debref::pe
