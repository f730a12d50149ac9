// Tests for reference/num/polynomial: exact arithmetic, gcd / square-free parts, Sturm root
// counts, nonnegativity decisions and rational roots (used by the Lipschitz decision, Def. 6.1).
#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "reference/num/polynomial.hpp"

using namespace debref;

namespace {

/// lead * prod (x - root)^multiplicity
Polynomial from_roots(const Rational& lead, const std::vector<std::pair<Rational, int>>& roots) {
  Polynomial p = Polynomial::constant(lead);
  for (const auto& [r, mult] : roots)
    for (int i = 0; i < mult; ++i) p = p * Polynomial::linear(-r, 1);
  return p;
}

}  // namespace

TEST_CASE("arithmetic, evaluation and Euclidean division") {
  const Polynomial x = Polynomial::linear(0, 1), one = Polynomial::constant(1);
  CHECK((x + one) * (x - one) == Polynomial({-1, 0, 1}));
  CHECK(Polynomial({-1, 0, 1})(q(3)) == 8);
  CHECK(Polynomial({0, 0, 0}).is_zero());
  CHECK(Polynomial({0, 0, 0}).degree() == -1);
  CHECK(Polynomial({1, 2, 3}).derivative() == Polynomial({2, 6}));
  // x^3 + 2 = (x^2 - x + 1)(x + 1) + 1
  const Polynomial a({2, 0, 0, 1}), b({1, 1});
  CHECK(a / b == Polynomial({1, -1, 1}));
  CHECK(a % b == Polynomial::constant(1));
  CHECK((a / b) * b + a % b == a);
  CHECK(Polynomial({-6, 11, -6, 1}).deflate(q(1)) == Polynomial({6, -5, 1}));
  CHECK(Polynomial({2, 4}).monic() == Polynomial({q(1, 2), 1}));
}

TEST_CASE("gcd, square-free part and odd part") {
  const Polynomial p = from_roots(q(3), {{q(1), 1}, {q(2), 1}});
  const Polynomial r = from_roots(q(-5), {{q(1), 1}, {q(-3), 1}});
  CHECK(gcd(p, r) == Polynomial({-1, 1}));
  CHECK(gcd(p, Polynomial()) == p.monic());
  // 7 (x - 1)^2 (x + 2)^3 -> (x - 1)(x + 2)
  const Polynomial s = from_roots(q(7), {{q(1), 2}, {q(-2), 3}});
  CHECK(square_free_part(s) == from_roots(q(1), {{q(1), 1}, {q(-2), 1}}));
  // odd part keeps the sign: (x - 1)^2 (x + 1) -> x + 1; -2 (x - 3)^3 (x + 2)^2 -> -2 (x - 3).
  CHECK(odd_part(from_roots(q(1), {{q(1), 2}, {q(-1), 1}})) == Polynomial({1, 1}));
  CHECK(odd_part(from_roots(q(-2), {{q(3), 3}, {q(-2), 2}})) == Polynomial({6, -2}));
  // 5 (x - 1/2)^4 (x - 1)^5 (x + 1)^3 -> 5 (x - 1)(x + 1)
  CHECK(odd_part(from_roots(q(5), {{q(1, 2), 4}, {q(1), 5}, {q(-1), 3}})) ==
        from_roots(q(5), {{q(1), 1}, {q(-1), 1}}));
}

TEST_CASE("Sturm root counts on hand polynomials, half-open (a, b]") {
  const Polynomial p({-6, 11, -6, 1});  // (x - 1)(x - 2)(x - 3)
  CHECK(sturm_sequence(p).size() == 4);
  CHECK(count_roots(p, 0, 4) == 3);
  CHECK(count_roots(p, 1, 3) == 2);  // 2 and 3; 1 is excluded
  CHECK(count_roots(p, 0, 1) == 1);
  CHECK(count_roots(p, 3, 4) == 0);
  CHECK(count_roots(p, q(3, 2), q(5, 2)) == 1);
  CHECK(count_roots(p, 2, 2) == 0);
  CHECK(count_roots(from_roots(q(1), {{q(1), 2}, {q(-1), 1}}), -2, 2) == 2);  // double root once
  CHECK(count_roots(Polynomial({1, 0, 1}), -10, 10) == 0);                    // x^2 + 1
  CHECK(count_roots(Polynomial({-2, 0, 1}), 1, 2) == 1);                      // sqrt 2
  CHECK(count_roots(Polynomial({-2, 0, 1}), -2, 2) == 2);
  CHECK(count_roots(Polynomial({1, -3, 0, 1}), -2, 2) == 3);  // x^3 - 3x + 1: three real roots
  CHECK(count_roots(Polynomial({1, -3, 0, 1}), 0, 1) == 1);
  CHECK(count_roots(Polynomial::constant(4), 0, 1) == 0);
  CHECK_THROWS_AS(count_roots(Polynomial(), 0, 1), std::invalid_argument);
}

