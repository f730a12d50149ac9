// Source: issue 4 ("Fig. 3 ... stochastic (Thm 7.2, reusing the Core stochastic protocol with M
// the verifier machine)"), harness: seed 001 Thm 7.2 / App. E on an enumerated family of tiny
// probabilistic oracle machines, each instance's witness debate solved exactly by the stochastic
// core (Lean Debate/Protocol.lean debate; Debate/Details.lean completeness_p, soundness_p), and
// the falsifying twin with the Lipschitz hypothesis dropped.
#include <atomic>
#include <map>
#include <mutex>

#include "harness/core/deadline.hpp"
#include "harness/core/explore.hpp"
#include "harness/det/claims.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "harness/stochastic/solve_cache.hpp"
#include "reference/stochastic/lipschitz.hpp"
#include "reference/support/parallel.hpp"

namespace debref::det {

namespace {

using nlohmann::json;

// docs/DET.md "Thm 7.2": the enumerated family. Machines of the L/R class (4096 delta) with S = 2,
// query state 0 or 1, l = 1 (the query is cell 0), P(O(z) = 1) for z = 0, 1 on kGrid, |x| = 1
// (cell 0), |w| = 1 (cell 1), T = 1..2 (Lean t = T - 1 <= 1; Oracle.lipschitz exact).
const std::vector<Rational>& grid() {
  static const std::vector<Rational> g{Rational(1, 4), Rational(1, 2), Rational(1)};
  return g;
}
constexpr int kMaxTime = 2;

struct Member {
  StochasticMachine sm;
  std::vector<int> x;
  std::string name;
};

std::size_t member_count() {
  return static_cast<std::size_t>(class_size(2)) * 2 * grid().size() * grid().size() * 2;
}

Member member(std::size_t i) {
  Member mb;
  const auto idx = static_cast<std::uint32_t>(i % class_size(2));
  i /= class_size(2);
  const int query_state = static_cast<int>(i % 2);
  i /= 2;
  const std::size_t g = grid().size();
  const std::size_t p0 = i % g, p1 = (i / g) % g;
  const int x = static_cast<int>(i / (g * g));
  mb.sm.machine = class_machine(idx, 2, 2);
  mb.sm.machine.query_state = query_state;
  mb.sm.machine.query_length = 1;
  mb.sm.machine.oracle = {0, 0};
  mb.sm.prob = {grid()[p0], grid()[p1]};
  mb.x = {x};
  mb.name = "L/R #" + std::to_string(idx) + " q?=" + std::to_string(query_state) + " P(O)=(" +
            to_string(grid()[p0]) + ", " + to_string(grid()[p1]) + ")";
  return mb;
}

std::string oracle_key(const stochastic::Oracle& o) {
  std::string key = std::to_string(o.t);
  for (const Rational& p : o.probs) key += "|" + to_string(p);
  return key;
}

/// Oracle.lipschitz's least constant (exact or a certified upper bound for t <= 2; the hybrid
/// bound t + 1 above), memoised.
std::pair<Rational, bool> least_k(const stochastic::Oracle& o) {
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

json bits_json(const std::vector<int>& v) {
  std::string s;
  for (int b : v) s += static_cast<char>('0' + b);
  return s;
}

}  // namespace

// Lean Params (Debate/Details.lean) for the Thm 7.2 family: the stochastic family's tenfold
// defaults doubled, so that the exact solver's sample counts stay small.
stochastic::Params thm7_2_params(const Rational& k, int t) {
  return {Rational(1, 5), 1 / (5 * k), 2 / (5 * k), 3 / (5 * k), Rational(1, 5 * (t + 1))};
}

json stochastic_machine_json(const StochasticMachine& sm) {
  json j = machine_json(sm.machine);
  if (sm.machine.query_state >= 0) {
    json probs = json::array();
    for (const Rational& p : sm.prob) probs.push_back(to_string(p));
    j["query"]["oracle"] = probs;
  }
  return j;
}

// seed 001 Thm 7.2 / App. E over Lean completeness_p and soundness_p.
Thm72Result evaluate_thm7_2(const StochasticMachine& sm, const std::vector<int>& x,
                            int witness_length, int time,
                            const std::optional<Rational>& k_override) {
  Thm72Result r;
  r.game = stochastic_witness_game(sm, x, witness_length, time);
  r.k = 0;
  for (const stochastic::Oracle& o : r.game.oracles) {
    auto [k, exact] = least_k(o);
    r.k_per_witness.push_back(k);
    if (k > r.k) r.k = k;
    r.k_exact = r.k_exact && exact;
  }
  if (k_override) r.k = *k_override;
  const int t = time - 1;
  r.params = thm7_2_params(r.k, t);
  r.values =
      solve_stochastic_witness(r.game, stochastic::protocol(r.params),
                               [](const stochastic::Oracle& o, const stochastic::Protocol& p) {
                                 return stochastic::cached_exact(o, p);
                               });
  r.w_complete = r.game.accept[r.values.honest_witness];
  r.w_sound = 1;
  for (const Rational& a : r.game.accept)
    if (1 - a < r.w_sound) r.w_sound = 1 - a;
  r.d_complete = stochastic::best_d(r.params, r.w_complete, r.k, t);
  r.d_sound = stochastic::best_d(r.params, r.w_sound, r.k, t);
  return r;
}

json thm7_2_json(const Thm72Result& r) {
  json per = json::array();
  for (std::size_t i = 0; i < r.game.oracles.size(); ++i) {
    const stochastic::ExactValues& v = r.values.per_witness[i];
    per.push_back({{"witness", bits_json(r.game.witnesses[i])},
                   {"P(M(x,w)=1)", to_string(r.game.accept[i])},
                   {"k_least", to_string(r.k_per_witness[i])},
                   {"oracle", stochastic::to_json(r.game.oracles[i])},
                   {"honest_value", to_string(v.honest)},
                   {"completeness_value", to_string(v.completeness)},
                   {"soundness_value", to_string(v.soundness)}});
  }
  auto opt = [](const std::optional<Rational>& d) { return d ? json(to_string(*d)) : json(); };
  return {{"k", to_string(r.k)},
          {"k_exact", r.k_exact},
          {"params", stochastic::to_json(r.params)},
          {"per_witness", per},
          {"honest_witness", bits_json(r.game.witnesses[r.values.honest_witness])},
          {"liar_witness", bits_json(r.game.witnesses[r.values.liar_witness])},
          {"completeness_value", to_string(r.values.completeness)},
          {"soundness_value", to_string(r.values.soundness)},
          {"w_complete", to_string(r.w_complete)},
          {"d_complete", opt(r.d_complete)},
          {"completeness_holds", r.d_complete ? json(r.complete_holds()) : json()},
          {"w_sound", to_string(r.w_sound)},
          {"d_sound", opt(r.d_sound)},
          {"soundness_holds", r.d_sound ? json(r.sound_holds()) : json()}};
}

namespace {

json instance_json(const Member& mb, int time, const Thm72Result& r, const std::string& what) {
  json machine = stochastic_machine_json(mb.sm);
  machine["time"] = time;
  machine["input"] = bits_json(mb.x);
  machine["witness_length"] = 1;
  json j = thm7_2_json(r);
  j["what"] = what;
  j["class"] = mb.name;
  j["machine"] = machine;
  j["replay"] =
      "debref det --protocol stochastic-witness --json --machine " + explore::file_arg(machine);
  return j;
}

/// One sweep of the family: distinct games (their compiled oracles) are solved once each, in
/// parallel; `k_override` set is the twin. Stops at the first violation in (T, member) order
/// when `stop_first`.
ClaimOutcome sweep(const std::optional<Rational>& k_override, bool stop_first) {
  ClaimOutcome o;
  std::uint64_t members = 0, games = 0;
  for (int time = 1; time <= kMaxTime && !(stop_first && o.violation); ++time) {
    // Phase 1 (cheap): compile every member's game, keep the distinct ones in member order.
    std::map<std::string, std::size_t> first;  // game key -> index into reps
    std::vector<std::size_t> reps, rep_of(member_count());
    for (std::size_t i = 0; i < member_count(); ++i) {
      const Member mb = member(i);
      const StochasticWitnessGame g = stochastic_witness_game(mb.sm, mb.x, 1, time);
      std::string key;
      for (const auto& oracle : g.oracles) key += oracle_key(oracle) + "#";
      auto [it, fresh] = first.emplace(key, reps.size());
      if (fresh) reps.push_back(i);
      rep_of[i] = it->second;
    }
    games += reps.size();
    // Phase 2: solve each distinct game exactly.
    std::vector<std::optional<Thm72Result>> results(reps.size());
    std::atomic<bool> late{false};
    parallel_for(reps.size(), std::min(2u, default_threads()), [&](std::size_t j) {
      if (past_deadline()) {
        late = true;
        return;
      }
      const Member mb = member(reps[j]);
      results[j] = evaluate_thm7_2(mb.sm, mb.x, 1, time, k_override);
    });
    if (late) {
      o.undecided = true;
      o.detail = "time limit reached at T = " + std::to_string(time);
      return o;
    }
    // Phase 3: tally per member (member order: the first violation is the smallest member).
    for (std::size_t i = 0; i < member_count(); ++i) {
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
        if (!holds && !o.violation)
          o.violation = instance_json(
              member(i), time, r,
              complete ? "completeness: min over Bob of P(V = 1) < d_complete (honest witness)"
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

Claim thm7_2_claim() {
  return {
      "det.witness.thm7_2",
      "seed 001 Thm 7.2 (App. E) via Lean completeness_p, soundness_p",
      "M(x, w) K-Lipschitz (Oracle.lipschitz of the compiled oracle, K = max over w), Params "
      "w d K t valid: honest A (w* maximising P[M(x,w)=1], honest Alice) => min over Bob of "
      "P(V=1) >= d (w = P[M(x,w*)=1]); x any => for every w and Alice P(V=0) >= d (w = min "
      "over w of P[M(x,w)=0])",
      "L/R machines (4096 delta), S = 2, query state 0 or 1, l = 1, P(O(0)), P(O(1)) in {1/4, "
      "1/2, 1}, |x| = 1, |w| = 1, T = 1..2; K exact; Params c = 1/(5K), s = 2/(5K), b = 3/(5K), "
      "q = 1/(5T), v = 1/5",
      false,
      [] { return sweep(std::nullopt, false); }};
}

Claim thm7_2_twin() {
  return {"det.twin.thm7_2_k_below_lipschitz",
          "seed 001 Thm 7.2 with the K-Lipschitz hypothesis dropped (K = 1 asserted)",
          "mutant: Params and d computed with K = 1 for every machine => the completeness or "
          "soundness conclusion fails somewhere",
          "the det.witness.thm7_2 family in (T, member) order; the first failure",
          true,
          [] { return sweep(Rational(1), true); }};
}

}  // namespace debref::det
