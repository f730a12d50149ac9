// Source: seed 000 Def. 3.4 (alpha-approximate Stackelberg equilibrium): the exact
// characterisation of its leaders (reference/num/stackelberg.hpp) against the definition read
// literally, every follower response function enumerated, on small finite games; and the
// separable zero-sum ranges Thm 6.2's game uses (harness/pe/evaluate_game.cpp) against the joint
// game's.
#include <algorithm>
#include <functional>

#include "harness/core/deadline.hpp"
#include "harness/core/explore.hpp"
#include "harness/core/replay.hpp"
#include "harness/core/stream.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "reference/num/stackelberg.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;
using Matrix = std::vector<std::vector<Rational>>;

json matrix_json(const Matrix& m) {
  json out = json::array();
  for (const auto& row : m) {
    json r = json::array();
    for (const Rational& v : row) r.push_back(to_string(v));
    out.push_back(r);
  }
  return out;
}

json game_json(const LeaderFollowerGame& g, const Rational& alpha) {
  return {{"u_L", matrix_json(g.leader)},
          {"u_F", matrix_json(g.follower)},
          {"alpha", to_string(alpha)}};
}

// Every response function (one follower strategy per leader strategy), in lexicographic order.
void for_each_response_function(std::size_t rows, std::size_t columns,
                                const std::function<void(const std::vector<std::size_t>&)>& f) {
  std::vector<std::size_t> s(rows, 0);
  for (;;) {
    f(s);
    std::size_t i = 0;
    while (i < rows && ++s[i] == columns) s[i++] = 0;
    if (i == rows) return;
  }
}

// Def. 3.4 literally: leader i* belongs to an equilibrium iff some response function passes (1)
// and (2).
std::vector<bool> literal_leaders(const LeaderFollowerGame& g, const Rational& alpha) {
  const std::size_t rows = g.leader.size(), columns = g.leader.front().size();
  std::vector<bool> out(rows, false);
  for_each_response_function(rows, columns, [&](const std::vector<std::size_t>& s) {
    for (std::size_t i = 0; i < rows; ++i)
      if (!out[i] && !stackelberg_failure(g, alpha, i, s)) out[i] = true;
  });
  return out;
}

// The games: every 2 x 2 game with u_L, u_F in {0, 1} at alpha in {0, 1/2}; 1,000 seeded 3 x 3
// general-sum games with entries in {-1, -1/2, 0, 1/2, 1} and 500 zero-sum ones, alpha in {0, 1/4,
// 1/2}.
std::vector<std::pair<LeaderFollowerGame, Rational>> games() {
  std::vector<std::pair<LeaderFollowerGame, Rational>> out;
  for (unsigned bits = 0; bits < 256; ++bits) {
    LeaderFollowerGame g{Matrix(2, std::vector<Rational>(2)), Matrix(2, std::vector<Rational>(2))};
    for (unsigned k = 0; k < 4; ++k) {
      g.leader[k / 2][k % 2] = (bits >> k) & 1;
      g.follower[k / 2][k % 2] = (bits >> (k + 4)) & 1;
    }
    for (const Rational& alpha : {Rational(0), Rational(1, 2)}) out.push_back({g, alpha});
  }
  Stream st{34};
  const std::vector<Rational> alphas = {0, Rational(1, 4), Rational(1, 2)};
  for (int k = 0; k < 1500; ++k) {
    LeaderFollowerGame g = k < 1000
                               ? LeaderFollowerGame{seeded_table(st, 3, 3), seeded_table(st, 3, 3)}
                               : zero_sum_game(seeded_table(st, 3, 3));
    out.push_back({g, alphas[st.next(3)]});
  }
  return out;
}

