#include "harness/stochastic/evaluate.hpp"

#include <functional>
#include <optional>
#include <tuple>

#include "harness/core/deadline.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/replay.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "harness/stochastic/solve_cache.hpp"
#include "harness/stochastic/theorems.hpp"
#include "reference/num/certified.hpp"

namespace debref::stochastic {

namespace {

using nlohmann::json;

/// Evaluates `value >= bound` on every default instance; the first failure is recorded.
/// `test` returns nullopt when a hypothesis fails (the instance is vacuous).
using InstanceTest =
    std::function<std::optional<Inequality>(const Instance&, const Params&, const ExactValues&)>;

/// Runs an instance-wise inequality over the default instances with Params chosen per instance.
ClaimOutcome over_instances(const std::function<Params(const Instance&)>& params_of,
                            const std::function<Protocol(const Params&)>& protocol_of,
                            const InstanceTest& test, bool stop_at_violation = false) {
  ClaimOutcome out;
  const progress::Sweep shown("oracles", default_instances().size());
  for (const Instance& in : default_instances()) {
    progress::step();
    if (out.stop_at_deadline(default_instances().size())) break;
    Params p = params_of(in);
    const ExactValues& v = cached_exact(in.oracle, protocol_of(p));
    std::optional<Inequality> ineq = test(in, p, v);
    if (!ineq) {
      ++out.vacuous;
      continue;
    }
    ++out.instances;
    auto instance = [&] {
      return violation(in.oracle, p, in.k, ineq->what, ineq->value, ineq->bound);
    };
    out.slack(ineq->value - ineq->bound, instance);
    if (ineq->value < ineq->bound && !out.violation) {
      out.violation = instance();
      if (stop_at_violation) break;
    }
  }
  return out;
}

Params tenfold_of(const Instance& in) {
  return tenfold_params(in.k, in.oracle.t);
}
Protocol honest_protocol(const Params& p) {
  return protocol(p);
}

/// Grids for the Params.defaults and cost claims (k rational, t natural).
std::vector<Rational> k_grid() {
  return {Rational(1, 2), Rational(1), Rational(3, 2), Rational(2), Rational(10), Rational(100)};
}
std::vector<int> t_grid() {
  return {0, 1, 2, 3, 10, 100, 1000, 1000000};
}

/// `test` (soundness_p by default) under a mutated protocol, stopping at the first violation (a
/// twin). The replay
/// command of the violation carries the mutation as `debref debate` flags (`flags` of its Params),
/// so replaying it shows the mutant's failing value.
ClaimOutcome mutated(const std::function<void(const Params&, Protocol&)>& mutate,
                     const std::function<std::string(const Params&)>& flags,
                     const InstanceTest& test = soundness_p) {
  ClaimOutcome out = over_instances(
      tenfold_of,
      [&](const Params& p) {
        Protocol m = protocol(p);
        mutate(p, m);
        return m;
      },
      test, true);
  if (out.violation) {
    json& v = *out.violation;
    const Params p = parse_params(v["params"], parse_oracle(v["oracle"], 24).t);
    v["replay"] = v["replay"].get<std::string>() + " " + flags(p);
  }
  return out;
}

}  // namespace

ClaimOutcome defaults_fields(bool b_raised) {
  ClaimOutcome out;
  for (const Rational& k : k_grid())
    for (int t : t_grid()) {
      ++out.instances;
      Params p = Params::defaults(k, t);
      if (b_raised) p.b = 6 / (100 * k);
      auto fields = all_fields(p, Rational(2, 3), Rational(3, 5), k, t);
      // The least field slack (rhs - lhs) at this (k, t), and which field attains it.
      const auto sides = params_sides<Rational>(p.v, p.c, p.s, p.b, p.q, Rational(2, 3),
                                                Rational(3, 5), k, Rational(t + 1), 0, 1);
      for (const auto& f : sides)
        out.slack(f.rhs - f.lhs, [&] {
          return json{{"k", to_string(k)}, {"t", t}, {"field", f.name}};
        });
      if (!valid(fields) && !out.violation) {
        out.violation = json{{"k", to_string(k)}, {"t", t}, {"field", first_failure(fields)}};
        if (b_raised && first_failure(fields) == "sound") {
          // Lean Params.sound, d <= (1-v)(1-q(t+1))(w - k b): raising b by db is raising d by
          // (1-v)(1-q(t+1)) k db, so `debref params` with that d shows the mutant's field.
          const Params defaults = Params::defaults(k, t);
          const Rational d =
              Rational(3, 5) + (1 - p.v) * (1 - p.q * (t + 1)) * k * (p.b - defaults.b);
          (*out.violation)["holds"] = false;
          (*out.violation)["equivalent_d"] = to_string(d);
          set_replay(*out.violation,
                     "debref params --k " + to_string(k) + " --t " + std::to_string(t) + " --d " +
                         to_string(d),
                     "/defaults/fields/sound", false);
        }
      }
    }
  return out;
}

ClaimOutcome completeness_prime_bound() {
  return over_instances(tenfold_of, honest_protocol, completeness_prime);
}

ClaimOutcome completeness_p_bound() {
  return over_instances(tenfold_of, honest_protocol, completeness_p);
}

ClaimOutcome soundness_prime_bound() {
  return over_instances(tenfold_of, honest_protocol, soundness_prime);
}

ClaimOutcome soundness_p_bound() {
  return over_instances(tenfold_of, honest_protocol, soundness_p);
}

ClaimOutcome honest_cost(bool steps_miscounted) {
  ClaimOutcome out;
  for (const Instance& in : default_instances()) {
    Params p = tenfold_of(in);
    const ExactValues& v = cached_exact(in.oracle, protocol(p));
    SampleCounts n = sample_counts(p);
    if (steps_miscounted) {
      const Rational bound(Integer(in.oracle.t) * Integer(n.alice));
      ++out.instances;
      if (v.cost.alice > bound) {
        out.violation =
            violation(in.oracle, p, in.k, "alice cost <= t samples(c,q)", v.cost.alice, bound);
        break;  // caught: one instance is enough
      }
      continue;
    }
    const Rational steps = in.oracle.t + 1;
    for (auto [name, cost, bound] :
         {std::tuple{"alice", v.cost.alice, Rational(steps * Integer(n.alice))},
          {"bob", v.cost.bob, Rational(steps * Integer(n.bob))},
          {"vera", v.cost.vera, Rational(Integer(n.vera))}}) {
      ++out.instances;
      // Init-captures: clang 14 cannot capture structured bindings.
      auto instance = [&, name = name, &cost = cost, &bound = bound] {
        return violation(in.oracle, p, in.k, std::string(name) + " cost <= bound", cost, bound);
      };
      out.slack(bound - cost, instance);
      if (cost > bound && !out.violation) out.violation = instance();
    }
  }
  return out;
}

ClaimOutcome fast_cost(const Rational& constant, bool with_log_t,
                       std::uint64_t SampleCounts::*agent) {
  ClaimOutcome out;
  for (const Rational& k : k_grid())
    for (int t : t_grid()) {
      Params p = Params::defaults(k, t);
      SampleCounts n = sample_counts(p);
      // Lean alice_fast, bob_fast: 5000 and 20000/9 with log(200 (t+1)); vera_fast: 106000
      // stands for 20000 log 200 (log_200_mul_20000_le).
      std::uint64_t count = n.*agent;
      Rational arg = with_log_t ? Rational(200 * (Integer(t) + 1)) : Rational(1);
      auto bound = [&](long) {
        Interval b = with_log_t ? Interval(Rational(constant * k * k)) * log(Interval(arg))
                                : Interval(Rational(constant * k * k));
        return b + Interval(1L);
      };
      auto lhs = [&](long) { return Interval(Integer(count)); };
      ++out.instances;
      std::optional<bool> exceeds = certified_less(bound, lhs);
      if (!exceeds) {
        out.undecided = true;
      } else if (!*exceeds) {
        // The slack bound - samples at the bound's certified lower end (exact without the log).
        out.slack(bound(128).lower() - Rational(Integer(count)), [&] {
          return json{{"k", to_string(k)}, {"t", t}, {"samples", count}};
        });
      } else if (!out.violation) {
        out.violation = json{{"k", to_string(k)},
                             {"t", t},
                             {"samples", count},
                             {"bound_lower", to_string(bound(128).lower())}};
        // `debref params` prints the defaults' sample counts (Lean samples).
        const std::string name = agent == &SampleCounts::alice ? "alice"
                                 : agent == &SampleCounts::bob ? "bob"
                                                               : "vera";
        set_replay(*out.violation,
                   "debref params --k " + to_string(k) + " --t " + std::to_string(t),
                   "/defaults/samples/" + name, count);
      }
    }
  if (with_log_t && !out.violation)
    out.detail = "least slack: the certified lower end of the bound (log at 128 bits) - samples";
  return out;
}

ClaimOutcome vera_widened() {
  return mutated([](const Params& p, Protocol& m) { m.vera.radius = p.b; },
                 [](const Params& p) { return "--vera-radius " + to_string(p.b); });
}

ClaimOutcome bob_never_rejects() {
  return mutated([](const Params&, Protocol& m) { m.bob.radius = 2; },
                 [](const Params&) { return std::string("--bob-radius 2"); });
}

ClaimOutcome completeness_prime_one_sample() {
  return mutated([](const Params&, Protocol& m) { m.alice_samples = 1; },
                 [](const Params&) { return std::string("--alice-samples 1"); },
                 completeness_prime);
}

ClaimOutcome soundness_prime_vera_widened() {
  return mutated([](const Params& p, Protocol& m) { m.vera.radius = p.b; },
                 [](const Params& p) { return "--vera-radius " + to_string(p.b); },
                 soundness_prime);
}

ClaimOutcome without_sound() {
  Params p{Rational(1, 10), Rational(1, 10), Rational(1, 5), Rational(3, 5), Rational(1, 20)};
  return over_instances([&](const Instance&) { return p; }, honest_protocol,
                        [](const Instance& in, const Params& p, const ExactValues& v) {
                          Rational w = 1 - v.final_prob;
                          if (in.k * p.b > w) return std::optional<Inequality>();
                          Rational d = (1 - p.v) * (w - in.k * p.c - p.q * (in.oracle.t + 1));
                          if (d <= 0) return std::optional<Inequality>();
                          return std::optional<Inequality>(
                              Inequality{1 - v.soundness, d, "P(false) >= d (no sound)"});
                        },
                        true);
}

ClaimOutcome k_below_lipschitz() {
  auto with_k1 = [](const Instance& in) { return tenfold_params(Rational(1), in.oracle.t); };
  auto k1 = [](const Instance& in) { return Instance{in.oracle, Rational(1), "k = 1"}; };
  ClaimOutcome a = over_instances(with_k1, honest_protocol,
                                  [&](const Instance& in, const Params& p, const ExactValues& v) {
                                    return soundness_p(k1(in), p, v);
                                  });
  ClaimOutcome b = over_instances(with_k1, honest_protocol,
                                  [&](const Instance& in, const Params& p, const ExactValues& v) {
                                    return completeness_p(k1(in), p, v);
                                  });
  a.merge(b);
  return a;
}

}  // namespace debref::stochastic
