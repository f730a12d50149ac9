// Source: DESIGN.md "Exact". Univariate polynomials over the rationals with exact sign
// decisions on intervals (Sturm sequences), used to decide Lipschitz bounds (paper Def. 6.1).
#pragma once

#include <optional>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref {

/// sum_i coefficients[i] * x^i, with no trailing zero coefficients.
class Polynomial {
 public:
  Polynomial() = default;
  explicit Polynomial(std::vector<Rational> coefficients);
  static Polynomial constant(const Rational& c) { return Polynomial({c}); }
  /// a + b x
  static Polynomial linear(const Rational& a, const Rational& b) { return Polynomial({a, b}); }

  int degree() const { return static_cast<int>(c_.size()) - 1; }  // -1 for the zero polynomial
  bool is_zero() const { return c_.empty(); }
  const std::vector<Rational>& coefficients() const { return c_; }
  Rational operator()(const Rational& x) const;
  Polynomial derivative() const;

  friend Polynomial operator+(const Polynomial& a, const Polynomial& b);
  friend Polynomial operator-(const Polynomial& a, const Polynomial& b);
  friend Polynomial operator*(const Polynomial& a, const Polynomial& b);
  friend Polynomial operator*(const Rational& k, const Polynomial& a);
  /// Remainder of Euclidean division by a non-zero polynomial.
  friend Polynomial operator%(const Polynomial& a, const Polynomial& b);
  /// Quotient of Euclidean division by a non-zero polynomial.
  friend Polynomial operator/(const Polynomial& a, const Polynomial& b);
  /// The same polynomial scaled to leading coefficient 1 (zero stays zero).
  Polynomial monic() const;
  /// a / (x - r) when r is a root of a (exact synthetic division).
  Polynomial deflate(const Rational& r) const;

 private:
  void trim();
  std::vector<Rational> c_;
};

/// Monic greatest common divisor.
Polynomial gcd(const Polynomial& a, const Polynomial& b);

/// The product of the factors of odd multiplicity of p (Yun's square-free factorization),
/// times p's leading coefficient: it has the sign of p wherever p is non-zero.
Polynomial odd_part(const Polynomial& p);

/// Number of distinct real roots of p in the open interval (a, b), a < b (Sturm's theorem).
int count_roots(const Polynomial& p, const Rational& a, const Rational& b);

/// A point of [a, b] where p < 0, or nullopt when p >= 0 on all of [a, b] (decided exactly).
std::optional<Rational> negative_point(const Polynomial& p, const Rational& a, const Rational& b);

/// The rational roots of p in [a, b] when deg p <= 2 (exact); higher degrees are not searched.
std::vector<Rational> rational_roots_low_degree(const Polynomial& p, const Rational& a,
                                                const Rational& b);

}  // namespace debref
