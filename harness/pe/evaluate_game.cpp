// Source: seed 000 Thm 6.2 (Def. 3.4 alpha-approximate A-leading Stackelberg equilibria) on tiny
// two-input games over finite strategy sets, and the twin with alpha above eps r^{d+1} / 2.
#include <algorithm>

#include "harness/core/deadline.hpp"
#include "harness/core/explore.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/game_inputs.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "reference/num/stackelberg.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

// The leader tuples (a_1, a_2) of a two-input game with weights mu that belong to some
// alpha-approximate A-leading Stackelberg equilibrium (Def. 3.4), in order (i outer, j inner),
// decided exactly by reference/num/stackelberg.hpp: the game is zero-sum and separable, so
// lo(a) = m(a) = sum_x mu_x min_b u_x(a_x, b) and hi(a) is the largest mu-weighted payoff of a
// joint response within alpha of it; a leads an equilibrium iff hi(a) >= max_a' m(a') - alpha.
// hi(a) <= m(a) + alpha, so only tuples with m(a) + alpha >= max m - alpha (`candidates`, the
// necessary condition) need hi.
struct Leader {
  Rational value, correct;  // m(a) and P[A(x) = L(x)]
};
struct Leaders {
  Rational best;
  std::vector<Leader> leaders;
  long candidates = 0;
};

Leaders game_leaders(const std::vector<GameInput>& inputs, const std::vector<Rational>& mu,
                     const Rational& alpha) {
  std::vector<std::vector<Rational>> m(inputs.size());
  for (std::size_t x = 0; x < inputs.size(); ++x)
    for (const auto& row : inputs[x].u) m[x].push_back(*std::min_element(row.begin(), row.end()));
  Leaders out;
  out.best = -1;
  for (const Rational& a : m[0])
    for (const Rational& b : m[1]) out.best = std::max(out.best, Rational(mu[0] * a + mu[1] * b));
  auto weighted = [&](std::size_t x, std::size_t a) {
    std::vector<Rational> row = inputs[x].u[a];
    for (Rational& v : row) v *= mu[x];
    return row;
  };
  for (std::size_t i = 0; i < m[0].size(); ++i)
    for (std::size_t j = 0; j < m[1].size(); ++j) {
      const Rational value = mu[0] * m[0][i] + mu[1] * m[1][j];
      if (value + alpha < out.best - alpha) continue;  // hi <= m + alpha: no equilibrium
      ++out.candidates;
      const ResponseRange range = separable_zero_sum_range({weighted(0, i), weighted(1, j)}, alpha);
      if (!is_equilibrium_leader(range, out.best, alpha)) continue;
      Rational p = 0;
      if (inputs[0].correct[i]) p += mu[0];
      if (inputs[1].correct[j]) p += mu[1];
      out.leaders.push_back({value, p});
    }
  return out;
}

Rational least_correct(const Leaders& l) {
  Rational least = 1;
  for (const Leader& a : l.leaders) least = std::min(least, a.correct);
  return least;
}

// Thm 6.2 on a two-input game with weights mu: every leader tuple (a_1, a_2) that belongs to some
// alpha-approximate A-leading Stackelberg equilibrium has P[A(x) = L(x)] > 1 - 4 eps. A violation
// carries the replay `debref pe --decomposition X1 --game X2 --mu M --alpha A` (with
// `--without-honest x2` when `x2_without_honest`: x2's A strategies lack the honest prover).
long thm62_evaluate(const std::vector<GameInput>& inputs, const std::vector<Rational>& mu,
                    const Rational& alpha, ClaimOutcome& out, bool x2_without_honest = false) {
  const Leaders l = game_leaders(inputs, mu, alpha);
  for (const Leader& a : l.leaders) {
    ++out.instances;
    auto instance = [&] {
      return json{
          {"x1", decomposition_json(inputs[0].root)},   {"x2", decomposition_json(inputs[1].root)},
          {"mu", {to_string(mu[0]), to_string(mu[1])}}, {"alpha", to_string(alpha)},
          {"leader value", to_string(a.value)},         {"best leader value", to_string(l.best)},
          {"P[A(x) = L(x)]", to_string(a.correct)}};
    };
    out.slack(a.correct - (1 - 4 * family_eps()), instance);  // strict: > 1 - 4 eps
    if (a.correct > 1 - 4 * family_eps() || out.violation) continue;
    out.violation = instance();
    json& v = *out.violation;
    v["least P[A(x) = L(x)] over the leaders"] = to_string(least_correct(l));
    set_replay(v,
               "debref pe --decomposition " + explore::file_arg(v["x1"]) + " --game " +
                   explore::file_arg(v["x2"]) + " --mu " + to_string(mu[0]) + "," +
                   to_string(mu[1]) + " --alpha " + to_string(alpha) +
                   (x2_without_honest ? " --without-honest x2" : ""),
               "/game/least_correct", v["least P[A(x) = L(x)] over the leaders"]);
  }
  return l.candidates;
}

}  // namespace

