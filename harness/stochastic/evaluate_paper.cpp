// Source: seed 001 Thm 6.2 (completeness 3/5, soundness 2/5) for Fig. 2 as written, with the
// paper's constants (reference/stochastic/paper_fig2.hpp), against the optimal adversary:
// min over every B' (aborting after seeing a_t) when P[M(x) = 1] >= 2/3, sup over every A'
// (claims in [0, 1]) when P[M(x) = 1] <= 1/3. Certified enclosures at 128 bits; an enclosure that
// straddles its bound is UNKNOWN (no exact fallback: the sample counts are in the tens of
// millions). Instances: the default grid oracles with t <= 1, K their Lipschitz constant.
#include <algorithm>
#include <map>
#include <memory>
#include <utility>

#include "harness/core/explore.hpp"
#include "harness/core/progress.hpp"
#include "harness/core/replay.hpp"
#include "harness/stochastic/evaluate.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/paper_fig2.hpp"
#include "reference/stochastic/paper_fig2_exact.hpp"

namespace debref::stochastic {

using nlohmann::json;

void PaperMutation::apply(PaperConstants& c) const {
  if (abort_without_d) c.abort_radius = Rational(1, 2);
  if (test_d_squared) c.test_radius = Rational(Integer(1), 4 * Integer(c.d) * Integer(c.d));
}

std::string PaperMutation::flags(const PaperConstants& c) const {
  std::string f;
  if (abort_without_d) f += " --bob-radius " + to_string(c.abort_radius);
  if (test_d_squared) f += " --vera-radius " + to_string(c.test_radius);
  return f;
}

ClaimOutcome paper_thm6_2(bool completeness, const PaperMutation& m) {
  ClaimOutcome out;
  std::vector<const Instance*> instances = paper_grid_instances();
  // Grouped by (K, T), so that one solver (its windows and breakpoints, tens of MB per node
  // probability) lives at a time.
  std::stable_sort(instances.begin(), instances.end(), [](const Instance* a, const Instance* b) {
    return std::pair(a->k, a->oracle.t) < std::pair(b->k, b->oracle.t);
  });
  std::unique_ptr<PaperFig2> solver;
  const progress::Sweep shown("oracles (seed 001 Fig. 2)", instances.size());
  for (const Instance* in : instances) {
    progress::step();
    if (out.stop_at_deadline(instances.size())) break;
    const Rational final = final_prob(in->oracle);
    if (completeness ? final < Rational(2, 3) : final > Rational(1, 3)) {
      ++out.vacuous;
      continue;
    }
    if (!solver || solver->constants().K != in->k || solver->constants().T != in->oracle.t + 1) {
      solver.reset();
      PaperConstants c = paper_constants(in->k, in->oracle.t + 1);
      m.apply(c);
      solver = std::make_unique<PaperFig2>(c);
    }
    ++out.instances;
    const Interval v =
        completeness ? solver->completeness(in->oracle) : solver->soundness(in->oracle);
    // completeness: v >= 3/5 (slack v - 3/5); soundness: v <= 2/5 (slack 2/5 - v).
    const Rational bound = completeness ? Rational(3, 5) : Rational(2, 5);
    const Rational worst = completeness ? v.lower() : v.upper();
    const Rational best = completeness ? v.upper() : v.lower();
    const Rational slack = completeness ? worst - bound : bound - worst;
    const char* value_name = completeness ? "completeness_value" : "soundness_value";
    auto instance = [&](const Rational& shown, const char* end) {
      const PaperConstants& c = solver->constants();
      json j = {{"oracle", to_json(in->oracle)},
                {"k", to_string(in->k)},
                {"constants", to_json(c)},
                {"failed", completeness ? "min over B' of P(V outputs 1) >= 3/5"
                                        : "sup over A' of P(V outputs 1) <= 2/5"},
                {"value", to_string(shown)},
                {"bound", to_string(bound)},
                {"value_is", std::string("the enclosure's ") + end + " end"},
                {"enclosure", {{"lower", to_string(v.lower())}, {"upper", to_string(v.upper())}}}};
      std::string command = "debref debate --oracle " + explore::file_arg(to_json(in->oracle)) +
                            " --params paper --k " + to_string(in->k) + m.flags(c);
      set_replay(j, command, std::string("/enclosures/") + value_name + "/" + end,
                 to_string(shown));
      return j;
    };
    out.slack(slack, [&] { return instance(worst, completeness ? "lower" : "upper"); });
    const bool fails = completeness ? best < bound : best > bound;
    const bool holds = completeness ? worst >= bound : worst <= bound;
    if (fails && !out.violation) {
      out.violation = instance(best, completeness ? "upper" : "lower");
      if (m.twin()) break;
    } else if (!fails && !holds) {
      out.undecided = true;
      out.detail = "an enclosure straddles the bound";
    }
  }
  return out;
}

PaperConstants small_paper_constants(int T) {
  PaperConstants c;
  c.K = 1;
  c.T = T;
  c.d = 3;
  c.R = 200;
  c.r = 300;
  c.abort_radius = Rational(1, 6);  // 1/(2d)
  c.test_radius = Rational(1, 12);  // 1/(4d)
  return c;
}

ClaimOutcome paper_solver_exact(AbortTiming timing) {
  ClaimOutcome out;
  const bool twin = timing != AbortTiming::AfterBit;
  std::vector<const Instance*> instances = paper_grid_instances();
  std::map<int, std::unique_ptr<PaperFig2>> solvers;
  const progress::Sweep shown("oracles (seed 001 Fig. 2, exact)", instances.size());
  for (const Instance* in : instances) {
    progress::step();
    if (out.stop_at_deadline(instances.size())) break;
    const int T = in->oracle.t + 1;
    auto& solver = solvers[T];
    if (!solver) solver = std::make_unique<PaperFig2>(small_paper_constants(T));
    const PaperConstants& c = solver->constants();
    ++out.instances;
    for (bool completeness : {true, false}) {
      if (twin && !completeness) continue;
      const Interval v =
          completeness ? solver->completeness(in->oracle) : solver->soundness(in->oracle);
      const Rational exact = completeness ? paper_completeness_exact(in->oracle, c, timing)
                                          : paper_soundness_exact(in->oracle, c);
      if (v.contains(exact) || out.violation) continue;
      const char* name = completeness ? "completeness_value" : "soundness_value";
      const bool below = exact < v.lower();
      const Rational end = below ? v.lower() : v.upper();
      json j = {
          {"oracle", to_json(in->oracle)},
          {"constants", to_json(c)},
          {"failed", std::string("the exact ") + name + " lies in the certified enclosure"},
          {"exact", to_string(exact)},
          {"value", to_string(end)},
          {"value_is", std::string("the enclosure's ") + (below ? "lower" : "upper") + " end"},
          {"enclosure", {{"lower", to_string(v.lower())}, {"upper", to_string(v.upper())}}}};
      if (twin) j["exact_is"] = "B' deciding before the bit is drawn (Lean's order)";
      set_replay(j,
                 "debref debate --oracle " + explore::file_arg(to_json(in->oracle)) +
                     " --params paper --k 1 --samples 200,300 --bob-radius 1/6 --vera-radius 1/12",
                 std::string("/enclosures/") + name + (below ? "/lower" : "/upper"),
                 to_string(end));
      out.violation = j;
    }
    if (twin && out.violation) break;
  }
  return out;
}

}  // namespace debref::stochastic
