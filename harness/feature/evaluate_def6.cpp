// Source: seed 004 Def. 6 (feature debate environment). A finite environment is the prior on
// [0, 1]^ℕ supported on the points (x_1, ..., x_K, 0, 0, ...); its conditions are checked as
// stated there, and the debate's belief (Def. 7) is checked to condition on Def. 6's experiments
// e_i(w) = {w̃ | w̃_i = w_i} of those points.
#include <algorithm>
#include <functional>
#include <optional>

#include "harness/core/deadline.hpp"
#include "harness/feature/evaluate.hpp"
#include "harness/feature/instances.hpp"
#include "harness/feature/replay.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/evidence.hpp"

namespace debref::feature {

namespace {

using nlohmann::json;

// The Boolean family with K <= 4 and the Sec. 5.2 family with K D <= 6 (one instance per
// environment and question), and the Sec. 5.1 environments.
std::vector<Instance> def6_instances() {
  std::vector<Instance> out;
  for (const Instance& in : boolean_instances())
    if (in.rounds == 1 && in.env.features.size() <= 4) out.push_back(in);
  for (const Instance& in : limited_instances())
    if (in.rounds == 1 && in.env.features.size() * in.env.features[0].levels() <= 6)
      out.push_back(in);
  std::size_t index = 0;
  for (const IndependentEvidence& p : evidence_family())
    out.push_back(
        {"evidence #" + std::to_string(index++), evidence_environment(p), evidence_question(p), 1});
  return out;
}

// Def. 6, first three items: π a probability measure on [0, 1]^ℕ (non-negative, total 1, on
// distinct points of [0, 1]^K × {0}^ℕ), f: W -> [0, 1]. Empty when they hold.
std::string measure_problem(const Environment& env, const Question& f) {
  Rational total = 0;
  std::vector<std::vector<Rational>> points;
  for (std::size_t w = 0; w < env.world_count(); ++w) {
    if (env.prior[w] < 0) return "π(w) < 0";
    total += env.prior[w];
    if (f[w] < 0 || f[w] > 1) return "f(w) outside [0, 1]";
    std::vector<Rational> x;
    for (int i = 0; i < static_cast<int>(env.features.size()); ++i) {
      x.push_back(env.numeric(w, i));
      if (x.back() < 0 || x.back() > 1) return "a feature value outside [0, 1]";
    }
    points.push_back(std::move(x));
  }
  if (total != 1) return "π does not sum to 1";
  std::sort(points.begin(), points.end());
  if (std::adjacent_find(points.begin(), points.end()) != points.end())
    return "two worlds at the same point of [0, 1]^ℕ";
  return "";
}

// Whether every feature is either unrevealed or revealed whole in `state` (Def. 6's e_i reveal
// a feature's value; Sec. 5.2's digit arguments reveal it in steps).
bool whole(const FeatureDebate& d, std::size_t state) {
  const std::vector<int>& l = d.levels(state);
  for (std::size_t i = 0; i < l.size(); ++i)
    if (l[i] != 0 && l[i] != d.environment().features[i].levels()) return false;
  return true;
}

// The features revealed in `state`, and one constant feature beyond them (index K) when `pass`.
std::vector<int> revealed(const FeatureDebate& d, std::size_t state, bool pass) {
  std::vector<int> out;
  const std::vector<int>& l = d.levels(state);
  for (int i = 0; i < static_cast<int>(l.size()); ++i)
    if (l[static_cast<std::size_t>(i)] > 0) out.push_back(i);
  if (pass) out.push_back(static_cast<int>(l.size()));
  return out;
}

// Calls `test(in, d, w, state)` on every world in supp π and every revealed state of every
// Def. 6 instance until it returns a violation; each call is one instance.
ClaimOutcome each_state(
    const std::function<std::optional<json>(const Instance&, const FeatureDebate&, std::size_t,
                                            std::size_t)>& test) {
  ClaimOutcome o;
  for (const Instance& in : def6_instances()) {
    throw_if_past_deadline();
    FeatureDebate d(in.env, in.f, in.rounds);
    for (std::size_t w : support(in.env))
      for (std::size_t state = 0; state < d.state_count(); ++state) {
        if (!whole(d, state)) continue;  // some digits of a feature: Sec. 5.2, not Def. 6
        ++o.instances;
        if (auto v = test(in, d, w, state)) {
          o.violation = v;
          return o;
        }
      }
  }
  return o;
}

json state_json(const Instance& in, const FeatureDebate& d, std::size_t w, std::size_t state) {
  json v = describe(in, w);
  json shown = json::array();
  for (int i : revealed(d, state, false)) shown.push_back(i);
  v["revealed"] = shown;
  v["belief"] = to_string(d.belief(w, state));
  return v;
}

}  // namespace

// Def. 6 on every finite environment of the family: π a probability measure on distinct points
// of [0, 1]^ℕ, f with values in [0, 1], and the judge's belief after any set I of revealed
// features (with or without a constant feature beyond the K) is E_π[f | ∩_{i in I} e_i(w)].
ClaimOutcome def6() {
  for (const Instance& in : def6_instances())
    if (const std::string problem = measure_problem(in.env, in.f); !problem.empty()) {
      ClaimOutcome o;
      o.violation = json{{"instance", in.name}, {"problem", problem}};
      return o;
    }
  return each_state([](const Instance& in, const FeatureDebate& d, std::size_t w,
                       std::size_t state) -> std::optional<json> {
    const Rational b = d.belief(w, state);
    for (bool pass : {false, true}) {
      const Rational e = experiment_mean(in.env, in.f, w, revealed(d, state, pass));
      if (e != b) {
        json v = state_json(in, d, w, state);
        v["experiment_mean"] = to_string(e);
        v["with_constant_feature"] = pass;
        return v;
      }
    }
    return std::nullopt;
  });
}

Rational threshold_experiment_mean(const Environment& env, const Question& f, std::size_t w,
                                   const std::vector<int>& revealed) {
  Rational mass = 0, total = 0;
  for (std::size_t u = 0; u < env.world_count(); ++u) {
    bool in_event = true;
    for (int i : revealed) in_event = in_event && env.numeric(u, i) <= env.numeric(w, i);
    mass += in_event ? env.prior[u] : Rational(0);
    total += in_event ? env.prior[u] * f[u] : Rational(0);
  }
  return total / mass;  // the event holds w, of positive mass
}

// Twin of Def. 6: the experiment e_i(w) mutated to {w̃ | w̃_i <= w_i}; the judge's belief (which
// conditions on w̃_i = w_i) must disagree with the mutant's conditional mean somewhere. The replay:
// `debref feature --world W --reveal I --experiment threshold` prints both.
ClaimOutcome twin_def6_threshold_experiment() {
  return each_state([](const Instance& in, const FeatureDebate& d, std::size_t w,
                       std::size_t state) -> std::optional<json> {
    const std::vector<int> shown = revealed(d, state, false);
    const Rational mutant = threshold_experiment_mean(in.env, in.f, w, shown);
    if (mutant == d.belief(w, state)) return std::nullopt;
    json v = state_json(in, d, w, state);
    v["mutant_mean"] = to_string(mutant);
    std::string list;
    for (int i : shown) list += (list.empty() ? "" : ",") + std::to_string(i);
    replay_world(v, d, w, "/reveal/experiment_mean", v["mutant_mean"],
                 " --reveal " + list + " --experiment threshold");
    return v;
  });
}

}  // namespace debref::feature
