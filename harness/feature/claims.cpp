#include "harness/feature/claims.hpp"

#include <algorithm>
#include <mutex>

#include "harness/core/stream.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/evidence.hpp"
#include "reference/feature/questions.hpp"

namespace debref::feature {

namespace {

using nlohmann::json;

Rational q(long a, long b = 1) {
  return Rational(a) / Rational(b);
}
std::vector<int> first(int m) {
  std::vector<int> out;
  for (int i = 0; i < m; ++i) out.push_back(i);
  return out;
}

json describe(const Instance& in, std::size_t world) {
  json w = json::array();
  for (int v : in.env.world(world)) w.push_back(v);
  return {{"instance", in.name},
          {"rounds", in.rounds},
          {"world", w},
          {"truth", to_string(in.f[world])}};
}

// Per-world f̂^{↑↓}, f̂^{↓↑} of every Boolean instance, computed once and shared by the claims.
struct Values {
  std::vector<std::size_t> worlds;  // supp π
  std::vector<Rational> up_down, down_up;
};

const std::vector<Values>& boolean_values() {
  static std::once_flag once;
  static std::vector<Values> values;
  std::call_once(once, [] {
    for (const Instance& in : boolean_instances()) {
      FeatureDebate d(in.env, in.f, in.rounds);
      Values v;
      v.worlds = support(in.env);
      for (std::size_t w : v.worlds) {
        v.up_down.push_back(d.f_up_down(w));
        v.down_up.push_back(d.f_down_up(w));
      }
      values.push_back(std::move(v));
    }
  });
  return values;
}

// The small part of the Boolean family on which the answering game is solved in full.
bool small(const Instance& in) {
  return in.env.features.size() <= 4;
}

// Sec. 3.2: f̂^{↑↓} <= f̂^{↓↑} (the second debater's edge).
ClaimOutcome second_mover_edge() {
  ClaimOutcome o;
  const auto instances = boolean_instances();
  const auto& values = boolean_values();
  for (std::size_t k = 0; k < instances.size(); ++k)
    for (std::size_t j = 0; j < values[k].worlds.size(); ++j) {
      ++o.instances;
      if (values[k].up_down[j] > values[k].down_up[j] && !o.violation) {
        json v = describe(instances[k], values[k].worlds[j]);
        v["f_up_down"] = to_string(values[k].up_down[j]);
        v["f_down_up"] = to_string(values[k].down_up[j]);
        o.violation = v;
      }
    }
  return o;
}

// Lemma 8 (i): a is an optimal answer of the full answering game iff a in [f̂^{↑↓}, f̂^{↓↑}].
ClaimOutcome lemma8_optimal_answers() {
  ClaimOutcome o;
  for (const Instance& in : boolean_instances()) {
    if (!small(in) || (in.env.features.size() == 4 && in.rounds == 3)) continue;  // time budget
    FeatureDebate d(in.env, in.f, in.rounds);
    for (std::size_t w : support(in.env)) {
      const Rational lo = d.f_up_down(w), hi = d.f_down_up(w);
      std::vector<Rational> answers{0, 1, lo, hi, (lo + hi) / 2};
      if (lo > 0) answers.insert(answers.end(), {lo / 2, lo - lo / 64});
      if (hi < 1) answers.insert(answers.end(), {(1 + hi) / 2, hi + (1 - hi) / 64});
      for (const Rational& b : d.leaf_beliefs(w)) answers.push_back(b);
      ++o.instances;
      for (const Rational& a : answers) {
        const auto beaten = d.beating_answer(w, a);
        const bool inside = lo <= a && a <= hi;
        if (beaten.has_value() == inside) {
          json v = describe(in, w);
          v["f_up_down"] = to_string(lo);
          v["f_down_up"] = to_string(hi);
          v["answer"] = to_string(a);
          v["optimal_in_game"] = !beaten.has_value();
          if (beaten) v["beaten_by"] = to_string(*beaten);
          o.violation = v;
          return o;
        }
      }
    }
  }
  return o;
}

// Answers inside the interval: its ends, its midpoint and the leaf beliefs in it.
std::vector<Rational> inside_answers(const FeatureDebate& d, std::size_t w, const Rational& lo,
                                     const Rational& hi) {
  std::vector<Rational> out{lo, hi, (lo + hi) / 2};
  for (const Rational& b : d.leaf_beliefs(w))
    if (lo <= b && b <= hi) out.push_back(b);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// Lemma 8 (ii): the worst outcome error of optimal play equals max of the endpoint errors.
ClaimOutcome lemma8_error_claim() {
  ClaimOutcome o;
  for (const Instance& in : boolean_instances()) {
    if (!small(in)) continue;
    FeatureDebate d(in.env, in.f, in.rounds);
    for (std::size_t w : support(in.env)) {
      const Rational lo = d.f_up_down(w), hi = d.f_down_up(w);
      const Rational game = game_error(d, w, inside_answers(d, w, lo, hi));
      const Rational stated = lemma8_error(d, w);
      ++o.instances;
      if (game != stated) {
        json v = describe(in, w);
        v["game_error"] = to_string(game);
        v["lemma8_error"] = to_string(stated);
        o.violation = v;
        return o;
      }
    }
  }
  return o;
}

// Prop. 9: f depends on <= N features => F_π(f, N) is truth-promoting.
ClaimOutcome prop9() {
  ClaimOutcome o;
  const auto instances = boolean_instances();
  const auto& values = boolean_values();
  for (std::size_t k = 0; k < instances.size(); ++k) {
    const Instance& in = instances[k];
    if (static_cast<int>(relevant_features(in.env, in.f).size()) > in.rounds) {
      o.vacuous += values[k].worlds.size();
      continue;
    }
    for (std::size_t j = 0; j < values[k].worlds.size(); ++j) {
      ++o.instances;
      const Rational& truth = in.f[values[k].worlds[j]];
      if ((values[k].up_down[j] != truth || values[k].down_up[j] != truth) && !o.violation) {
        json v = describe(in, values[k].worlds[j]);
        v["f_up_down"] = to_string(values[k].up_down[j]);
        v["f_down_up"] = to_string(values[k].down_up[j]);
        o.violation = v;
      }
    }
  }
  return o;
}

const std::vector<Rational>& deltas() {
  static const std::vector<Rational> d{q(1, 2), q(1, 3), q(1, 5), q(1, 10), q(1, 100)};
  return d;
}

// Prop. 10 worst case: and of N+1 features, P(W_i = 1) = δ, w = 1...1: error >= 1 - δ.
ClaimOutcome prop10_worst() {
  ClaimOutcome o;
  for (int n = 1; n <= 3; ++n)
    for (int k : {n + 1, n + 2})
      for (const Rational& delta : deltas()) {
        Instance in{"and_" + std::to_string(n + 1) + " K=" + std::to_string(k) +
                        " delta=" + to_string(delta),
                    boolean_environment(k, delta),
                    {},
                    n};
        in.f = and_of(in.env, first(n + 1));
        FeatureDebate d(in.env, in.f, n);
        const std::size_t w = in.env.index(World(static_cast<std::size_t>(k), 1));
        const Rational err = lemma8_error(d, w);
        ++o.instances;
        if (err < 1 - delta && !o.violation) {
          json v = describe(in, w);
          v["error"] = to_string(err);
          v["bound"] = to_string(1 - delta);
          o.violation = v;
        }
      }
  return o;
}

// Prop. 10 in expectation: xor of N+1 uniform features: unique optimal answer 1/2 and expected
// error exactly 1/2.
ClaimOutcome prop10_expectation() {
  ClaimOutcome o;
  for (int n = 1; n <= 3; ++n)
    for (int k : {n + 1, n + 2}) {
      Instance in{"xor_" + std::to_string(n + 1) + " K=" + std::to_string(k) + " uniform",
                  boolean_environment(k, q(1, 2)),
                  {},
                  n};
      in.f = xor_of(in.env, first(n + 1));
      FeatureDebate d(in.env, in.f, n);
      for (std::size_t w : support(in.env)) {
        ++o.instances;
        bool ok = d.f_up_down(w) == q(1, 2) && d.f_down_up(w) == q(1, 2);
        if (ok)  // the unique optimal answer, from the answering game itself
          for (const Rational& a : {q(0), q(1, 4), q(49, 100), q(1, 2), q(51, 100), q(1)})
            ok = ok && (d.beating_answer(w, a).has_value() == (a != q(1, 2)));
        if (!ok && !o.violation) {
          json v = describe(in, w);
          v["f_up_down"] = to_string(d.f_up_down(w));
          v["f_down_up"] = to_string(d.f_down_up(w));
          o.violation = v;
        }
      }
      if (expected_error(d) != q(1, 2) && !o.violation)
        o.violation = json{
            {"instance", in.name}, {"rounds", n}, {"expected_error", to_string(expected_error(d))}};
    }
  return o;
}

// Cor. 11: answers a1, a2 in the interval: the debater arguing second gets |a1 - a2|.
ClaimOutcome cor11() {
  ClaimOutcome o;
  for (const Instance& in : boolean_instances()) {
    if (!small(in)) continue;
    FeatureDebate d(in.env, in.f, in.rounds);
    for (std::size_t w : support(in.env)) {
      const Rational lo = d.f_up_down(w), hi = d.f_down_up(w);
      const std::vector<Rational> answers{lo, (lo + hi) / 2, hi};
      ++o.instances;
      for (const Rational& a1 : answers)
        for (const Rational& a2 : answers) {
          const Rational gap = magnitude(a1 - a2);
          // first = 1: debater 2 argues second and gets |a1 - a2| (u_2 = -u_1).
          const Rational v1 = d.argumentation_value(w, a1, a2, 1);
          const Rational v2 = d.argumentation_value(w, a1, a2, 2);
          if ((v1 != -gap || v2 != gap) && !o.violation) {
            json v = describe(in, w);
            v["a1"] = to_string(a1);
            v["a2"] = to_string(a2);
            v["u1_first_1"] = to_string(v1);
            v["u1_first_2"] = to_string(v2);
            o.violation = v;
          }
        }
    }
  }
  return o;
}

// Sec. 5.1 family: K Boolean features (and one 3-valued), conditionals rotated from a list.
std::vector<IndependentEvidence> evidence_family() {
  const std::vector<std::pair<Rational, Rational>> pairs{{q(1, 2), q(1, 2)}, {q(3, 4), q(1, 4)},
                                                         {q(1, 4), q(3, 4)}, {q(2, 3), q(1, 3)},
                                                         {q(1, 5), q(1, 2)}, {q(9, 10), q(1, 10)}};
  std::vector<IndependentEvidence> out;
  for (int k = 1; k <= 4; ++k)
    for (int offset = 0; offset < 6; offset += (k == 1 ? 1 : 2))
      for (const Rational& p1 : {q(1, 2), q(1, 3)}) {
        IndependentEvidence p;
        p.p1 = p1;
        for (int j = 0; j < k; ++j) {
          auto [a, b] = pairs[static_cast<std::size_t>((offset + 3 * j) % 6)];
          p.features.push_back(Feature{2, 0});
          p.given1.push_back({1 - a, a});
          p.given0.push_back({1 - b, b});
        }
        out.push_back(p);
      }
  IndependentEvidence three;  // a 3-valued feature next to a Boolean one
  three.p1 = q(2, 5);
  three.features = {Feature{3, 0}, Feature{2, 0}};
  three.given1 = {{q(1, 2), q(1, 3), q(1, 6)}, {q(1, 4), q(3, 4)}};
  three.given0 = {{q(1, 6), q(1, 3), q(1, 2)}, {q(3, 5), q(2, 5)}};
  out.push_back(three);
  return out;
}

// Cor. 12: independent evidence => f̂^{↑↓} = f̂^{↓↑} = f̂*_N (log-odds p0 + Ev↑ - Ev↓).
ClaimOutcome cor12() {
  ClaimOutcome o;
  std::size_t index = 0;
  for (const IndependentEvidence& p : evidence_family()) {
    const Environment env = evidence_environment(p);
    const Question f = evidence_question(p);
    for (int n = 1; n <= 2; ++n) {
      FeatureDebate d(env, f, n);
      for (std::size_t w : support(env)) {
        ++o.instances;
        const Rational star = evidence_f_star(p, w, n);
        const Rational lo = d.f_up_down(w), hi = d.f_down_up(w);
        if ((lo != star || hi != star) && !o.violation) {
          Instance in{"evidence #" + std::to_string(index), env, f, n};
          json v = describe(in, w);
          v["f_up_down"] = to_string(lo);
          v["f_down_up"] = to_string(hi);
          v["f_star"] = to_string(star);
          o.violation = v;
        }
      }
    }
    ++index;
  }
  return o;
}

// Sec. 5.2 family: K features of D binary digits each, questions over numeric values.
std::vector<Instance> limited_instances(int max_rounds) {
  std::vector<Instance> out;
  for (const auto& kd : {std::pair{1, 3}, {2, 2}, {2, 3}, {3, 2}}) {
    const int k = kd.first, digits = kd.second;  // named: captured below (clang 14)
    std::vector<Feature> features(static_cast<std::size_t>(k), Feature{1 << digits, digits});
    const std::size_t m = std::size_t{1} << digits;
    std::vector<std::vector<Rational>> uniform(k, std::vector<Rational>(m, q(1, long(m))));
    std::vector<std::vector<Rational>> graded(k);
    for (auto& g : graded)
      for (std::size_t v = 0; v < m; ++v)
        g.push_back(Rational(long(v + 1)) / Rational(long(m * (m + 1) / 2)));
    for (auto [prior_name, marginals] : {std::pair{"uniform", uniform}, {"graded", graded}}) {
      Environment env = product_environment(features, marginals);
      const int last = k - 1;
      std::vector<std::pair<std::string, Question>> questions{
          {"x1", tabulate(env, [](const auto& x) { return x[0]; })},
          {"x_last", tabulate(env, [last](const auto& x) { return x[last]; })},
          {"mean", tabulate(env,
                            [k](const auto& x) {
                              Rational s = 0;
                              for (const Rational& xi : x) s += xi;
                              return Rational(s / k);
                            })},
          {"product", tabulate(env,
                               [](const auto& x) {
                                 Rational p = 1;
                                 for (const Rational& xi : x) p *= xi;
                                 return p;
                               })},
          {"max",
           tabulate(env, [](const auto& x) { return *std::max_element(x.begin(), x.end()); })},
          {"tent", tabulate(env, [](const auto& x) { return 1 - magnitude(2 * x[0] - 1); })}};
      for (auto& [name, f] : questions)
        for (int n = 1; n <= max_rounds; ++n)
          out.push_back(
              {name + " K=" + std::to_string(k) + " D=" + std::to_string(digits) + " " + prior_name,
               env, f, n});
    }
  }
  return out;
}

// Prop. 13: f L-Lipschitz w.r.t. ρ => F^l_π(f, N) is L / 2^⌊√N⌋-truth promoting.
ClaimOutcome prop13() {
  ClaimOutcome o;
  for (const Instance& in : limited_instances(4)) {
    const Rational lipschitz = lipschitz_constant(in.env, in.f);
    const Rational bound = prop13_bound(lipschitz, in.rounds);
    FeatureDebate d(in.env, in.f, in.rounds);
    for (std::size_t w : support(in.env)) {
      ++o.instances;
      const Rational err = lemma8_error(d, w);
      if (err > bound && !o.violation) {
        json v = describe(in, w);
        v["lipschitz"] = to_string(lipschitz);
        v["error"] = to_string(err);
        v["bound"] = to_string(bound);
        o.violation = v;
      }
    }
  }
  return o;
}

// Twin of Prop. 9: one round fewer than the relevant features: some f has a non-zero error.
ClaimOutcome twin_prop9() {
  ClaimOutcome o;
  for (const Instance& base : boolean_instances()) {
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
        o.violation = v;
        return o;
      }
    }
  }
  return o;
}

}  // namespace