ClaimOutcome equilibrium_leaders_correct() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  const std::vector<GameInput> inputs = thm62_inputs(r);
  const Rational alpha = Rational(99, 100) * family_eps() * r * r / 2;
  long candidates = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    for (std::size_t j = i + 1; j < inputs.size(); ++j)
      for (const auto& mu : {std::vector<Rational>{Rational(1, 2), Rational(1, 2)},
                             std::vector<Rational>{Rational(3, 4), Rational(1, 4)}})
        candidates += thm62_evaluate({inputs[i], inputs[j]}, mu, alpha, out);
  const std::uint64_t on_stable = out.instances;
  // Thm 6.2 asks stability "with probability 1 - eps / (4n)": a stable input beside an unstable
  // one of that weight (1/n = r^{d+1} = r^2).
  const std::vector<GameInput> unstable = thm62_inputs(r, false, 12);
  const Rational w = family_eps() * r * r / 4;
  for (const GameInput& x1 : inputs)
    for (const GameInput& x2 : unstable)
      candidates += thm62_evaluate({x1, x2}, {1 - w, w}, alpha, out);
  const std::uint64_t beside_unstable = out.instances - on_stable;
  // ... and A-provable with probability 1 - eps / (4n) (Def. 5.2 with gamma = eps r^2 / 4): a
  // stable input beside one where A's strategies lack the honest prover.
  const std::vector<GameInput> unprovable = thm62_inputs(r, true, 6, false);
  for (const GameInput& x1 : inputs)
    for (const GameInput& x2 : unprovable)
      candidates += thm62_evaluate({x1, x2}, {1 - w, w}, alpha, out, true);
  out.detail = std::to_string(out.instances) + " equilibrium leader tuples of " +
               std::to_string(candidates) + " meeting m(a) + alpha >= max m - alpha (" +
               std::to_string(on_stable) + " on stable pairs, " + std::to_string(beside_unstable) +
               " beside one of " + std::to_string(unstable.size()) + " unstable inputs of weight " +
               to_string(w) + ", " + std::to_string(out.instances - on_stable - beside_unstable) +
               " beside one of " + std::to_string(unprovable.size()) +
               " inputs without the honest prover, of that weight)";
  return out;
}

ClaimOutcome twin_equilibrium_large_alpha() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  const std::vector<GameInput> inputs = thm62_inputs(r);
  const Rational alpha = 4 * family_eps() * r * r;
  for (std::size_t i = 0; i < inputs.size() && !out.violation; ++i)
    for (std::size_t j = i + 1; j < inputs.size() && !out.violation; ++j)
      thm62_evaluate({inputs[i], inputs[j]}, {Rational(1, 2), Rational(1, 2)}, alpha, out);
  return out;
}

ClaimOutcome twin_equilibrium_unstable() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  const Rational alpha = Rational(99, 100) * family_eps() * r * r / 2;
  const std::vector<GameInput> unstable = thm62_inputs(r, false, 12);
  for (const GameInput& x1 : thm62_inputs(r))
    for (const GameInput& x2 : unstable) {
      if (out.violation) return out;
      thm62_evaluate({x1, x2}, {Rational(1, 2), Rational(1, 2)}, alpha, out);
    }
  return out;
}

json thm6_2_game_json(const Node& x1, const Node& x2, const std::vector<Rational>& mu,
                      const Rational& alpha, const Rational& eps, const Rational& r,
                      bool x2_without_honest) {
  const Leaders l =
      game_leaders({game_input(x1, eps, r), game_input(x2, eps, r, !x2_without_honest)}, mu, alpha);
  return {{"mu", {to_string(mu[0]), to_string(mu[1])}},
          {"without_honest", x2_without_honest ? "x2" : "none"},
          {"alpha", to_string(alpha)},
          {"best_leader_value", to_string(l.best)},
          {"leaders", l.leaders.size()},
          {"candidates", l.candidates},
          {"least_correct", to_string(least_correct(l))},
          {"bound", to_string(1 - 4 * eps)}};
}

}  // namespace debref::pe
