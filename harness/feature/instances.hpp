// Source: seed 004 Sec. 3-5 (docs/FEATURE.md "Formats and command line", the check families). The
// feature family's instance spaces: the Boolean family, the Sec. 5.1 independent-evidence
// environments, the Sec. 5.2 bounded-digit family and the δ list of Prop. 10; each enumerated in a
// fixed order.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "reference/feature/continuous.hpp"
#include "reference/feature/environment.hpp"
#include "reference/feature/evidence.hpp"

namespace debref::feature {

/// A named debate instance: environment, question, rounds.
struct Instance {
  std::string name;
  Environment env;
  Question f;
  int rounds = 1;
};

/// The feature indices 0, ..., m - 1.
std::vector<int> first(int m);

/// An instance and one world of it, as a counterexample names them.
nlohmann::json describe(const Instance& in, std::size_t world);

/// The documented Boolean family: K = 1..6 features; priors uniform, skewed product
/// P(W_i = 1) = 1/5, graded product P(W_i = 1) = (i+1)/(K+2), and a joint prior with zeros
/// (K <= 4); questions and / or / xor / majority of the first m features, a threshold, a
/// weighted sum and a pseudo-random f with values in {0, 1/4, ..., 1}; N = 1..3. K = 5, 6 use the
/// uniform and skewed priors and the full-width questions only.
std::vector<Instance> boolean_instances();

/// Sec. 5.1 family: K = 1..4 Boolean features (and one 3-valued), conditionals rotated from a
/// list, P(X = 1) in {1/2, 1/3}.
std::vector<IndependentEvidence> evidence_family();

/// Sec. 5.1 with the independence given X dropped: two Boolean features, P(X = 1) = 1/2,
/// likelihoods 3/4 vs 1/4 each, but W_2 a copy of W_1 (π and f = P(X = 1 | W = w) from the copy;
/// `p` states the two likelihoods as if independent).
struct CopiedEvidence {
  IndependentEvidence p;
  Environment env;
  Question f;
};
CopiedEvidence copied_evidence();

/// Prop. 10's continuous remark on a grid: N+1 features of k values each (numeric v / (k-1)),
/// uniform prior (the uniform prior on [0, 1]^{N+1} discretised).
Environment grid_environment(int features, int k);

/// Sec. 5.2 family: K features of D binary digits each, (K, D) in {(1,3), (2,2), (2,3), (3,2),
/// (3,3)}, uniform and graded priors, questions over the numeric values, N = 1..ceil(K D / 2)
/// (the last N reveals every digit).
std::vector<Instance> limited_instances();

/// A hidden bit X (feature 0) with P(X = 1) = p1 and Boolean signals (features 1..k) independent
/// given X, signal j with (P(S_j = 1 | X = 1), P(S_j = 1 | X = 0)) = signals[j - 1].
Environment hidden_bit_environment(const Rational& p1,
                                   const std::vector<std::pair<Rational, Rational>>& signals);

/// The yes/no family of feature.def2.yes_no (seed 004 Def. 1, Def. 2 outside Def. 7): feature 0
/// a hidden bit X with P(X = 1) in {1/2, 1/3}, k = 2..4 Boolean signals independent given X with
/// (P(S = 1 | X = 1), P(S = 1 | X = 0)) rotated from a list (an exact copy of X, its negation, a
/// useless signal and noisy ones), f = X; N = 1..k/2 rounds (2N <= k signals).
std::vector<Instance> yes_no_instances();

/// A question on π uniform on [0, 1]^ℕ (docs/FEATURE.md "The continuous prior") and the most
/// binary digits 2 N K the Prop. 13 checks reveal in all for it.
struct ContinuousInstance {
  std::string name;
  ContinuousQuestion f;
  int max_digits = 12;
};
/// The continuous family: K = 1: x, x^2, 3/2 |x - 1/3|, the tent 1 - |2x - 1|; K = 2: the mean,
/// the ρ-weighted mean 2/3 x1 + 1/3 x2, 2/3 x1 + 1/3 x2 - 1/6 x1 x2, x1 x2, the continuous xor x1 +
/// x2 - 2 x1 x2, x1^2/2 + |2 x2 - 1|/2; K = 3: the ρ-weighted mean 4/7 x1 + 2/7 x2 + 1/7 x3, x1 x2
/// x3 and (x1 + x2 |2 x3 - 1|)/2.
const std::vector<ContinuousInstance>& continuous_questions();
/// The δ of Prop. 10 (worst case): 1/2, 1/3, 1/5, 1/10, 1/100.
const std::vector<Rational>& deltas();

}  // namespace debref::feature
