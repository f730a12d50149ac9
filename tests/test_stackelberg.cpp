// Tests for reference/num/stackelberg.hpp: seed 000 Def. 3.4's alpha-approximate Stackelberg
// equilibrium leaders on hand-computed games, the literal test's two conditions, the separable
// zero-sum range, and bad input.
#include <doctest/doctest.h>

#include <stdexcept>

#include "reference/num/stackelberg.hpp"

using namespace debref;

namespace {

std::vector<std::vector<Rational>> m(const std::vector<std::vector<Rational>>& rows) {
  return rows;
}

}  // namespace

TEST_CASE("a leader whose every alpha-best response pays little leads no equilibrium") {
  // Zero-sum: leader row 0 pays 0 or 1, row 1 pays 1/2 always. At alpha = 1/4 the follower's
  // alpha-best responses to row 0 are {column 0} (1 is more than 1/4 worse for him), so hi(0) =
  // 0 < max lo - alpha = 1/4: row 0 leads no equilibrium, although lo(0) + alpha >= 1/4.
  const LeaderFollowerGame g = zero_sum_game(m({{0, 1}, {Rational(1, 2), Rational(1, 2)}}));
  const Rational alpha(1, 4);
  const auto ranges = response_ranges(g, alpha);
  CHECK(ranges[0].lo == 0);
  CHECK(ranges[0].hi == 0);
  CHECK(ranges[1].lo == Rational(1, 2));
  CHECK(equilibrium_leaders(ranges, alpha) == std::vector<bool>{false, true});
  CHECK_FALSE(equilibrium_responses(g, alpha, 0));
  const auto s = equilibrium_responses(g, alpha, 1);
  REQUIRE(s);
  CHECK_FALSE(stackelberg_failure(g, alpha, 1, *s));
  // At alpha = 1 the follower may answer row 0 with column 1 (hi(0) = 1): both lead.
  CHECK(equilibrium_leaders(response_ranges(g, 1), 1) == std::vector<bool>{true, true});
}

TEST_CASE("the literal test names the condition a profile breaks") {
  // General-sum: the follower prefers column 1 after row 0, column 0 after row 1.
  const LeaderFollowerGame g{m({{3, 1}, {2, 0}}), m({{0, 1}, {1, 0}})};
  // Responding to row 0 with column 0 gives the follower 0 < 1 - alpha: (1) fails.
  const auto one = stackelberg_failure(g, 0, 1, {0, 0});
  REQUIRE(one);
  CHECK(one->rfind("(1)", 0) == 0);
  // Best responses (1, 0): row 0 pays 1, row 1 pays 2, so leading with row 0 breaks (2).
  const auto two = stackelberg_failure(g, 0, 0, {1, 0});
  REQUIRE(two);
  CHECK(two->rfind("(2)", 0) == 0);
  CHECK_FALSE(stackelberg_failure(g, 0, 1, {1, 0}));
  CHECK(equilibrium_leaders(response_ranges(g, 0), 0) == std::vector<bool>{false, true});
  // With alpha = 1 the follower may answer row 0 with column 0 (1 - 1 = 0): row 0 pays 3.
  CHECK(equilibrium_leaders(response_ranges(g, 1), 1) == std::vector<bool>{true, true});
}

TEST_CASE("the separable zero-sum range: the largest attainable sum within alpha of the least") {
  // Parts {0, 1/4, 1} and {0, 1/2}: sums 0, 1/4, 1/2, 3/4, 1, 3/2.
  const std::vector<std::vector<Rational>> parts = {{0, Rational(1, 4), 1}, {0, Rational(1, 2)}};
  CHECK(separable_zero_sum_range(parts, 0).hi == 0);
  CHECK(separable_zero_sum_range(parts, Rational(1, 3)).hi == Rational(1, 4));
  CHECK(separable_zero_sum_range(parts, Rational(1, 2)).hi == Rational(1, 2));
  CHECK(separable_zero_sum_range(parts, Rational(7, 8)).hi == Rational(3, 4));
  CHECK(separable_zero_sum_range(parts, 1).hi == 1);
  CHECK(separable_zero_sum_range(parts, 2).hi == Rational(3, 2));
  CHECK(separable_zero_sum_range(parts, 2).lo == 0);
  // The joint game's range agrees.
  std::vector<Rational> joint;
  for (const Rational& a : parts[0])
    for (const Rational& b : parts[1]) joint.push_back(a + b);
  for (const Rational& alpha : {Rational(0), Rational(1, 3), Rational(7, 8), Rational(2)}) {
    const ResponseRange r = response_ranges(zero_sum_game({joint}), alpha).front();
    CHECK(r.lo == separable_zero_sum_range(parts, alpha).lo);
    CHECK(r.hi == separable_zero_sum_range(parts, alpha).hi);
  }
}

TEST_CASE("bad games and profiles are refused") {
  const LeaderFollowerGame g = zero_sum_game(m({{0, 1}, {1, 0}}));
  CHECK_THROWS_AS(response_ranges(g, -1), std::invalid_argument);
  CHECK_THROWS_AS(response_ranges(LeaderFollowerGame{}, 0), std::invalid_argument);
  CHECK_THROWS_AS(response_ranges(LeaderFollowerGame{m({{0, 1}, {1}}), m({{0, 1}, {1}})}, 0),
                  std::invalid_argument);
  CHECK_THROWS_AS(stackelberg_failure(g, 0, 2, {0, 0}), std::invalid_argument);
  CHECK_THROWS_AS(stackelberg_failure(g, 0, 0, {0}), std::invalid_argument);
  CHECK_THROWS_AS(stackelberg_failure(g, 0, 0, {0, 2}), std::invalid_argument);
  CHECK_THROWS_AS(equilibrium_responses(g, 0, 5), std::invalid_argument);
  CHECK_THROWS_AS(separable_zero_sum_range({}, 0), std::invalid_argument);
  CHECK_THROWS_AS(separable_zero_sum_range({{0}, {}}, 0), std::invalid_argument);
}
