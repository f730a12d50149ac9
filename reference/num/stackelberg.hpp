// Source: seed 000 Def. 3.4 (alpha-approximate Stackelberg equilibrium of a two-player leader /
// follower game) on finite strategy sets, decided exactly over the rationals; docs/PE.md
// "Def. 3.4 decided exactly". Used by seed 000 Thm 6.2 (harness/pe/evaluate_game.cpp), where A
// leads and B follows.
//
// Def. 3.4: a profile (s_L*, s_F*(.)) -- a leader strategy and a follower response function -- is
// an alpha-approximate Stackelberg equilibrium when
//   (1) for every s_L, u_F(s_L, s_F*(s_L)) >= u_F(s_L, s_F) - alpha for every s_F, and
//   (2) u_L(s_L*, s_F*(s_L*)) >= u_L(s_L, s_F*(s_L)) - alpha for every s_L.
// With BR(i) = {j : u_F(i, j) >= max_j' u_F(i, j') - alpha} (the responses (1) allows) and
// lo(i) = min_{j in BR(i)} u_L(i, j), hi(i) = max_{j in BR(i)} u_L(i, j), the leader i* belongs to
// some equilibrium iff hi(i*) >= lo(i) - alpha for every i != i*:
//   if: respond to i* with a j attaining hi(i*), to every other i with a j attaining lo(i);
//   only if: any equilibrium response has u_L(i*, s_F*(i*)) <= hi(i*) and u_L(i, s_F*(i)) >= lo(i).
// i = i* may be included (hi(i*) >= lo(i*) >= lo(i*) - alpha), so the test is
// hi(i*) >= max_i lo(i) - alpha.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref {

/// A finite leader / follower game: leader[i][j] = u_L and follower[i][j] = u_F when the leader
/// plays i and the follower j. Rectangular, the two matrices of one shape, at least 1 x 1.
struct LeaderFollowerGame {
  std::vector<std::vector<Rational>> leader, follower;
};

/// The zero-sum game of a leader payoff matrix (u_F = -u_L), seed 000 Def. 4.2's debate game.
LeaderFollowerGame zero_sum_game(const std::vector<std::vector<Rational>>& leader);

/// The range of the leader's payoff over the follower's alpha-best responses to one leader
/// strategy: lo(i) and hi(i) above.
struct ResponseRange {
  Rational lo, hi;
};

/// lo(i), hi(i) for every leader strategy i. Throws std::invalid_argument on an empty or ragged
/// game, or alpha < 0.
std::vector<ResponseRange> response_ranges(const LeaderFollowerGame& game, const Rational& alpha);

/// Whether a leader strategy with response range `range` belongs to some alpha-approximate
/// Stackelberg equilibrium of a game whose greatest lo(i) is `best_lo`: hi >= best_lo - alpha.
bool is_equilibrium_leader(const ResponseRange& range, const Rational& best_lo,
                           const Rational& alpha);

/// Which leader strategies belong to some alpha-approximate Stackelberg equilibrium, from their
/// response ranges: hi(i*) >= max_i lo(i) - alpha.
std::vector<bool> equilibrium_leaders(const std::vector<ResponseRange>& ranges,
                                      const Rational& alpha);

/// A follower response function making (leader, responses) an equilibrium when `leader` belongs
/// to one (the constructive half of the characterisation above), else nothing.
std::optional<std::vector<std::size_t>> equilibrium_responses(const LeaderFollowerGame& game,
                                                              const Rational& alpha,
                                                              std::size_t leader);

/// Def. 3.4 read literally: the first of conditions (1), (2) the profile violates, as text, or
/// nothing when it is an alpha-approximate Stackelberg equilibrium. Throws std::invalid_argument
/// when `responses` does not name one follower strategy per leader strategy.
std::optional<std::string> stackelberg_failure(const LeaderFollowerGame& game,
                                               const Rational& alpha, std::size_t leader,
                                               const std::vector<std::size_t>& responses);

/// lo and hi for the follower's alpha-best responses in a zero-sum game that is a weighted sum
/// of independent parts (seed 000 Thm 6.2's game: one part per input x, the follower choosing
/// one response per part). values[x] holds the weighted payoffs mu(x) u_x(a_x, b) of the
/// leader's part-x strategy a_x over every follower response b; the joint payoff is their sum,
/// so lo = sum_x min values[x] and hi = the largest attainable sum <= lo + alpha. Throws
/// std::invalid_argument on no part, an empty part, or alpha < 0.
ResponseRange separable_zero_sum_range(const std::vector<std::vector<Rational>>& values,
                                       const Rational& alpha);

}  // namespace debref
