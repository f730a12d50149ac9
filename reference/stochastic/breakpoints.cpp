#include "reference/stochastic/breakpoints.hpp"

#include <algorithm>
#include <optional>

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

namespace {

/// The number of X in 0..n with X/n + offset < v (strict), i.e. ceil(n (v - offset)) clamped.
std::uint64_t count_below(std::uint64_t n, const Rational& offset, const Rational& v) {
  const Rational y = Rational(Integer(n)) * (v - offset);
  if (y <= 0) return 0;
  const Integer c = ceil(y);
  return c > Integer(n) ? n + 1 : c.convert_to<std::uint64_t>();
}

/// The number of X in 0..n with X/n + offset <= v, i.e. floor(n (v - offset)) + 1 clamped.
std::uint64_t count_at_most(std::uint64_t n, const Rational& offset, const Rational& v) {
  const Rational y = Rational(Integer(n)) * (v - offset);
  if (y < 0) return 0;
  const Integer c = floor(y) + 1;
  return c > Integer(n) ? n + 1 : c.convert_to<std::uint64_t>();
}

}  // namespace

void Breakpoints::skip_to(const Rational& claim) {
  // The largest breakpoint <= claim: the largest element <= claim of each progression, and of
  // the extra points.
  std::optional<Rational> last;
  for (const auto& p : progressions_) {
    const std::uint64_t k = count_at_most(p.n, p.offset, claim);
    if (k == 0) continue;
    Rational v = Rational(Integer(k - 1), Integer(p.n)) + p.offset;
    if (!last || *last < v) last = v;
  }
  for (const auto& x : points_)
    if (x <= claim && (!last || *last < x)) last = x;
  if (!last) return;
  // Every element < last counts as passed; next() then returns last.
  for (auto& p : progressions_) {
    p.passed = count_below(p.n, p.offset, *last);
    p.current = Rational(Integer(p.passed), Integer(p.n)) + p.offset;
  }
  while (!points_.empty() && points_.back() < *last) points_.pop_back();
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
