// Source: Lean Prob/Chernoff.lean chernoff_estimate_abs_le (check proofs.chernoff), drawn for
// the HTML report: the exact tail (proofs/stochastic/chernoff.hpp) and the bound, as doubles only
// for drawing.
#include <algorithm>
#include <cmath>

#include "harness/stochastic/figures.hpp"
#include "proofs/stochastic/chernoff.hpp"

namespace debref::stochastic {

using html::Figure;
using html::Plot;
using html::Series;

Figure chernoff_figure() {
  const Rational p(1, 2), e(1, 5);
  Series tail{"exact tail", "#c44e52", {}, true, true};
  Series bound{"2 exp(-2 n e^2)", "#4c72b0", {}, false, true, true};
  double low = 0;
  for (std::uint64_t n = 1; n <= 80; ++n) {
    const double t = html::drawn(proofs::estimate_tail(n, p, e));
    const double b = std::log10(2 * std::exp(-2.0 * static_cast<double>(n) * 0.04));
    if (t > 0) {
      tail.points.emplace_back(static_cast<double>(n), std::log10(t));
      low = std::min(low, std::log10(t));
    }
    bound.points.emplace_back(static_cast<double>(n), std::min(b, 0.5));
  }
  Plot plot;
  plot.title = "Chernoff: exact binomial tail vs Lean's bound, p = 1/2, e = 1/5";
  plot.x_label = "samples n";
  plot.y_label = "P(|X/n - p| >= e)";
  plot.x_max = 80;
  plot.x_tick = 10;
  plot.y_log10 = true;
  plot.y_min = std::floor(low);
  plot.y_max = 0.5;
  plot.y_tick = 1;
  plot.series = {bound, tail};
  return {"proofs_chernoff",
          "Lean Prob/Chernoff.lean chernoff_estimate_abs_le for the sample mean of n fair coins "
          "and e = 1/5 (log scale; the bound is capped at 10^0.5 where it exceeds 1): the exact "
          "tail (red, from proofs/stochastic/chernoff.hpp) lies under the bound (dashed blue) at "
          "every n; check proofs.chernoff decides this exactly on 1080 (n, p, e).",
          plot};
}

}  // namespace debref::stochastic
