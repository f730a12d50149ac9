#include "reference/feature/def2_games.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>

namespace debref::feature {

namespace {

// E_π[f | event]: the judge's posterior mean after learning w ∈ e(w) (Def. 7's f̂; the event
// holds w ∈ supp π, so its mass is positive).
Rational posterior_mean(const Environment& env, const Question& f, const Event& event) {
  Rational mass = 0, total = 0;
  for (std::size_t u = 0; u < event.size(); ++u)
    if (event[u]) {
      mass += env.prior[u];
      total += env.prior[u] * f[u];
    }
  return total / mass;
}

// Def. 7's u_1 = |f̂ - a2| - |f̂ - a1| for answer values a1, a2; f̂ cached by event.
std::function<Rational(const Dialogue&, const Event&)> belief_gap(
    const Environment& env, const Question& f, const std::vector<Rational>& values) {
  auto cache = std::make_shared<std::map<Event, Rational>>();
  return [env, f, values, cache](const Dialogue& t, const Event& event) {
    auto it = cache->find(event);
    if (it == cache->end()) it = cache->emplace(event, posterior_mean(env, f, event)).first;
    const Rational& b = it->second;
    return Rational(magnitude(b - values[std::size_t(t.a2)]) -
                    magnitude(b - values[std::size_t(t.a1)]));
  };
}

DebateEnvironment base_environment(const Environment& env, const Question& f,
                                   const std::vector<Rational>& values) {
  validate(env);
  validate(env, f);
  DebateEnvironment e;
  e.prior = env.prior;
  e.answers = static_cast<int>(values.size());
  e.tau = [f, values](int, int a, std::size_t w) {
    return Rational(magnitude(f[w] - values[std::size_t(a)]));
  };
  return e;
}

std::vector<int> all_answers(int n) {
  std::vector<int> out;
  for (int a = 0; a < n; ++a) out.push_back(a);
  return out;
}

}  // namespace

DebateGame feature_debate_game(const Environment& env, const Question& f, int rounds,
                               const std::vector<Rational>& answers) {
  if (rounds < 0 || rounds > 16) throw std::invalid_argument("rounds: must be in 0..16");
  const int k = static_cast<int>(env.features.size());
  DebateEnvironment e = base_environment(env, f, answers);
  // A revealed state: digits revealed per feature, in mixed radix (levels + 1 per feature).
  std::vector<std::size_t> stride;
  std::size_t states = 1;
  for (const Feature& feat : env.features) {
    stride.push_back(states);
    states *= static_cast<std::size_t>(feat.levels() + 1);
  }
  if (states > (std::size_t{1} << 20))
    throw std::invalid_argument("features: too many revealed states (at most 2^20)");
  auto levels_of = [env, stride](std::size_t state) {
    std::vector<int> l;
    for (std::size_t i = 0; i < env.features.size(); ++i) {
      l.push_back(static_cast<int>(state % static_cast<std::size_t>(env.features[i].levels() + 1)));
      state /= static_cast<std::size_t>(env.features[i].levels() + 1);
    }
    return l;
  };
  auto state_of = [k, stride](const Dialogue& t) {
    std::size_t s = 0;
    for (int x : t.arguments)
      if (x < k) s += stride[std::size_t(x)];
    return s;
  };
  e.experiments = static_cast<int>(states);
  std::vector<World> worlds;
  for (std::size_t w = 0; w < env.world_count(); ++w) worlds.push_back(env.world(w));
  auto events = std::make_shared<std::map<std::pair<int, std::size_t>, Event>>();
  e.result = [env, worlds, levels_of, events](int state, std::size_t w) {
    if (auto it = events->find({state, w}); it != events->end()) return it->second;
    const std::vector<int> l = levels_of(std::size_t(state));
    Event event(worlds.size());
    for (std::size_t u = 0; u < worlds.size(); ++u) {
      bool agrees = true;
      for (std::size_t i = 0; i < l.size() && agrees; ++i)
        agrees = env.features[i].prefix(worlds[u][i], l[i]) ==
                 env.features[i].prefix(worlds[w][i], l[i]);
      event[u] = agrees;
    }
    return events->emplace(std::pair{state, w}, std::move(event)).first->second;
  };
  DebateDesign d;
  d.legal_answers = [n = e.answers](int) { return all_answers(n); };
  d.arguments = k + 1;
  d.protocol = [env, k, state_of, levels_of](const Dialogue& t) {
    const std::vector<int> l = levels_of(state_of(t));
    std::vector<int> legal{k};  // the pass
    for (int i = 0; i < k; ++i)
      if (l[std::size_t(i)] < env.features[std::size_t(i)].levels()) legal.push_back(i);
    return legal;
  };
  d.terminated = [rounds](const Dialogue& t) {
    return t.arguments.size() == static_cast<std::size_t>(2 * rounds);
  };
  d.select_experiment = [state_of](const Dialogue& t) { return static_cast<int>(state_of(t)); };
  d.u1 = belief_gap(env, f, answers);
  d.summary = [state_of](const Dialogue& t) { return std::uint64_t(state_of(t)); };
  return DebateGame(std::move(e), std::move(d));
}

std::vector<int> yes_no_signals(const Environment& env, const Question& f) {
  const std::vector<int> relevant = relevant_features(env, f);
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(env.features.size()); ++i)
    if (std::find(relevant.begin(), relevant.end(), i) == relevant.end()) out.push_back(i);
  return out;
}

DebateGame yes_no_game(const Environment& env, const Question& f, int rounds,
                       SignalProtocol protocol) {
  if (rounds < 0 || rounds > 16) throw std::invalid_argument("rounds: must be in 0..16");
  for (const Rational& v : f)
    if (v != 0 && v != 1)
      throw std::invalid_argument("question: a yes/no question has f in {0, 1}");
  const int k = static_cast<int>(env.features.size());
  if (k > 60) throw std::invalid_argument("features: a yes/no debate names at most 60");
  const std::vector<Rational> values{Rational(0), Rational(1)};
  DebateEnvironment e = base_environment(env, f, values);
  e.experiments = k + 1;  // e_0, ..., e_{K-1} (Def. 6) and W
  e.result = [env, k](int i, std::size_t w) {
    Event event(env.world_count());
    for (std::size_t u = 0; u < event.size(); ++u)
      event[u] = i == k || env.world(u)[std::size_t(i)] == env.world(w)[std::size_t(i)];
    return event;
  };
  const std::vector<int> signals = yes_no_signals(env, f);
  DebateDesign d;
  d.legal_answers = [](int) { return all_answers(2); };
  d.arguments = k;
  d.protocol = [signals, protocol](const Dialogue& t) {
    std::vector<int> legal;
    for (int i : signals)
      if (protocol == SignalProtocol::repeat ||
          std::find(t.arguments.begin(), t.arguments.end(), i) == t.arguments.end())
        legal.push_back(i);
    return legal;
  };
  d.terminated = [rounds](const Dialogue& t) {
    return t.arguments.size() == static_cast<std::size_t>(2 * rounds);
  };
  d.select_experiment = [k](const Dialogue& t) {
    return t.arguments.empty() ? k : t.arguments.back();
  };
  d.u1 = belief_gap(env, f, values);
  // P, T, E and u_1 read the set of named signals and the last one.
  d.summary = [k](const Dialogue& t) {
    std::uint64_t named = 0;
    for (int x : t.arguments) named |= std::uint64_t{1} << x;
    return named * std::uint64_t(k + 1) +
           (t.arguments.empty() ? 0 : std::uint64_t(t.arguments.back()) + 1);
  };
  return DebateGame(std::move(e), std::move(d));
}

}  // namespace debref::feature
