// Source: seed 000 Lemma A.4 (soundness) with mu a distribution over two inputs: the lemma's
// bound E_{x~mu}[V^{A,B}(x)] < r^{d+1} P_{x~mu}[A(x) = L(x)] + (2d+1) delta for the B of its
// proof learned over mu (reference/pe/bounded_estimator.hpp `bounded_estimators`: one run of
// Algorithm 1 per level on the contexts of both inputs, indistinguishable in expectation over mu,
// not input by input); and the twin where B is learned over another distribution than the one
// the debate is played on.
#include <algorithm>
#include <array>
#include <map>

#include "harness/core/deadline.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "reference/support/parallel.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

// The pairs of pe.soundness's decompositions (the family and Sec. 7's obfuscated arguments)
// that follow each other in that order among those of one depth.
std::vector<std::array<Instance, 2>> input_pairs() {
  std::vector<Instance> family = instances();
  for (const Instance& in : obfuscated_instances()) family.push_back(in);
  std::map<int, std::vector<Instance>> by_depth;
  for (Instance& in : family) by_depth[depth(in.root)].push_back(std::move(in));
  std::vector<std::array<Instance, 2>> out;
  for (const auto& [d, list] : by_depth)
    for (std::size_t i = 0; i + 1 < list.size(); ++i) out.push_back({list[i], list[i + 1]});
  return out;
}

// P[A(x) = L(x)] on one input: the probability that the correct answer is A's claim.
Rational agreement(const Node& root, int claim) {
  return claim == 1 ? correct(root) : Rational(1 - correct(root));
}

// Lemma A.4 over each mu of `mus` for one pair and every prover, into `out`; B learned over mu
// (the claim) or over its weights swapped (the twin, which stops at its first catch). Returns
// the gradient steps taken.
long soundness_pair(const std::array<Instance, 2>& pair,
                    const std::vector<std::vector<Rational>>& mus, bool twin, ClaimOutcome& out,
                    StepTally& tally) {
  const Rational r = reward_ratio(family_eps(), family_rho());
  const Rational& delta = soundness_delta();
  long steps = 0;
  const int d = depth(pair[0].root);
  const auto provers0 = soundness_provers(pair[0].root);
  const auto provers1 = soundness_provers(pair[1].root);
  for (std::size_t a = 0; a < provers0.size(); ++a)
    for (const auto& mu : mus) {
      throw_if_past_deadline();
      const std::vector<Rational> learned_on = twin ? std::vector<Rational>{mu[1], mu[0]} : mu;
      BoundedEstimator total;
      const std::vector<BoundedEstimator> bs =
          bounded_estimators({{&pair[0].root, &provers0[a].second, learned_on[0]},
                              {&pair[1].root, &provers1[a].second, learned_on[1]}},
                             r, delta, kSoundnessSteps, true, &total);
      steps += total.steps;
      if (!total.converged) {
        out.undecided = true;
        continue;
      }
      tally.add(total);
      const int claim = provers0[a].second.claim;
      std::array<Rational, 2> payoff;
      Rational value = 0, agree = 0;
      for (std::size_t x = 0; x < 2; ++x) {
        payoff[x] = expected_payoff(pair[x].root, x == 0 ? provers0[a].second : provers1[a].second,
                                    bs[x].b, r);
        value += mu[x] * payoff[x];
        agree += mu[x] * agreement(pair[x].root, claim);
      }
      const Rational bound = power(r, d + 1) * agree + (2 * d + 1) * delta;
      ++out.instances;
      auto instance = [&] {
        json inputs = json::array();
        for (std::size_t x = 0; x < 2; ++x)
          inputs.push_back({{"instance", pair[x].name},
                            {"decomposition", decomposition_json(pair[x].root)},
                            {"mu", to_string(mu[x])},
                            {"estimator", estimator_json(bs[x].b)},
                            {"payoff", to_string(payoff[x])}});
        return json{{"inputs", inputs},
                    {"prover", provers0[a].first},
                    {"B learned on mu", {to_string(learned_on[0]), to_string(learned_on[1])}},
                    {"max_adv", to_string(total.max_adv)},
                    {"E_mu payoff", to_string(value)},
                    {"bound r^(d+1) P[A(x)=L(x)] + (2d+1) delta", to_string(bound)}};
      };
      if (!twin) out.slack(bound - value, instance);
      if (!twin && !out.violation) out.violation = step_count_violation(total, instance);
      if (value < bound || out.violation) continue;
      out.violation = instance();
      if (!twin) continue;
      // The replay: the input contributing more to the mean, its payoff against its estimator.
      const std::size_t x = mu[0] * payoff[0] >= mu[1] * payoff[1] ? 0 : 1;
      json& v = *out.violation;
      v["decomposition"] = v["inputs"][x]["decomposition"];
      v["estimator"] = v["inputs"][x]["estimator"];
      v["payoff"] = v["inputs"][x]["payoff"];
      named_prover_replay(v, claim, provers0[a].first);
      return steps;
    }
  return steps;
}

}  // namespace

ClaimOutcome soundness_over_mu() {
  const std::vector<std::array<Instance, 2>> pairs = input_pairs();
  const std::vector<std::vector<Rational>> mus = {{Rational(1, 2), Rational(1, 2)},
                                                  {Rational(9, 10), Rational(1, 10)}};
  std::vector<ClaimOutcome> parts(pairs.size());
  std::vector<StepTally> tallies(pairs.size());
  std::vector<long> steps(pairs.size(), 0);
  parallel_for(pairs.size(), std::min(2u, default_threads()), [&](std::size_t i) {
    steps[i] = soundness_pair(pairs[i], mus, false, parts[i], tallies[i]);
  });
  ClaimOutcome out;
  StepTally tally;
  long all = 0;
  for (std::size_t i = 0; i < pairs.size(); ++i)
    out.merge(parts[i]), tally.merge(tallies[i]), all += steps[i];
  out.detail = std::to_string(pairs.size()) +
               " pairs of decompositions of one depth x 24 provers x 2 mu; delta = " +
               to_string(soundness_delta()) + ", " + std::to_string(all) +
               " gradient steps in all" + tally.text();
  return out;
}

ClaimOutcome twin_soundness_mu_mismatch() {
  ClaimOutcome out;
  StepTally tally;
  for (const auto& pair : input_pairs()) {
    soundness_pair(pair, {{Rational(9, 10), Rational(1, 10)}}, true, out, tally);
    if (out.violation) break;
  }
  return out;
}

}  // namespace debref::pe
