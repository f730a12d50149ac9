// Source: seed 000 Thm A.2 (online gradient descent on any convex K; Lean girving/debate
// Learn/OGD.lean regret_le) on the box, the probability simplex and the unit ball, against the
// best point of K (docs/PE_LEARNING.md "Thm A.2 on other convex sets"), and its twin.
#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

constexpr int kBits = 96;

/// Lean good_η d g n = d / g / sqrt(n + 1) with d the set's diameter, or (the twin's mutant) the
/// constant step d / g.
ogd::StepSize step_size(const OgdSetCase& c, bool constant_step) {
  const ogd::Enclosure d = ogd::diameter(c.set, c.dim, kBits);
  const Rational g = c.g;
  if (constant_step) return [d, g](int) { return ogd::Enclosure{d.lo / g, d.hi / g}; };
  return [d, g](int n) { return ogd::good_eta(d, g, n, kBits); };
}

struct SetRow {
  int n = 0;
  ogd::Enclosure regret, bound;
};

/// The case's run and, for n = 1..steps, the enclosures of sup_v regret and factor g d sqrt n.
std::vector<SetRow> set_rows(const OgdSetCase& c, bool constant_step, const Rational& factor) {
  const ogd::ShadowRun run =
      ogd::ogd_shadow(c.set, step_size(c, constant_step), c.g, c.eve, c.x, c.steps, kBits);
  const ogd::Enclosure d = ogd::diameter(c.set, c.dim, kBits);
  std::vector<SetRow> rows;
  for (int n = 1; n <= c.steps; ++n)
    rows.push_back({n, ogd::sup_regret(c.set, run, c.g, n, kBits),
                    ogd::regret_bound(c.g, d, n, factor, kBits)});
  return rows;
}

/// regret_le on every case and n; a twin (`flags` given) stops at its first violation, whose
/// replay is `debref pe --ogd CASE` + flags showing row n - 1.
ClaimOutcome over_set_cases(bool constant_step, const std::optional<std::string>& flags) {
  ClaimOutcome out;
  for (const OgdSetCase& c : ogd_set_cases()) {
    throw_if_past_deadline();
    for (const SetRow& r : set_rows(c, constant_step, Rational(3, 2))) {
      ++out.instances;
      if (r.regret.hi <= r.bound.lo) {
        out.slack(r.bound.lo - r.regret.hi, [&] { return json{{"case", c.name}, {"n", r.n}}; });
        continue;
      }
      if (r.regret.lo <= r.bound.hi) {
        out.undecided = true;
        continue;
      }
      if (out.violation) continue;
      out.violation = json{{"case", c.name},
                           {"n", r.n},
                           {"regret_lower", to_decimal_down(r.regret.lo, 12)},
                           {"bound_upper", to_decimal_up(r.bound.hi, 12)}};
      if (flags)
        set_replay(*out.violation, "debref pe --ogd '" + c.name + "'" + *flags,
                   "/ogd/rows/" + std::to_string(r.n - 1) + "/regret_lower",
                   (*out.violation)["regret_lower"]);
    }
    if (flags && out.violation) break;
  }
  return out;
}

}  // namespace

ClaimOutcome ogd_sets_regret_bounded() {
  ClaimOutcome out = over_set_cases(false, std::nullopt);
  out.detail +=
      "regret against the best v in K; least slack: certified lower end (the bound's lower end "
      "- the regret's upper end)";
  return out;
}

ClaimOutcome twin_ogd_sets_constant_step() {
  return over_set_cases(true, std::string(" --ogd-step constant"));
}

std::optional<json> ogd_set_case_json(const std::string& name, bool constant_step,
                                      const Rational& factor) {
  for (const OgdSetCase& c : ogd_set_cases()) {
    if (c.name != name) continue;
    json rows = json::array();
    for (const SetRow& r : set_rows(c, constant_step, factor))
      rows.push_back(ogd_row_json("best in K", r.n, r.regret, r.bound));
    json run = ogd_run_json(c.name, c.dim, c.g, c.steps, true, constant_step, factor, rows);
    run["set"] = ogd::to_string(c.set);
    return run;
  }
  return std::nullopt;
}

}  // namespace debref::pe
