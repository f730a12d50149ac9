#include "reference/stochastic/honest.hpp"

#include "reference/stochastic/acceptance.hpp"

namespace debref::stochastic {

namespace {

/// log2 of n when n is a power of two (dyadic oracle probabilities), otherwise -1.
long power_of_two(const Integer& n) {
  if (n <= 0) return -1;
  const auto low = boost::multiprecision::lsb(n);
  return low == boost::multiprecision::msb(n) ? static_cast<long>(low) : -1;
}

}  // namespace

template <class Num>
HonestStep<Num> honest_step(const Rational& x, std::uint64_t na, const Estimator& bob_e,
                            const Estimator& vera_e) {
  BinomialCursor<Num> alice(na, x);
  Acceptance<Num> bob(bob_e, x), vera(vera_e, x);
  // Exact mode: one and zero share sum_j alpha_j beta_j, so zero = n_a * that sum - one.
  Num one(0L), zero(0L), continued(0L), vera_sum(0L), reject(0L);
  const Num& tb = bob.total();
  long tb_shift = -1;
  if constexpr (std::is_same_v<Num, Integer>) tb_shift = power_of_two(tb);
  Num ab(0L), a_rejected(0L);  // reused buffers
  for (std::uint64_t j = 0; j <= na; ++j) {
    alice.advance_to(static_cast<std::int64_t>(j));
    const Num& alpha = alice.pmf();
    if constexpr (std::is_same_v<Num, Integer>) {
      if (alpha == 0) continue;  // x = 0 or 1: point masses
    }
    const Rational claim{Integer(j), Integer(na)};
    const Num& beta = bob.at(claim);
    ab = alpha * beta;
    if constexpr (std::is_same_v<Num, Integer>) {
      one += ab * static_cast<unsigned long>(j);
      // alpha (tb - beta) = alpha tb - alpha beta; a shift when tb = 2^m.
      if (tb_shift >= 0) {
        a_rejected = alpha << static_cast<unsigned>(tb_shift);
        a_rejected -= ab;
      } else {
        a_rejected = alpha * (tb - beta);
      }
    } else {
      one += ab * count<Num>(j);
      zero += ab * count<Num>(na - j);
      a_rejected = alpha * (tb - beta);  // tighter than alpha - alpha beta
    }
    continued += ab;
    reject += a_rejected;
    vera_sum += a_rejected * vera.at(claim);
  }
  const Num ta = alice.total(), tv = vera.total(), nn = count<Num>(na);
  if constexpr (std::is_same_v<Num, Integer>) zero = continued * nn - one;
  Num ab_den = ta * tb;
  return {ratio(one, Num(ab_den * nn)), ratio(zero, Num(ab_den * nn)),
          ratio(vera_sum, Num(ab_den * tv)), ratio(reject, ab_den)};
}

template HonestStep<Integer> honest_step<Integer>(const Rational&, std::uint64_t, const Estimator&,
                                                  const Estimator&);
template HonestStep<Interval> honest_step<Interval>(const Rational&, std::uint64_t,
                                                    const Estimator&, const Estimator&);

}  // namespace debref::stochastic
