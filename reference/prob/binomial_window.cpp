#include "reference/prob/binomial_window.hpp"

#include <stdexcept>

namespace debref {

Interval log_factorial(std::uint64_t k) {
  if (k <= 1) return Interval(0L);
  const Interval kk{Integer(k)};
  Interval pi;
  mpfi_const_pi(pi.raw());
  const Integer twelve_k = Integer(12) * Integer(k);
  const Interval robbins =
      Interval::hull(Rational(Integer(1), twelve_k + 1), Rational(Integer(1), twelve_k));
  Interval half_log = log(Interval(2L) * pi * kk);
  half_log.div_ui(2);
  return half_log + kk * log(kk) - kk + robbins;
}

namespace {

/// [0, exp(-2 m^2 / n)]: Hoeffding's bound on the mass at distance >= m from n x.
Interval hoeffding(const Rational& m, std::uint64_t n) {
  Interval bound = exp(Interval(Rational(-2) * m * m / Rational(Integer(n))));
  return Interval::hull(Rational(0), bound.upper());
}

}  // namespace

BinomialWindow::BinomialWindow(std::uint64_t n, const Rational& x, unsigned spread) : n_(n), x_(x) {
  if (n == 0) throw std::invalid_argument("BinomialWindow: n must be >= 1");
  if (x < 0 || x > 1) throw std::invalid_argument("BinomialWindow: x outside [0, 1]");
  const auto count = static_cast<std::int64_t>(n);
  if (x == 0 || x == 1) {  // a point mass at 0 or n
    lo_ = hi_ = x == 0 ? 0 : count;
    pmf_.assign(1, Interval(1L));
    prefix_.assign(1, Interval(1L));
    return;
  }
  const Rational mean = Rational(Integer(n)) * x;
  const Integer width = Integer(spread) * boost::multiprecision::sqrt(Integer(n)) + 1;
  const Integer mean_floor =
      boost::multiprecision::numerator(mean) / boost::multiprecision::denominator(mean);
  lo_ = std::max<std::int64_t>(0, (mean_floor - width).convert_to<std::int64_t>());
  hi_ = std::min<std::int64_t>(count, (mean_floor + 1 + width).convert_to<std::int64_t>());
  if (lo_ > 0) below_ = hoeffding(mean - Rational(lo_ - 1), n);
  if (hi_ < count) above_ = hoeffding(Rational(hi_ + 1) - mean, n);
  // log pmf(lo) = log n! - log lo! - log (n-lo)! + lo log x + (n-lo) log(1-x).
  const auto ulo = static_cast<std::uint64_t>(lo_);
  Interval start = log_factorial(n) - log_factorial(ulo) - log_factorial(n - ulo) +
                   Interval(Integer(ulo)) * log(Interval(x)) +
                   Interval(Integer(n - ulo)) * log(Interval(Rational(1) - x));
  const Integer a = boost::multiprecision::numerator(x), d = boost::multiprecision::denominator(x);
  const Interval up_ratio{Rational(a, d - a)};  // x / (1 - x)
  pmf_.reserve(static_cast<std::size_t>(hi_ - lo_ + 1));
  prefix_.reserve(pmf_.capacity());
  Interval p = exp(start), sum(0L);
  for (std::int64_t k = lo_;; ++k) {
    pmf_.push_back(p);
    sum += p;
    prefix_.push_back(sum);
    if (k == hi_) break;
    // P(k+1) = P(k) (n - k) x / ((k + 1) (1 - x)).
    p *= up_ratio;
    p *= Interval(Integer(n - static_cast<std::uint64_t>(k)));
    p /= Interval(Integer(k + 1));
  }
}

Interval BinomialWindow::between(std::int64_t a, std::int64_t b) const {
  Interval out;
  between(a, b, out);
  return out;
}

void BinomialWindow::between(std::int64_t a, std::int64_t b, Interval& out) const {
  mpfi_set_si(out.raw(), 0);
  if (b <= a) return;
  const std::int64_t from = std::max(a, lo_ - 1), to = std::min(b, hi_);
  if (to > from) {
    out = prefix_[static_cast<std::size_t>(to - lo_)];
    if (from >= lo_) out -= prefix_[static_cast<std::size_t>(from - lo_)];
  }
  if (a + 1 < lo_ && b >= 0) out += below_;
  if (b > hi_ && a < static_cast<std::int64_t>(n_)) out += above_;
}

}  // namespace debref
