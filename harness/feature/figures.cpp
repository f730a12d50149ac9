#include "harness/feature/figures.hpp"

#include <algorithm>
#include <map>

#include "harness/feature/instances.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/evidence.hpp"

namespace debref::feature {

using html::drawn;
using html::Figure;
using html::Plot;
using html::Series;

Figure prop13_figure() {
  Series points{"instances (N = 1..ceil(K D / 2))", "#4c72b0", {}, true, false};
  Series diagonal{"error = bound", "#888", {{0, 0}, {1, 1}}, false, true, true};
  double top = 0.25;
  int below = 0, total = 0;
  Question last_f;  // N = 1, 2, ... per question: L computed once per question
  Rational lipschitz;
  for (const Instance& in : limited_instances()) {
    if (in.f != last_f) {
      lipschitz = lipschitz_constant(in.env, in.f);
      last_f = in.f;
    }
    const Rational bound = prop13_bound(lipschitz, in.rounds);
    const Rational error = worst_error(FeatureDebate(in.env, in.f, in.rounds));
    ++total;
    if (error <= bound) ++below;
    points.points.emplace_back(drawn(bound), drawn(error));
    top = std::max({top, drawn(bound), drawn(error)});
  }
  Plot plot;
  plot.title = "Prop. 13: observed worst-case error vs the bound L / 2^floor(sqrt N)";
  plot.x_label = "Prop. 13 bound";
  plot.y_label = "worst-case error (Lemma 8)";
  plot.x_max = plot.y_max = top * 1.05;
  plot.x_tick = plot.y_tick = top > 1 ? 0.5 : 0.25;
  diagonal.points = {{0, 0}, {plot.x_max, plot.x_max}};
  plot.series = {diagonal, points};
  return {"feature_prop13",
          "Seed 004 Prop. 13 on the Sec. 5.2 bounded-digit family (the instances of check "
          "feature.prop13): each dot is one (environment, question, N) with L its exact "
          "Lipschitz constant w.r.t. rho; " +
              std::to_string(below) + " of " + std::to_string(total) +
              " lie on or below the dashed line error = bound (exact comparison).",
          plot};
}

Figure error_by_rounds_figure() {
  const std::vector<std::string> colors{"#4c72b0", "#55a868", "#c44e52", "#8172b2",
                                        "#ccb974", "#64b5cd", "#222222"};
  std::map<std::string, Series> by_question;
  std::vector<std::string> order;
  for (const Instance& in : limited_instances()) {
    // The names read "<question> K=2 D=2 uniform": keep one environment.
    const std::string suffix = " K=2 D=2 uniform";
    if (in.name.size() <= suffix.size() ||
        in.name.compare(in.name.size() - suffix.size(), suffix.size(), suffix) != 0)
      continue;
    const std::string question = in.name.substr(0, in.name.size() - suffix.size());
    if (!by_question.count(question)) {
      order.push_back(question);
      const std::size_t k = order.size() - 1;
      by_question[question] = Series{question,   colors[k % colors.size()], {}, true, true,
                                     k % 2 == 1, k == 0 ? 5.0 : 1.5};
    }
    by_question[question].points.emplace_back(
        in.rounds, drawn(worst_error(FeatureDebate(in.env, in.f, in.rounds))));
  }
  Plot plot;
  plot.title = "Feature debate: worst-case error against the number of rounds";
  plot.x_label = "rounds N";
  plot.y_label = "worst-case error";
  plot.x_min = 0.5;
  plot.x_max = 4.5;
  plot.x_tick = 1;
  for (const std::string& q : order) plot.series.push_back(by_question[q]);
  return {"feature_error_by_rounds",
          "Exact worst-case error (seed 004 Def. 4 via Lemma 8) of optimal play for each question "
          "of one Sec. 5.2 environment, N = 1..4. Curves that coincide are told apart by style: "
          "the first is a wide band, every second one dashed.",
          plot};
}

}  // namespace debref::feature
