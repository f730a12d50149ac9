// Source: seed 004 Def. 6, Def. 7, Sec. 5.2, Prop. 13 on π uniform on [0, 1]^ℕ (docs/FEATURE.md
// "The continuous prior"). `debref feature --env '{"continuous": K}' --question Q --rounds N`:
// F^l_π(f, N) as the finite debate on the dyadic cells of side 2^-2N with f's cell means; with
// --world X (rational coordinates) the row of the point X, without it the sup of the error over
// [0, 1]^K.
#include <sstream>

#include "harness/feature/command.hpp"
#include "harness/feature/json.hpp"
#include "harness/io/input.hpp"
#include "reference/feature/continuous.hpp"
#include "reference/feature/evidence.hpp"

namespace debref {

namespace {

using feature::Box;
using feature::ContinuousQuestion;
using feature::FeatureDebate;
using nlohmann::json;

// --world "1/3,0.5": K exact rationals in [0, 1].
std::vector<Rational> point_option(const std::string& option, int k) {
  std::vector<Rational> x;
  std::stringstream in(option);
  for (std::string part; std::getline(in, part, ',');) {
    try {
      x.push_back(parse_rational(part));
    } catch (const ParseError&) {
      throw InputError("--world: \"" + part + "\" is not an exact rational");
    }
    if (x.back() < 0 || x.back() > 1)
      throw InputError("--world: " + to_string(x.back()) + " outside the allowed range [0, 1]");
  }
  if (x.size() != static_cast<std::size_t>(k) || option.back() == ',')
    throw InputError("--world: expected " + std::to_string(k) +
                     " coordinates in [0, 1] separated by commas (got \"" + option + "\")");
  return x;
}

// --reveal on π uniform: the judge's belief once the features are revealed whole (the
// disintegration: f's mean over the other coordinates) and the experiment's conditional mean
// from point values (Simpson's rule); --experiment threshold: the mutant {w̃ | w̃_i <= w_i}.
json reveal_json(const ContinuousQuestion& f, const std::vector<Rational>& x,
                 const std::vector<int>& shown, const std::string& experiment) {
  Box event{std::vector<Rational>(x.size(), Rational(0)),
            std::vector<Rational>(x.size(), Rational(1))};
  for (int i : shown) event.lo[std::size_t(i)] = event.hi[std::size_t(i)] = x[std::size_t(i)];
  Box mean_box = event;
  if (experiment == "threshold")
    for (int i : shown) {
      if (x[std::size_t(i)] == 0)
        throw InputError(
            "--experiment: threshold needs --world coordinates > 0 on the revealed "
            "features (the event {w~_i <= 0} is null)");
      mean_box.lo[std::size_t(i)] = 0;
    }
  return {{"features", shown},
          {"belief", to_string(feature::box_mean(f, event))},
          {"experiment", experiment},
          {"experiment_mean", to_string(feature::simpson_mean(f, mean_box))}};
}

json arguments(const std::vector<feature::Argument>& line) {
  json out = json::array();
  for (const auto& a : line) out.push_back(a.feature < 0 ? -1 : a.feature);
  return out;
}

}  // namespace

json continuous_compute(const FeatureOptions& options, const json& env_json) {
  const int k = parse_continuous_environment(env_json);
  const ContinuousQuestion f = parse_continuous_question(
      read_json_file(options.question, "--question", "feature_multilinear.json"), k);
  const int max_rounds = 6 / k;
  if (options.rounds < 0 || options.rounds > max_rounds)
    throw InputError("--rounds: " + std::to_string(options.rounds) +
                     " outside the allowed range 0.." + std::to_string(max_rounds) +
                     " for a continuous environment with " + std::to_string(k) +
                     " features (2 N K <= 12 binary digits)");
  if (!options.answers.empty() || options.remaining_evidence || !options.def2.empty())
    throw InputError(
        "--env: a continuous environment takes --world, --reveal and --experiment only (not "
        "--answers, --remaining-evidence, --def2)");
  if (!options.reveal.empty() && options.world.empty())
    throw InputError("--reveal: only with --world (got --reveal " + options.reveal + ")");
  if (options.experiment != "equal" && options.experiment != "threshold")
    throw InputError("--experiment: \"" + options.experiment +
                     "\" is not one of equal (Def. 6), threshold (a mutant)");
  if (options.experiment != "equal" && options.reveal.empty())
    throw InputError("--experiment: only with --reveal");
  const int digits = std::max(1, 2 * options.rounds);
  const feature::Environment env = feature::cell_environment(k, digits);
  FeatureDebate d(env, feature::cell_question(env, f), options.rounds);
  const Rational lipschitz = feature::lipschitz_constant(f);
  json result{{"rounds", options.rounds},
              {"lipschitz", to_string(lipschitz)},
              {"bound", to_string(feature::prop13_bound(lipschitz, options.rounds))}};
  if (!options.world.empty()) {
    const std::vector<Rational> x = point_option(options.world, k);
    const std::size_t cell = feature::cell_of(env, x);
    const Rational lo = d.f_up_down(cell), hi = d.f_down_up(cell);
    const Box box = feature::dyadic_box(env, cell, std::vector<int>(std::size_t(k), digits));
    result.update(json{{"world", rationals_json(x)},
                       {"cell_lo", rationals_json(box.lo)},
                       {"cell_hi", rationals_json(box.hi)},
                       {"truth", to_string(f(x))},
                       {"f_up_down", to_string(lo)},
                       {"f_down_up", to_string(hi)},
                       {"optimal_answers", {to_string(lo), to_string(hi)}},
                       {"error", to_string(feature::point_error(d, f, cell, x))},
                       {"arguments_up_down", arguments(d.optimal_arguments(cell, true))},
                       {"arguments_down_up", arguments(d.optimal_arguments(cell, false))}});
    if (!options.reveal.empty())
      result["reveal"] = reveal_json(f, x, reveal_indices(options.reveal, k), options.experiment);
    return result;
  }
  feature::CellError worst{Rational(-1), {}};
  for (std::size_t w = 0; w < env.world_count(); ++w) {
    feature::CellError e = feature::cell_error(d, f, w);
    if (e.error > worst.error) worst = std::move(e);
  }
  result["cells"] = env.world_count();
  result["error"] = to_string(worst.error);
  result["worst_world"] = rationals_json(worst.world);
  return result;
}

}  // namespace debref
