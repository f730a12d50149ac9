// Source: docs/ARCHITECTURE.md "Principles" (exact). Certified interval arithmetic (MPFI over
// MPFR): every operation returns an interval that contains the exact result. Used to bound
// irrational quantities (log, exp) and to prune exact comparisons; never to produce a verdict by
// itself.
#pragma once

#include <mpfi.h>

#include <string>

#include "reference/num/rational.hpp"

namespace debref {

/// A closed interval [lo, hi] with MPFR endpoints at a working precision (bits).
class Interval {
 public:
  /// Working precision (bits) for intervals created in this thread.
  static long precision();
  /// Sets the working precision for this thread while it lives.
  class PrecisionScope {
   public:
    explicit PrecisionScope(long bits);
    ~PrecisionScope();
    PrecisionScope(const PrecisionScope&) = delete;
    PrecisionScope& operator=(const PrecisionScope&) = delete;

   private:
    long saved_;
  };

  Interval();            // [0, 0]
  Interval(long value);  // NOLINT(google-explicit-constructor): exact small integers
  explicit Interval(const Rational& value);
  explicit Interval(const Integer& value);
  static Interval hull(const Rational& lo, const Rational& hi);
  Interval(const Interval& other);
  Interval(Interval&& other) noexcept;
  Interval& operator=(const Interval& other);
  Interval& operator=(Interval&& other) noexcept;
  ~Interval();

  Interval& operator+=(const Interval& o);
  Interval& operator-=(const Interval& o);
  Interval& operator*=(const Interval& o);
  Interval& operator/=(const Interval& o);
  Interval& mul_ui(unsigned long m);
  Interval& div_ui(unsigned long m);
  friend Interval operator+(Interval a, const Interval& b) { return a += b; }
  friend Interval operator-(Interval a, const Interval& b) { return a -= b; }
  friend Interval operator*(Interval a, const Interval& b) { return a *= b; }
  friend Interval operator/(Interval a, const Interval& b) { return a /= b; }
  Interval operator-() const;

  /// Exact rational endpoints.
  Rational lower() const;
  Rational upper() const;
  /// True when every point of *this is < every point of o (a certified comparison).
  bool certainly_less(const Interval& o) const;
  bool contains(const Rational& x) const;
  /// True when the lower endpoint of *this exceeds that of o.
  bool lower_above(const Interval& o) const;
  /// Width hi - lo as a rational.
  Rational width() const;

  friend Interval log(const Interval& x);
  friend Interval exp(const Interval& x);
  friend Interval pow(const Interval& x, unsigned long n);
  friend Interval min(const Interval& a, const Interval& b);
  friend Interval max(const Interval& a, const Interval& b);
  /// *this = max(*this, o) in place.
  void raise_to(const Interval& o);

  mpfi_ptr raw() { return value_; }
  mpfi_srcptr raw() const { return value_; }

 private:
  mpfi_t value_;
};

/// A certified decimal "d ± e": the midpoint with enough digits and an error bound.
std::string to_certified_decimal(const Interval& x, int digits);

}  // namespace debref
