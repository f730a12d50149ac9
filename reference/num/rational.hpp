// Source: docs/ARCHITECTURE.md "Principles" (exact). Exact integers and rationals
// (Boost.Multiprecision, GMP backend).
#pragma once

#include <boost/multiprecision/gmp.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace debref {

using Integer = boost::multiprecision::mpz_int;
using Rational = boost::multiprecision::mpq_rational;

/// Raised when a string is not an exact rational ("a/b", "-3", "0.75", "1.5e-3").
class ParseError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The exact fraction a/b (canonical), so code and tests write q(1, 80) where the papers write
/// 1/80. b must not be 0.
inline Rational q(long a, long b = 1) {
  return Rational(a) / Rational(b);
}

/// Parses "a/b", an integer, or an exact decimal with optional exponent. Never goes through double.
Rational parse_rational(std::string_view text);

/// Canonical text "a/b" (or "a" when the denominator is 1).
std::string to_string(const Rational& x);

/// Largest integer <= x, and smallest integer >= x.
Integer floor(const Rational& x);
Integer ceil(const Rational& x);

/// x^k for an integer k >= 0 (exact).
Rational power(const Rational& x, int k);

/// |x|.
inline Rational magnitude(const Rational& x) {
  return x < 0 ? Rational(-x) : x;
}

/// x rounded toward zero to `digits` decimals, as text; `exact` tells whether no digit was lost.
std::string to_decimal(const Rational& x, int digits, bool* exact = nullptr);
/// x to `digits` decimals rounded down (a lower bound: the text is <= x) or up (>= x).
std::string to_decimal_down(const Rational& x, int digits);
std::string to_decimal_up(const Rational& x, int digits);

}  // namespace debref
