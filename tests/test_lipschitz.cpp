// Tests for reference/num/polynomial (Sturm sequences) and reference/stochastic/lipschitz
// (Lean Comp/Oracle.lean Oracle.lipschitz; paper Def. 6.1).
#include <doctest/doctest.h>

#include <random>

#include "reference/num/polynomial.hpp"
#include "reference/stochastic/lipschitz.hpp"

using namespace debref;
using namespace debref::stochastic;

TEST_CASE("Sturm root counts on hand polynomials") {
  // (x - 1)(x - 2)(x - 3) = x^3 - 6x^2 + 11x - 6
  Polynomial p({-6, 11, -6, 1});
  CHECK(count_roots(p, 0, 4) == 3);
  CHECK(count_roots(p, 1, 3) == 1);  // open interval: only 2
  CHECK(count_roots(p, Rational(3, 2), Rational(5, 2)) == 1);
  // (x - 1)^2 (x + 1): a double root counts once.
  Polynomial q({1, -1, -1, 1});
  CHECK(count_roots(q, -2, 2) == 2);
  CHECK(count_roots(Polynomial({1, 0, 1}), -10, 10) == 0);  // x^2 + 1
  // Nonnegativity: (x-1)^2 >= 0 everywhere; x^2 - 1 < 0 inside (-1, 1).
  CHECK_FALSE(negative_point(Polynomial({1, -2, 1}), -5, 5));
  auto neg = negative_point(Polynomial({-1, 0, 1}), -5, 5);
  REQUIRE(neg);
  CHECK(*neg > -1);
  CHECK(*neg < 1);
  CHECK(rational_roots_low_degree(Polynomial({-2, 0, 1}), 0, 2).empty());  // sqrt 2
  CHECK(rational_roots_low_degree(Polynomial({Rational(-1, 4), 0, 1}), 0, 2) ==
        std::vector<Rational>{Rational(1, 2)});
}

TEST_CASE("t = 0: final = x, so every oracle has least constant 1") {
  for (auto x : {Rational(0), Rational(1, 3), Rational(1)}) {
    Oracle o(0, {x});
    LipschitzConstant k = lipschitz_constant(o, Rational(1, 1000));
    CHECK(k.exact);
    CHECK(k.lower == 1);
    CHECK(is_lipschitz(o, 1));
    CHECK_FALSE(is_lipschitz(o, Rational(999, 1000)));
  }
}

TEST_CASE("t = 1 hand-derived constants") {
  // final = x0 + a (x1 - x0) with a the root probability. At (a, x0, x1) = (1/2, 0, 1) the
  // gradient is (x1 - x0, 1 - a, a) = (1, 1/2, 1/2) but x0 cannot move down nor x1 up: raising
  // a and x0 gains 1 + 1/2 per unit; lowering a and x1 likewise. The second-order terms
  // (a'(x1' - x0')) only lose along these paths, so K* = 3/2.
  Oracle o(1, {Rational(1, 2), Rational(0), Rational(1)});
  LipschitzConstant k = lipschitz_constant(o, Rational(1, 1000));
  CHECK(k.exact);
  CHECK(k.lower == Rational(3, 2));
  CHECK(is_lipschitz(o, Rational(3, 2)));
  auto v = lipschitz_violation(o, Rational(3, 2) - Rational(1, 1000));
  REQUIRE(v);
  Rational gap = final_prob(o) - final_prob(*v);
  if (gap < 0) gap = -gap;
  CHECK(gap > (Rational(3, 2) - Rational(1, 1000)) * dist(o, *v));
  // At (0, 0, 0): final = x0 (a = 0); moving a and x1 together gains only a second-order
  // term a' x1' - a' x0' <= 0 when x0' = x1'... the best is x0 alone: K* = 1.
  Oracle z(1, {Rational(0), Rational(0), Rational(0)});
  CHECK(lipschitz_constant(z, Rational(1, 1000)).lower == 1);
  CHECK(is_lipschitz(z, 1));
  CHECK_FALSE(is_lipschitz(z, -1));
}

TEST_CASE("the upper bound holds against random oracles (property)") {
  std::mt19937 rng(20261122);
  std::uniform_int_distribution<int> num(0, 12);
  for (int trial = 0; trial < 20; ++trial) {
    int t = trial % 3;
    std::vector<Rational> probs(Oracle::node_count(t));
    for (auto& p : probs) p = Rational(num(rng), 12);
    Oracle o(t, probs);
    LipschitzConstant k = lipschitz_constant(o, Rational(1, 100));
    CHECK(k.lower <= k.upper);
    CHECK(k.upper <= lipschitz_upper_bound(t));
    for (int j = 0; j < 25; ++j) {
      Oracle other = o;
      for (auto& p : other.probs) p = Rational(num(rng), 12);
      Rational gap = final_prob(o) - final_prob(other);
      if (gap < 0) gap = -gap;
      CHECK(gap <= k.upper * dist(o, other));
    }
  }
}

TEST_CASE("t > 2 is refused with the field named") {
  CHECK_THROWS_WITH_AS(is_lipschitz(Oracle(3, std::vector<Rational>(15, Rational(1, 2))), 1),
                       doctest::Contains("t:"), std::invalid_argument);
}

TEST_CASE("odd part keeps the sign and drops even factors") {
  // (x - 1)^2 (x + 1): odd part x + 1 (times the leading coefficient 1).
  CHECK(odd_part(Polynomial({1, -1, -1, 1})).coefficients() == std::vector<Rational>{1, 1});
  // -2 (x - 3)^3 (x + 2)^2: odd part -2 (x - 3).
  Polynomial p = Rational(-2) * Polynomial({-3, 1}) * Polynomial({-3, 1}) * Polynomial({-3, 1}) *
                 Polynomial({2, 1}) * Polynomial({2, 1});
  CHECK(odd_part(p).coefficients() == std::vector<Rational>{6, -2});
  auto x = negative_point(p, 0, 5);  // negative for x > 3
  REQUIRE(x);
  CHECK(p(*x) < 0);
}
