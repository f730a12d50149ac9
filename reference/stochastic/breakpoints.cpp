#include "reference/stochastic/breakpoints.hpp"

#include <algorithm>

namespace debref::stochastic {

Breakpoints::Breakpoints(const std::vector<Estimator>& estimators,
                         const std::vector<Rational>& points)
    : points_(points) {
  for (const auto& e : estimators) {
    for (int sign : {-1, 1}) {
      Rational offset = sign * e.radius;
      progressions_.push_back({e.n, 0, offset, offset});
    }
  }
  std::sort(points_.begin(), points_.end(), std::greater<>());
  before_.resize(progressions_.size());
  current_.at.resize(estimators.size());
  current_.after.resize(estimators.size());
}

bool Breakpoints::next() {
  const Rational* least = nullptr;
  for (const auto& p : progressions_)
    if (p.passed <= p.n && (!least || p.current < *least)) least = &p.current;
  if (!points_.empty() && (!least || points_.back() < *least)) least = &points_.back();
  if (!least) return false;
  current_.value = *least;
  for (std::size_t i = 0; i < progressions_.size(); ++i) {
    auto& p = progressions_[i];
    before_[i] = p.passed;
    if (p.passed <= p.n && p.current == current_.value) {
      ++p.passed;
      p.current = Rational(Integer(p.passed), Integer(p.n));
      p.current += p.offset;
    }
  }
  while (!points_.empty() && points_.back() == current_.value) points_.pop_back();
  // Counts X accepted: X < n(p + r) <=> X/n - r < p; X rejected below: X <= n(p - r).
  for (std::size_t i = 0; i + 1 < progressions_.size(); i += 2) {
    auto lo = static_cast<std::int64_t>(progressions_[i + 1].passed) - 1;
    current_.at[i / 2] = Window{lo, static_cast<std::int64_t>(before_[i]) - 1};
    current_.after[i / 2] = Window{lo, static_cast<std::int64_t>(progressions_[i].passed) - 1};
  }
  return true;
}

}  // namespace debref::stochastic
