#include "reference/stochastic/honest.hpp"

#include "reference/stochastic/acceptance.hpp"

namespace debref::stochastic {

template <class Num>
HonestStep<Num> honest_step(const Rational& x, std::uint64_t na, const Estimator& bob_e,
                            const Estimator& vera_e) {
  BinomialCursor<Num> alice(na, x);
  Acceptance<Num> bob(bob_e, x), vera(vera_e, x);
  Num one(0L), zero(0L), vera_sum(0L), reject(0L);
  const Num& tb = bob.total();
  for (std::uint64_t j = 0; j <= na; ++j) {
    alice.advance_to(static_cast<std::int64_t>(j));
    const Num& alpha = alice.pmf();
    if constexpr (std::is_same_v<Num, Integer>) {
      if (alpha == 0) continue;  // x = 0 or 1: point masses
    }
    const Rational claim{Integer(j), Integer(na)};
    Num beta = bob.at(claim);
    Num gamma = vera.at(claim);
    Num ab = alpha * beta;
    one += ab * count<Num>(j);
    zero += ab * count<Num>(na - j);
    Num a_rejected = alpha * (tb - beta);
    reject += a_rejected;
    vera_sum += a_rejected * gamma;
  }
  const Num ta = alice.total(), tv = vera.total(), nn = count<Num>(na);
  Num ab_den = ta * tb;
  return {ratio(one, Num(ab_den * nn)), ratio(zero, Num(ab_den * nn)),
          ratio(vera_sum, Num(ab_den * tv)), ratio(reject, ab_den)};
}

template HonestStep<Integer> honest_step<Integer>(const Rational&, std::uint64_t, const Estimator&,
                                                  const Estimator&);
template HonestStep<Interval> honest_step<Interval>(const Rational&, std::uint64_t,
                                                    const Estimator&, const Estimator&);

}  // namespace debref::stochastic
