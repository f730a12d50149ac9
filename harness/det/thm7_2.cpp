// seed 001 Thm 7.2 / App. E on the enumerated family of tiny probabilistic oracle machines
// (harness/det/instances.hpp), each instance's witness debate solved exactly by the stochastic
// core (Lean Debate/Protocol.lean debate; Debate/Details.lean completeness_p, soundness_p), and
// the falsifying twin with the Lipschitz hypothesis dropped.
#include "harness/det/thm7_2.hpp"

#include <atomic>
#include <map>
#include <mutex>

#include "harness/core/deadline.hpp"
#include "harness/core/explore.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/replay.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/json.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "harness/stochastic/solve_cache.hpp"
#include "reference/stochastic/lipschitz.hpp"
#include "reference/support/parallel.hpp"

namespace debref::det {

using nlohmann::json;

std::string oracle_key(const stochastic::Oracle& o) {
  std::string key = std::to_string(o.t);
  for (const Rational& p : o.probs) key += "|" + to_string(p);
  return key;
}

std::optional<DistinctGames> distinct_games(int time, const std::function<bool()>& stop) {
  DistinctGames d;
  d.rep_of.resize(stochastic_member_count());
  std::map<std::string, std::size_t> first;  // game key -> index into reps
  for (std::size_t i = 0; i < stochastic_member_count(); ++i) {
    if (stop()) return std::nullopt;
    const StochasticMember mb = stochastic_member(i);
    const StochasticWitnessGame g = stochastic_witness_game(mb.sm, mb.x, 1, time);
    std::string key;
    for (const auto& oracle : g.oracles) key += oracle_key(oracle) + "#";
    auto [it, fresh] = first.emplace(key, d.reps.size());
    if (fresh) d.reps.push_back(i);
    d.rep_of[i] = it->second;
  }
  return d;
}

namespace {

// Oracle.lipschitz's least constant (Comp/Oracle.lean), memoised.
std::pair<Rational, bool> least_lipschitz(const stochastic::Oracle& o) {
  static std::mutex mutex;
  static std::map<std::string, std::pair<Rational, bool>> cache;
  const std::string key = oracle_key(o);
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(key); it != cache.end()) return it->second;
  }
  std::pair<Rational, bool> k;
  if (o.t <= 2) {
    const stochastic::LipschitzConstant c = stochastic::lipschitz_constant(o, Rational(1, 1000));
    k = {c.upper, c.exact};
  } else {
    k = {stochastic::lipschitz_upper_bound(o.t), false};
  }
  std::lock_guard<std::mutex> lock(mutex);
  return cache.emplace(key, k).first->second;
}

}  // namespace

// seed 001 Thm 7.2: one K for every witness (Fig. 2's d is fixed before A supplies w).
GameLipschitz game_lipschitz(const StochasticWitnessGame& game) {
  GameLipschitz g;
  g.k = 0;
  for (const stochastic::Oracle& o : game.oracles) {
    auto [k, exact] = least_lipschitz(o);
    g.per_witness.push_back(k);
    if (k > g.k) g.k = k;
    g.exact = g.exact && exact;
  }
  return g;
}

// Lean Params (Debate/Details.lean) for the Thm 7.2 family: the stochastic family's tenfold
// defaults doubled, so that the exact solver's sample counts stay small.
stochastic::Params thm7_2_params(const Rational& k, int t) {
  return {Rational(1, 5), 1 / (5 * k), 2 / (5 * k), 3 / (5 * k), Rational(1, 5 * (t + 1))};
}

// seed 001 Thm 7.2 / App. E over Lean completeness_p and soundness_p.
Thm72Result evaluate_thm7_2(const StochasticMachine& sm, const std::vector<int>& x,
                            int witness_length, int time,
                            const std::optional<Rational>& k_override) {
  Thm72Result r;
  r.game = stochastic_witness_game(sm, x, witness_length, time);
  const GameLipschitz lipschitz = game_lipschitz(r.game);
  r.k_per_witness = lipschitz.per_witness;
  r.k = lipschitz.k;
  r.k_exact = lipschitz.exact;
  if (k_override) r.k = *k_override;
  const int t = time - 1;
  r.params = thm7_2_params(r.k, t);
  r.values =
      solve_stochastic_witness(r.game, stochastic::protocol(r.params),
                               [](const stochastic::Oracle& o, const stochastic::Protocol& p) {
                                 return stochastic::cached_exact(o, p);
                               });
  // w = max over w of P[M(x, w) = 1], each computed forward over configurations (seed 001
  // Def. 3.2), not read from the compiled oracles or the solver's choice of witness.
  r.w_complete = 0;
  for (std::size_t i = 0; i < r.game.witnesses.size(); ++i) {
    std::vector<int> input = x;
    input.insert(input.end(), r.game.witnesses[i].begin(), r.game.witnesses[i].end());
    const Rational forward = acceptance_probability(sm, input, time);
    if (forward != r.game.accept[i]) r.consistent = false;
    if (forward > r.w_complete) r.w_complete = forward;
  }
  if (r.game.accept[r.values.honest_witness] != r.w_complete) r.consistent = false;
  r.w_sound = 1;
  for (const Rational& a : r.game.accept)
    if (1 - a < r.w_sound) r.w_sound = 1 - a;
  r.d_complete = stochastic::best_d(r.params, r.w_complete, r.k, t);
  r.d_sound = stochastic::best_d(r.params, r.w_sound, r.k, t);
  return r;
}