std::vector<Instance> boolean_instances() {
  std::vector<Instance> out;
  for (int k = 1; k <= 6; ++k) {
    std::vector<std::pair<std::string, Environment>> priors{
        {"uniform", boolean_environment(k, q(1, 2))}, {"skewed", boolean_environment(k, q(1, 5))}};
    if (k <= 4) {
      std::vector<std::vector<Rational>> graded;
      for (int i = 0; i < k; ++i) graded.push_back({1 - q(i + 1, k + 2), q(i + 1, k + 2)});
      priors.emplace_back("graded",
                          product_environment(std::vector<Feature>(k, Feature{}), graded));
      Environment joint = boolean_environment(k, q(1, 2));
      Stream s{std::uint64_t(1000 + k)};
      Rational total = 0;
      for (Rational& p : joint.prior) {
        p = s.next(4);  // weights 0..3: some worlds outside the support
        total += p;
      }
      if (total == 0) joint.prior[0] = total = 1;
      for (Rational& p : joint.prior) p /= total;
      priors.emplace_back("joint", joint);
    }
    for (const auto& [prior_name, env] : priors) {
      std::vector<std::pair<std::string, Question>> questions;
      for (int m = (k <= 4 ? 1 : k); m <= k; ++m) {
        const std::string mm = std::to_string(m);
        questions.emplace_back("and_" + mm, and_of(env, first(m)));
        questions.emplace_back("or_" + mm, or_of(env, first(m)));
        questions.emplace_back("xor_" + mm, xor_of(env, first(m)));
        questions.emplace_back("majority_" + mm, majority_of(env, first(m)));
      }
      std::vector<Rational> weights;
      const long total = k * (k + 1) / 2;
      for (int i = 1; i <= k; ++i) weights.push_back(q(i, total));
      questions.emplace_back("threshold", threshold_of(env, first(k), weights, q(1, 2)));
      questions.emplace_back("weighted", weighted_sum(env, first(k), weights));
      Question random(env.world_count());
      Stream s{std::uint64_t(77 + k)};
      for (Rational& v : random) v = q(s.next(5), 4);
      questions.emplace_back("random", random);
      for (const auto& [name, f] : questions)
        for (int n = 1; n <= 3; ++n)
          out.push_back({name + " K=" + std::to_string(k) + " " + prior_name, env, f, n});
    }
  }
  return out;
}

