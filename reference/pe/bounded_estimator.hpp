// Source: seed 000 Lemma A.4 (soundness) and its proof: for a prover A, the estimator B built
// level by level, top-down, so that B's distribution h_k on the answers z at every level is
// (delta, F)-indistinguishable from the true answers g_k with respect to A's round reward r_k
// (eq. (5), (6)) and the next round's f_k = r^{k-1} A^{k-1} z_j (eq. (7), (8)), by the projected
// gradient steps of Algorithm 1 (Lemma A.3) started at the uniform distribution and stopped as
// soon as no test tells h_k from g_k by delta or more.
//
// Departures from the proof, none of which weakens what the check tests (the final B is checked
// exactly against every test; Lemma A.4's conclusion is then evaluated exactly):
// - the step eta_t = D / (G sqrt t) taken at the lower end of a 2^-40 enclosure, and the
//   iterate rounded down to a 2^-40 grid after each step;
// - h_k depends on the node only, with each test averaged over p_k given the node: the proof
//   uses the tests only in expectation over mu_k, so this is the same condition;
// - g is the true answer distribution (a point mass when the answers are 0/1); with several
//   inputs (bounded_estimators) mu is finitely supported, B is learned on the joint contexts
//   x^k = (x, y^k, p_k) weighted by mu(x) times the probability of reaching them, and every test
//   is one function of x^k, its Adv an expectation over mu (Def. A.1).
#pragma once

#include <optional>

#include "reference/pe/debate.hpp"

namespace debref::pe {

struct BoundedEstimator {
  Estimator b;
  bool converged = true;  // every level reached max |Adv| < delta within the step budget
  long steps = 0;         // gradient steps over every level
  Rational max_adv = 0;   // the largest |Adv| of the final B over every level and test
  /// Lemma A.4's circuit size read as Algorithm 1's step count (as Lemma A.3's proof sizes h):
  /// the most steps one level's run took, and the least floor(18 |Z| / delta^2) - steps over the
  /// levels (Lemma A.3's count, |Z| = 2 at the initialization and 2^q at each round).
  long max_level_steps = 0;
  std::optional<Integer> least_step_slack;
};

/// Lemma A.4's estimator against the prover `a` on the decomposition `root` (Fig. 2 rewards
/// with ratio r). The tests are A's r_k and f_k, the two the proof uses; with `points` also the
/// indicator of each context and answer (functions of Def. A.1's F that never query A), so
/// that h_k is within delta of g_k pointwise (weighted by mu_k). `max_steps` bounds the
/// gradient steps per level; past it `converged` is false. The initialization learns p_d
/// against the point mass on L(x) = `root_truth` (the proof's g at initialization) when given,
/// else against g(root) of `root`; the levels below learn the answers of `root`'s sub-queries
/// (with A's choices, the decomposition A plays: her sub-queries and her proof bits).
BoundedEstimator bounded_estimator(const Node& root, const Prover& a, const Rational& r,
                                   const Rational& delta, long max_steps, bool points,
                                   const std::optional<Rational>& root_truth = std::nullopt);

/// One input x of a finitely supported mu (seed 000 Lemma A.4): its decomposition, A's strategy
/// on it, mu(x), and optionally L(x) for the initialization. The pointers must stay alive.
struct EstimatorInput {
  const Node* root;
  const Prover* prover;
  Rational weight;
  std::optional<Rational> root_truth = std::nullopt;
};

/// Lemma A.4's estimator learned over mu = the inputs' weights (every decomposition of the same
/// depth d): at each level one run of Algorithm 1 on the contexts of every input, so that h_k is
/// (delta, F)-indistinguishable from g_k in expectation over mu, not per input. One estimator
/// per input; `steps`, `converged` and `max_adv` of each are the joint run's (also in `total`).
/// With one input of weight 1 this is bounded_estimator.
std::vector<BoundedEstimator> bounded_estimators(const std::vector<EstimatorInput>& inputs,
                                                 const Rational& r, const Rational& delta,
                                                 long max_steps, bool points,
                                                 BoundedEstimator* total = nullptr);

}  // namespace debref::pe
