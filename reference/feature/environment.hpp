// Source: seed 004 (AI debate as a game), Def. 1 and Def. 6 on a finite world, and Sec. 5.2 for
// features revealed one binary digit at a time. A world is a vector of value indices, one per
// feature; worlds are numbered in mixed radix (feature 0 is the least significant digit).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::feature {

/// One elementary feature W_i (Def. 6). digits == 0: it takes `values` values and one argument
/// reveals it whole (Def. 7); digits == d > 0: it takes 2^d values, the binary expansion
/// 0.b_1...b_d, and each argument reveals its next digit (Sec. 5.2, F^l_π).
struct Feature {
  int values = 2;
  int digits = 0;
  /// Arguments needed to reveal the feature completely.
  int levels() const { return digits == 0 ? 1 : digits; }
  /// The feature's numeric value in [0, 1]: v / (values - 1) when atomic (so Boolean is 0 / 1),
  /// v / 2^digits for a binary expansion (Sec. 5.2).
  Rational numeric(int v) const;
  /// What the judge knows of value v after `level` arguments about this feature: the value's
  /// first `level` digits (all of it at levels()).
  int prefix(int v, int level) const;
};

using World = std::vector<int>;

/// Def. 1 / Def. 6 on a finite world: features and a rational prior π over all worlds. The
/// paper's world has infinitely many features; the ones beyond these are constant (as in the
/// proof of Prop. 10), so revealing one tells the judge nothing: that is the `pass` argument.
struct Environment {
  std::vector<Feature> features;
  std::vector<Rational> prior;  // π(w) by world index; non-negative, sums to 1

  std::size_t world_count() const;
  World world(std::size_t index) const;
  std::size_t index(const World& w) const;
  /// Feature i's numeric value in world `index`.
  Rational numeric(std::size_t index, int i) const;
};

/// Checks the sizes and that π is a distribution; throws std::invalid_argument naming the part.
void validate(const Environment& env);

/// Product prior: π(w) = Π_i marginals[i][w_i].
Environment product_environment(std::vector<Feature> features,
                                const std::vector<std::vector<Rational>>& marginals);

/// K Boolean features with P(W_i = 1) = p for every i.
Environment boolean_environment(int k, const Rational& p);

/// Def. 6: a question q_f is a function f: W -> [0, 1]; here a table by world index.
using Question = std::vector<Rational>;

/// Throws std::invalid_argument unless f has one value in [0, 1] per world.
void validate(const Environment& env, const Question& f);

/// f(w) for every world from its numeric feature values x_i.
Question tabulate(const Environment& env,
                  const std::function<Rational(const std::vector<Rational>& x)>& f);

/// The features f depends on: i such that two worlds differing only in W_i have different f.
/// f is a function of exactly these features (Prop. 9 "f depends on <= N features").
std::vector<int> relevant_features(const Environment& env, const Question& f);

/// Def. 6 experiments on the embedded point: world `index` is the point (x_1, ..., x_K, 0, 0, ...)
/// of [0, 1]^ℕ, and e_i(w) = {w̃ | w̃_i = w_i} compares numeric values. E_π[f | ∩_{i ∈ I} e_i(w)]
/// by summing π over every world of the event (features beyond the K given are 0 in every world,
/// so their experiments are the whole space). Throws std::invalid_argument on an event of mass 0.
Rational experiment_mean(const Environment& env, const Question& f, std::size_t world,
                         const std::vector<int>& revealed);

/// The worlds in supp(π) (Def. 4 quantifies over these).
std::vector<std::size_t> support(const Environment& env);

}  // namespace debref::feature