std::vector<Claim> feature_claims() {
  const std::string boolean =
      "Boolean family (docs/FEATURE.md): K = 1..6, 4 priors (2 for K >= 5), and/or/xor/majority/"
      "threshold/weighted/random f, N = 1..3, every w in supp";
  const std::string small_family = "the Boolean family with K <= 4 (N = 1..3), every w in supp";
  return {
      {"feature.second_mover_edge", "seed 004 Sec. 3.2",
       "f̂_N^{↑↓}(w) <= f̂_N^{↓↑}(w) (the second debater's edge)", boolean, false, second_mover_edge},
      {"feature.lemma8.optimal_answers", "seed 004 Lemma 8 (i)",
       "in the answering game (Def. 2, random first mover, minimax over u_1), an answer is "
       "optimal iff it lies in [f̂_N^{↑↓}(w), f̂_N^{↓↑}(w)]",
       small_family + " except K = 4 with N = 3; answers: 0, 1, both ends, midpoint, points just "
                      "outside, leaf beliefs",
       false, lemma8_optimal_answers},
      {"feature.lemma8.error", "seed 004 Lemma 8 (ii)",
       "the largest error of an outcome of optimal play equals max{|f̂^{↑↓} - f|, |f̂^{↓↑} - f|}",
       small_family + "; optimal answer pairs from the ends, midpoint and leaf beliefs", false,
       lemma8_error_claim},
      {"feature.prop9", "seed 004 Prop. 9",
       "f depends on <= N features => F_π(f, N) is truth-promoting (f̂^{↑↓} = f̂^{↓↑} = f(w))",
       boolean + " with at most N relevant features", false, prop9},
      {"feature.prop10.worst_case", "seed 004 Prop. 10 (worst case), Sec. 4.2",
       "and of N+1 features with P(W_i = 1) = δ, w = 1...1: error >= 1 - δ",
       "N = 1..3, K = N+1 and N+2, δ in {1/2, 1/3, 1/5, 1/10, 1/100}", false, prop10_worst},
      {"feature.prop10.in_expectation", "seed 004 Prop. 10 (in expectation), Sec. 4.2",
       "xor of N+1 uniform features: f̂^{↑↓} = f̂^{↓↑} = 1/2 in every w, 1/2 the unique optimal "
       "answer (checked in the answering game), expected error exactly 1/2",
       "N = 1..3, K = N+1 and N+2, uniform prior", false, prop10_expectation},
      {"feature.cor11", "seed 004 Cor. 11",
       "answers a1, a2 in [f̂^{↑↓}, f̂^{↓↑}]: the debater arguing second gets utility |a1 - a2|",
       small_family + "; answers: both ends and the midpoint", false, cor11},
      {"feature.cor12", "seed 004 Sec. 5.1, Cor. 12",
       "independent evidence, bounded: f̂^{↑↓} = f̂^{↓↑} = f̂*_N (log-odds p0 + Ev↑_N - Ev↓_N)",
       "25 environments: K = 1..4 Boolean features with likelihoods from a list, P(X=1) in "
       "{1/2, 1/3}, one 3-valued; N = 1, 2",
       false, cor12},
      {"feature.prop13", "seed 004 Sec. 5.2, Prop. 13",
       "f L-Lipschitz w.r.t. ρ (L least on the grid) => F^l_π(f, N) is L/2^⌊√N⌋-truth promoting",
       "K features of D binary digits, (K, D) in {(1,3), (2,2), (2,3), (3,2)}, uniform and "
       "graded priors, f in {x1, x_K, mean, product, max, tent}, N = 1..4",
       false, prop13},
      {"feature.twin.prop9_one_round_short", "seed 004 Prop. 9 (falsifying twin)",
       "mutant: N = (relevant features) - 1 is enough; must show a non-zero error",
       "the Boolean family with K <= 4, each f with >= 2 relevant features", true, twin_prop9},
      {"feature.twin.prop13_non_lipschitz", "seed 004 Prop. 13 (falsifying twin)",
       "mutant: drop the Lipschitz hypothesis (xor of the last digits, asserted 1-Lipschitz); must "
       "exceed L/2^⌊√N⌋",
       "K = 2 features of 3 digits, uniform, N = 1..4", true, twin_prop13},
  };
}

}  // namespace debref::feature
