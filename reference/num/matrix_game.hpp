// Source: docs/ARCHITECTURE.md "Principles" (exact). A finite two-player zero-sum matrix game
// solved exactly over the rationals (von Neumann's minimax theorem): the value and an optimal
// mixed strategy for each player, by the simplex method (Dantzig's rule, Bland's rule on
// degenerate stretches) on the standard linear program of the game, with a certificate the caller
// re-verifies (used by seed 002 Def. 12 / Thm 13, Yao's principle, in
// reference/dqc/randomised.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref {

/// Payoff to the row player (the maximiser), payoff[i][j] for row i, column j; rectangular,
/// at least one row and one column.
using PayoffMatrix = std::vector<std::vector<Rational>>;

/// The value v and optimal mixed strategies: `row` (a distribution over rows) guarantees at
/// least v against every column, `column` at most v against every row.
struct GameSolution {
  Rational value;
  std::vector<Rational> row, column;
  int pivots = 0;  // simplex pivots taken
};

/// Exact solution by the simplex method (Bland's rule on degenerate stretches, so it terminates) on
/// max sum_j y_j s.t. sum_j (A_ij + c) y_j <= 1, y >= 0, where c makes every entry >= 1: the
/// optimum is 1 / (v + c), the column strategy y / sum y, the row strategy the optimal duals
/// (the slack columns' reduced costs) normalised. Throws std::invalid_argument on an empty or
/// ragged matrix.
GameSolution solve_matrix_game(const PayoffMatrix& payoff);

/// Re-verifies a certificate: both strategies are distributions of the right length, the row
/// strategy's payoff is >= value against every column and the column strategy's <= value against
/// every row (then value is the game's value). Returns the first failure as text, or nothing.
std::optional<std::string> certificate_failure(const PayoffMatrix& payoff,
                                               const GameSolution& solution);

}  // namespace debref