namespace {

json instance_json(const StochasticMember& mb, int time, const Thm72Result& r,
                   const std::string& what) {
  json machine = stochastic_machine_json(mb.sm);
  machine["time"] = time;
  machine["input"] = bit_string(mb.x);
  machine["witness_length"] = 1;
  json j = thm7_2_json(r);
  j["what"] = what;
  j["class"] = mb.name;
  j["machine"] = machine;
  // The replay runs the unmutated debate, whose k is the least Lipschitz constant (seed 001
  // Def. 6.1): for the twin, above the asserted k = 1.
  Rational least = 0;
  for (const Rational& k : r.k_per_witness)
    if (k > least) least = k;
  j["k_least"] = to_string(least);
  set_replay(j, "debref det --protocol stochastic-witness --machine " + explore::file_arg(machine),
             "/k", to_string(least));
  return j;
}

/// One sweep of the family: distinct games (their compiled oracles) are solved once each, in
/// parallel; `k_override` set is the twin. Stops at the first violation in (T, member) order
/// when `stop_first`.
ClaimOutcome sweep(const std::optional<Rational>& k_override, bool stop_first) {
  ClaimOutcome o;
  std::uint64_t members = 0, games = 0;
  for (int time = 1; time <= kThm72MaxTime && !(stop_first && o.violation); ++time) {
    // Phase 1 (cheap): compile every member's game, keep the distinct ones in member order.
    const auto distinct = distinct_games(time, [] { return past_deadline(); });
    if (!distinct) {
      o.undecided = true;
      o.detail = "time limit reached at T = " + std::to_string(time) + " (compiling games)";
      return o;
    }
    const std::vector<std::size_t>&reps = distinct->reps, &rep_of = distinct->rep_of;
    games += reps.size();
    // Phase 2: solve each distinct game exactly.
    std::vector<std::optional<Thm72Result>> results(reps.size());
    std::atomic<bool> late{false};
    const progress::Sweep shown(
        "T = " + std::to_string(time) + "/" + std::to_string(kThm72MaxTime) + ", distinct games",
        reps.size());
    parallel_for(reps.size(), std::min(2u, default_threads()), [&](std::size_t j) {
      if (past_deadline()) {
        late = true;
        return;
      }
      const StochasticMember mb = stochastic_member(reps[j]);
      results[j] = evaluate_thm7_2(mb.sm, mb.x, 1, time, k_override);
      progress::step();
    });
    if (late) {
      o.undecided = true;
      o.detail = "time limit reached at T = " + std::to_string(time);
      return o;
    }
    // Phase 3: tally per member (member order: the first violation is the smallest member).
    for (std::size_t i = 0; i < stochastic_member_count(); ++i) {
      const Thm72Result& r = *results[rep_of[i]];
      ++members;
      for (bool complete : {true, false}) {
        const bool tested = complete ? r.d_complete.has_value() : r.d_sound.has_value();
        if (!tested) {
          ++o.vacuous;
          continue;
        }
        ++o.instances;
        const bool holds = complete ? r.complete_holds() : r.sound_holds();
        if (!complete || r.consistent)
          o.slack(complete ? Rational(r.values.completeness - *r.d_complete)
                           : Rational(1 - r.values.soundness - *r.d_sound),
                  [&] {
                    return instance_json(stochastic_member(i), time, r,
                                         complete ? "completeness" : "soundness");
                  });
        if (!holds && !o.violation)
          o.violation = instance_json(
              stochastic_member(i), time, r,
              complete ? "completeness: min over Bob of P(V = 1) < d_complete (honest witness), "
                         "or P[M(x, w) = 1] or the honest witness inconsistent with Def. 3.2"
                       : "soundness: some w and Alice with P(V = 0) < d_sound");
      }
    }
  }
  o.detail = std::to_string(members) + " (machine, P(O), x, T) instances, " +
             std::to_string(games) + " distinct witness games solved exactly" +
             (k_override ? ", k = " + to_string(*k_override) : "");
  return o;
}

}  // namespace

ClaimOutcome thm7_2_outcome() {
  return sweep(std::nullopt, false);
}

ClaimOutcome thm7_2_twin_outcome() {
  return sweep(Rational(1), true);
}

}  // namespace debref::det
