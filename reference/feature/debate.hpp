// Source: seed 004, Def. 7 (feature debate F_π(f, N)), Sec. 3.2 (f̂_N^{↑↓}, f̂_N^{↓↑}), Def. 2
// (answering game, randomised first mover), Lemma 8, Def. 4 (truth promotion). Exact minimax on a
// finite environment, memoised on the revealed set (not on the order of the arguments).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "reference/feature/environment.hpp"

namespace debref::feature {

/// One argument: "the next digit of feature i" (the whole value for an atomic feature), or a
/// pass (revealing one of the paper's constant features beyond the environment's; Def. 7 lets
/// a debater name any unrevealed feature of the infinitely many).
struct Argument {
  int feature = -1;  // -1: pass
  bool operator==(const Argument&) const = default;
};

/// The feature debate F_π(f, N) (Def. 7) on a finite environment. Not thread-safe (it caches).
class FeatureDebate {
 public:
  /// allow_pass = false removes the constant features (an argument must reveal a new digit of one
  /// of the environment's features; a debater with none left makes no argument).
  FeatureDebate(const Environment& env, const Question& f, int rounds, bool allow_pass = true);

  const Environment& environment() const { return env_; }
  const Question& question() const { return f_; }
  int rounds() const { return rounds_; }

  /// Revealed states: the number of digits revealed per feature, numbered in mixed radix.
  std::size_t state_count() const { return state_count_; }
  const std::vector<int>& levels(std::size_t state) const { return levels_[state]; }

  /// Def. 7: the judge's posterior mean f̂(w_I) = E_π[f | W_I = w_I] in world w (in supp π).
  Rational belief(std::size_t world, std::size_t state) const;

  /// Sec. 3.2: f̂_N^{↑↓}(w) = max_{i1} min_{i2} ... min_{i2N} f̂(w_i) (first mover maximises) and
  /// f̂_N^{↓↑}(w) (first mover minimises).
  Rational f_up_down(std::size_t world) const;
  Rational f_down_up(std::size_t world) const;
  /// An optimal argument sequence (2N arguments) reaching that value.
  std::vector<Argument> optimal_arguments(std::size_t world, bool first_maximises) const;

  /// Minimax over argument sequences of leaf[state] (the final revealed state after 2N
  /// arguments), the first mover maximising iff first_maximises.
  Rational minimax(std::size_t world, bool first_maximises, const std::vector<Rational>& leaf,
                   std::vector<Argument>* line = nullptr) const;

  /// Def. 2 step 3 with Def. 7's u_1 = |f̂ - a2| - |f̂ - a1|: the value (to debater 1) of the
  /// argumentation game G_{q w a1 a2}, found by minimax over u_1 itself (not over f̂).
  /// first = 1 or 2 names the debater who makes the first argument.
  Rational argumentation_value(std::size_t world, const Rational& a1, const Rational& a2,
                               int first) const;
  /// Def. 7 "a randomly selected player makes the first argument": debater 1's expected payoff
  /// in the answering game, ½ value(first = 1) + ½ value(first = 2).
  Rational answer_payoff(std::size_t world, const Rational& a1, const Rational& a2) const;
  /// Every answer a2 at which answer_payoff(world, a1, ·) can reach its minimum over [0, 1]: the
  /// payoff is piecewise linear in a2 with kinks only at leaf beliefs b and at the crossings
  /// (b + c + |b - a1| - |c - a1|) / 2 of two leaves' utilities, plus 0 and 1.
  std::vector<Rational> opponent_candidates(std::size_t world, const Rational& a1) const;
  /// Whether answering a1 is an optimal (equilibrium) strategy of the symmetric answering game,
  /// whose value is 0: min over a2 in [0, 1] of answer_payoff >= 0. Returns the opponent answer
  /// that beats a1, or nothing when a1 is optimal.
  std::optional<Rational> beating_answer(std::size_t world, const Rational& a1) const;

  /// The distinct beliefs at the states a debate can end in (at most 2N digits revealed).
  std::vector<Rational> leaf_beliefs(std::size_t world) const;

 private:
  std::uint64_t cylinder(std::size_t world, std::size_t state) const;
  Rational solve(std::size_t world, std::size_t state, int remaining, bool first_maximises,
                 const std::vector<Rational>& leaf, std::vector<std::optional<Rational>>& memo,
                 std::vector<int>& best) const;

  Environment env_;
  Question f_;
  int rounds_;
  bool allow_pass_;
  std::size_t state_count_ = 1;
  std::vector<std::size_t> stride_;        // state numbering
  std::vector<std::uint64_t> cyl_stride_;  // cylinder numbering
  std::vector<std::size_t> support_;
  std::vector<World> worlds_;             // by world index
  std::vector<std::vector<int>> levels_;  // by state
  std::vector<char> reachable_;           // by state: at most 2N digits revealed
  mutable std::unordered_map<std::uint64_t, Rational> beliefs_;
};

/// Lemma 8 (ii): debate error in w, max{|f̂^{↑↓}(w) - f(w)|, |f̂^{↓↑}(w) - f(w)|}.
Rational lemma8_error(const FeatureDebate& d, std::size_t world);

/// Def. 4 from the answering game itself (no Lemma 8): the largest |f(w) - o| over outcomes o of
/// play in which both answers are among `answers` (each checked optimal by the caller) and the
/// arguments are optimal: o is the answer of the debater whose utility is higher (either on a
/// tie), with either first mover.
Rational game_error(const FeatureDebate& d, std::size_t world,
                    const std::vector<Rational>& answers);

/// Def. 4: the worst-case error max over w in supp π, and in expectation Σ_w π(w) error(w), of
/// Lemma 8's per-world error.
Rational worst_error(const FeatureDebate& d);
Rational expected_error(const FeatureDebate& d);

}  // namespace debref::feature
