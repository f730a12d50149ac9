// Source: seed 002 Thm 5 read literally ("C_f a circuit computing f", any basis): the twin
// dqc.twin.thm5_any_basis compares the exact DQC with the minimum depth over the full binary
// basis B_2 (docs/DQC.md "Thm 5 over any basis"); the De Morgan reading is dqc.thm5.
#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/dqc/evaluate.hpp"
#include "harness/dqc/json.hpp"
#include "reference/dqc/basis_depth.hpp"
#include "reference/dqc/search.hpp"

namespace debref::dqc {

ClaimOutcome twin_thm5_any_basis() {
  ClaimOutcome o;
  long failures = 0, failures_below_4 = 0;  // every f is scanned: the detail counts them
  for (int n = 1; n <= 4; ++n) {
    // Depth <= 3 >= n is reached by every f on n <= 3 (Shannon expansion); at n = 4 depth 3
    // already gives the bound 4 >= D(f) >= DQC(f), so the closure stops at depth 2.
    const BasisDepth basis = full_basis_depth(n, n == 4 ? 2 : 3);
    for (const DqcResult& r : dqc_table(n)) {
      throw_if_past_deadline();
      ++o.instances;
      const int depth = basis.depth[r.f.bits];
      if (depth < 0) continue;  // depth >= 3 at n = 4: the bound is at least n
      // DQC(f) >= r.lower (every l below it refuted); a violation needs DQC > depth + 1.
      if (r.lower <= depth + 1) continue;
      if (n < 4) ++failures_below_4;
      if (failures++ > 0) continue;
      nlohmann::json v = describe(r.f);
      v["formula_any_basis"] = basis.formula(r.f.bits);
      v["depth_any_basis"] = depth;
      v["bound"] = depth + 1;
      v["dqc_lower"] = r.lower;
      set_replay(v, "debref dqc --truth-table " + to_string(r.f) + " --json", "/dqc_lower",
                 r.lower);
      o.violation = v;
    }
  }
  o.detail = std::to_string(failures) +
             " functions on n <= 4 have DQC(f) > (minimum depth over B_2) + 1 (" +
             std::to_string(failures_below_4) + " of them on n <= 3)";
  return o;
}

}  // namespace debref::dqc
