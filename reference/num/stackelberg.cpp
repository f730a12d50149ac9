// Source: seed 000 Def. 3.4 (alpha-approximate Stackelberg equilibrium); the characterisation and
// its proof are in stackelberg.hpp.
#include "reference/num/stackelberg.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace debref {

namespace {

void require_shape(const LeaderFollowerGame& game, const Rational& alpha) {
  if (alpha < 0) throw std::invalid_argument("alpha must be >= 0");
  if (game.leader.empty() || game.leader.size() != game.follower.size())
    throw std::invalid_argument("the game needs at least one leader strategy in both matrices");
  const std::size_t columns = game.leader.front().size();
  if (columns == 0) throw std::invalid_argument("the game needs at least one follower strategy");
  for (std::size_t i = 0; i < game.leader.size(); ++i)
    if (game.leader[i].size() != columns || game.follower[i].size() != columns)
      throw std::invalid_argument("the game's matrices must be rectangular and of one shape");
}

// The follower's alpha-best responses to leader strategy i (condition (1)).
std::vector<std::size_t> best_responses(const LeaderFollowerGame& game, const Rational& alpha,
                                        std::size_t i) {
  const auto& row = game.follower[i];
  const Rational best = *std::max_element(row.begin(), row.end());
  std::vector<std::size_t> out;
  for (std::size_t j = 0; j < row.size(); ++j)
    if (row[j] >= best - alpha) out.push_back(j);
  return out;
}

// The response in `among` with the least (or, with `highest`, the greatest) leader payoff.
std::size_t extreme_response(const std::vector<Rational>& leader_row,
                             const std::vector<std::size_t>& among, bool highest) {
  std::size_t pick = among.front();
  for (std::size_t j : among)
    if (highest ? leader_row[j] > leader_row[pick] : leader_row[j] < leader_row[pick]) pick = j;
  return pick;
}

}  // namespace

LeaderFollowerGame zero_sum_game(const std::vector<std::vector<Rational>>& leader) {
  LeaderFollowerGame game{leader, leader};
  for (auto& row : game.follower)
    for (Rational& v : row) v = -v;
  return game;
}

std::vector<ResponseRange> response_ranges(const LeaderFollowerGame& game, const Rational& alpha) {
  require_shape(game, alpha);
  std::vector<ResponseRange> out;
  for (std::size_t i = 0; i < game.leader.size(); ++i) {
    const std::vector<std::size_t> br = best_responses(game, alpha, i);
    const auto& row = game.leader[i];
    out.push_back({row[extreme_response(row, br, false)], row[extreme_response(row, br, true)]});
  }
  return out;
}

bool is_equilibrium_leader(const ResponseRange& range, const Rational& best_lo,
                           const Rational& alpha) {
  return range.hi >= best_lo - alpha;
}

std::vector<bool> equilibrium_leaders(const std::vector<ResponseRange>& ranges,
                                      const Rational& alpha) {
  std::vector<bool> out(ranges.size(), false);
  if (ranges.empty()) return out;
  Rational best_lo = ranges.front().lo;
  for (const ResponseRange& r : ranges) best_lo = std::max(best_lo, r.lo);
  for (std::size_t i = 0; i < ranges.size(); ++i)
    out[i] = is_equilibrium_leader(ranges[i], best_lo, alpha);
  return out;
}

std::optional<std::vector<std::size_t>> equilibrium_responses(const LeaderFollowerGame& game,
                                                              const Rational& alpha,
                                                              std::size_t leader) {
  require_shape(game, alpha);
  if (leader >= game.leader.size()) throw std::invalid_argument("no such leader strategy");
  if (!equilibrium_leaders(response_ranges(game, alpha), alpha)[leader]) return std::nullopt;
  std::vector<std::size_t> responses;
  for (std::size_t i = 0; i < game.leader.size(); ++i)
    responses.push_back(
        extreme_response(game.leader[i], best_responses(game, alpha, i), i == leader));
  return responses;
}

std::optional<std::string> stackelberg_failure(const LeaderFollowerGame& game,
                                               const Rational& alpha, std::size_t leader,
                                               const std::vector<std::size_t>& responses) {
  require_shape(game, alpha);
  const std::size_t rows = game.leader.size(), columns = game.leader.front().size();
  if (leader >= rows || responses.size() != rows)
    throw std::invalid_argument("a profile names one leader strategy and one response per row");
  for (std::size_t j : responses)
    if (j >= columns) throw std::invalid_argument("a response names no follower strategy");
  for (std::size_t i = 0; i < rows; ++i)  // (1): an alpha-best response to every s_L
    for (std::size_t j = 0; j < columns; ++j)
      if (game.follower[i][responses[i]] < game.follower[i][j] - alpha)
        return "(1) fails: leader strategy " + std::to_string(i) + ", follower strategy " +
               std::to_string(j) + " gains more than alpha";
  for (std::size_t i = 0; i < rows; ++i)  // (2): s_L* within alpha of every s_L
    if (game.leader[leader][responses[leader]] < game.leader[i][responses[i]] - alpha)
      return "(2) fails: leader strategy " + std::to_string(i) + " gains more than alpha";
  return std::nullopt;
}

ResponseRange separable_zero_sum_range(const std::vector<std::vector<Rational>>& values,
                                       const Rational& alpha) {
  if (alpha < 0) throw std::invalid_argument("alpha must be >= 0");
  if (values.empty()) throw std::invalid_argument("the game needs at least one part");
  // The follower's alpha-best responses are the joint choices whose excess over the least sum is
  // <= alpha; each part's excess is >= 0, so only parts' values within alpha of their least
  // matter. `excess` holds every attainable total excess <= alpha.
  ResponseRange out{0, 0};
  std::set<Rational> excess{Rational(0)};
  for (const auto& part : values) {
    if (part.empty()) throw std::invalid_argument("every part needs a follower response");
    const Rational least = *std::min_element(part.begin(), part.end());
    out.lo += least;
    std::set<Rational> offsets;
    for (const Rational& v : part)
      if (v - least <= alpha) offsets.insert(v - least);
    std::set<Rational> next;
    for (const Rational& e : excess)
      for (const Rational& o : offsets) {
        if (e + o > alpha) break;  // offsets ascend
        next.insert(e + o);
      }
    excess = std::move(next);
  }
  out.hi = out.lo + *excess.rbegin();
  return out;
}

}  // namespace debref
