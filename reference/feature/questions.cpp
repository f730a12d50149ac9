#include "reference/feature/questions.hpp"

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

}  // namespace debref::feature
