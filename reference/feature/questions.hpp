// Source: seed 004, Sec. 4.2 (difficult questions: and, xor) and the question family of
// docs/FEATURE.md (and / or / xor / majority / threshold / weighted sums). Each is
// f: W -> [0, 1] over the numeric feature values x_i (Boolean features: 0 / 1).
#pragma once

#include <vector>

#include "reference/feature/environment.hpp"

namespace debref::feature {

/// Sec. 4.2 φ := W_{i1} ∧ ... ∧ W_{ik} (on numeric values: the product Π x_i, as in the proof
/// of Prop. 10's continuous remark); 1 on an empty set.
Question and_of(const Environment& env, const std::vector<int>& features);
/// 1 - Π (1 - x_i).
Question or_of(const Environment& env, const std::vector<int>& features);
/// Sec. 4.2 ψ := xor(W_{i1}, ..., W_{ik}): 1 iff an odd number of the x_i equal 1.
Question xor_of(const Environment& env, const std::vector<int>& features);
/// 1 iff more than half of the x_i equal 1.
Question majority_of(const Environment& env, const std::vector<int>& features);
/// 1 iff Σ weights[j] x_{features[j]} >= t.
Question threshold_of(const Environment& env, const std::vector<int>& features,
                      const std::vector<Rational>& weights, const Rational& t);
/// Σ weights[j] x_{features[j]} (the weights non-negative with sum <= 1).
Question weighted_sum(const Environment& env, const std::vector<int>& features,
                      const std::vector<Rational>& weights);

/// Proof of Prop. 10, last paragraph: the continuous approximation Π x_i^power of φ (power >= 1;
/// power = 1 is the product, "continuous over its (discrete) domain" on Boolean features).
Question power_product(const Environment& env, const std::vector<int>& features, int power);
/// Proof of Prop. 10, last paragraph, "similarly ... a continuous approximation of ψ": with the
/// ramp s(x) = clamp(slope (x - 1/2) + 1/2, 0, 1), f = (1 - Π (1 - 2 s(x_i))) / 2. On 0/1 values
/// it is xor; it is piecewise polynomial, continuous, and slope-Lipschitz in each x_i
/// (slope >= 1).
Question ramp_xor(const Environment& env, const std::vector<int>& features, int slope);

}  // namespace debref::feature
