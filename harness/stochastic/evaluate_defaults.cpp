// Source: Lean Debate/Correct.lean correctness and Debate/Details.lean completeness_p,
// soundness_p, run with Lean's own Params.defaults k t (Debate/Details.lean, not scaled): c =
// 1/(100k), s = 2/(100k), b = 5/(100k), q = 1/(100(t+1)), v = 1/100, i.e. 10^4 to 10^5 samples per
// step. Exact solving costs tens of seconds per t = 1 oracle, so every value is a certified
// enclosure (128 bits, reference/num/certified.hpp); an enclosure that straddles its bound falls
// back to the exact solver (never decided by floating point). Instance space: every default
// instance with t <= 2 (the grid oracles with t <= 1 and the listed t = 2 oracles,
// harness/stochastic/instances.hpp); the t = 3 oracle is left to the scaled checks.
#include <algorithm>
#include <functional>
#include <optional>

#include "harness/core/deadline.hpp"
#include "harness/core/progress.hpp"
#include "harness/stochastic/evaluate.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "harness/stochastic/solve_cache.hpp"
#include "reference/num/certified.hpp"
#include "reference/support/parallel.hpp"

namespace debref::stochastic {

namespace {

using nlohmann::json;

constexpr long kBits = 128;

/// A mutation of the defaults' protocol (a twin) and its `debref debate` replay flags.
struct Mutation {
  std::function<void(const Params&, Protocol&)> apply;
  std::string flags;
};

/// The instances of the unscaled-defaults claims, in default-instance order.
std::vector<const Instance*> defaults_instances() {
  std::vector<const Instance*> out;
  for (const Instance& in : default_instances())
    if (in.oracle.t <= 2) out.push_back(&in);
  return out;
}

/// Solves every instance's certified values on two threads (the cache then serves the sequential
/// decision loop). Stops taking instances at the deadline; the loop then reports how far it got.
void solve_all(const std::vector<const Instance*>& instances) {
  parallel_for(instances.size(), std::min(2u, default_threads()), [&](std::size_t i) {
    if (past_deadline()) return;
    const Instance& in = *instances[i];
    cached_certified(in.oracle, protocol(Params::defaults(in.k, in.oracle.t)), kBits);
    progress::step();
  });
}

/// One instance's conclusion `value >= bound` with `value` in a certified enclosure; `exact`
/// gives the exact value when the enclosure straddles the bound.
struct Conclusion {
  Interval value;
  Rational bound;
  std::string what;
  std::function<Rational()> exact;
};

/// The conclusion of one instance, or nullopt when a hypothesis fails (vacuous).
using DefaultsTest = std::function<std::optional<Conclusion>(
    const Instance&, const Params&, const CertifiedValues&, const Protocol&)>;

/// Decides `test` on every instance of defaults_instances(); with a mutation (a twin) it stops
/// at the first violation, whose replay carries the mutation's flags (and solves only the
/// instances it reaches; without a mutation every instance is solved first, on two threads). The
/// slack recorded is the certified lower end value.lower() - bound (the exact slack when the exact
/// fallback ran).
ClaimOutcome over_defaults(const DefaultsTest& test, const Mutation* m = nullptr) {
  ClaimOutcome out;
  const std::vector<const Instance*> instances = defaults_instances();
  const progress::Sweep shown("oracles (Params.defaults)", instances.size());
  if (!m) solve_all(instances);
  for (const Instance* in : instances) {
    if (m) progress::step();
    if (out.stop_at_deadline(instances.size())) break;
    const Params p = Params::defaults(in->k, in->oracle.t);
    Protocol proto = protocol(p);
    if (m) m->apply(p, proto);
    const CertifiedValues& v = cached_certified(in->oracle, proto, kBits);
    std::optional<Conclusion> c = test(*in, p, v, proto);
    if (!c) {
      ++out.vacuous;
      continue;
    }
    ++out.instances;
    auto instance = [&](const Rational& shown_value, bool exact, const char* end) {
      json j = violation(in->oracle, p, in->k, c->what, shown_value, c->bound);
      std::string replay = j["replay"].get<std::string>();
      if (!exact) replay.replace(0, std::string("debref debate --exact").size(), "debref debate");
      if (m && !m->flags.empty()) replay += " " + m->flags;
      j["replay"] = replay;
      j["enclosure"] = {{"lower", to_string(c->value.lower())},
                        {"upper", to_string(c->value.upper())}};
      if (!exact) j["value_is"] = std::string("the enclosure's ") + end + " end";
      return j;
    };
    std::optional<Rational> exact;
    if (c->value.lower() < c->bound && c->value.upper() >= c->bound) exact = c->exact();
    const Rational low = exact ? *exact : c->value.lower();
    out.slack(low - c->bound, [&] { return instance(low, exact.has_value(), "lower"); });
    const bool fails = exact ? *exact < c->bound : c->value.upper() < c->bound;
    if (fails && !out.violation) {
      out.violation = instance(exact ? *exact : c->value.upper(), exact.has_value(), "upper");
      if (m) break;
    }
  }
  return out;
}

Interval complement(const Interval& x) {
  return Interval(1L) - x;
}

/// Lean correctness: final >= w_true => min over Bob of P(true) >= 3/5; final <= 1/3 => min over
/// Alice of P(false) >= 3/5.
DefaultsTest correctness(const Rational& w_true) {
  return [w_true](const Instance& in, const Params&, const CertifiedValues& v,
                  const Protocol& proto) -> std::optional<Conclusion> {
    const Rational d(3, 5);
    const Oracle o = in.oracle;
    if (v.final_prob >= w_true)
      return Conclusion{v.completeness, d, "completeness value >= d",
                        [o, proto] { return cached_exact(o, proto).completeness; }};
    if (v.final_prob <= Rational(1, 3))
      return Conclusion{complement(v.soundness), d, "1 - soundness value >= d",
                        [o, proto] { return 1 - cached_exact(o, proto).soundness; }};
    return std::nullopt;
  };
}

/// Lean completeness_p with w = final and d the largest valid d (best_d).
std::optional<Conclusion> completeness_p_test(const Instance& in, const Params& p,
                                              const CertifiedValues& v, const Protocol& proto) {
  auto d = best_d(p, v.final_prob, in.k, in.oracle.t);
  if (!d) return std::nullopt;
  const Oracle o = in.oracle;
  return Conclusion{v.completeness, *d, "completeness value >= d",
                    [o, proto] { return cached_exact(o, proto).completeness; }};
}

/// Lean soundness_p with w = final(false) and d the largest valid d.
std::optional<Conclusion> soundness_p_test(const Instance& in, const Params& p,
                                           const CertifiedValues& v, const Protocol& proto) {
  auto d = best_d(p, 1 - v.final_prob, in.k, in.oracle.t);
  if (!d) return std::nullopt;
  const Oracle o = in.oracle;
  return Conclusion{complement(v.soundness), *d, "1 - soundness value >= d",
                    [o, proto] { return 1 - cached_exact(o, proto).soundness; }};
}

}  // namespace

ClaimOutcome correctness_defaults(const Rational& w_true) {
  if (w_true == Rational(2, 3)) return over_defaults(correctness(w_true));
  // The twin: the protocol unchanged, stopping at the first violation.
  static const Mutation none{[](const Params&, Protocol&) {}, ""};
  return over_defaults(correctness(w_true), &none);
}

ClaimOutcome defaults_completeness_p() {
  return over_defaults(completeness_p_test);
}

ClaimOutcome defaults_soundness_p() {
  return over_defaults(soundness_p_test);
}

ClaimOutcome defaults_vera_rejects() {
  // Vera accepts only claims within 1/10^6 of her estimate instead of (s - c)/2.
  static const Mutation m{
      [](const Params&, Protocol& proto) { proto.vera.radius = Rational(1, 1000000); },
      "--vera-radius 1/1000000"};
  return over_defaults(completeness_p_test, &m);
}

ClaimOutcome defaults_bob_never_rejects() {
  static const Mutation m{[](const Params&, Protocol& proto) { proto.bob.radius = 2; },
                          "--bob-radius 2"};
  return over_defaults(soundness_p_test, &m);
}

}  // namespace debref::stochastic
