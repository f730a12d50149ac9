// Source: docs/ARCHITECTURE.md "Principles" (exact); Sturm's theorem. Univariate polynomials over
// the rationals with exact sign decisions on intervals, used to decide Lipschitz bounds (paper
// Def. 6.1, Lean Comp/Oracle.lean Oracle.lipschitz).
#pragma once

#include <optional>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref {

/// The polynomial sum_i coefficients[i] * x^i over the rationals, kept without trailing zeros.
class Polynomial {
 public:
  Polynomial() = default;
  explicit Polynomial(std::vector<Rational> coefficients);
  /// The constant polynomial c.
  static Polynomial constant(const Rational& c) { return Polynomial({c}); }
  /// The polynomial a + b x.
  static Polynomial linear(const Rational& a, const Rational& b) { return Polynomial({a, b}); }

  /// Degree, with -1 for the zero polynomial.
  int degree() const { return static_cast<int>(c_.size()) - 1; }
  bool is_zero() const { return c_.empty(); }
  const std::vector<Rational>& coefficients() const { return c_; }
  /// Leading coefficient (0 for the zero polynomial).
  Rational leading() const { return c_.empty() ? Rational(0) : c_.back(); }
  /// Value at x (Horner).
  Rational operator()(const Rational& x) const;
  Polynomial derivative() const;
  /// The same polynomial scaled to leading coefficient 1 (zero stays zero).
  Polynomial monic() const;
  /// p / (x - r) when r is a root of p (exact synthetic division).
  Polynomial deflate(const Rational& r) const;

  friend Polynomial operator+(const Polynomial& a, const Polynomial& b);
  friend Polynomial operator-(const Polynomial& a, const Polynomial& b);
  friend Polynomial operator*(const Polynomial& a, const Polynomial& b);
  friend Polynomial operator*(const Rational& k, const Polynomial& a);
  /// Quotient of Euclidean division by a non-zero polynomial.
  friend Polynomial operator/(const Polynomial& a, const Polynomial& b);
  /// Remainder of Euclidean division by a non-zero polynomial.
  friend Polynomial operator%(const Polynomial& a, const Polynomial& b);
  friend bool operator==(const Polynomial&, const Polynomial&) = default;

 private:
  void trim();
  std::vector<Rational> c_;
};

/// Monic greatest common divisor (zero when both are zero).
Polynomial gcd(const Polynomial& a, const Polynomial& b);

/// p / gcd(p, p'): the monic polynomial with the same distinct complex roots, each simple.
Polynomial square_free_part(const Polynomial& p);

/// The product of p's factors of odd multiplicity times p's leading coefficient (Yun's
/// square-free factorization): square-free, and of the sign of p wherever p is non-zero.
Polynomial odd_part(const Polynomial& p);

/// The Sturm sequence p, p', -rem(p, p'), ... of a non-constant polynomial.
std::vector<Polynomial> sturm_sequence(const Polynomial& p);

/// Number of distinct real roots of a non-zero p in the half-open interval (a, b], a <= b
/// (Sturm's theorem on the square-free part).
int count_roots(const Polynomial& p, const Rational& a, const Rational& b);

/// Whether p(x) >= 0 for every x of the closed interval [a, b], a <= b (decided exactly).
bool nonnegative_on(const Polynomial& p, const Rational& a, const Rational& b);

/// A point x of [a, b] with p(x) < 0, or nullopt exactly when nonnegative_on(p, a, b).
std::optional<Rational> negative_point(const Polynomial& p, const Rational& a, const Rational& b);

/// Every rational root of a non-zero p in [a, b], increasing (any degree; exact).
std::vector<Rational> rational_roots(const Polynomial& p, const Rational& a, const Rational& b);

/// The rational of least denominator in the closed interval [a, b], a <= b (continued fractions).
Rational simplest_rational_between(const Rational& a, const Rational& b);

}  // namespace debref
