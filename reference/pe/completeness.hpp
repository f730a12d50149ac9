// Source: seed 000 Lemma A.5 (completeness of prover-estimator debate, Fig. 2), decided exactly
// for one decomposition against every estimator B (p_d and every table entry B_i^k real in
// [0, 1]) by branch and bound over boxes of B's table entries with exact rational bounds.
//
// Reduction (proved in docs/PE.md, "Lemma A.5 by branch and bound"): with A(x) = g(root) = c in
// {0, 1}, the honest payoff is r^{d+1} P[z-hat = c] when |p_d - c| <= eps (>= (1 - eps) r^{d+1}),
// and otherwise C(p_d) + T(tables) with C affine in p_d and T independent of p_d. So the infimum
// over the active p_d is min(C(a), C(b)) + T over the closure endpoints a (= 1 - c, attained) and
// b (= 1 - eps or eps, a limit), and Lemma A.5 holds iff T(tables) >= tau := (1 - eps) r^{d+1} -
// min(C(a), C(b)) for every table. T is bounded below on a box by a recursion that is exact on
// B's multilinear path probabilities and bounds A's discrete choices (eq. 13's direction, the
// argmax recursion index) by every choice possible in the box. At depth >= 2 the decision first
// runs node by node (completeness_problem.hpp, docs/PE.md): each internal child's constants
// inf (a r^{k-1} E[M_D] + W), a in {-1, 0, 1}, by its own branch and bound, then the root's.
#pragma once

#include <optional>
#include <vector>

#include "reference/pe/debate.hpp"

namespace debref::pe {

/// An interval of one table entry of B: [lo, hi], an end excluded when flagged (the branch and
/// bound splits at A's direction thresholds g +- eps into [lo, cut), {cut}, (cut, hi]).
struct Interval {
  Rational lo, hi;
  bool lo_open = false, hi_open = false;
};

/// B's table entries in the order of `completeness_entries`: internal nodes depth first (root
/// first), each node's entries in flattened order 2^i - 1 + prefix.
using Box = std::vector<Interval>;

/// The internal nodes' paths in the order their entries appear in a Box, and the total count.
std::vector<Path> completeness_nodes(const Node& root);
int completeness_entries(const Node& root);

/// T(tables) of the reduction: the active honest payoff minus C(p_d), i.e. sum_z P_B[z] (A^d r^d
/// M_D(z) + value of the recursion into child j(z) at p = b_j(z)), A^d = 2c - 1. Exact.
Rational completeness_residual(const Node& root, const Rational& eps, const Rational& r, int claim,
                               const Estimator& b);

/// A lower bound of T over every table in `box`; equals completeness_residual on a one-point box
/// away from ties of A's choices (|b - g| = eps, equal deviations).
Rational completeness_lower_bound(const Node& root, const Rational& eps, const Rational& r,
                                  int claim, const Box& box);

/// Proved: E[V] >= (1 - eps) r^{d+1} for every B. Refuted: `witness` has exact payoff
/// (pe::expected_payoff with pe::honest_prover) `payoff` < the bound. Unknown: the box budget ran
/// out (e.g. the infimum equals the bound), never counted as proved.
struct CompletenessDecision {
  enum class Verdict { Proved, Refuted, Unknown } verdict = Verdict::Unknown;
  std::optional<Estimator> witness;
  Rational payoff;  // refuted: the witness's exact payoff
  Rational tau;     // the threshold on T
  Rational lower;   // the final global lower bound on T (proved: >= tau)
  long boxes = 0;   // boxes bounded
};

/// seed 000 Lemma A.5 on `root` with A(x) = `claim`; requires g(root) == claim, 0 < eps < 1,
/// r > 0. Explores at most `max_boxes` boxes.
CompletenessDecision decide_completeness(const Node& root, const Rational& eps, const Rational& r,
                                         int claim, long max_boxes);

}  // namespace debref::pe
