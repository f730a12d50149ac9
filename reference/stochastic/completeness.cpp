#include "reference/stochastic/completeness.hpp"

#include "reference/stochastic/acceptance.hpp"

namespace debref::stochastic {

namespace {

enum class Choice { Accept, Reject, Open };

/// Certified comparison of continue (lhs) and reject (rhs) values; exact fallback in exact mode.
Choice decide(const Interval& lhs, const Interval& rhs) {
  if (!rhs.certainly_less(lhs)) {
    if (lhs.certainly_less(rhs)) return Choice::Accept;
  } else {
    return Choice::Reject;
  }
  return Choice::Open;
}

}  // namespace

template <class Num>
CompletenessStep<Num> completeness_step(const Rational& x, std::uint64_t na,
                                        const Estimator& vera_e, const Value<Num>& w0,
                                        const Value<Num>& w1) {
  // Certified mode keeps the caller's precision; exact mode only prunes with the enclosures.
  Interval::PrecisionScope precision(std::is_same_v<Num, Integer> ? 128 : Interval::precision());
  BinomialCursor<Num> alice(na, x);
  Acceptance<Num> vera(vera_e, x);
  const Interval w0i(w0), w1i(w1), tvi(vera.total()), nai{Interval(Integer(na))};
  Num acc1(0L), acc0(0L), accg(0L), accepted(0L);
  Interval open_sum(0L);
  CompletenessStep<Num> step;
  step.accept.assign(na + 1, true);
  for (std::uint64_t j = 0; j <= na; ++j) {
    alice.advance_to(static_cast<std::int64_t>(j));
    const Num& alpha = alice.pmf();
    const Rational claim{Integer(j), Integer(na)};
    Num gamma = vera.at(claim);
    Interval lhs = (w1i * Interval(Integer(j)) + w0i * Interval(Integer(na - j))) / nai;
    Interval rhs = Interval(gamma) / tvi;
    Choice choice = decide(lhs, rhs);
    if constexpr (std::is_same_v<Num, Integer>) {
      if (choice == Choice::Open) {
        Rational exact_lhs = (w1 * j + w0 * (na - j)) / Rational(Integer(na));
        choice = exact_lhs <= Rational(gamma, vera.total()) ? Choice::Accept : Choice::Reject;
      }
    }
    switch (choice) {
      case Choice::Accept:
        if constexpr (std::is_same_v<Num, Integer>) {
          acc1 += alpha * static_cast<unsigned long>(j);
          accepted += alpha;  // acc0 = n_a * accepted - acc1 below
        } else {
          acc1 += alpha * count<Num>(j);
          acc0 += alpha * count<Num>(na - j);
        }
        break;
      case Choice::Reject:
        step.accept[j] = false;
        accg += alpha * gamma;
        break;
      case Choice::Open:
        ++step.undecided;
        if constexpr (std::is_same_v<Num, Interval>) open_sum += alpha * min(lhs, rhs);
        break;
    }
  }
  const Num ta = alice.total(), nn = count<Num>(na);
  if constexpr (std::is_same_v<Num, Integer>) acc0 = accepted * nn - acc1;
  step.value = w1 * ratio(acc1, Num(ta * nn)) + w0 * ratio(acc0, Num(ta * nn)) +
               ratio(accg, Num(ta * vera.total()));
  if constexpr (std::is_same_v<Num, Interval>) step.value += open_sum;
  return step;
}

template CompletenessStep<Integer> completeness_step<Integer>(const Rational&, std::uint64_t,
                                                              const Estimator&, const Rational&,
                                                              const Rational&);
template CompletenessStep<Interval> completeness_step<Interval>(const Rational&, std::uint64_t,
                                                                const Estimator&, const Interval&,
                                                                const Interval&);

}  // namespace debref::stochastic
