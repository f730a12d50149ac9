#include "reference/num/matrix_game.hpp"

#include <algorithm>
#include <cstddef>
#include <stdexcept>

namespace debref {

namespace {

/// The simplex tableau of max sum_j y_j s.t. B y <= b, y >= 0 (B > 0, b > 0 integers), slack
/// basis at start, kept fraction-free (integer pivoting, Edmonds): every entry is an integer and
/// the tableau it stands for is entry / d, d > 0 the last pivot. Rows 0..m-1 are constraints,
/// columns 0..n-1 the y_j, n..n+m-1 the slacks, n+m the right-hand side; `objective` holds the
/// reduced costs in the form z - sum c_j y_j (negative: improving).
struct Tableau {
  std::size_t m = 0, n = 0;
  std::vector<std::vector<Integer>> rows;
  std::vector<Integer> objective;
  std::vector<std::size_t> basis;  // basic variable of each row
  Integer d = 1;

  void eliminate(std::vector<Integer>& row, const std::vector<Integer>& pr, std::size_t e) const {
    // row_j <- (row_j p - row_e pr_j) / d, exact (a minor of the constraint matrix); raw GMP
    // calls avoid the temporaries of the expression.
    const Integer p = pr[e], factor = row[e];
    Integer v;
    for (std::size_t j = 0; j <= n + m; ++j) {
      mpz_mul(v.backend().data(), row[j].backend().data(), p.backend().data());
      if (factor != 0 && pr[j] != 0)
        mpz_submul(v.backend().data(), factor.backend().data(), pr[j].backend().data());
      mpz_divexact(row[j].backend().data(), v.backend().data(), d.backend().data());
    }
  }
  void pivot(std::size_t r, std::size_t e) {
    for (std::size_t i = 0; i < m; ++i)
      if (i != r) eliminate(rows[i], rows[r], e);
    eliminate(objective, rows[r], e);
    d = rows[r][e];
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
  Integer scale = 1;                           // a common denominator of the shifted entries
  for (const auto& row : payoff)
    for (const Rational& a : row) scale = boost::multiprecision::lcm(scale, denominator(a));
  Tableau t;
  t.m = m;
  t.n = n;
  t.rows.assign(m, std::vector<Integer>(n + m + 1));
  t.objective.assign(n + m + 1, Integer(0));
  t.basis.resize(m);
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; ++j)
      t.rows[i][j] = numerator(Rational((payoff[i][j] + shift) * scale));
    t.rows[i][n + i] = 1;
    t.rows[i][n + m] = scale;
    t.basis[i] = n + i;
  }
  for (std::size_t j = 0; j < n; ++j) t.objective[j] = -1;
  GameSolution s;
  int degenerate = 0;  // consecutive pivots that left the objective unchanged
  for (;;) {
    // Dantzig's rule (the most negative reduced cost, least index on ties) while the objective
    // improves; after max_degenerate pivots without improvement, Bland's rule (the least
    // improving index) until it improves again: Bland's rule cannot cycle, and each strict
    // improvement leaves a basis for good, so the method terminates.
    constexpr int max_degenerate = 8;
    std::size_t e = n + m;
    for (std::size_t j = 0; j < n + m; ++j)
      if (t.objective[j] < 0 &&
          (e == n + m || (degenerate < max_degenerate && t.objective[j] < t.objective[e]))) {
        e = j;
        if (degenerate >= max_degenerate) break;
      }
    if (e == n + m) break;
    std::optional<std::size_t> r;
    for (std::size_t i = 0; i < m; ++i) {
      if (!(t.rows[i][e] > 0)) continue;
      if (!r) {
        r = i;
        continue;
      }
      // rhs_i / a_ie against rhs_r / a_re (both denominators positive).
      const Integer lhs = t.rows[i][n + m] * t.rows[*r][e], rhs = t.rows[*r][n + m] * t.rows[i][e];
      if (lhs < rhs || (lhs == rhs && t.basis[i] < t.basis[*r])) r = i;
    }
    // B > 0 and b > 0 bound every y_j, so the program is never unbounded.
    if (!r) throw std::logic_error("solve_matrix_game: unbounded program");
    degenerate = t.rows[*r][n + m] == 0 ? degenerate + 1 : 0;
    t.pivot(*r, e);
    ++s.pivots;
  }
  // The program scaled by `scale` has the same y; sum y = objective_rhs / d = 1 / (v + shift).
  const Integer& z = t.objective[n + m];
  s.value = Rational(t.d, z) - shift;
  s.column.assign(n, Rational(0));
  for (std::size_t i = 0; i < m; ++i)
    if (t.basis[i] < n) s.column[t.basis[i]] = Rational(t.rows[i][n + m], z);
  s.row.resize(m);  // the duals u_i = objective_{n+i} / d, normalised by sum u = (z / d) / scale
  for (std::size_t i = 0; i < m; ++i) s.row[i] = Rational(t.objective[n + i] * scale, z);
  return s;
}

std::optional<std::string> certificate_failure(const PayoffMatrix& payoff,
                                               const GameSolution& solution) {
  const std::size_t m = payoff.size(), n = m ? payoff[0].size() : 0;
  if (m == 0 || n == 0) return "the matrix is empty";
  for (const auto& row : payoff)
    if (row.size() != n) return "the matrix is ragged (rows of different lengths)";
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
