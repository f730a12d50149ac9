#include "harness/dqc/figures.hpp"

#include <map>

#include "reference/dqc/search.hpp"

namespace debref::dqc {

using html::Figure;
using html::Plot;
using html::Series;

Figure dqc_figure(int n) {
  std::map<std::pair<int, int>, int> count;
  std::map<int, Level> levels;
  const std::uint32_t functions = 1U << (1U << n);
  for (std::uint32_t bits = 0; bits < functions; ++bits) {
    const auto r = compute_dqc(TruthTable{n, bits}, 3, &levels);
    ++count[{r.decision_tree_depth, r.dqc ? *r.dqc : r.upper}];
  }
  Plot plot;
  plot.title = "DQC(f) against decision-tree depth D(f), all " + std::to_string(functions) +
               " functions on n = " + std::to_string(n);
  plot.x_label = "decision-tree depth D(f)";
  plot.y_label = "DQC(f)";
  plot.x_min = plot.y_min = -0.5;
  plot.x_max = plot.y_max = n + 0.5;
  plot.x_tick = plot.y_tick = 1;
  Series diagonal{"DQC = D", "#bbb", {{-0.5, -0.5}, {n + 0.5, n + 0.5}}, false};
  plot.series = {diagonal};
  for (const auto& [key, c] : count)
    plot.bubbles.push_back({double(key.first), double(key.second), double(c), std::to_string(c)});
  return {"dqc_vs_depth",
          "Exact DQC (seed 002 Def. 1, reference/dqc exhaustive search, every l below refuted) "
          "against the minimum decision-tree depth; each disc is labelled with its number of "
          "functions.",
          plot};
}

}  // namespace debref::dqc
