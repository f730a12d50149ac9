#include "reference/num/matrix_game.hpp"

#include <algorithm>
#include <cstddef>
#include <stdexcept>

namespace debref {

namespace {

/// The simplex tableau of max sum_j y_j s.t. B y <= 1, y >= 0 (B > 0), slack basis at start.
/// Rows 0..m-1 are constraints, columns 0..n-1 the y_j, n..n+m-1 the slacks, n+m the right-hand
/// side; `objective` holds the reduced costs in the form z - sum c_j y_j (negative: improving).
struct Tableau {
  std::size_t m = 0, n = 0;
  std::vector<std::vector<Rational>> rows;
  std::vector<Rational> objective;
  std::vector<std::size_t> basis;  // basic variable of each row

  void pivot(std::size_t r, std::size_t e) {
    std::vector<Rational>& pr = rows[r];
    const Rational p = pr[e];
    for (Rational& a : pr) a /= p;
    for (std::size_t i = 0; i < m; ++i) {
      if (i == r || rows[i][e] == 0) continue;
      const Rational factor = rows[i][e];
      for (std::size_t j = 0; j <= n + m; ++j)
        if (pr[j] != 0) rows[i][j] -= factor * pr[j];
    }
    if (objective[e] != 0) {
      const Rational factor = objective[e];
      for (std::size_t j = 0; j <= n + m; ++j)
        if (pr[j] != 0) objective[j] -= factor * pr[j];
    }
    basis[r] = e;
  }
};

}  // namespace

GameSolution solve_matrix_game(const PayoffMatrix& payoff) {
  const std::size_t m = payoff.size();
  if (m == 0 || payoff[0].empty())
    throw std::invalid_argument("solve_matrix_game: the matrix needs a row and a column");
  const std::size_t n = payoff[0].size();
  Rational least = payoff[0][0];
  for (const auto& row : payoff) {
    if (row.size() != n) throw std::invalid_argument("solve_matrix_game: ragged matrix");
    for (const Rational& a : row) least = std::min(least, a);
  }
  const Rational shift = Rational(1) - least;  // every entry + shift >= 1
  Tableau t;
  t.m = m;
  t.n = n;
  t.rows.assign(m, std::vector<Rational>(n + m + 1));
  t.objective.assign(n + m + 1, Rational(0));
  t.basis.resize(m);
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; ++j) t.rows[i][j] = payoff[i][j] + shift;
    t.rows[i][n + i] = 1;
    t.rows[i][n + m] = 1;
    t.basis[i] = n + i;
  }
  for (std::size_t j = 0; j < n; ++j) t.objective[j] = -1;
  GameSolution s;
  for (;;) {
    // Bland's rule: the least improving column enters, the least basic index leaves on ties.
    std::size_t e = n + m;
    for (std::size_t j = 0; j < n + m; ++j)
      if (t.objective[j] < 0) {
        e = j;
        break;
      }
    if (e == n + m) break;
    std::optional<std::size_t> r;
    Rational best;
    for (std::size_t i = 0; i < m; ++i) {
      if (!(t.rows[i][e] > 0)) continue;
      const Rational ratio = t.rows[i][n + m] / t.rows[i][e];
      if (!r || ratio < best || (ratio == best && t.basis[i] < t.basis[*r])) {
        r = i;
        best = ratio;
      }
    }
    // B > 0 and b = 1 bound every y_j, so the program is never unbounded.
    if (!r) throw std::logic_error("solve_matrix_game: unbounded program");
    t.pivot(*r, e);
    ++s.pivots;
  }
  const Rational z = t.objective[n + m];  // = 1 / (v + shift) > 0
  s.value = Rational(1) / z - shift;
  s.column.assign(n, Rational(0));
  for (std::size_t i = 0; i < m; ++i)
    if (t.basis[i] < n) s.column[t.basis[i]] = t.rows[i][n + m] / z;
  s.row.resize(m);
  for (std::size_t i = 0; i < m; ++i) s.row[i] = t.objective[n + i] / z;
  return s;
}

std::optional<std::string> certificate_failure(const PayoffMatrix& payoff,
                                               const GameSolution& solution) {
  const std::size_t m = payoff.size(), n = m ? payoff[0].size() : 0;
  if (solution.row.size() != m || solution.column.size() != n)
    return "strategy lengths differ from the matrix";
  auto distribution = [](const std::vector<Rational>& p) {
    Rational sum = 0;
    for (const Rational& a : p) {
      if (a < 0) return false;
      sum += a;
    }
    return sum == 1;
  };
  if (!distribution(solution.row)) return "the row strategy is not a distribution";
  if (!distribution(solution.column)) return "the column strategy is not a distribution";
  for (std::size_t j = 0; j < n; ++j) {
    Rational sum = 0;
    for (std::size_t i = 0; i < m; ++i) sum += solution.row[i] * payoff[i][j];
    if (sum < solution.value)
      return "the row strategy gets less than the value against column " + std::to_string(j);
  }
  for (std::size_t i = 0; i < m; ++i) {
    Rational sum = 0;
    for (std::size_t j = 0; j < n; ++j) sum += payoff[i][j] * solution.column[j];
    if (sum > solution.value)
      return "the column strategy gives more than the value against row " + std::to_string(i);
  }
  return std::nullopt;
}

}  // namespace debref
