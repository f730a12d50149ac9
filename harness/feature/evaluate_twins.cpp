// Source: seed 004 Sec. 3.2, Lemma 8, Prop. 9, Prop. 10, Cor. 11, Cor. 12, Prop. 13. The feature
// family's falsifying twins: each mutates the protocol or drops a hypothesis of one claim and must
// find a violation of that claim's conclusion (harness/core/claim.hpp), so the claim's check is
// shown able to fail on its own instance space.
#include <algorithm>
#include <functional>
#include <optional>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/feature/evaluate.hpp"
#include "harness/feature/instances.hpp"
#include "harness/feature/replay.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/evidence.hpp"
#include "reference/feature/questions.hpp"

namespace debref::feature {

namespace {

using nlohmann::json;

// Calls `test(in, d, w)` on every world of the Boolean family's instances with K <= 4 until it
// returns a violation; counts each world as one instance.
ClaimOutcome first_violation(
    const std::function<std::optional<json>(const Instance&, const FeatureDebate&, std::size_t)>&
        test) {
  ClaimOutcome o;
  for (const Instance& in : boolean_instances()) {
    throw_if_past_deadline();
    if (in.env.features.size() > 4) continue;
    FeatureDebate d(in.env, in.f, in.rounds);
    for (std::size_t w : support(in.env)) {
      ++o.instances;
      if (auto v = test(in, d, w)) {
        o.violation = v;
        return o;
      }
    }
  }
  return o;
}

}  // namespace

json with_interval(const Instance& in, const FeatureDebate& d, std::size_t w) {
  json v = describe(in, w);
  v["f_up_down"] = to_string(d.f_up_down(w));
  v["f_down_up"] = to_string(d.f_down_up(w));
  return v;
}

/// The environment as `debref feature --env` reads it (docs/FEATURE.md): the prior as the joint
/// table of its support.
json env_json(const Environment& env) {
  json features = json::array();
  for (const Feature& f : env.features)
    features.push_back(f.digits > 0 ? json{{"digits", f.digits}} : json{{"values", f.values}});
  json joint = json::array();
  for (std::size_t w = 0; w < env.world_count(); ++w) {
    if (env.prior[w] == 0) continue;
    json world = json::array();
    for (int v : env.world(w)) world.push_back(v);
    joint.push_back({{"world", world}, {"p", to_string(env.prior[w])}});
  }
  return {{"features", features}, {"prior", {{"joint", joint}}}};
}

/// The question as a table over every world (docs/FEATURE.md, kind "table").
json question_json(const Environment& env, const Question& f) {
  json values = json::array();
  for (std::size_t w = 0; w < env.world_count(); ++w) {
    if (f[w] == 0) continue;
    json world = json::array();
    for (int v : env.world(w)) world.push_back(v);
    values.push_back({{"world", world}, {"f", to_string(f[w])}});
  }
  return {{"kind", "table"}, {"values", values}, {"default", "0"}};
}

/// The unmutated `debref feature` on the twin's instance and world, showing `pointer` = `value`
/// of its --json output (one world: the fields of docs/FEATURE.md's world row); `extra` adds
/// options such as --answers.
void replay_world(json& v, const FeatureDebate& d, std::size_t w, const std::string& pointer,
                  const json& value, const std::string& extra) {
  std::string world;
  for (int x : d.environment().world(w)) world += (world.empty() ? "" : ",") + std::to_string(x);
  set_replay(v,
             "debref feature --env " + explore::file_arg(env_json(d.environment())) +
                 " --question " + explore::file_arg(question_json(d.environment(), d.question())) +
                 " --rounds " + std::to_string(d.rounds()) + " --world " + world + extra,
             pointer, value);
}

bool off_half(ClaimOutcome& o, const Instance& in, const FeatureDebate& d) {
  for (std::size_t w : support(in.env)) {
    ++o.instances;
    if (d.f_up_down(w) != q(1, 2) || d.f_down_up(w) != q(1, 2)) {
      o.violation = with_interval(in, d, w);
      const char* key = d.f_up_down(w) != q(1, 2) ? "f_up_down" : "f_down_up";
      replay_world(*o.violation, d, w, std::string("/") + key, (*o.violation)[key]);
      return true;
    }
  }
  return false;
}

// Twin of Sec. 3.2: the debaters' order swapped (the ↑ debater argues second), so the claimed
// edge reads f̂^{↓↑} <= f̂^{↑↓}; it fails wherever the second mover's edge is strict.
ClaimOutcome twin_second_mover_swapped() {
  return first_violation([](const Instance& in, const FeatureDebate& d, std::size_t w) {
    if (!(d.f_down_up(w) > d.f_up_down(w))) return std::optional<json>();
    json v = with_interval(in, d, w);
    replay_world(v, d, w, "/f_down_up", v["f_down_up"]);
    return std::optional<json>(v);
  });
}

// Twin of Lemma 8 (i): the optimal answers shrunk to the interval's midpoint. Caught where an
// end of a non-degenerate interval is optimal in the answering game.
ClaimOutcome twin_lemma8_midpoint_only() {
  return first_violation(
      [](const Instance& in, const FeatureDebate& d, std::size_t w) -> std::optional<json> {
        const Rational lo = d.f_up_down(w), hi = d.f_down_up(w);
        if (lo == hi || d.beating_answer(w, lo).has_value()) return std::nullopt;
        json v = with_interval(in, d, w);
        v["answer"] = to_string(lo);
        v["optimal_in_game"] = true;
        v["mutant_optimal"] = to_string((lo + hi) / 2);
        replay_world(v, d, w, "/optimal_answers/0", v["answer"]);
        return v;
      });
}

// Twin of Lemma 8 (ii): the error formula with min in place of max of the endpoint errors,
// against the game's own worst optimal outcome (the ends of the interval as answers).
ClaimOutcome twin_lemma8_min_error() {
  return first_violation(
      [](const Instance& in, const FeatureDebate& d, std::size_t w) -> std::optional<json> {
        const Rational lo = d.f_up_down(w), hi = d.f_down_up(w), truth = d.question()[w];
        const Rational mutant = std::min(magnitude(lo - truth), magnitude(hi - truth));
        const Rational game = game_error(d, w, {lo, hi});
        if (game == mutant) return std::nullopt;
        json v = with_interval(in, d, w);
        v["game_error"] = to_string(game);
        v["mutant_error"] = to_string(mutant);
        replay_world(v, d, w, "/error", v["game_error"]);
        return v;
      });
}

// Twin of Prop. 10 (worst case): the conjunction only N features wide (the hypothesis "one
// feature more than the rounds" dropped); Prop. 9 then makes the error 0 < 1 - δ.
ClaimOutcome twin_prop10_not_too_wide() {
  ClaimOutcome o;
  for (int n = 1; n <= 3; ++n)
    for (const Rational& delta : deltas()) {
      Instance in{
          "and_" + std::to_string(n) + " K=" + std::to_string(n + 1) + " delta=" + to_string(delta),
          boolean_environment(n + 1, delta),
          {},
          n};
      in.f = and_of(in.env, first(n));
      FeatureDebate d(in.env, in.f, n);
      const std::size_t w = in.env.index(World(static_cast<std::size_t>(n + 1), 1));
      const Rational err = lemma8_error(d, w);
      ++o.instances;
      if (err < 1 - delta) {
        json v = describe(in, w);
        v["error"] = to_string(err);
        v["bound"] = to_string(1 - delta);
        replay_world(v, d, w, "/error", v["error"]);
        o.violation = v;
        return o;
      }
    }
  return o;
}

// Twin of Prop. 10 (in expectation): xor of only N uniform features; the debate then finds
// f(w) and f̂ is not 1/2.
ClaimOutcome twin_prop10_xor_not_too_wide() {
  ClaimOutcome o;
  for (int n = 1; n <= 3; ++n) {
    Instance in{"xor_" + std::to_string(n) + " K=" + std::to_string(n + 1) + " uniform",
                boolean_environment(n + 1, q(1, 2)),
                {},
                n};
    in.f = xor_of(in.env, first(n));
    if (off_half(o, in, FeatureDebate(in.env, in.f, n))) return o;
  }
  return o;
}

// Twin of Cor. 11: answers outside the interval (0 and 1 where the interval is inside (0, 1)):
// the second debater's utility is no longer |a1 - a2| for both first movers.
ClaimOutcome twin_cor11_outside() {
  return first_violation(
      [](const Instance& in, const FeatureDebate& d, std::size_t w) -> std::optional<json> {
        const Rational lo = d.f_up_down(w), hi = d.f_down_up(w);
        if (lo == 0 || hi == 1) return std::nullopt;
        const Rational a1 = 0, a2 = 1;
        const Rational v1 = d.argumentation_value(w, a1, a2, 1);
        const Rational v2 = d.argumentation_value(w, a1, a2, 2);
        if (v1 == -1 && v2 == 1) return std::nullopt;
        json v = with_interval(in, d, w);
        v["a1"] = "0";
        v["a2"] = "1";
        v["u1_first_1"] = to_string(v1);
        v["u1_first_2"] = to_string(v2);
        // The unmutated `debref feature --answers 0,1` prints both values of the game.
        const char* key = v1 != -1 ? "u1_first_1" : "u1_first_2";
        replay_world(v, d, w, std::string("/") + key, v[key], " --answers 0,1");
        return v;
      });
}

// Twin of Cor. 12: the independence given X dropped. Two Boolean features with P(X = 1) = 1/2
// and likelihoods 3/4 vs 1/4 each, but W_2 a copy of W_1; f̂*_N still multiplies both ratios
// (odds 9 at w = (1, 1)), while the debate with N = 2 finds the posterior f(w) (odds 3).
ClaimOutcome twin_cor12_dependent() {
  ClaimOutcome o;
  const auto [p, env, f] = copied_evidence();
  const int n = 2;
  FeatureDebate d(env, f, n);
  for (std::size_t w : support(env)) {
    ++o.instances;
    const Rational star = evidence_f_star(p, w, n);
    if (d.f_up_down(w) != star || d.f_down_up(w) != star) {
      Instance in{"copied evidence K=2", env, f, n};
      json v = with_interval(in, d, w);
      v["f_star"] = to_string(star);
      const char* key = d.f_up_down(w) != star ? "f_up_down" : "f_down_up";
      replay_world(v, d, w, std::string("/") + key, v[key]);
      o.violation = v;
      return o;
    }
  }
  return o;
}

// Twin of Prop. 9: one round fewer than the relevant features: some f has a non-zero error.
ClaimOutcome twin_prop9() {
  ClaimOutcome o;
  for (const Instance& base : boolean_instances()) {
    throw_if_past_deadline();
    if (base.rounds != 1 || base.env.features.size() > 4) continue;
    const int m = static_cast<int>(relevant_features(base.env, base.f).size());
    if (m < 2) continue;
    FeatureDebate d(base.env, base.f, m - 1);  // the mutant: N = (relevant features) - 1
    for (std::size_t w : support(base.env)) {
      ++o.instances;
      const Rational err = lemma8_error(d, w);
      if (err != 0) {
        Instance in = base;
        in.rounds = m - 1;
        json v = describe(in, w);
        v["relevant_features"] = m;
        v["error"] = to_string(err);
        replay_world(v, d, w, "/error", v["error"]);
        o.violation = v;
        return o;
      }
    }
  }
  return o;
}

// Twin of Prop. 13: drop the Lipschitz hypothesis. f = xor of the last binary digits of two
// features, asserted 1-Lipschitz (its least constant on the grid is far larger).
ClaimOutcome twin_prop13() {
  ClaimOutcome o;
  const int digits = 3;
  const std::size_t m = std::size_t{1} << digits;
  Environment env = product_environment(
      {Feature{int(m), digits}, Feature{int(m), digits}},
      std::vector<std::vector<Rational>>(2, std::vector<Rational>(m, q(1, long(m)))));
  Question f(env.world_count());
  for (std::size_t w = 0; w < f.size(); ++w) {
    World x = env.world(w);
    f[w] = Rational((x[0] ^ x[1]) & 1);
  }
  const Rational claimed = 1;
  for (int n = 1; n <= 4; ++n) {
    FeatureDebate d(env, f, n);
    const Rational bound = prop13_bound(claimed, n);
    for (std::size_t w : support(env)) {
      ++o.instances;
      const Rational err = lemma8_error(d, w);
      if (err > bound) {
        Instance in{"xor of last digits K=2 D=3 uniform", env, f, n};
        json v = describe(in, w);
        v["claimed_lipschitz"] = "1";
        v["least_lipschitz"] = to_string(lipschitz_constant(env, f));
        v["error"] = to_string(err);
        v["bound"] = to_string(bound);
        replay_world(v, d, w, "/error", v["error"]);
        o.violation = v;
        return o;
      }
    }
  }
  return o;
}

}  // namespace debref::feature
