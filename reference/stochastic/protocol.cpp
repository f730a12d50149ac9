#include "reference/stochastic/protocol.hpp"

#include "reference/num/certified.hpp"

namespace debref::stochastic {

Alice alice_prime(const Rational& e, const Rational& q, OracleId id) {
  const std::uint64_t n = samples(e, q);
  return [n, id](const Prefix& y) { return estimate(id, y, n); };
}

Alice alice(const Rational& e, const Rational& q) {
  return alice_prime(e, q, OracleId::AliceId);
}

Bob bob_prime(const Rational& c, const Rational& s, const Rational& q, OracleId id) {
  const Alice honest = alice_prime(Rational((s - c) / 2), q, id);
  const Rational radius = (c + s) / 2;
  return [honest, radius](const Prefix& y, const Rational& p) {
    return honest(y).map([p, radius](const Rational& x) { return abs(Rational(p - x)) < radius; });
  };
}

Bob bob(const Rational& c, const Rational& s, const Rational& q) {
  return bob_prime(c, s, q, OracleId::BobId);
}

Vera vera(const Rational& c, const Rational& s, const Rational& v) {
  return bob_prime(c, s, v, OracleId::VeraId);
}

Comp<State> step(const Alice& a, const Bob& b, const Vera& v, const Prefix& y) {
  return only(OracleId::AliceId, a(y)).bind([=](const Rational& p) {
    return only(OracleId::BobId, b(y, p)).bind([=](bool accepted) {
      if (accepted)  // Bob accepts: the next bit is drawn with Alice's (clamped) claim
        return Comp<bool>::sample(bernoulli(p)).map([y](bool x) { return State::ok(y.cons(x)); });
      // Bob rejects: Vera's verdict ends the debate
      return only(OracleId::VeraId, v(y, p)).map([](bool r) { return State::error(r); });
    });
  });
}

Comp<State> steps(const Alice& a, const Bob& b, const Vera& v, int n) {
  if (n == 0) return Comp<State>::pure(State::ok(Prefix{}));
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

Alice alice_from_table(std::vector<Rational> claim_per_node) {
  return [claims = std::move(claim_per_node)](const Prefix& y) {
    return Comp<Rational>::pure(claims.at(y.index()));
  };
}

Bob bob_from_table(BobTable table) {
  return [table = std::move(table)](const Prefix& y, const Rational& p) {
    const Rational n_a(Integer(table.alice_samples));
    const Rational j = table.alice_samples == 0 ? (p == 0 ? Rational(0) : Rational(-1)) : p * n_a;
    bool accept = true;
    if (boost::multiprecision::denominator(j) == 1 && j >= 0 && j <= n_a)
      accept = table.accept.at(y.index()).at(
          boost::multiprecision::numerator(j).convert_to<std::size_t>());
    return Comp<bool>::pure(accept);
  };
}

}  // namespace debref::stochastic
