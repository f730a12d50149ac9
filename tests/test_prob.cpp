// Tests for reference/prob (Lean Prob/Defs.lean, Bernoulli.lean, Estimate.lean) and
// reference/comp (Lean Comp/Defs.lean): monad laws, clamping, count, estimate, costs.
#include <doctest/doctest.h>

#include <utility>
#include <vector>

#include "reference/prob/prob.hpp"
#include "reference/stochastic/comp.hpp"

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

TEST_CASE("Prob support, merging and zero weights") {
  CHECK(die().supp() == std::vector<int>{1, 2, 3});
  // Merging: x -> x mod 2 sends 1 and 3 to 1 (1/2 + 1/6 = 2/3).
  auto parity = die().map([](int x) { return x % 2; });
  CHECK(parity.supp() == std::vector<int>{0, 1});
  CHECK(parity.prob(1) == Rational(2, 3));
  // Zero weights drop: bernoulli(1) has support {true} only, and so has its bind.
  CHECK(bernoulli(Rational(1)).supp() == std::vector<bool>{true});
  auto both = bernoulli(Rational(1, 2)).bind([](bool x) { return bernoulli(Rational(x ? 1 : 0)); });
  CHECK(both == bernoulli(Rational(1, 2)));
  // Lean's x / 0 = 0: conditioning on an event of probability zero gives 0.
  CHECK(die().cond([](int) { return true; }, [](int x) { return x > 3; }) == 0);
  // cond on bool: P(x | x or y) for two independent fair coins = (1/2) / (3/4) = 2/3.
  auto coins = bernoulli(Rational(1, 2)).bind([](bool x) {
    return bernoulli(Rational(1, 2)).map([x](bool y) { return std::pair{x, y}; });
  });
  CHECK(coins.cond([](auto xy) { return xy.first; },
                   [](auto xy) { return xy.first || xy.second; }) == Rational(2, 3));
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
  stochastic::Prefix y{1, 1};  // "1": probability 5/7
  for (std::uint64_t n = 0; n <= 4; ++n) {
    INFO("n = " << n);
    auto direct = estimate(OracleId::BobId, y, n);
    auto chained = estimate_literal(query(OracleId::BobId, y), n);
    CHECK(direct.run(o) == chained.run(o));  // value and query counts jointly
    CHECK(direct.prob(o) == estimate(bernoulli(Rational(5, 7)), n));  // Lean Comp.prob_estimate
    CHECK(direct.cost(o, OracleId::BobId) == n);                      // Lean Comp.cost_estimate
    CHECK(chained.cost(o, OracleId::BobId) == n);
    CHECK(direct.cost(o, OracleId::AliceId) == 0);
    CHECK(direct.cost(o, OracleId::VeraId) == 0);
  }
}

TEST_CASE("Comp costs: query 1, pure and sample 0, bind adds (Lean Comp/Basic.lean)") {
  stochastic::Oracle o(0, {Rational(1, 4)});
  stochastic::Prefix root{};
  auto q = query(OracleId::VeraId, root);
  CHECK(q.prob(o) == bernoulli(Rational(1, 4)));
  CHECK(q.cost(o, OracleId::VeraId) == 1);
  CHECK(q.cost(o, OracleId::AliceId) == 0);
  CHECK(Comp<int>::pure(7).cost(o, OracleId::VeraId) == 0);
  CHECK(Comp<bool>::sample(bernoulli(Rational(1, 2))).cost(o, OracleId::VeraId) == 0);
  // Query for Vera; only if the answer is true, query twice more for Alice:
  // Alice's expected cost = 2 * 1/4 = 1/2 (Lean cost_bind: cost f + E[cost (g x)]).
  auto g = q.bind([&](bool x) {
    if (!x) return Comp<int>::pure(0);
    return query(OracleId::AliceId, root).bind([&](bool a) {
      return query(OracleId::AliceId, root).map([a](bool b) { return int(a) + int(b); });
    });
  });
  CHECK(g.cost(o, OracleId::AliceId) == Rational(1, 2));
  CHECK(g.cost(o, OracleId::VeraId) == 1);
  // Left identity and associativity, as joint runs.
  auto h = [&](int k) {
    return Comp<int>::sample(Prob<int>::from({{k, Rational(1, 2)}, {-k, Rational(1, 2)}}));
  };
  CHECK(Comp<int>::pure(2).bind(h).run(o) == h(2).run(o));
  CHECK(g.bind(h).bind([](int k) { return Comp<int>::pure(k * k); }).run(o) ==
        g.bind([&](int k) {
           return h(k).bind([](int m) { return Comp<int>::pure(m * m); });
         }).run(o));
  CHECK(g.bind([](int k) { return Comp<int>::pure(k); }).run(o) == g.run(o));  // right identity
}

TEST_CASE("only(id) rejects a computation that queries for another agent (Lean's Comp {id})") {
  stochastic::Oracle o(0, {Rational(1, 2)});
  auto own = only(OracleId::AliceId, query(OracleId::AliceId, stochastic::Prefix{}));
  CHECK(own.cost(o, OracleId::AliceId) == 1);
  auto foreign = only(OracleId::AliceId, query(OracleId::BobId, stochastic::Prefix{}));
  CHECK_THROWS_AS(foreign.run(o), std::logic_error);
}
