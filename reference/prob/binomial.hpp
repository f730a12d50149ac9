// Source: Lean Prob/Estimate.lean (count: the number of `true`s in n samples is Binomial(n, p)).
// Exact binomial probabilities and tails by streaming the pmf recurrence
//   P(X = k+1) = P(X = k) * (n-k) p / ((k+1) (1-p)),
// O(n) steps in all, no O(n^2) convolution. One implementation serves three number types:
//   Integer  — exact numerators over the common denominator d^n (p = a/d in lowest terms);
//   Rational — exact probabilities;
//   Interval — certified enclosures.
#pragma once

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "reference/num/interval.hpp"

namespace debref {

template <class Num>
class BinomialCursor {
 public:
  /// Binomial(n, p) for 0 <= p <= 1, positioned at k = -1 (pmf = cdf = 0).
  BinomialCursor(std::uint64_t n, const Rational& p)
      : n_(n), a_(boost::multiprecision::numerator(p)), d_(boost::multiprecision::denominator(p)) {
    if (p < 0 || p > 1) throw std::invalid_argument("BinomialCursor: p outside [0, 1]");
    total_ = scale_one();
    // Fast path: both factors of the recurrence fit in an unsigned long.
    const Integer b = d_ - a_;
    if (a_ > 0 && b > 0 && a_ < Integer(1u << 30) && b < Integer(1u << 30)) {
      small_ = true;
      a_small_ = a_.convert_to<unsigned long>();
      b_small_ = b.convert_to<unsigned long>();
      small_limit_ = (~0ul >> 1) / std::max(a_small_, b_small_);
    }
  }

  std::uint64_t n() const { return n_; }
  /// Current k, -1 before the first advance.
  std::int64_t position() const { return k_; }
  /// P(X = k) and P(X <= k) at the current position (Integer: numerators over total()).
  const Num& pmf() const { return pmf_; }
  const Num& cdf() const { return cdf_; }
  /// The value representing probability 1 (Integer: d^n; otherwise 1).
  const Num& total() const { return total_; }

  /// Moves forward to position k (clamped to n); k < position() is an error.
  void advance_to(std::int64_t k) {
    if (k > static_cast<std::int64_t>(n_)) k = static_cast<std::int64_t>(n_);
    if (k < k_) throw std::logic_error("BinomialCursor: cannot move backwards");
    while (k_ < k) step();
  }

  /// P(X <= k) for any k >= position() (k < 0 gives 0, k >= n gives 1).
  Num cdf_at(std::int64_t k) {
    if (k < 0) return Num(0L);
    advance_to(k);
    return cdf_;
  }

 private:
  void step() {
    if (k_ < 0) {
      pmf_ = initial();
    } else if (a_ == 0 || a_ == d_) {
      pmf_ = Num(0L);  // point masses: only k = 0 (a = 0) or k = n (a = d) carry weight
      if (a_ == d_ && static_cast<std::uint64_t>(k_ + 1) == n_) pmf_ = total_;
    } else {
      const std::uint64_t up = n_ - static_cast<std::uint64_t>(k_);
      const std::uint64_t down = static_cast<std::uint64_t>(k_) + 1;
      if (small_ && up <= small_limit_ && down <= small_limit_) {
        multiply_ui(pmf_, up * a_small_);
        divide_ui(pmf_, down * b_small_);
      } else {
        multiply(pmf_, Integer(up) * a_);
        divide(pmf_, Integer(down) * (d_ - a_));
      }
    }
    ++k_;
    cdf_ += pmf_;
  }

  Num initial() const {
    if (a_ == d_) return n_ == 0 ? total_ : Num(0L);
    if constexpr (std::is_same_v<Num, Integer>) {
      return boost::multiprecision::pow(Integer(d_ - a_), static_cast<unsigned>(n_));
    } else if constexpr (std::is_same_v<Num, Interval>) {
      return pow(Interval(Rational(d_ - a_, d_)), n_);
    } else {
      Integer den = boost::multiprecision::pow(d_, static_cast<unsigned>(n_));
      return Rational(boost::multiprecision::pow(Integer(d_ - a_), static_cast<unsigned>(n_)), den);
    }
  }

  Num scale_one() const {
    if constexpr (std::is_same_v<Num, Integer>) {
      return boost::multiprecision::pow(d_, static_cast<unsigned>(n_));
    } else {
      return Num(1L);
    }
  }

  static void multiply_ui(Num& x, unsigned long m) {
    if constexpr (std::is_same_v<Num, Integer>) {
      mpz_mul_ui(x.backend().data(), x.backend().data(), m);
    } else if constexpr (std::is_same_v<Num, Interval>) {
      x.mul_ui(m);
    } else {
      x *= m;
    }
  }
  static void divide_ui(Num& x, unsigned long m) {
    if constexpr (std::is_same_v<Num, Integer>) {
      mpz_divexact_ui(x.backend().data(), x.backend().data(), m);
    } else if constexpr (std::is_same_v<Num, Interval>) {
      x.div_ui(m);
    } else {
      x /= m;
    }
  }
  static void multiply(Num& x, const Integer& m) {
    if constexpr (std::is_same_v<Num, Interval>) {
      x *= Interval(m);
    } else if constexpr (std::is_same_v<Num, Rational>) {
      x *= Rational(m);
    } else {
      x *= m;
    }
  }
  static void divide(Num& x, const Integer& m) {
    if constexpr (std::is_same_v<Num, Integer>) {
      mpz_divexact(x.backend().data(), x.backend().data(), m.backend().data());
    } else if constexpr (std::is_same_v<Num, Interval>) {
      x /= Interval(m);
    } else {
      x /= Rational(m);
    }
  }

  std::uint64_t n_;
  Integer a_, d_;
  bool small_ = false;
  unsigned long a_small_ = 0, b_small_ = 0, small_limit_ = 0;
  std::int64_t k_ = -1;
  Num pmf_{0L}, cdf_{0L}, total_{0L};
};

}  // namespace debref
