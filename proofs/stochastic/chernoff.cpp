#include "proofs/stochastic/chernoff.hpp"

#include "reference/num/certified.hpp"
#include "reference/prob/binomial.hpp"

namespace debref::proofs {

Rational estimate_tail(std::uint64_t n, const Rational& p, const Rational& e) {
  BinomialCursor<Rational> x(n, p);
  Rational tail = 0;
  for (std::uint64_t k = 0; k <= n; ++k) {
    x.advance_to(static_cast<std::int64_t>(k));
    Rational dev = Rational(Integer(k), Integer(n)) - p;
    if (dev < 0) dev = -dev;
    if (dev >= e) tail += x.pmf();
  }
  return tail;
}

std::optional<bool> chernoff_bound_holds(std::uint64_t n, const Rational& p, const Rational& e,
                                         const Rational& factor, const Rational& exponent) {
  const Rational tail = estimate_tail(n, p, e);
  const Rational power = -exponent * Rational(Integer(n)) * e * e;
  if (power == 0) return tail <= factor;
  if (tail == 0) return true;
  // bound > 0 is irrational here (exp of a non-zero rational), so bound != tail.
  auto bound = [&](long) { return Interval(factor) * exp(Interval(power)); };
  auto lhs = [&](long) { return Interval(tail); };
  std::optional<bool> exceeds = certified_less(bound, lhs);
  if (!exceeds) return std::nullopt;
  return !*exceeds;
}

Rational chernoff_slack_lower(std::uint64_t n, const Rational& p, const Rational& e,
                              const Rational& factor, const Rational& exponent) {
  const Rational tail = estimate_tail(n, p, e);
  const Rational power = -exponent * Rational(Integer(n)) * e * e;
  if (power == 0) return factor - tail;
  return (Interval(factor) * exp(Interval(power))).lower() - tail;
}

}  // namespace debref::proofs
