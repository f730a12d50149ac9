#include "harness/stochastic/claims.hpp"

#include "harness/core/deadline.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "harness/stochastic/solve_cache.hpp"
#include "harness/stochastic/theorems.hpp"
#include "reference/num/certified.hpp"
#include "reference/stochastic/lipschitz.hpp"
#include "reference/stochastic/solver.hpp"

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
  for (const Instance& in : default_instances()) {
    if (past_deadline()) {
      out.undecided = true;
      out.detail = "time limit reached after " + std::to_string(out.instances + out.vacuous) +
                   " of " + std::to_string(default_instances().size()) + " instances";
      break;
    }
    Params p = params_of(in);
    const ExactValues& v = cached_exact(in.oracle, protocol_of(p));
    std::optional<Inequality> ineq = test(in, p, v);
    if (!ineq) {
      ++out.vacuous;
      continue;
    }
    ++out.instances;
    if (ineq->value < ineq->bound && !out.violation) {
      out.violation = violation(in.oracle, p, in.k, ineq->what, ineq->value, ineq->bound);
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

ClaimOutcome either(const ClaimOutcome& a, const ClaimOutcome& b) {
  ClaimOutcome r = a;
  r.instances += b.instances;
  r.vacuous += b.vacuous;
  if (!r.violation) r.violation = b.violation;
  return r;
}

/// Grids for the Params.defaults and cost claims (k rational, t natural).
std::vector<Rational> k_grid() {
  return {Rational(1, 2), Rational(1), Rational(3, 2), Rational(2), Rational(10), Rational(100)};
}
std::vector<int> t_grid() {
  return {0, 1, 2, 3, 10, 100, 1000, 1000000};
}

/// samples <= const * k^2 * log(arg) + 1, decided with certified log enclosures.
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
      } else if (*exceeds && !out.violation) {
        out.violation = json{{"k", to_string(k)},
                             {"t", t},
                             {"samples", count},
                             {"bound_lower", to_string(bound(128).lower())}};
      }
    }
  return out;
}

}  // namespace

