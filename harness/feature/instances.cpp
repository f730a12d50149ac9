#include "harness/feature/instances.hpp"

#include <algorithm>

#include "harness/core/stream.hpp"
#include "reference/feature/questions.hpp"

namespace debref::feature {

using nlohmann::json;

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

CopiedEvidence copied_evidence() {
  CopiedEvidence c;
  c.p = IndependentEvidence{{Feature{2, 0}, Feature{2, 0}},
                            q(1, 2),
                            {{q(1, 4), q(3, 4)}, {q(1, 4), q(3, 4)}},
                            {{q(3, 4), q(1, 4)}, {q(3, 4), q(1, 4)}}};
  c.env.features = c.p.features;
  c.env.prior.assign(c.env.world_count(), q(0));
  c.f.assign(c.env.world_count(), q(0));
  for (std::size_t w = 0; w < c.env.world_count(); ++w) {
    const World x = c.env.world(w);
    if (x[0] != x[1]) continue;  // W_2 = W_1
    const Rational one = c.p.p1 * c.p.given1[0][x[0]], zero = (1 - c.p.p1) * c.p.given0[0][x[0]];
    c.env.prior[w] = one + zero;
    c.f[w] = one / (one + zero);
  }
  return c;
}

Environment grid_environment(int features, int k) {
  return product_environment(
      std::vector<Feature>(static_cast<std::size_t>(features), Feature{k, 0}),
      std::vector<std::vector<Rational>>(
          static_cast<std::size_t>(features),
          std::vector<Rational>(static_cast<std::size_t>(k), q(1, k))));
}

// Sec. 5.2 family: K features of D binary digits each, questions over numeric values.
std::vector<Instance> limited_instances() {
  std::vector<Instance> out;
  for (const auto& kd : {std::pair{1, 3}, {2, 2}, {2, 3}, {3, 2}, {3, 3}}) {
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
          {"tent", tabulate(env, [](const auto& x) { return 1 - magnitude(2 * x[0] - 1); })},
          // Σ 2^-i x_i / Σ 2^-i: Lipschitz constant 1 / (1 - 2^-K) w.r.t. ρ, so its bound is
          // below its range from N = 1 on.
          {"weighted", tabulate(env, [k](const auto& x) {
             Rational s = 0, weight(1, 2), total = 0;
             for (int i = 0; i < k; ++i, weight /= 2) {
               s += weight * x[static_cast<std::size_t>(i)];
               total += weight;
             }
             return Rational(s / total);
           })}};
      // N = 1 .. ceil(K D / 2): the last N reveals every digit (two arguments per round).
      const int max_rounds = (k * digits + 1) / 2;
      for (auto& [name, f] : questions)
        for (int n = 1; n <= max_rounds; ++n)
          out.push_back(
              {name + " K=" + std::to_string(k) + " D=" + std::to_string(digits) + " " + prior_name,
               env, f, n});
    }
  }
  return out;
}

Environment hidden_bit_environment(const Rational& p1,
                                   const std::vector<std::pair<Rational, Rational>>& signals) {
  Environment env = boolean_environment(static_cast<int>(signals.size()) + 1, q(1, 2));
  for (std::size_t w = 0; w < env.world_count(); ++w) {
    const World x = env.world(w);
    Rational p = x[0] == 1 ? p1 : 1 - p1;
    for (std::size_t j = 0; j < signals.size(); ++j) {
      const Rational one = x[0] == 1 ? signals[j].first : signals[j].second;
      p *= x[j + 1] == 1 ? one : 1 - one;
    }
    env.prior[w] = p;
  }
  return env;
}

