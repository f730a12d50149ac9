// Source: seed 002 Def. 1, Thm 5 (DQC <= formula depth + 1), Thm 6 (DQC <= ceil(log2 m) + 3,
// m the minimum circuit size, reference/dqc/min_circuit.hpp) on every function of n = 4
// variables, drawn for the HTML report.
#include <algorithm>
#include <array>
#include <map>

#include "harness/dqc/figures.hpp"
#include "reference/dqc/circuit.hpp"
#include "reference/dqc/min_circuit.hpp"
#include "reference/dqc/search.hpp"

namespace debref::dqc {

using html::Figure;
using html::Plot;
using html::Series;

Figure dqc_bounds_figure_n4() {
  const std::vector<DqcResult>& table = dqc_table(4);
  const MinDepth md = min_depth_formulas(4);
  const MinCircuits& mc = min_circuits(4);
  // One row per function: DQC, D(f), the Thm 5 and Thm 6 bounds (Thm 6 needs m >= 1; a
  // function without gates is a literal or a constant, drawn at its Thm 5 bound). Where the
  // search stops below the minimum (lower < upper), ceil(log2 m) is the same for every m in
  // [lower, upper] at n = 4 (dqc.thm6 reports UNKNOWN where it is not; the figure would then
  // draw upper's bound), so the bound is the minimum circuit's.
  std::vector<std::array<int, 4>> rows;
  for (const DqcResult& r : table) {
    const int thm5 = md.depth[r.f.bits] + 1, m = mc.upper[r.f.bits];
    rows.push_back({r.dqc ? *r.dqc : r.upper, r.decision_tree_depth, thm5,
                    m >= 1 ? ceil_log2(static_cast<std::uint64_t>(m)) + 3 : thm5});
  }
  std::sort(rows.begin(), rows.end());
  // Step curves over the sorted functions; only the ends of each constant run are drawn.
  const std::array<const char*, 4> names{"DQC(f)", "decision-tree depth D(f)", "Thm 5 bound",
                                         "Thm 6 bound"};
  const std::array<const char*, 4> colors{"#222222", "#55a868", "#4c72b0", "#c44e52"};
  const std::array<double, 4> widths{7, 3, 1.5, 1.5};
  Plot plot;
  plot.title = "DQC vs D(f) vs the Thm 5 / Thm 6 bounds, all 65536 functions on n = 4";
  plot.x_label = "functions sorted by (DQC, D, Thm 5, Thm 6), in thousands";
  plot.y_label = "queries";
  plot.x_min = 0;
  plot.x_max = 65.536;
  plot.x_tick = 8;
  plot.y_min = 0;
  int top = 1;
  for (const auto& r : rows) top = std::max({top, r[0], r[1], r[2], r[3]});
  plot.y_max = top + 0.5;
  plot.y_tick = 1;
  for (std::size_t k = 0; k < 4; ++k) {
    Series s{names[k], colors[k], {}, false, true, k >= 2, widths[k]};
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const double v = rows[i][k];
      if (i == 0 || rows[i - 1][k] != rows[i][k]) {
        if (i > 0) s.points.emplace_back(static_cast<double>(i) / 1000, rows[i - 1][k]);
        s.points.emplace_back(static_cast<double>(i) / 1000, v);
      }
    }
    s.points.emplace_back(static_cast<double>(rows.size()) / 1000, rows.back()[k]);
    plot.series.push_back(std::move(s));
  }
  std::map<int, int> histogram;
  for (const auto& r : rows) ++histogram[r[0]];
  std::string counts;
  for (auto [v, c] : histogram)
    counts += (counts.empty() ? "" : ", ") + std::to_string(c) + " with DQC " + std::to_string(v);
  return {"dqc_bounds_n4",
          "Exact DQC (seed 002 Def. 1; reference/dqc reduced search, every l below refuted) of "
          "every f on 4 variables (" +
              counts +
              "), its decision-tree depth and the Thm 5 (minimum formula depth + 1) and Thm 6 "
              "(ceil(log2 m) + 3, m the minimum circuit size) upper bounds, each a step curve over "
              "the functions "
              "sorted by these four numbers. Where curves coincide the wide black DQC line lies "
              "under the narrower green D(f) line and the dashed bound lines, so every curve stays "
              "visible.",
          plot};
}

}  // namespace debref::dqc
