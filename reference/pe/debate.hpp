// Source: seed 000 Fig. 2 (prover-estimator debate), Lemma A.5 (the honest prover), Sec. 7
// (naive recursive debate and the obfuscated-arguments example), Def. 8.2 (stable transformation
// by majority vote). Exact expected payoffs for strategies given as explicit tables.
#pragma once

#include <functional>
#include <map>
#include <vector>

#include "reference/pe/decomposition.hpp"

namespace debref::pe {

/// seed 000 Fig. 2 initialization step 1: r = eps (1 - rho) / 4.
Rational reward_ratio(const Rational& eps, const Rational& rho);

/// Debater B (the estimator) of seed 000 Fig. 2 as explicit tables: the initial probability
/// p_d = B(x) (initialization step 3) and, for every internal node y^k, the conditional
/// probabilities B_i^k(x, y^k, z_<i) (round step 4(a)).
struct Estimator {
  Rational initial;
  std::map<Path, CondTable> tables;
};

/// Debater A (the prover) of seed 000 Fig. 2: the claim A(x) (initialization step 2), the
/// direction A^k(x, y^k, p_k) in {-1, 0, 1} (round step 1; p_d is passed too because Lemma A.5's
/// prover switches on |p_d - A(x)|), and the recursion index j (round step 6) as a function of
/// the sampled z and B's sampled probabilities b_i = B_i^k(x, y^k, z_<i).
struct Prover {
  int claim = 1;
  std::function<int(const Path&, const Rational& p_k, const Rational& p_d)> direction;
  std::function<int(const Path&, unsigned z, const std::vector<Rational>& b)> recurse;
};

/// Reward rule of a round. Figure2 is seed 000 Fig. 2 step 5 / 3(c): r^k A^k (M_D - p_k).
/// NoDirection is a mutant (twin): A is paid r^k |M_D - p_k| whenever A^k != 0, sign ignored.
enum class Rule { Figure2, NoDirection };

/// seed 000 Fig. 2: E[R] = E[r_init + sum_k r_k] exactly, over trusted sampling (z-hat ~ p_d,
/// z_i ~ B_i^k) and the stochastic oracle at the leaf (E[O(u_S)] = the leaf's probability).
Rational expected_payoff(const Node& root, const Prover& a, const Estimator& b, const Rational& r,
                         Rule rule = Rule::Figure2);

/// seed 000 Lemma A.5 (proof): A(x) = `claim`; if |p_d - A(x)| <= eps every A^k = 0; otherwise
/// A^k = sign(g(y^k) - p_k) when |g(y^k) - p_k| > eps (eq. 13), else 0, and j = argmax_i
/// |B_i^k - g(y_i)| (ties: smallest i).
Prover honest_prover(const Node& root, const Rational& eps, int claim);

/// The truthful estimator: p_d = g(root), tables = correct conditional probabilities (Def. 5.1).
Estimator truthful_estimator(const Node& root);

/// The estimator with p_d = `initial` and every table entry `value` (e.g. Sec. 7's 1 - 1/q).
Estimator constant_estimator(const Node& root, const Rational& initial, const Rational& value);

/// seed 000 Lemma A.5's honest payoff written once over a number type, so that the exact
/// reference (Rational) and the SMT encoding (z3::expr) are the same formula. Ops provides
/// Num, num(Rational), ite(Bool, Num, Num), gt(Num, Num), abs(Num). `b` maps each internal node
/// to its flattened table (index 2^i - 1 + prefix). Fig. 2 reward rule.
template <class Ops>
typename Ops::Num honest_payoff(Ops& ops, const Node& root, const Rational& eps, const Rational& r,
                                int claim, const typename Ops::Num& pd,
                                const std::map<Path, std::vector<typename Ops::Num>>& b);

/// honest_payoff over exact rationals for an explicit estimator (equals expected_payoff with
/// honest_prover; the SMT encoding of Lemma A.5 uses the same template).
Rational honest_payoff_exact(const Node& root, const Rational& eps, const Rational& r, int claim,
                             const Estimator& b);

/// seed 000 Sec. 7, naive recursive debate: A claims an answer for every node (`claims`, the
/// root's is A(x)); the judge rejects a node whose claim differs from M_D of its children's
/// claims; B picks the child to recurse on (`choose`); at a leaf the judge asks the oracle.
/// Returns P[A wins].
Rational naive_win_probability(const Node& root, const std::map<Path, int>& claims,
                               const std::function<int(const Path&)>& choose);

/// seed 000 Sec. 7: the obfuscated argument of depth d, width q: M_D = AND everywhere, every
/// leaf true except leaf `hidden` (base-q digits, root first), which is false.
Node obfuscated(int d, int q, int hidden);

/// A's claims "every node true" on a tree shaped like `root`.
std::map<Path, int> all_true_claims(const Node& root);

/// The best response of A to a fixed B under Fig. 2: the largest expected payoff over every
/// prover strategy with claim A(x) = `claim` (direction A^k chosen from (path, p_k) before z is
/// sampled, recursion index chosen after seeing z and B's b_i), by backward induction. Under
/// Rule::NoDirection a round pays r^k E|M_D - p_k| whenever A^k != 0.
Rational best_prover_payoff(const Node& root, const Estimator& b, const Rational& r, int claim,
                            Rule rule = Rule::Figure2);

/// A strategy attaining best_prover_payoff under Rule::Figure2 (direction sign(E[M_D] - p_k),
/// the first j of largest continuation value). It refers to `root` and `b`: keep them alive.
Prover best_prover(const Node& root, const Estimator& b, const Rational& r, int claim);

/// seed 000 Sec. 7: the estimator that gives "probability 1/q" to each answer being 0 in the first
/// round and 1/q^2 in the next: at a level-k node of the depth-d obfuscated tree every table entry
/// is 1 - q^{-(d-k+1)} (the chance, over the uniformly hidden false leaf, that a child's subtree
/// holds it); p_d = P_t[M_D = 1] of the root's table, (1 - 1/q)^q, so B is consistent at the root.
Estimator obfuscation_estimator(int d, int q);

/// seed 000 Sec. 7: the AND tree of depth d, width q with every leaf 1 - q^{-d}, the average of
/// obfuscated(d, q, h) over the uniformly hidden h. Against an estimator and a prover that do
/// not depend on h, every payoff of obfuscated(d, q, h) averaged over h equals the payoff on
/// this tree (the oracle enters the leaf reward linearly).
Node obfuscated_average(int d, int q);

/// seed 000 Def. 8.2 on one oracle query: a node of width s whose M_D is the majority vote of s
/// independent pieces of evidence, each equal to the ground truth `truth` with probability
/// 1 - noise. s odd.
Node majority_evidence(int s, int truth, const Rational& noise);

}  // namespace debref::pe

#include "reference/pe/debate_impl.hpp"