std::vector<Instance> yes_no_instances() {
  const std::vector<std::pair<Rational, Rational>> signals{
      {q(1), q(0)},         {q(3, 4), q(1, 4)}, {q(1, 2), q(1, 2)}, {q(2, 3), q(1, 3)},
      {q(9, 10), q(1, 10)}, {q(1, 5), q(1, 2)}, {q(0), q(1)}};
  std::vector<Instance> out;
  for (std::size_t k = 2; k <= 4; ++k)
    for (std::size_t offset = 0; offset < signals.size(); ++offset)
      for (const Rational& p1 : {q(1, 2), q(1, 3)}) {
        std::vector<std::pair<Rational, Rational>> chosen;
        for (std::size_t j = 1; j <= k; ++j)
          chosen.push_back(signals[(offset + 2 * j) % signals.size()]);
        const Environment env = hidden_bit_environment(p1, chosen);
        const Question f = and_of(env, {0});
        for (int n = 1; 2 * std::size_t(n) <= k; ++n)
          out.push_back({"yes_no k=" + std::to_string(k) + " offset " + std::to_string(offset) +
                             " P(X=1)=" + to_string(p1),
                         env, f, n});
      }
  return out;
}

const std::vector<Rational>& deltas() {
  static const std::vector<Rational> d{q(1, 2), q(1, 3), q(1, 5), q(1, 10), q(1, 100)};
  return d;
}

}  // namespace debref::feature

namespace debref::feature {

namespace {

Spline spline(std::vector<Rational> knots, std::vector<std::vector<Rational>> pieces) {
  return Spline{std::move(knots), std::move(pieces)};
}
const Spline kIdentity = spline({q(0), q(1)}, {{q(0), q(1)}});
const Spline kSquare = spline({q(0), q(1)}, {{q(0), q(0), q(1)}});
// |2x - 1| (knot 1/2).
const Spline kFold = spline({q(0), q(1, 2), q(1)}, {{q(1), q(-2)}, {q(-1), q(2)}});

ContinuousInstance question(std::string name, std::vector<Spline> g,
                            std::vector<MultilinearTerm> terms) {
  return {std::move(name), ContinuousQuestion{std::move(g), std::move(terms)}, 12};
}

}  // namespace

const std::vector<ContinuousInstance>& continuous_questions() {
  static const std::vector<ContinuousInstance> all = [] {
    std::vector<ContinuousInstance> out;
    out.push_back(question("x", {kIdentity}, {{q(1), {0}}}));
    out.push_back(question("x^2", {kSquare}, {{q(1), {0}}}));
    out.push_back(
        question("3/2 |x - 1/3|",
                 {spline({q(0), q(1, 3), q(1)}, {{q(1, 2), q(-3, 2)}, {q(-1, 2), q(3, 2)}})},
                 {{q(1), {0}}}));
    out.push_back(question("tent 1 - |2x - 1|", {kFold}, {{q(1), {}}, {q(-1), {0}}}));
    out.push_back(
        question("(x1 + x2)/2", {kIdentity, kIdentity}, {{q(1, 2), {0}}, {q(1, 2), {1}}}));
    out.push_back(
        question("2/3 x1 + 1/3 x2", {kIdentity, kIdentity}, {{q(2, 3), {0}}, {q(1, 3), {1}}}));
    out.push_back(question("2/3 x1 + 1/3 x2 - 1/6 x1 x2", {kIdentity, kIdentity},
                           {{q(2, 3), {0}}, {q(1, 3), {1}}, {q(-1, 6), {0, 1}}}));
    out.push_back(question("x1 x2", {kIdentity, kIdentity}, {{q(1), {0, 1}}}));
    out.push_back(question("x1 + x2 - 2 x1 x2", {kIdentity, kIdentity},
                           {{q(1), {0}}, {q(1), {1}}, {q(-2), {0, 1}}}));
    out.push_back(
        question("x1^2/2 + |2 x2 - 1|/2", {kSquare, kFold}, {{q(1, 2), {0}}, {q(1, 2), {1}}}));
    out.push_back(question("4/7 x1 + 2/7 x2 + 1/7 x3", {kIdentity, kIdentity, kIdentity},
                           {{q(4, 7), {0}}, {q(2, 7), {1}}, {q(1, 7), {2}}}));
    out.push_back(question("x1 x2 x3", {kIdentity, kIdentity, kIdentity}, {{q(1), {0, 1, 2}}}));
    out.push_back(question("(x1 + x2 |2 x3 - 1|)/2", {kIdentity, kIdentity, kFold},
                           {{q(1, 2), {0}}, {q(1, 2), {1, 2}}}));
    return out;
  }();
  return all;
}

}  // namespace debref::feature
