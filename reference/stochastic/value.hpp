// Source: docs/STOCHASTIC.md (Protocol and solver). The two number modes of the game solver: exact
// (integer numerators over known denominators, turned into Rational values) and certified (Interval
// enclosures).
#pragma once

#include <type_traits>

#include "reference/num/interval.hpp"

namespace debref::stochastic {

/// The value type of a mode: Rational for Integer numerators, Interval for Interval.
template <class Num>
using Value = std::conditional_t<std::is_same_v<Num, Integer>, Rational, Interval>;

/// numerator / denominator as a value of the mode.
inline Rational ratio(const Integer& num, const Integer& den) {
  return Rational(num, den);
}
inline Interval ratio(const Interval& num, const Interval& den) {
  return num / den;
}

/// A small count as a number of the mode.
template <class Num>
Num count(std::uint64_t k) {
  if constexpr (std::is_same_v<Num, Integer>) {
    return Integer(k);
  } else {
    return Interval(Integer(k));
  }
}

/// A rational as a value of the mode (exact, or its enclosure).
template <class Num>
Value<Num> value_of(const Rational& x) {
  if constexpr (std::is_same_v<Num, Integer>) {
    return x;
  } else {
    return Interval(x);
  }
}

}  // namespace debref::stochastic
