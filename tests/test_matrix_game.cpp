// Tests for reference/num/matrix_game.hpp: exact zero-sum matrix games (known values, degenerate
// programs, and a seeded property test whose certificates are re-verified).
#include <doctest/doctest.h>

#include <random>

#include "reference/num/matrix_game.hpp"

using namespace debref;

namespace {

PayoffMatrix integers(const std::vector<std::vector<long>>& a) {
  PayoffMatrix m;
  for (const auto& row : a) {
    m.emplace_back();
    for (long v : row) m.back().emplace_back(v);
  }
  return m;
}

GameSolution solved(const PayoffMatrix& m) {
  const GameSolution s = solve_matrix_game(m);
  const auto failure = certificate_failure(m, s);
  CHECK_MESSAGE(!failure, (failure ? *failure : ""));
  return s;
}

}  // namespace

TEST_CASE("matching pennies and rock-paper-scissors: value 0, uniform strategies") {
  const GameSolution p = solved(integers({{1, -1}, {-1, 1}}));
  CHECK(p.value == 0);
  CHECK(p.row == std::vector<Rational>{Rational(1, 2), Rational(1, 2)});
  CHECK(p.column == std::vector<Rational>{Rational(1, 2), Rational(1, 2)});
  const GameSolution r = solved(integers({{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}}));
  CHECK(r.value == 0);
  for (const Rational& a : r.row) CHECK(a == Rational(1, 3));
  for (const Rational& a : r.column) CHECK(a == Rational(1, 3));
}

TEST_CASE("a non-symmetric 2x2 game: value (ad - bc) / (a + d - b - c)") {
  // [[3, -1], [-2, 1]]: no saddle point; v = (3 - 2) / (3 + 1 + 1 + 2) = 1/7, p = (3/7, 4/7).
  const GameSolution s = solved(integers({{3, -1}, {-2, 1}}));
  CHECK(s.value == Rational(1, 7));
  CHECK(s.row == std::vector<Rational>{Rational(3, 7), Rational(4, 7)});
  CHECK(s.column == std::vector<Rational>{Rational(2, 7), Rational(5, 7)});
}

TEST_CASE("dominated rows, saddle points, 1 x n and m x 1") {
  // Row 1 dominates row 0; the saddle point is (1, 1) with value 2.
  const GameSolution d = solved(integers({{0, 1, 0}, {3, 2, 4}}));
  CHECK(d.value == 2);
  CHECK(d.row == std::vector<Rational>{Rational(0), Rational(1)});
  // 1 x n: the column player picks the least entry; m x 1: the row player the largest.
  CHECK(solved(integers({{5, -2, 7, -2}})).value == -2);
  CHECK(solved(integers({{5}, {-2}, {7}})).value == 7);
  CHECK(solved(integers({{-4}})).value == -4);
  // Constant matrix (every strategy optimal) and fractions.
  CHECK(solved(integers({{3, 3}, {3, 3}})).value == 3);
  PayoffMatrix f{{Rational(1, 3), Rational(0)}, {Rational(0), Rational(2, 3)}};
  CHECK(solved(f).value == Rational(2, 9));
}

TEST_CASE("degenerate programs terminate (Bland's rule)") {
  // Many tied ratios: identical rows and columns, and a 0/1 error matrix.
  CHECK(solved(integers({{1, 1, 0}, {1, 1, 0}, {0, 0, 1}, {0, 0, 1}})).value == Rational(1, 2));
  CHECK(solved(integers({{1, 0, 0, 1}, {0, 1, 0, 1}, {0, 0, 1, 1}})).value == Rational(1, 3));
}

TEST_CASE("bad matrices are rejected; wrong certificates are named") {
  CHECK_THROWS_AS(solve_matrix_game({}), std::invalid_argument);
  CHECK_THROWS_AS(solve_matrix_game(integers({{1, 2}, {3}})), std::invalid_argument);
  const PayoffMatrix m = integers({{1, -1}, {-1, 1}});
  GameSolution s = solve_matrix_game(m);
  s.value = Rational(1, 10);
  CHECK(certificate_failure(m, s));
  s = solve_matrix_game(m);
  s.row = {Rational(1), Rational(0)};
  CHECK(certificate_failure(m, s));
  s.row = {Rational(1), Rational(1)};
  CHECK(certificate_failure(m, s));
  // A ragged or empty matrix is named, never read out of bounds.
  s = solve_matrix_game(m);
  CHECK(*certificate_failure(integers({{1, -1}, {-1}}), s) ==
        "the matrix is ragged (rows of different lengths)");
  CHECK(*certificate_failure(PayoffMatrix{}, s) == "the matrix is empty");
}

TEST_CASE("property: seeded random games, certificates verify, value(-A^T) = -value(A)") {
  std::mt19937 rng(20261125);
  for (int trial = 0; trial < 300; ++trial) {
    const int m = 1 + static_cast<int>(rng() % 6), n = 1 + static_cast<int>(rng() % 6);
    PayoffMatrix a(static_cast<std::size_t>(m)), b(static_cast<std::size_t>(n));
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j)
        a[static_cast<std::size_t>(i)].emplace_back(static_cast<long>(rng() % 9) - 4,
                                                    1 + static_cast<long>(rng() % 3));
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i)
        b[static_cast<std::size_t>(j)].push_back(
            -a[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]);
    const GameSolution s = solved(a), t = solved(b);
    CHECK(s.value == -t.value);
  }
}