std::vector<Claim> stochastic_claims() {
  const std::string grid =
      "every oracle with t <= 1 on {0,1/4,1/2,3/4,1}, 3 listed t = 2 oracles and 1 listed t = 3 "
      "oracle; k = the oracle's least Lipschitz constant (t <= 2; a certified upper bound when "
      "irrational) or t+1 (t = 3, the hybrid bound); Params = "
      "Lean defaults scaled by 10 (c=1/(10k), s=2/(10k), b=3/(10k), q=1/(10(t+1)), v=1/10)";
  std::vector<Claim> claims;
  claims.push_back(
      {"stochastic.params.defaults_valid", "Lean Debate/Details.lean Params.defaults",
       "every field of Params (2/3) (3/5) k t holds for Params.defaults k t",
       "k in {1/2,1,3/2,2,10,100} x t in {0,1,2,3,10,100,1000,10^6}, exact", false, [] {
         ClaimOutcome out;
         for (const Rational& k : k_grid())
           for (int t : t_grid()) {
             ++out.instances;
             auto fields = all_fields(Params::defaults(k, t), Rational(2, 3), Rational(3, 5), k, t);
             if (!valid(fields) && !out.violation)
               out.violation =
                   json{{"k", to_string(k)}, {"t", t}, {"field", first_failure(fields)}};
           }
         return out;
       }});
  claims.push_back(
      {"stochastic.completeness_prime", "Lean Debate/Details.lean completeness'",
       "o k-Lipschitz, c0 cs q0 q1 v0 v1 => (1-v)(final - k c - (1-(1-q)^(t+1))) <= min over Bob "
       "of P(true)",
       grid, false, [] {
         return over_instances(tenfold_of, honest_protocol,
                               [](const Instance& in, const Params& p, const ExactValues& v) {
                                 Rational bound = (1 - p.v) * (v.final_prob - in.k * p.c -
                                                               (1 - survive(p.q, in.oracle.t)));
                                 return Inequality{v.completeness, bound, "completeness'"};
                               });
       }});
  claims.push_back(
      {"stochastic.soundness_prime", "Lean Debate/Details.lean soundness'",
       "o k-Lipschitz, c0 cs sb q0 v0 v1 qv => (1-v)(1-q)^(t+1)(final(false) - k b) <= min over "
       "Alice of P(false)",
       grid, false, [] {
         return over_instances(tenfold_of, honest_protocol,
                               [](const Instance& in, const Params& p, const ExactValues& v) {
                                 Rational bound = (1 - p.v) * survive(p.q, in.oracle.t) *
                                                  ((1 - v.final_prob) - in.k * p.b);
                                 return Inequality{1 - v.soundness, bound, "soundness'"};
                               });
       }});
  claims.push_back({"stochastic.completeness_p", "Lean Debate/Details.lean completeness_p",
                    "Params w d k t valid, o k-Lipschitz, w <= final => d <= min over Bob of "
                    "P(true); w = final, d = largest valid",
                    grid, false,
                    [] { return over_instances(tenfold_of, honest_protocol, completeness_p); }});
  claims.push_back({"stochastic.soundness_p", "Lean Debate/Details.lean soundness_p",
                    "Params w d k t valid, o k-Lipschitz, w <= final(false) => d <= min over "
                    "Alice of P(false); w = final(false), d = largest valid",
                    grid, false,
                    [] { return over_instances(tenfold_of, honest_protocol, soundness_p); }});
  claims.push_back(
      {"stochastic.honest_cost", "Lean Debate/Cost.lean alice/bob/vera_debate_cost",
       "expected queries: alice <= (t+1) samples(c,q), bob <= (t+1) samples((b-s)/2,q), vera <= "
       "samples((s-c)/2,v) (honest play)",
       grid, false, [] {
         ClaimOutcome out;
         for (const Instance& in : default_instances()) {
           Params p = tenfold_of(in);
           const ExactValues& v = cached_exact(in.oracle, protocol(p));
           SampleCounts n = sample_counts(p);
           const Rational steps = in.oracle.t + 1;
           for (auto [name, cost, bound] :
                {std::tuple{"alice", v.cost.alice, Rational(steps * Integer(n.alice))},
                 {"bob", v.cost.bob, Rational(steps * Integer(n.bob))},
                 {"vera", v.cost.vera, Rational(Integer(n.vera))}}) {
             ++out.instances;
             if (cost > bound && !out.violation)
               out.violation =
                   violation(in.oracle, p, in.k, std::string(name) + " cost <= bound", bound, cost);
           }
         }
         return out;
       }});
  claims.push_back({"stochastic.alice_fast", "Lean Debate/Cost.lean alice_fast",
                    "defaults: samples(c,q) <= 5000 k^2 log(200(t+1)) + 1",
                    "k in {1/2,...,100} x t in {0,...,10^6}, certified log", false,
                    [] { return fast_cost(Rational(5000), true, &SampleCounts::alice); }});
  claims.push_back({"stochastic.bob_fast", "Lean Debate/Cost.lean bob_fast",
                    "defaults: samples((b-s)/2,q) <= 20000/9 k^2 log(200(t+1)) + 1",
                    "k in {1/2,...,100} x t in {0,...,10^6}, certified log", false,
                    [] { return fast_cost(Rational(20000, 9), true, &SampleCounts::bob); }});
  claims.push_back({"stochastic.vera_fast", "Lean Debate/Cost.lean vera_fast",
                    "defaults: samples((s-c)/2,v) <= 106000 k^2 + 1",
                    "k in {1/2,...,100} x t in {0,...,10^6}, certified log", false,
                    [] { return fast_cost(Rational(106000), false, &SampleCounts::vera); }});

  claims.push_back(
      {"stochastic.correctness_defaults", "Lean Debate/Correct.lean correctness",
       "Params.defaults k t (w = 2/3, d = 3/5), o k-Lipschitz: final >= 2/3 => min over Bob of "
       "P(true) >= 3/5; final <= 1/3 => min over Alice of P(false) >= 3/5",
       "t = 0 oracles x in {0, 1/4, 3/4, 1} (k = 1) and the t = 1 oracle (1, 1, 1) (k exact); "
       "certified enclosures at 128 bits (26492/11775/105967 samples at t = 0)",
       false, [] {
         ClaimOutcome out;
         std::vector<Instance> cases;
         for (auto x : {Rational(0), Rational(1, 4), Rational(3, 4), Rational(1)})
           cases.push_back({Oracle(0, {x}), Rational(1), "exact"});
         Oracle ones(1, {Rational(1), Rational(1), Rational(1)});
         cases.push_back({ones, lipschitz_constant(ones, Rational(1, 1000)).upper, "exact"});
         const Rational d(3, 5);
         for (const Instance& in : cases) {
           Params p = Params::defaults(in.k, in.oracle.t);
           CertifiedValues v = solve_certified(in.oracle, p, 128);
           Interval value;
           if (v.final_prob >= Rational(2, 3)) {
             value = v.completeness;
           } else if (v.final_prob <= Rational(1, 3)) {
             value = Interval(1L) - v.soundness;
           } else {
             ++out.vacuous;
             continue;
           }
           ++out.instances;
           if (value.lower() >= d) continue;
           if (value.upper() < d) {
             if (!out.violation)
               out.violation = violation(in.oracle, p, in.k, "value >= 3/5", value.upper(), d);
           } else {
             out.undecided = true;
           }
         }
         return out;
       }});

  // Falsifying twins: each drops one hypothesis or mutates one rule and must be caught.
  claims.push_back(
      {"stochastic.twin.vera_widened", "Lean Debate/Protocol.lean vera (mutated)",
       "Vera accepts claims within b instead of (c+s)/2 => soundness_p fails somewhere", grid, true,
       [] {
         return over_instances(
             tenfold_of,
             [](const Params& p) {
               Protocol m = protocol(p);
               m.vera.radius = p.b;
               return m;
             },
             soundness_p, true);
       }});
  claims.push_back({"stochastic.twin.bob_never_rejects", "Lean Debate/Protocol.lean bob (mutated)",
                    "Bob accepts every claim => soundness_p fails somewhere", grid, true, [] {
                      return over_instances(
                          tenfold_of,
                          [](const Params& p) {
                            Protocol m = protocol(p);
                            m.bob.radius = 2;
                            return m;
                          },
                          soundness_p, true);
                    }});
  claims.push_back(
      {"stochastic.twin.without_sound", "Lean Debate/Details.lean Params.sound (dropped)",
       "Params c=1/10 s=1/5 b=3/5 q=1/20 v=1/10 with d from `complete` alone (sound fails) => "
       "soundness conclusion fails somewhere",
       grid, true, [] {
         Params p{Rational(1, 10), Rational(1, 10), Rational(1, 5), Rational(3, 5),
                  Rational(1, 20)};
         return over_instances([&](const Instance&) { return p; }, honest_protocol,
                               [](const Instance& in, const Params& p, const ExactValues& v) {
                                 Rational w = 1 - v.final_prob;
                                 if (in.k * p.b > w) return std::optional<Inequality>();
                                 Rational d =
                                     (1 - p.v) * (w - in.k * p.c - p.q * (in.oracle.t + 1));
                                 if (d <= 0) return std::optional<Inequality>();
                                 return std::optional<Inequality>(
                                     Inequality{1 - v.soundness, d, "P(false) >= d (no sound)"});
                               },
                               true);
       }});
  claims.push_back(
      {"stochastic.twin.k_below_lipschitz", "Lean Comp/Oracle.lean Oracle.lipschitz (dropped)",
       "k = 1 for every oracle (below the least constant of most t = 1 oracles) => "
       "completeness_p or soundness_p fails somewhere",
       grid, true, [] {
         auto with_k1 = [](const Instance& in) { return tenfold_params(Rational(1), in.oracle.t); };
         auto k1 = [](const Instance& in) { return Instance{in.oracle, Rational(1), "k = 1"}; };
         ClaimOutcome a =
             over_instances(with_k1, honest_protocol,
                            [&](const Instance& in, const Params& p, const ExactValues& v) {
                              return soundness_p(k1(in), p, v);
                            });
         ClaimOutcome b =
             over_instances(with_k1, honest_protocol,
                            [&](const Instance& in, const Params& p, const ExactValues& v) {
                              return completeness_p(k1(in), p, v);
                            });
         return either(a, b);
       }});
  claims.push_back({"stochastic.twin.alice_fast_tightened",
                    "Lean Debate/Cost.lean alice_fast (constant 5000 lowered to 4999)",
                    "defaults: samples(c,q) <= 4999 k^2 log(200(t+1)) + 1 fails somewhere",
                    "k in {1/2,...,100} x t in {0,...,10^6}", true,
                    [] { return fast_cost(Rational(4999), true, &SampleCounts::alice); }});
  claims.push_back({"stochastic.twin.bob_fast_tightened",
                    "Lean Debate/Cost.lean bob_fast (constant 20000/9 lowered to 2222)",
                    "defaults: samples((b-s)/2,q) <= 2222 k^2 log(200(t+1)) + 1 fails somewhere",
                    "k in {1/2,...,100} x t in {0,...,10^6}", true,
                    [] { return fast_cost(Rational(2222), true, &SampleCounts::bob); }});
  claims.push_back({"stochastic.twin.params_defaults_b_raised",
                    "Lean Debate/Details.lean Params.defaults (b = 6/(100k) instead of 5/(100k))",
                    "some field of Params (2/3) (3/5) k t fails for the mutated defaults",
                    "the same k x t grid", true, [] {
                      ClaimOutcome out;
                      for (const Rational& k : k_grid())
                        for (int t : t_grid()) {
                          ++out.instances;
                          Params p = Params::defaults(k, t);
                          p.b = 6 / (100 * k);
                          auto fields = all_fields(p, Rational(2, 3), Rational(3, 5), k, t);
                          if (!valid(fields) && !out.violation)
                            out.violation = json{
                                {"k", to_string(k)}, {"t", t}, {"field", first_failure(fields)}};
                        }
                      return out;
                    }});
  claims.push_back(
      {"stochastic.twin.honest_cost_steps_miscounted",
       "Lean Debate/Cost.lean alice_debate_cost (t steps instead of t+1)",
       "expected queries: alice <= t samples(c,q) fails somewhere (honest play)", grid, true, [] {
         ClaimOutcome out;
         for (const Instance& in : default_instances()) {
           Params p = tenfold_of(in);
           const ExactValues& v = cached_exact(in.oracle, protocol(p));
           const Rational bound(Integer(in.oracle.t) * Integer(sample_counts(p).alice));
           ++out.instances;
           if (v.cost.alice > bound) {
             out.violation =
                 violation(in.oracle, p, in.k, "alice cost <= t samples(c,q)", bound, v.cost.alice);
             break;  // caught: one instance is enough
           }
         }
         return out;
       }});
  claims.push_back({"stochastic.twin.vera_fast_tightened",
                    "Lean Debate/Cost.lean vera_fast "
                    "(constant 106000 lowered to 105000)",
                    "defaults: samples((s-c)/2,v) <= 105000 k^2 + 1 fails somewhere",
                    "k in {1/2,...,100} x t in {0,...,10^6}", true,
                    [] { return fast_cost(Rational(105000), false, &SampleCounts::vera); }});
  return claims;
}

}  // namespace debref::stochastic
