// Tests for reference/prob (Lean Prob/Defs.lean, Bernoulli.lean, Estimate.lean) and
// reference/comp (Lean Comp/Defs.lean): monad laws, clamping, count, estimate, costs.
#include <doctest/doctest.h>

#include "reference/comp/comp.hpp"
#include "reference/prob/prob.hpp"

using namespace debref;

namespace {
Prob<int> die() {
  return Prob<int>::from({{1, Rational(1, 2)}, {2, Rational(1, 3)}, {3, Rational(1, 6)}});
}
Prob<int> f(int x) {
  return Prob<int>::from({{x, Rational(1, 4)}, {x + 10, Rational(3, 4)}});
}
Prob<int> g(int x) {
  return x % 2 ? Prob<int>::pure(0) : Prob<int>::from({{0, Rational(1, 2)}, {x, Rational(1, 2)}});
}
}  // namespace

TEST_CASE("Prob is a monad") {
  CHECK(Prob<int>::pure(3).bind(f) == f(3));                                       // left identity
  CHECK(die().bind([](int x) { return Prob<int>::pure(x); }) == die());            // right identity
  CHECK(die().bind(f).bind(g) == die().bind([](int x) { return f(x).bind(g); }));  // associativity
  CHECK(die().exp([](int x) { return Rational(x); }) == Rational(5, 3));  // 1/2 + 2/3 + 1/2
  CHECK(die().pr([](int x) { return x >= 2; }) == Rational(1, 2));
  CHECK(die().prob(3) == Rational(1, 6));
  CHECK(die().prob(7) == 0);
  // cond: P(x = 3 | x >= 2) = (1/6) / (1/2) = 1/3
  CHECK(die().cond([](int x) { return x == 3; }, [](int x) { return x >= 2; }) == Rational(1, 3));
}

TEST_CASE("bernoulli clamps its argument to [0, 1] like Lean") {
  CHECK(bernoulli(Rational(3, 2)) == Prob<bool>::pure(true));
  CHECK(bernoulli(Rational(-1)) == Prob<bool>::pure(false));
  CHECK(bernoulli(Rational(1, 3)).prob(true) == Rational(1, 3));
}

TEST_CASE("count (binomial) equals Lean's literal recursion; estimate with n = 0 is 0") {
  for (auto p : {Rational(0), Rational(1, 3), Rational(3, 4), Rational(1)})
    for (std::uint64_t n = 0; n <= 6; ++n)
      CHECK(count(bernoulli(p), n) == count_literal(bernoulli(p), n));
  CHECK(estimate(bernoulli(Rational(1, 2)), 0) == Prob<Rational>::pure(Rational(0)));
  // estimate of Bernoulli(1/2) with 2 samples: 0, 1/2, 1 with 1/4, 1/2, 1/4.
  auto e = estimate(bernoulli(Rational(1, 2)), 2);
  CHECK(e.prob(Rational(1, 2)) == Rational(1, 2));
  CHECK(e.prob(Rational(1)) == Rational(1, 4));
}

TEST_CASE("Comp estimate equals n chained queries and costs exactly n") {
  stochastic::Oracle o(1, {Rational(1, 3), Rational(1, 4), Rational(5, 7)});
  stochastic::Prefix y{1, 1};  // "1"
  std::function<Comp<std::uint64_t>(std::uint64_t)> literal = [&](std::uint64_t n) {
    if (n == 0) return Comp<std::uint64_t>::pure(0);
    return query(OracleId::BobId, y).bind([&, n](bool x) {
      return literal(n - 1).map([x](std::uint64_t k) { return k + (x ? 1 : 0); });
    });
  };
  for (std::uint64_t n = 1; n <= 4; ++n) {
    auto direct = estimate(OracleId::BobId, y, n);
    auto chained =
        literal(n).map([n](std::uint64_t k) { return Rational(Integer(k), Integer(n)); });
    CHECK(direct.prob(o) == chained.prob(o));
    CHECK(direct.cost(o, OracleId::BobId) == n);
    CHECK(chained.cost(o, OracleId::BobId) == n);
    CHECK(direct.cost(o, OracleId::AliceId) == 0);
  }
}
