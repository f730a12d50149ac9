#include "reference/stochastic/protocol.hpp"

#include "reference/num/certified.hpp"

namespace debref::stochastic {

Alice alice(const Rational& e, const Rational& q) {
  const std::uint64_t n = samples(e, q);
  return [n](const Prefix& y) { return estimate(OracleId::AliceId, y, n); };
}

Bob bob_prime(const Rational& c, const Rational& s, const Rational& q, OracleId id) {
  const std::uint64_t n = samples(Rational((s - c) / 2), q);
  const Rational radius = (c + s) / 2;
  return [n, radius, id](const Prefix& y, const Rational& p) {
    return estimate(id, y, n).map([p, radius](const Rational& x) {
      Rational d = p - x;
      return (d < 0 ? Rational(-d) : d) < radius;
    });
  };
}

Bob bob(const Rational& c, const Rational& s, const Rational& q) {
  return bob_prime(c, s, q, OracleId::BobId);
}

Vera vera(const Rational& c, const Rational& s, const Rational& v) {
  return bob_prime(c, s, v, OracleId::VeraId);
}

Comp<State> step(const Alice& a, const Bob& b, const Vera& v, const Prefix& y) {
  return a(y).bind([=](const Rational& p) {
    return b(y, p).bind([=](bool accepted) {
      if (accepted)
        return Comp<bool>::sample(bernoulli(p)).map([y](bool x) {
          return State{true, y.cons(x), false};
        });
      return v(y, p).map([](bool verdict) { return State{false, Prefix{}, verdict}; });
    });
  });
}

Comp<State> steps(const Alice& a, const Bob& b, const Vera& v, int n) {
  if (n == 0) return Comp<State>::pure(State{});
  return steps(a, b, v, n - 1).bind([=](const State& s) {
    if (!s.running) return Comp<State>::pure(s);
    return step(a, b, v, s.y);
  });
}

Comp<bool> debate(const Alice& a, const Bob& b, const Vera& v, int t) {
  return steps(a, b, v, t + 1).map([](const State& s) {
    return s.running ? s.y.head() : s.result;
  });
}

Alice alice_from_claims(std::vector<Rational> claim_per_node) {
  return [claims = std::move(claim_per_node)](const Prefix& y) {
    return Comp<Rational>::pure(claims.at(y.index()));
  };
}

Bob bob_from_table(BobTable table) {
  return [table = std::move(table)](const Prefix& y, const Rational& p) {
    Rational j = p * Rational(Integer(table.alice_samples));
    bool accept = true;
    if (boost::multiprecision::denominator(j) == 1 && j >= 0 &&
        j <= Rational(Integer(table.alice_samples)))
      accept = table.accept.at(y.index()).at(
          boost::multiprecision::numerator(j).convert_to<std::size_t>());
    return Comp<bool>::pure(accept);
  };
}

}  // namespace debref::stochastic
