#include "reference/feature/questions.hpp"

#include <algorithm>
#include <stdexcept>

namespace debref::feature {

namespace {

void check_features(const Environment& env, const std::vector<int>& features) {
  for (int i : features)
    if (i < 0 || i >= static_cast<int>(env.features.size()))
      throw std::invalid_argument("features: index out of range");
}

}  // namespace

Question and_of(const Environment& env, const std::vector<int>& features) {
  check_features(env, features);
  return tabulate(env, [&](const std::vector<Rational>& x) {
    Rational p = 1;
    for (int i : features) p *= x[i];
    return p;
  });
}

Question or_of(const Environment& env, const std::vector<int>& features) {
  check_features(env, features);
  return tabulate(env, [&](const std::vector<Rational>& x) {
    Rational p = 1;
    for (int i : features) p *= 1 - x[i];
    return Rational(1 - p);
  });
}

Question xor_of(const Environment& env, const std::vector<int>& features) {
  check_features(env, features);
  return tabulate(env, [&](const std::vector<Rational>& x) {
    int ones = 0;
    for (int i : features) ones += x[i] == 1;
    return Rational(ones % 2);
  });
}

Question majority_of(const Environment& env, const std::vector<int>& features) {
  check_features(env, features);
  return tabulate(env, [&](const std::vector<Rational>& x) {
    std::size_t ones = 0;
    for (int i : features) ones += x[i] == 1;
    return Rational(2 * ones > features.size() ? 1 : 0);
  });
}

Question threshold_of(const Environment& env, const std::vector<int>& features,
                      const std::vector<Rational>& weights, const Rational& t) {
  check_features(env, features);
  if (weights.size() != features.size())
    throw std::invalid_argument("weights: one weight per feature");
  return tabulate(env, [&](const std::vector<Rational>& x) {
    Rational s = 0;
    for (std::size_t j = 0; j < features.size(); ++j) s += weights[j] * x[features[j]];
    return Rational(s >= t ? 1 : 0);
  });
}

Question weighted_sum(const Environment& env, const std::vector<int>& features,
                      const std::vector<Rational>& weights) {
  check_features(env, features);
  if (weights.size() != features.size())
    throw std::invalid_argument("weights: one weight per feature");
  Rational total = 0;
  for (const Rational& w : weights) {
    if (w < 0) throw std::invalid_argument("weights: must be non-negative");
    total += w;
  }
  if (total > 1) throw std::invalid_argument("weights: must sum to at most 1");
  return tabulate(env, [&](const std::vector<Rational>& x) {
    Rational s = 0;
    for (std::size_t j = 0; j < features.size(); ++j) s += weights[j] * x[features[j]];
    return s;
  });
}

Question power_product(const Environment& env, const std::vector<int>& features, int power) {
  check_features(env, features);
  if (power < 1) throw std::invalid_argument("power: must be >= 1");
  return tabulate(env, [&](const std::vector<Rational>& x) {
    Rational p = 1;
    for (int i : features)
      for (int e = 0; e < power; ++e) p *= x[i];
    return p;
  });
}

Question ramp_xor(const Environment& env, const std::vector<int>& features, int slope) {
  check_features(env, features);
  if (slope < 1) throw std::invalid_argument("slope: must be >= 1");
  return tabulate(env, [&](const std::vector<Rational>& x) {
    Rational p = 1;
    for (int i : features) {
      const Rational s = std::clamp(Rational(slope * (x[i] - Rational(1, 2)) + Rational(1, 2)),
                                    Rational(0), Rational(1));
      p *= 1 - 2 * s;
    }
    return Rational((1 - p) / 2);
  });
}

}  // namespace debref::feature
