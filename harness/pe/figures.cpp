#include "harness/pe/figures.hpp"

#include <algorithm>
#include <cmath>

#include "harness/pe/instances.hpp"
#include "reference/pe/ogd.hpp"

namespace debref::pe {

using html::Figure;
using html::Plot;
using html::Series;

Figure ogd_regret_figure() {
  constexpr int bits = 96;  // as the check pe.ogd uses (harness/pe/evaluate_learning.cpp)
  std::vector<OgdCase> cases = ogd_cases();
  const auto it = std::find_if(cases.begin(), cases.end(), [](const OgdCase& c) {
    return c.name.rfind("alternating, dim 1", 0) == 0;
  });
  const OgdCase& c = it != cases.end() ? *it : cases.front();
  const ogd::Enclosure d = ogd::sqrt_enclosure(Rational(c.dim), bits);
  const Rational g = c.g;
  const ogd::Run run =
      ogd::ogd([&](int n) { return ogd::good_eta(d, g, n, bits); }, c.eve, c.x, c.steps, bits);
  Series regret{"regret (worst y)", "#c44e52", {}, true, true};
  Series bound{"bound 3/2 g d sqrt n", "#4c72b0", {}, false, true, true};
  double top = 1;
  for (int n = 1; n <= static_cast<int>(run.moves.size()); ++n) {
    double worst = -1e300;
    for (const auto& y : c.comparators)
      worst = std::max(worst, html::drawn(ogd::regret(run, y, n).hi));
    const double b = html::drawn(ogd::regret_bound(c.g, d, n, Rational(3, 2), bits).lo);
    regret.points.emplace_back(n, worst);
    bound.points.emplace_back(n, b);
    top = std::max({top, worst, b});
  }
  Plot plot;
  plot.title = "Online gradient descent: regret vs Lean regret_le's bound";
  plot.x_label = "steps n";
  plot.y_label = "regret";
  plot.x_max = static_cast<double>(run.moves.size());
  plot.x_tick = 8;
  plot.y_min = std::min(0.0, regret.points.empty() ? 0.0 : regret.points.front().second);
  for (const auto& [x, y] : regret.points) plot.y_min = std::min(plot.y_min, y);
  plot.y_max = std::ceil(top);
  plot.y_tick = plot.y_max > 8 ? 2 : 1;
  plot.series = {bound, regret};
  return {"pe_ogd_regret",
          "Seed 000 Thm A.2 as Lean girving/debate regret_le states it, case \"" + c.name +
              "\" of check pe.ogd: the upper end of the certified enclosure of the regret (largest "
              "over the comparators) and the lower end of the bound's, so a red dot under the "
              "dashed blue curve is a certified instance of the theorem.",
          plot};
}

}  // namespace debref::pe
