// Source: seed 001 Def. 6.1 (strict: |P[M^O = 1] - P[M^O' = 1]| < K sup|O - O'| for any other
// oracle O') beside Lean Comp/Oracle.lean Oracle.lipschitz (non-strict), on the default instances
// whose least constant K* is exact (docs/STOCHASTIC.md "Def. 6.1, strict and non-strict").
#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/stochastic/evaluate.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/lipschitz.hpp"

namespace debref::stochastic {

using nlohmann::json;

ClaimOutcome def6_1_strict(bool same_oracle_included) {
  ClaimOutcome out;
  const Rational step(1, 1000);
  std::uint64_t differ = 0;
  std::optional<json> example;
  for (const Instance& in : default_instances()) {
    throw_if_past_deadline();
    if (in.how != "exact" || in.k <= 0 || in.oracle.t > 2) {
      ++out.vacuous;  // K* not exact (an enclosure) or 0: the comparison at K* is not defined
      continue;
    }
    ++out.instances;
    const Rational& k = in.k;
    auto fail = [&](const std::string& what) {
      if (!out.violation)
        out.violation =
            json{{"oracle", to_json(in.oracle)}, {"k_star", to_string(k)}, {"failed", what}};
    };
    // Above K* both forms hold; below both fail; at K* Lean's holds.
    const StrictLipschitz above = strict_lipschitz(in.oracle, k + step, same_oracle_included);
    if (!above.holds) {
      fail("strict form at K* + 1/1000: " + above.how);
      if (same_oracle_included) {  // the twin: caught at O' = O, where the margin is 0
        json& v = *out.violation;
        const Oracle& other = *above.witness;
        const Rational gap = magnitude(final_prob(in.oracle) - final_prob(other)),
                       k_dist = (k + step) * dist(in.oracle, other);
        v["k"] = to_string(k + step);
        v["o_prime"] = to_json(other);
        v["gap"] = to_string(gap);
        v["k_dist"] = to_string(k_dist);
        v["strict_margin"] = to_string(k_dist - gap);  // the strict form needs > 0
        set_replay(v,
                   "debref proofs --oracle " + explore::file_arg(to_json(in.oracle)) + " --k " +
                       to_string(k + step) + " --strict same-allowed",
                   "/strict_margin", v["strict_margin"]);
        return out;
      }
    }
    if (!is_lipschitz(in.oracle, k)) fail("Lean's form at K*");
    if (k - step >= 0 &&
        (is_lipschitz(in.oracle, k - step) || strict_lipschitz(in.oracle, k - step).holds))
      fail("a form holds at K* - 1/1000");
    const StrictLipschitz at = strict_lipschitz(in.oracle, k);
    if (!at.holds) {
      ++differ;
      if (!example) {
        example = json{{"oracle", to_json(in.oracle)}, {"k_star", to_string(k)}, {"how", at.how}};
        if (at.witness) (*example)["o_prime"] = to_json(*at.witness);
      }
    }
  }
  out.detail = std::to_string(out.instances) + " oracles with an exact K* > 0 (" +
               std::to_string(out.vacuous) + " others skipped); the strict form fails at K* on " +
               std::to_string(differ) + " of them (Lean's holds there)" +
               (example ? ", e.g. " + example->dump() : std::string());
  return out;
}

}  // namespace debref::stochastic