TEST_CASE("nonnegative_on and negative_point decide the sign on closed intervals") {
  CHECK(nonnegative_on(Polynomial({1, -2, 1}), -5, 5));  // (x - 1)^2
  CHECK_FALSE(nonnegative_on(Polynomial({-1, 0, 1}), -5, 5));
  CHECK(nonnegative_on(Polynomial({-1, 0, 1}), 1, 5));
  CHECK_FALSE(nonnegative_on(Polynomial({-1, 0, 1}), -1, 1));
  const Polynomial dip = from_roots(q(-1), {{q(1, 3), 2}});  // -(x - 1/3)^2
  CHECK_FALSE(nonnegative_on(dip, 0, 1));
  CHECK(nonnegative_on(dip, q(1, 3), q(1, 3)));
  const Polynomial touch = from_roots(q(1), {{q(1, 3), 2}, {q(2), 1}});  // (x - 1/3)^2 (x - 2)
  CHECK_FALSE(nonnegative_on(touch, 0, 1));
  CHECK(nonnegative_on(touch, 2, 3));
  CHECK(nonnegative_on(Polynomial(), 0, 1));
  for (const auto& [p, a, b] : {std::tuple{dip, q(0), q(1)}, std::tuple{touch, q(0), q(1)},
                                std::tuple{Polynomial({0, 0, -1}), q(0), q(1)},  // -x^2: 0 at 0
                                std::tuple{Polynomial({-1, 0, 1}), q(-1), q(1)}}) {
    auto x = negative_point(p, a, b);
    REQUIRE(x);
    CHECK(*x >= a);
    CHECK(*x <= b);
    CHECK(p(*x) < 0);
  }
  CHECK_FALSE(negative_point(Polynomial({1, -2, 1}), -5, 5));
}

TEST_CASE("rational roots of any degree") {
  // (x - 1/3)(x - 2/7)(x^2 - 2): the rational ones only.
  const Polynomial p = from_roots(q(3), {{q(1, 3), 1}, {q(2, 7), 1}}) * Polynomial({-2, 0, 1});
  CHECK(rational_roots(p, 0, 2) == std::vector<Rational>{q(2, 7), q(1, 3)});
  CHECK(rational_roots(p, q(2, 7), q(1, 3)) == std::vector<Rational>{q(2, 7), q(1, 3)});
  CHECK(rational_roots(p, q(1, 2), 2).empty());
  // (3x - 1)^2 (x + 5) (x - 22/9)
  const Polynomial r = from_roots(q(9), {{q(1, 3), 2}, {q(-5), 1}, {q(22, 9), 1}});
  CHECK(rational_roots(r, -10, 10) == std::vector<Rational>{q(-5), q(1, 3), q(22, 9)});
  CHECK(rational_roots(Polynomial({-2, 0, 0, 1}), -5, 5).empty());  // cube root of 2
  CHECK(rational_roots(Polynomial({-2, 0, 1}), 0, 2).empty());
}

TEST_CASE("simplest_rational_between has the least denominator (brute force)") {
  std::vector<Rational> grid;
  for (long d = 1; d <= 9; ++d)
    for (long n = -2 * d; n <= 2 * d; ++n) grid.push_back(q(n, d));
  for (const Rational& a : grid)
    for (const Rational& b : grid) {
      if (a > b) continue;
      const Rational s = simplest_rational_between(a, b);
      CHECK(s >= a);
      CHECK(s <= b);
      long least = 1;
      for (;; ++least) {
        const Integer lo = ceil(a * least);
        if (Rational(lo, least) <= b) break;
      }
      CHECK(boost::multiprecision::denominator(s) == least);
    }
}

TEST_CASE("property: root counts and signs of random products of linear factors") {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> num(-12, 12), mult(1, 3), count(0, 4);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<std::pair<Rational, int>> roots;
    for (int i = count(rng); i > 0; --i) roots.push_back({q(num(rng), 4), mult(rng)});
    const Rational lead = num(rng) >= 0 ? 1 : -1;
    const Polynomial p = from_roots(lead, roots) * Polynomial({1, 0, 1});  // x^2 + 1: no roots
    Rational a = q(num(rng), 4), b = q(num(rng), 4);
    if (a > b) std::swap(a, b);
    std::vector<Rational> inside, points{a, b};
    for (const auto& [r, m] : roots) {
      if (r > a && r <= b && std::find(inside.begin(), inside.end(), r) == inside.end())
        inside.push_back(r);
      if (r >= a && r <= b) points.push_back(r);
    }
    CHECK(count_roots(p, a, b) == static_cast<int>(inside.size()));
    std::sort(points.begin(), points.end());
    bool nonneg = true;  // p's sign is constant between consecutive roots: test ends and middles
    for (std::size_t i = 0; i < points.size(); ++i) {
      nonneg = nonneg && p(points[i]) >= 0;
      if (i + 1 < points.size()) nonneg = nonneg && p((points[i] + points[i + 1]) / 2) >= 0;
    }
    CHECK(nonnegative_on(p, a, b) == nonneg);
    if (!nonneg) {
      auto x = negative_point(p, a, b);
      REQUIRE(x);
      CHECK(p(*x) < 0);
    }
    std::vector<Rational> expected;
    for (const auto& [r, m] : roots)
      if (r >= a && r <= b && std::find(expected.begin(), expected.end(), r) == expected.end())
        expected.push_back(r);
    std::sort(expected.begin(), expected.end());
    CHECK(rational_roots(p, a, b) == expected);
  }
}