// The separable zero-sum range against the joint game's: two parts of 2 leader x 3 follower
// strategies, weights mu, the joint game (a_1, a_2) x (b_1, b_2).
void separable_ranges(ClaimOutcome& out) {
  Stream st{35};
  const std::vector<std::vector<Rational>> mus = {{Rational(1, 2), Rational(1, 2)},
                                                  {Rational(3, 4), Rational(1, 4)}};
  for (int k = 0; k < 300 && !out.violation; ++k) {
    const Matrix u1 = seeded_table(st, 2, 3), u2 = seeded_table(st, 2, 3);
    const auto& mu = mus[st.next(2)];
    const Rational alpha = Rational(st.next(3), 4);
    Matrix joint;
    for (const auto& r1 : u1)
      for (const auto& r2 : u2) {
        joint.emplace_back();
        for (const Rational& v1 : r1)
          for (const Rational& v2 : r2) joint.back().push_back(mu[0] * v1 + mu[1] * v2);
      }
    const std::vector<ResponseRange> ranges = response_ranges(zero_sum_game(joint), alpha);
    for (std::size_t a = 0; a < joint.size(); ++a) {
      std::vector<Rational> p1 = u1[a / 2], p2 = u2[a % 2];
      for (Rational& v : p1) v *= mu[0];
      for (Rational& v : p2) v *= mu[1];
      const ResponseRange r = separable_zero_sum_range({p1, p2}, alpha);
      ++out.instances;
      if (r.lo == ranges[a].lo && r.hi == ranges[a].hi) continue;
      out.violation = json{{"separable game",
                            {{"u_1", matrix_json(u1)},
                             {"u_2", matrix_json(u2)},
                             {"mu", {to_string(mu[0]), to_string(mu[1])}},
                             {"alpha", to_string(alpha)}}},
                           {"leader", a},
                           {"separable range", {to_string(r.lo), to_string(r.hi)}},
                           {"joint range", {to_string(ranges[a].lo), to_string(ranges[a].hi)}}};
      return;
    }
  }
}

}  // namespace

ClaimOutcome stackelberg_characterisation(bool superset) {
  ClaimOutcome out;
  long informative = 0;
  for (const auto& [g, alpha] : games()) {
    throw_if_past_deadline();
    std::vector<ResponseRange> ranges = response_ranges(g, alpha);
    if (superset)
      for (ResponseRange& r : ranges) r.hi = r.lo + alpha;  // the twin: lo + alpha for hi
    const std::vector<bool> decided = equilibrium_leaders(ranges, alpha);
    Rational best_lo = ranges.front().lo;
    for (const ResponseRange& r : ranges) best_lo = std::max(best_lo, r.lo);
    const std::vector<bool> literal = literal_leaders(g, alpha);
    ++out.instances;
    if (std::count(literal.begin(), literal.end(), false) > 0) ++informative;
    auto instance = [&] { return game_json(g, alpha); };
    if (decided != literal) {
      if (!out.violation) {
        json game = instance();
        out.violation = game;
        (*out.violation)["characterised leaders"] = decided;
        (*out.violation)["leaders by every response function"] = literal;
        set_replay(*out.violation, "debref pe --stackelberg " + explore::file_arg(game),
                   "/stackelberg/leaders", literal);
      }
      if (superset) return out;
      continue;
    }
    for (std::size_t i = 0; i < literal.size(); ++i) {
      if (!literal[i]) continue;
      const auto s = equilibrium_responses(g, alpha, i);
      const auto failure = s ? stackelberg_failure(g, alpha, i, *s) : "no responses constructed";
      if (failure && !out.violation) {
        out.violation = instance();
        (*out.violation)["leader"] = i;
        (*out.violation)["constructed responses fail"] = *failure;
      }
      // The characterisation's margin hi(i) - (max lo - alpha) where it decides something: a
      // leader attaining max lo leads trivially (hi >= lo), so only the others count; 0 is a tie
      // that its >= decides. (The constructed responses' own margins would be 0 by construction:
      // a response's gain over itself is alpha, which is 0 in many games.)
      if (!failure && ranges[i].lo < best_lo) out.slack(ranges[i].hi - (best_lo - alpha), instance);
    }
  }
  if (!superset) separable_ranges(out);
  out.detail = std::to_string(informative) + " games with a leader strategy in no equilibrium";
  return out;
}

}  // namespace debref::pe
