#include "harness/stochastic/figures.hpp"

#include "harness/stochastic/instances.hpp"
#include "reference/stochastic/acceptance.hpp"
#include "reference/stochastic/breakpoints.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

using html::drawn;
using html::Figure;
using html::Plot;
using html::Series;

namespace {

Params plot_params() {
  return tenfold_params(Rational(1), 0);
}

}  // namespace

Figure values_figure() {
  const Params params = plot_params();
  // The min over Bob equals honest play on most of the range: a wide pale band under a narrow
  // dashed line keeps both visible (the caption says so).
  Series honest{"honest play", "#4c72b0", {}, false, true, true};
  Series completeness{"min over Bob", "#8fd19e", {}, true, true, false, 7};
  Series soundness{"sup over Alice", "#c44e52", {}, true};
  for (int i = 0; i <= 20; ++i) {
    const Rational p(i, 20);
    const auto v = solve_exact(Oracle(0, {p}), params);
    honest.points.emplace_back(drawn(p), drawn(v.honest));
    completeness.points.emplace_back(drawn(p), drawn(v.completeness));
    soundness.points.emplace_back(drawn(p), drawn(v.soundness));
  }
  Plot plot;
  plot.title = "P(debate says true), t = 0, tenfold Params at k = 1";
  plot.x_label = "oracle's final probability p";
  plot.y_label = "P(true)";
  plot.series = {completeness, soundness, honest};
  plot.guides.push_back({true, 2.0 / 3, "w = 2/3", "#55a868"});
  plot.guides.push_back({true, 1.0 / 3, "1 - w", "#c44e52"});
  if (auto d = best_d(params, Rational(2, 3), Rational(1), 0)) {
    plot.guides.push_back({false, drawn(*d), "d (completeness: above)", "#55a868"});
    plot.guides.push_back({false, drawn(1 - *d), "1 - d (soundness: below)", "#c44e52"});
  }
  return {
      "stochastic_values",
      "Exact values (reference/stochastic solve_exact) at p = 0, 1/20, ..., 1. Lean "
      "completeness_p: where p >= 2/3 the green curve stays above d; soundness_p: where "
      "p <= 1/3 the red curve stays below 1 - d (d = the largest d for which Params (2/3) d 1 0 "
      "holds). Where the minimum over Bob equals honest play the two curves coincide: the wide "
      "pale green band is drawn under the dashed blue line, so both stay visible.",
      plot};
}

Figure alice_payoff_figure(const Rational& p, Rational* sup, Rational* max_sampled) {
  const Params params = plot_params();
  const Protocol protocol = stochastic::protocol(params);
  Acceptance<Integer> bob(protocol.bob, p), vera(protocol.vera, p);
  const Rational bob_total(bob.total()), vera_total(vera.total());
  auto payoff = [&](const Rational& claim, const Window& wb, const Window& wv) -> Rational {
    const Rational pi = claim < 0 ? Rational(0) : claim > 1 ? Rational(1) : claim;
    const Rational b = Rational(bob.at(wb)) / bob_total;
    const Rational v = Rational(vera.at(wv)) / vera_total;
    return b * pi + (1 - b) * v;  // U1 = 1, U0 = 0 at t = 0
  };
  Series curve{"G(claim)", "#c44e52", {}, false};
  Rational best = 0;
  Breakpoints breakpoints({protocol.bob, protocol.vera}, {Rational(0), Rational(1)});
  bool have = breakpoints.next();
  while (have) {
    const Breakpoint b = breakpoints.current();
    have = breakpoints.next();
    const Rational at = payoff(b.value, b.at[0], b.at[1]);
    best = std::max(best, at);
    curve.points.emplace_back(drawn(b.value), drawn(at));
    if (!have) break;
    const Rational mid = (b.value + breakpoints.current().value) / 2;
    const Rational inside = payoff(mid, b.after[0], b.after[1]);
    best = std::max(best, inside);
    curve.points.emplace_back(drawn(mid), drawn(inside));
  }
  const auto values = solve_exact(Oracle(0, {p}), params);
  if (sup) *sup = values.soundness;
  if (max_sampled) *max_sampled = best;
  Plot plot;
  plot.title = "Alice's payoff against her claim, t = 0, p = " + to_string(p);
  plot.x_label = "Alice's claimed probability";
  plot.y_label = "P(true) given the claim";
  plot.x_min = -0.25;
  plot.x_max = 1.25;
  plot.series = {curve};
  plot.guides.push_back({true, drawn(p), "p", "#4c72b0"});
  plot.guides.push_back({false, drawn(values.soundness),
                         "sup = soundness value " + to_decimal(values.soundness, 4), "#333"});
  return {"alice_payoff",
          "G(claim) = B clamp(claim) + (1 - B) V with B, V the exact acceptance probabilities of "
          "honest Bob and Vera, evaluated exactly at every breakpoint X/n +- r and at the middle "
          "of every piece between them; its supremum is the soundness value (dashed).",
          plot};
}

}  // namespace debref::stochastic
