#include "harness/stochastic/theorems.hpp"

namespace debref::stochastic {

Rational survive(const Rational& q, int t) {
  Rational r = 1;
  for (int i = 0; i <= t; ++i) r *= 1 - q;
  return r;
}

std::optional<Inequality> completeness_p(const Instance& in, const Params& p,
                                         const ExactValues& v) {
  auto d = best_d(p, v.final_prob, in.k, in.oracle.t);
  if (!d) return std::nullopt;
  return Inequality{v.completeness, *d, "completeness value >= d"};
}

std::optional<Inequality> soundness_p(const Instance& in, const Params& p, const ExactValues& v) {
  auto d = best_d(p, 1 - v.final_prob, in.k, in.oracle.t);
  if (!d) return std::nullopt;
  return Inequality{1 - v.soundness, *d, "1 - soundness value >= d"};
}

std::optional<Inequality> completeness_prime(const Instance& in, const Params& p,
                                             const ExactValues& v) {
  Rational bound = (1 - p.v) * (v.final_prob - in.k * p.c - (1 - survive(p.q, in.oracle.t)));
  return Inequality{v.completeness, bound, "completeness'"};
}

std::optional<Inequality> soundness_prime(const Instance& in, const Params& p,
                                          const ExactValues& v) {
  Rational bound = (1 - p.v) * survive(p.q, in.oracle.t) * ((1 - v.final_prob) - in.k * p.b);
  return Inequality{1 - v.soundness, bound, "soundness'"};
}

}  // namespace debref::stochastic
