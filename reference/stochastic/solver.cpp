#include "reference/stochastic/solver.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>

#include "reference/num/certified.hpp"
#include "reference/stochastic/completeness.hpp"
#include "reference/stochastic/honest.hpp"
#include "reference/stochastic/shared_steps.hpp"
#include "reference/stochastic/soundness.hpp"
#include "reference/support/parallel.hpp"

namespace debref::stochastic {

SampleCounts sample_counts(const Params& p) {
  return {samples(p.c, p.q), samples(Rational((p.b - p.s) / 2), p.q),
          samples(Rational((p.s - p.c) / 2), p.v)};
}

Estimator bob_estimator(const Params& p) {
  return {samples(Rational((p.b - p.s) / 2), p.q), Rational((p.s + p.b) / 2)};
}

Estimator vera_estimator(const Params& p) {
  return {samples(Rational((p.s - p.c) / 2), p.v), Rational((p.c + p.s) / 2)};
}

Protocol protocol(const Params& p) {
  return {samples(p.c, p.q), bob_estimator(p), vera_estimator(p)};
}

std::string key(const Protocol& p) {
  return std::to_string(p.alice_samples) + "|" + std::to_string(p.bob.n) + ":" +
         to_string(p.bob.radius) + "|" + std::to_string(p.vera.n) + ":" + to_string(p.vera.radius);
}

namespace {

void validate(const Oracle& o, const SolveLimits& limits) {
  if (o.t < 0 || o.t > limits.max_t)
    throw std::invalid_argument("t: " + std::to_string(o.t) + " outside the allowed range 0.." +
                                std::to_string(limits.max_t) + " (raise --max-t)");
  o.validate();
}

void validate(const Protocol& p, const SolveLimits& limits) {
  for (auto [name, count] :
       {std::pair{"alice", p.alice_samples}, {"bob", p.bob.n}, {"vera", p.vera.n}})
    if (count > limits.max_samples || count == 0)
      throw std::invalid_argument("samples." + std::string(name) + ": " + std::to_string(count) +
                                  " outside the allowed range 1.." +
                                  std::to_string(limits.max_samples) + " (raise --max-samples)");
}

void validate(const Oracle& o, const Params& p, const SolveLimits& limits) {
  validate(o, limits);
  // The protocol is defined when every `samples` call is (e > 0, 0 < q < 2). Lean's other
  // Params fields (q1, v1, qv, bw, complete, sound) are hypotheses of the theorems, not of the
  // protocol, so they are reported by the callers rather than enforced here.
  for (const auto& f : defined_fields(p))
    if (!f.holds)
      throw std::invalid_argument("Params." + f.name + ": " + f.statement +
                                  " fails (c = " + to_string(p.c) + ", s = " + to_string(p.s) +
                                  ", b = " + to_string(p.b) + ", q = " + to_string(p.q) +
                                  ", v = " + to_string(p.v) + ")");
}

/// Leaf value of a child of a depth-t node: the debate outputs the newest bit (Lean y.head).
template <class Num>
Value<Num> leaf(bool bit) {
  return value_of<Num>(Rational(bit ? 1 : 0));
}

/// Scheduling weight of a step at probability x = a/d: bits of a (d - a), the growth per sample
/// of the binomial numerators every step multiplies.
std::size_t operand_bits(const Rational& x) {
  const Integer a = boost::multiprecision::numerator(x), d = boost::multiprecision::denominator(x);
  const Integer product = a * (d - a);
  return product <= 0 ? 1 : boost::multiprecision::msb(product) + 2;
}

/// Backward induction over all prefixes, in one number mode.
template <class Num>
struct Induction {
  std::vector<Value<Num>> honest, completeness, soundness;
  std::vector<std::optional<bool>> attained;
  std::vector<std::vector<bool>> bob_accept;
  std::vector<Rational> alice_claim;
  Costs<Value<Num>> cost;
  Value<Num> root_attained_dummy;
};

template <class Num>
Induction<Num> induct(const Oracle& o, const Protocol& p, const Rational& approach, bool tables,
                      long bits, unsigned threads, SharedSteps* reuse = nullptr) {
  const SampleCounts n{p.alice_samples, p.bob.n, p.vera.n};
  const Estimator &bob = p.bob, &vera = p.vera;
  const std::size_t nodes = Oracle::node_count(o.t);
  Induction<Num> r;
  r.honest.resize(nodes);
  r.completeness.resize(nodes);
  r.soundness.resize(nodes);
  r.attained.resize(nodes);
  if (tables) {
    r.bob_accept.resize(nodes);
    r.alice_claim.resize(nodes);
  }
  // Honest play depends on the node's probability only: one step per distinct probability.
  std::map<Rational, HonestStep<Num>> honest_steps;
  for (const auto& x : o.probs) honest_steps.emplace(x, HonestStep<Num>{});
  auto honest_at = [&](const Rational& x) -> const HonestStep<Num>& { return honest_steps.at(x); };
  // Last-level nodes have leaf children (Lean y.head): their completeness and soundness steps
  // depend on the node's probability alone, so each distinct probability is solved once (and,
  // with `reuse`, once across solves of the same protocol at the same precision).
  struct LastLevel {
    CompletenessStep<Num> completeness;
    SoundnessStep<Num> soundness;
    bool reused = false;
  };
  std::map<Rational, LastLevel> last_steps;
  std::set<Rational> reused_honest;
  auto child_of = [&](std::size_t h, const std::vector<Value<Num>>& values, bool bit) {
    bool last = Prefix::from_index(h).length == o.t;
    return last ? leaf<Num>(bit) : values[2 * h + 1 + (bit ? 1 : 0)];
  };
  auto reuse_key = [&](const Rational& x) {
    return to_string(x) + "|" + key(p) + "|" + std::to_string(bits) + "|" + to_string(approach);
  };
  std::vector<CompletenessStep<Num>> cs(nodes);
  std::vector<SoundnessStep<Num>> ss(nodes);
  // Level by level from the leaves: the honest steps, then each node's completeness and
  // soundness steps, are independent tasks.
  for (int level = o.t; level >= 0; --level) {
    const std::size_t first = (std::size_t{1} << level) - 1, width = std::size_t{1} << level;
    const bool last = level == o.t;
    // (weight, task): longest first, so two threads finish together. An honest step costs
    // about 1.5 completeness steps and 6 soundness steps at the same probability.
    std::vector<std::pair<double, std::function<void()>>> tasks;
    auto weight = [](double kind, const Rational& x) {
      return -kind * static_cast<double>(operand_bits(x));
    };
    if (last) {
      for (auto& [x, step] : honest_steps) {
        if constexpr (std::is_same_v<Num, Interval>) {
          if (reuse) {
            std::lock_guard<std::mutex> lock(reuse->mutex);
            if (auto it = reuse->honest.find(reuse_key(x)); it != reuse->honest.end()) {
              step = it->second;
              reused_honest.insert(x);
              continue;
            }
          }
        }
        tasks.push_back({weight(6, x), [&x, &step, &n, &bob, &vera] {
                           step = honest_step<Num>(x, n.alice, bob, vera);
                         }});
      }
      for (std::size_t h = first; h < first + width; ++h) {
        const Rational& x = o.probs[h];
        if (last_steps.count(x)) continue;
        LastLevel& step = last_steps[x];
        if constexpr (std::is_same_v<Num, Interval>) {
          if (reuse) {
            std::lock_guard<std::mutex> lock(reuse->mutex);
            if (auto it = reuse->last_level.find(reuse_key(x)); it != reuse->last_level.end()) {
              step.completeness = it->second.completeness;
              step.soundness = it->second.soundness;
              step.reused = true;
              continue;
            }
          }
        }
        tasks.push_back({weight(4, x), [&x, &step, &n, &vera] {
                           step.completeness = completeness_step<Num>(
                               x, n.alice, vera, leaf<Num>(false), leaf<Num>(true));
                         }});
        tasks.push_back({weight(1, x), [&x, &step, &bob, &vera, &approach] {
                           step.soundness =
                               soundness_step<Num>(x, bob, vera, leaf<Num>(false), leaf<Num>(true),
                                                   true, true, approach);
                         }});
      }
    } else {
      for (std::size_t h = first; h < first + width; ++h) {
        const Rational& x = o.probs[h];
        tasks.push_back({weight(4, x), [&, h] {
                           cs[h] = completeness_step<Num>(x, n.alice, vera,
                                                          child_of(h, r.completeness, false),
                                                          child_of(h, r.completeness, true));
                         }});
        tasks.push_back({weight(1, x), [&, h] {
                           ss[h] = soundness_step<Num>(
                               x, bob, vera, child_of(h, r.soundness, false),
                               child_of(h, r.soundness, true), r.attained[2 * h + 1],
                               r.attained[2 * h + 2], approach);
                         }});
      }
    }
    std::stable_sort(tasks.begin(), tasks.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    parallel_for(tasks.size(), threads, [&](std::size_t slot) {
      Interval::PrecisionScope precision(bits);
      tasks[slot].second();
    });
    if constexpr (std::is_same_v<Num, Interval>) {
      if (last && reuse) {
        std::lock_guard<std::mutex> lock(reuse->mutex);
        for (const auto& [x, step] : last_steps)
          if (!step.reused)
            reuse->last_level.emplace(reuse_key(x),
                                      SharedSteps::LastLevel{step.completeness, step.soundness});
        for (const auto& [x, step] : honest_steps)
          if (!reused_honest.count(x)) reuse->honest.emplace(reuse_key(x), step);
      }
    }
    for (std::size_t h = first; h < first + width; ++h) {
      if (last) {
        const LastLevel& step = last_steps.at(o.probs[h]);
        cs[h] = step.completeness;
        ss[h] = step.soundness;
      }
      const HonestStep<Num>& hs = honest_at(o.probs[h]);
      r.honest[h] =
          hs.one * child_of(h, r.honest, true) + hs.zero * child_of(h, r.honest, false) + hs.vera;
      r.completeness[h] = cs[h].value;
      r.soundness[h] = ss[h].value;
      r.attained[h] = ss[h].attained;
      if (tables) {
        r.bob_accept[h] = std::move(cs[h].accept);
        r.alice_claim[h] = ss[h].claim;
      }
    }
  }
  // Expected queries under honest play (Lean Comp.cost): every step reached costs n_a and n_b;
  // Vera runs once, when Bob rejects.
  std::vector<Value<Num>> reach(nodes, value_of<Num>(Rational(0)));
  reach[0] = value_of<Num>(Rational(1));
  Value<Num> steps = value_of<Num>(Rational(0)), vera_runs = value_of<Num>(Rational(0));
  for (std::size_t h = 0; h < nodes; ++h) {
    const HonestStep<Num>& hs = honest_at(o.probs[h]);
    steps += reach[h];
    vera_runs += reach[h] * hs.reject;
    if (2 * h + 2 < nodes) {
      reach[2 * h + 1] = reach[h] * hs.zero;
      reach[2 * h + 2] = reach[h] * hs.one;
    }
  }
  r.cost.alice = steps * value_of<Num>(Rational(Integer(n.alice)));
  r.cost.bob = steps * value_of<Num>(Rational(Integer(n.bob)));
  r.cost.vera = vera_runs * value_of<Num>(Rational(Integer(n.vera)));
  return r;
}

const Rational kDefaultApproach(1, 1000000);

}  // namespace

ExactValues solve_exact(const Oracle& o, const Protocol& p, const SolveLimits& limits) {
  validate(o, limits);
  validate(p, limits);
  Induction<Integer> r = induct<Integer>(o, p, kDefaultApproach, false, 192, limits.threads);
  ExactValues v;
  v.final_prob = final_prob(o);
  v.honest = r.honest[0];
  v.completeness = r.completeness[0];
  v.soundness = r.soundness[0];
  v.soundness_attained = r.attained[0].value_or(false);
  v.cost = r.cost;
  return v;
}

CertifiedValues solve_certified(const Oracle& o, const Protocol& p, long bits,
                                const SolveLimits& limits, SharedSteps* reuse) {
  validate(o, limits);
  validate(p, limits);
  Interval::PrecisionScope precision(bits);
  Induction<Interval> r =
      induct<Interval>(o, p, kDefaultApproach, false, bits, limits.threads, reuse);
  CertifiedValues v;
  v.final_prob = final_prob(o);
  v.honest = r.honest[0];
  v.completeness = r.completeness[0];
  v.soundness = r.soundness[0];
  v.soundness_attained = r.attained[0];
  v.cost = r.cost;
  return v;
}

ExactValues solve_exact(const Oracle& o, const Params& p, const SolveLimits& limits) {
  validate(o, p, limits);
  return solve_exact(o, protocol(p), limits);
}

CertifiedValues solve_certified(const Oracle& o, const Params& p, long bits,
                                const SolveLimits& limits) {
  validate(o, p, limits);
  return solve_certified(o, protocol(p), bits, limits);
}

BobTable optimal_bob(const Oracle& o, const Params& p, const SolveLimits& limits) {
  validate(o, p, limits);
  Induction<Integer> r =
      induct<Integer>(o, protocol(p), kDefaultApproach, true, 192, limits.threads);
  return {sample_counts(p).alice, std::move(r.bob_accept)};
}

AliceTable optimal_alice(const Oracle& o, const Params& p, const Rational& approach,
                         const SolveLimits& limits) {
  validate(o, p, limits);
  Induction<Integer> r = induct<Integer>(o, protocol(p), approach, true, 192, limits.threads);
  AliceTable t;
  t.claim = std::move(r.alice_claim);
  for (const auto& a : r.attained) t.attained.push_back(a.value_or(false));
  return t;
}

}  // namespace debref::stochastic
