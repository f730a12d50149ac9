// Source: seed 004 (AI debate as a game), Def. 1 (debate environment ⟨W, π, Q, A, τ, E⟩ and the
// design elements A(q), L_c, P, T, E, u_i), Def. 2 (debate and debate game, steps 1-7) and the
// paragraph "Debate phases and relation to game theory" after it (the argumentation phase
// G_{qwa1a2} is a perfect-information zero-sum game with value v*_{qwa1a2}; randomising the
// order of argumentation makes v*_{qwa2a1} = -v*_{qwa1a2}, so the answering phase is a
// symmetric two-player zero-sum matrix game with actions A(q) and payoffs v*). Every set is
// finite and numbered from 0; every number is exact.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::feature {

/// A subset of W, by world index (Def. 1: an experiment's result e(w) ∈ 2^W).
using Event = std::vector<bool>;

/// Def. 2 step 3: a dialogue t = (q, a1, a2, x_1, ..., x_j) ∈ Q × A² × L_c*.
struct Dialogue {
  int question = 0;
  int a1 = 0, a2 = 0;
  std::vector<int> arguments;
};

/// Def. 1 on finite sets: W = {0, ..., |prior| - 1} with the prior π, Q = {0, ..., questions - 1},
/// A = {0, ..., answers - 1}, τ: Q × A × W -> [0, ∞), and E = {0, ..., experiments - 1} with
/// result(e, w) = e(w) ⊆ W (the judge learns w ∈ e(w), so e(w) must hold w).
struct DebateEnvironment {
  std::vector<Rational> prior;
  int questions = 1;
  int answers = 0;
  std::function<Rational(int q, int a, std::size_t w)> tau = {};
  int experiments = 0;
  std::function<Event(int e, std::size_t w)> result = {};
};

/// Def. 1's design elements: legal answers A(q) ⊆ A, the argumentation language L_c = {0, ...,
/// arguments - 1}, the protocol P(q, a1, a2, x_1..x_{j-1}) ⊆ L_c, the termination set T (as its
/// indicator), the experiment-selection policy E: T -> E and debater 1's incentive
/// u_1: T × 2^W -> [-1, 1] (u_2 = -u_1, Def. 2 step 5).
struct DebateDesign {
  std::function<std::vector<int>(int q)> legal_answers = {};
  int arguments = 0;
  std::function<std::vector<int>(const Dialogue&)> protocol = {};
  std::function<bool(const Dialogue&)> terminated = {};
  std::function<int(const Dialogue&)> select_experiment = {};
  std::function<Rational(const Dialogue&, const Event&)> u1 = {};
  /// Optional memo key: when P, T, E and u_1 depend on a dialogue of given (q, a1, a2) only
  /// through its length and summary(t), backward induction solves each (length, key) once.
  std::function<std::uint64_t(const Dialogue&)> summary = {};
};

/// Who makes the first argument: debater 1 (Def. 2 as written: 1 makes x_1, x_3, ...), debater
/// 2, or a fair coin (Def. 7, the "Debate phases" paragraph's randomised order).
enum class FirstMover { one, two, random };

/// A square matrix over A(q) (rows: debater 1's answer, columns: debater 2's), debater 1's payoff.
using Matrix = std::vector<std::vector<Rational>>;

/// Def. 2 step 6 under optimal arguments: the outcome's distribution and its τ-error (step 7).
struct Outcome {
  Rational p_a1;            // P(o = a1); P(o = a2) = 1 - p_a1 (ties broken by a fair coin)
  Rational expected_error;  // E τ(q, o, w)
  Rational worst_error;     // max τ(q, o, w) over outcomes of positive probability
};

/// The debate game G = (G_q) of Def. 2 on a finite environment, solved exactly: per world and
/// answer pair, the argumentation game by backward induction (debater 1 maximises u_1, debater 2
/// minimises it), then the answering phase as a matrix game. Throws std::invalid_argument on a
/// definition that breaks Def. 1 / Def. 2 (naming the element).
class DebateGame {
 public:
  DebateGame(DebateEnvironment env, DebateDesign design);

  const DebateEnvironment& environment() const { return env_; }
  const DebateDesign& design() const { return design_; }

  /// "Debate phases": v*_{q w a1 a2}, the value to debater 1 of the perfect-information
  /// zero-sum game G_{qwa1a2} of step 3-5 (answers are indices into A). With FirstMover::random
  /// the average ½ v(first = 1) + ½ v(first = 2).
  Rational argumentation_value(int q, std::size_t w, int a1, int a2, FirstMover first) const;

  /// The answering phase (step 2) with the argumentation abstracted away: entry [i][j] is
  /// v*_{q w A(q)[i] A(q)[j]}.
  Matrix answer_matrix(int q, std::size_t w, FirstMover first) const;

  /// Step 6-7 for answers (a1, a2) with optimal arguments: along optimal play of the perfect-
  /// information game the terminal dialogue's u_1 is the game's value, so o = a1 when that value
  /// is positive, a2 when negative, either (a fair coin) on 0; the first mover as `first`.
  Outcome outcome(int q, std::size_t w, int a1, int a2, FirstMover first) const;

  /// Def. 4 restricted to the given answers (indices into A): the largest τ(q, o, w) over
  /// outcomes of positive probability with a1, a2 among them and the first mover random.
  Rational worst_error(int q, std::size_t w, const std::vector<int>& answers) const;

 private:
  Rational solve(std::size_t w, Dialogue& t, int first,
                 std::map<std::pair<std::size_t, std::uint64_t>, Rational>& memo) const;
  Rational leaf(std::size_t w, const Dialogue& t) const;

  DebateEnvironment env_;
  DebateDesign design_;
};

/// "Debate phases": the first (i, j) with M[i][j] != -M[j][i], nothing when M is antisymmetric
/// (a symmetric zero-sum matrix game, whose value is then 0).
std::optional<std::pair<std::size_t, std::size_t>> asymmetry(const Matrix& m);

/// For an antisymmetric M (value 0): the rows i whose pure strategy is optimal, min_j M[i][j] >= 0
/// (it guarantees the value against every column). No linear program: mixed optima are not listed.
std::vector<std::size_t> optimal_pure_rows(const Matrix& m);

/// The row i with min_{j != i} M[i][j] > 0, if any: then row i is the only optimal strategy, mixed
/// ones included (every other mixture loses against column i, since M[k][i] = -M[i][k] < 0).
std::optional<std::size_t> strictly_dominant_row(const Matrix& m);

}  // namespace debref::feature
