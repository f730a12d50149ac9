// Source: docs/STOCHASTIC.md "Fig. 2 with the paper's constants". Certified probabilities of
// X ~ Binomial(n, x) for n in the tens of millions, without walking all n + 1 counts: the pmf is
// computed on a window [lo, hi] of about 2 c sqrt(n) counts around n x, starting from Robbins'
// bounds on log k! (sqrt(2 pi k) (k/e)^k e^(1/(12k+1)) < k! < sqrt(2 pi k) (k/e)^k e^(1/(12k)))
// and continuing with the ratio recurrence; the mass outside the window is enclosed in
// [0, exp(-2 m^2 / n)] by Hoeffding's inequality (m the distance from n x). Every value is an
// interval containing the exact probability.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/num/interval.hpp"

namespace debref {

class BinomialWindow {
 public:
  /// Binomial(n, x), 0 <= x <= 1, n >= 1; the window reaches `spread` sqrt(n) counts each side
  /// of n x (tails below exp(-2 spread^2)).
  BinomialWindow(std::uint64_t n, const Rational& x, unsigned spread = 4);

  std::uint64_t n() const { return n_; }
  const Rational& x() const { return x_; }
  std::int64_t lo() const { return lo_; }
  std::int64_t hi() const { return hi_; }
  /// P(X < lo) and P(X > hi), as [0, Hoeffding bound] (exactly 0 when empty).
  const Interval& tail_below() const { return below_; }
  const Interval& tail_above() const { return above_; }
  /// P(X = k) for lo <= k <= hi.
  const Interval& pmf(std::int64_t k) const { return pmf_[static_cast<std::size_t>(k - lo_)]; }
  /// P(a < X <= b) for any integers a, b (0 when b <= a).
  Interval between(std::int64_t a, std::int64_t b) const;
  /// The same into `out`, without allocating when out has the working precision.
  void between(std::int64_t a, std::int64_t b, Interval& out) const;

 private:
  std::uint64_t n_;
  Rational x_;
  std::int64_t lo_ = 0, hi_ = 0;
  std::vector<Interval> pmf_, prefix_;  // prefix_[i] = P(lo <= X <= lo + i)
  Interval below_, above_;
};

/// An enclosure of log k! (Robbins; exact 0 for k <= 1).
Interval log_factorial(std::uint64_t k);

}  // namespace debref
