// Source: seed 004 Def. 6 and Prop. 13 on a continuous prior: π uniform (Lebesgue) on
// [0, 1]^ℕ, f a function of the first K features whose box means, extrema and least ρ-Lipschitz
// constant are exact (reference/feature/continuous.hpp). Def. 6's experiments condition on null
// events, so E_π[f | ∩ e_i(w)] is the integral over the unrevealed coordinates; Sec. 5.2's
// arguments reveal binary digits, so every revealed set is a dyadic box and F^l_π(f, N) is the
// finite debate on the dyadic cells of side 2^-2N with f's cell means (docs/FEATURE.md "The
// continuous prior").
#include <algorithm>
#include <functional>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/feature/evaluate.hpp"
#include "harness/feature/instances.hpp"
#include "harness/feature/json.hpp"
#include "reference/feature/continuous.hpp"
#include "reference/feature/evidence.hpp"

namespace debref::feature {

namespace {

using nlohmann::json;

std::string point_arg(const std::vector<Rational>& x) {
  std::string out;
  for (const Rational& v : x) out += (out.empty() ? "" : ",") + to_string(v);
  return out;
}

// Every point of {0, 1/3, 1/2, 1}^K: dyadic and non-dyadic coordinates, both ends.
std::vector<std::vector<Rational>> sample_points(int k) {
  const std::vector<Rational> axis{q(0), q(1, 3), q(1, 2), q(1)};
  std::vector<std::vector<Rational>> out{{}};
  for (int i = 0; i < k; ++i) {
    std::vector<std::vector<Rational>> next;
    for (const auto& p : out)
      for (const Rational& v : axis) {
        next.push_back(p);
        next.back().push_back(v);
      }
    out = std::move(next);
  }
  return out;
}

// The box of Def. 6's event ∩_{i in I} e_i(x) (I a bit mask): fixed coordinates x_i for i in I,
// [0, 1] elsewhere; `threshold` gives the twin's mutant {w̃ | w̃_i <= x_i} instead.
Box event_box(const std::vector<Rational>& x, unsigned mask, bool threshold) {
  Box b;
  for (std::size_t i = 0; i < x.size(); ++i) {
    const bool in = (mask >> i) & 1;
    b.lo.push_back(in && !threshold ? x[i] : Rational(0));
    b.hi.push_back(in ? x[i] : Rational(1));
  }
  return b;
}

std::vector<int> mask_features(unsigned mask, int k) {
  std::vector<int> out;
  for (int i = 0; i < k; ++i)
    if ((mask >> i) & 1) out.push_back(i);
  return out;
}

// Calls test(q, x, mask) on every question, sample point and revealed set until it returns a
// violation; each call is one instance.
ClaimOutcome each_event(
    const std::function<std::optional<json>(const ContinuousInstance&, const std::vector<Rational>&,
                                            unsigned)>& test) {
  ClaimOutcome o;
  for (const ContinuousInstance& in : continuous_questions()) {
    const int k = in.f.features();
    for (const auto& x : sample_points(k))
      for (unsigned mask = 0; mask < (1u << k); ++mask) {
        ++o.instances;
        if (auto v = test(in, x, mask)) {
          o.violation = v;
          return o;
        }
      }
  }
  return o;
}

json event_json(const ContinuousInstance& in, const std::vector<Rational>& x, unsigned mask) {
  return {{"question", in.name},
          {"world", rationals_json(x)},
          {"revealed", mask_features(mask, in.f.features())},
          {"belief", to_string(box_mean(in.f, event_box(x, mask, false)))}};
}

// Sec. 5.2's f̂ on π uniform: in the finite debate on the cells of side 1/4 (N = 1), the belief
// at every (cell, revealed state) is f's integral mean over the dyadic box, from point values.
std::optional<json> dyadic_problem(const ContinuousInstance& in, std::uint64_t& count) {
  const Environment env = cell_environment(in.f.features(), 2);
  FeatureDebate d(env, cell_question(env, in.f), 1);
  for (std::size_t w = 0; w < env.world_count(); ++w)
    for (std::size_t s = 0; s < d.state_count(); ++s) {
      ++count;
      const Box box = dyadic_box(env, w, d.levels(s));
      const Rational integral = simpson_mean(in.f, box);
      if (d.belief(w, s) != integral)
        return json{{"question", in.name},
                    {"box_lo", rationals_json(box.lo)},
                    {"box_hi", rationals_json(box.hi)},
                    {"belief", to_string(d.belief(w, s))},
                    {"integral", to_string(integral)}};
    }
  return std::nullopt;
}

}  // namespace

// Def. 6 on π uniform: f continuous (every spline continuous) with values in [0, 1] on all of
// [0, 1]^K (exact extrema), the judge's belief once features I are revealed (Def. 7, the
// disintegration of the product measure) equal to f's integral over the unrevealed
// coordinates (Simpson's rule from point values, exact piece by piece), and, for Sec. 5.2's
// digit arguments, the belief on every dyadic box equal to the integral over it.
ClaimOutcome def6_continuous() {
  for (const ContinuousInstance& in : continuous_questions()) try {
      validate(in.f);
    } catch (const std::invalid_argument& e) {
      ClaimOutcome o;
      o.violation = json{{"question", in.name}, {"problem", e.what()}};
      return o;
    }
  ClaimOutcome o = each_event([](const ContinuousInstance& in, const std::vector<Rational>& x,
                                 unsigned mask) -> std::optional<json> {
    // with or without one feature beyond the K revealed: f does not depend on it, and under the
    // product measure conditioning on it changes nothing, so the box is the same.
    const Rational integral = simpson_mean(in.f, event_box(x, mask, false));
    if (box_mean(in.f, event_box(x, mask, false)) == integral) return std::nullopt;
    json v = event_json(in, x, mask);
    v["experiment_mean"] = to_string(integral);
    return v;
  });
  if (o.violation) return o;
  for (const ContinuousInstance& in : continuous_questions()) {
    throw_if_past_deadline();
    if (auto v = dyadic_problem(in, o.instances)) {
      o.violation = v;
      return o;
    }
  }
  return o;
}

// Twin of Def. 6 on π uniform: the experiment e_i(w) mutated to {w̃ | w̃_i <= w_i}; replayed by
// `debref feature --env '{"continuous": K}' ... --world X --reveal I --experiment threshold`.
ClaimOutcome twin_def6_continuous_threshold() {
  return each_event([](const ContinuousInstance& in, const std::vector<Rational>& x,
                       unsigned mask) -> std::optional<json> {
    for (std::size_t i = 0; i < x.size(); ++i)
      if (((mask >> i) & 1) && x[i] == 0) return std::nullopt;  // the mutant event is null
    const Rational mutant = simpson_mean(in.f, event_box(x, mask, true));
    if (mask == 0 || mutant == box_mean(in.f, event_box(x, mask, false))) return std::nullopt;
    json v = event_json(in, x, mask);
    v["mutant_mean"] = to_string(mutant);
    std::string list;
    for (int i : mask_features(mask, in.f.features()))
      list += (list.empty() ? "" : ",") + std::to_string(i);
    set_replay(
        v,
        "debref feature --env " + explore::file_arg(continuous_environment_json(in.f.features())) +
            " --question " + explore::file_arg(continuous_question_json(in.f)) +
            " --rounds 0 --world " + point_arg(x) + " --reveal " + list + " --experiment threshold",
        "/reveal/experiment_mean", v["mutant_mean"]);
    return v;
  });
}

namespace {

// Prop. 13 on π uniform, for each question and N with 2 N K <= 12 digits in all: calls
// test(in, d, cell, bound data) per dyadic cell of side 2^-2N.
struct Prop13Run {
  const ContinuousInstance* in = nullptr;
  int rounds = 0;
  Rational lipschitz, bound, range;
};

// weighted = false (the twin): L in the unweighted metric, no configuration vacuous, and the
// widest questions first (the cheapest catch).
void each_cell(
    ClaimOutcome& o, bool weighted,
    const std::function<bool(const Prop13Run&, const FeatureDebate&, std::size_t)>& test) {
  std::vector<ContinuousInstance> questions = continuous_questions();
  if (!weighted) std::reverse(questions.begin(), questions.end());
  for (const ContinuousInstance& in : questions) {
    const int k = in.f.features();
    const Rational lipschitz = lipschitz_constant(in.f, weighted);
    const BoxExtremes all = box_extremes(in.f, Box{std::vector<Rational>(std::size_t(k), q(0)),
                                                   std::vector<Rational>(std::size_t(k), q(1))});
    for (int n = 1; 2 * n * k <= in.max_digits; ++n) {
      throw_if_past_deadline();
      const Prop13Run run{&in, n, lipschitz, prop13_bound(lipschitz, n), all.sup - all.inf};
      const Environment env = cell_environment(k, 2 * n);
      // Any debate's error is at most the range of f (the judge's answer is a mean of f).
      if (weighted && !(run.bound < run.range)) {
        o.vacuous += env.world_count();
        continue;
      }
      FeatureDebate d(env, cell_question(env, in.f), n);
      for (std::size_t w = 0; w < env.world_count(); ++w) {
        ++o.instances;
        if (test(run, d, w)) return;
      }
    }
  }
}

json cell_json(const Prop13Run& run, const FeatureDebate& d, std::size_t w, const CellError& e) {
  const Box box = dyadic_box(d.environment(), w,
                             std::vector<int>(d.environment().features.size(), 2 * run.rounds));
  return {{"question", run.in->name},
          {"rounds", run.rounds},
          {"cell_lo", rationals_json(box.lo)},
          {"cell_hi", rationals_json(box.hi)},
          {"f_up_down", to_string(d.f_up_down(w))},
          {"f_down_up", to_string(d.f_down_up(w))},
          {"error", to_string(e.error)},
          {"world", rationals_json(e.world)},
          {"lipschitz", to_string(run.lipschitz)},
          {"bound", to_string(run.bound)},
          {"range", to_string(run.range)}};
}

}  // namespace

// Prop. 13 on π uniform: sup over every w in [0, 1]^K of the debate error (Lemma 8 (ii)), cell by
// cell (f̂^{↑↓}, f̂^{↓↑} are constant on a cell of side 2^-2N; f is continuous, so the sup of
// the error over the cell is max(f̂^{↓↑} - inf f, sup f - f̂^{↑↓}) on its closure), at most
// L/2^⌊√N⌋ with L the least ρ-Lipschitz constant on [0, 1]^K (exact).
ClaimOutcome prop13_continuous() {
  ClaimOutcome o;
  each_cell(o, true, [&](const Prop13Run& run, const FeatureDebate& d, std::size_t w) {
    const CellError e = cell_error(d, run.in->f, w);
    o.slack(run.bound - e.error, [&] { return cell_json(run, d, w, e); });
    if (e.error > run.bound && !o.violation) o.violation = cell_json(run, d, w, e);
    return false;
  });
  return o;
}

// Twin of Prop. 13 on π uniform: L read in the unweighted metric Σ_i |w_i - w'_i| (ρ's weights
// 2^-i dropped), so the bound is too small; caught at a point whose own cell's error exceeds it,
// replayed by `debref feature --env '{"continuous": K}' ... --world X` (pointer /error).
ClaimOutcome twin_prop13_unweighted() {
  ClaimOutcome o;
  each_cell(o, false, [&](const Prop13Run& run, const FeatureDebate& d, std::size_t w) {
    const CellError e = cell_error(d, run.in->f, w);
    if (!(e.error > run.bound)) return false;
    // The worst point lies in the closed cell; replay it only if its own cell is this one.
    if (cell_of(d.environment(), e.world) != w) return false;
    const Rational at = point_error(d, run.in->f, w, e.world);
    if (!(at > run.bound)) return false;
    json v = cell_json(run, d, w, e);
    v["unweighted_lipschitz"] = v["lipschitz"];
    v["lipschitz"] = to_string(lipschitz_constant(run.in->f, true));
    v["error_at_world"] = to_string(at);
    set_replay(v,
               "debref feature --env " +
                   explore::file_arg(continuous_environment_json(run.in->f.features())) +
                   " --question " + explore::file_arg(continuous_question_json(run.in->f)) +
                   " --rounds " + std::to_string(run.rounds) + " --world " + point_arg(e.world),
               "/error", v["error_at_world"]);
    o.violation = v;
    return true;
  });
  return o;
}

}  // namespace debref::feature
