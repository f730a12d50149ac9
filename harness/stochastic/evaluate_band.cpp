// Source: docs/STOCHASTIC.md "The band of claims" over Lean Debate/Correct.lean soundness (the
// supremum over Alice's claims at one node): the soundness step that visits only the claims of
// claim_band (reference/stochastic/soundness.hpp, Hoeffding's inequality) against the step that
// visits every claim, exactly and in certified arithmetic. The band is what makes Lean's own
// Params.defaults fast enough for the default suite, so its error would shift every defaults
// check.
#include <optional>
#include <utility>
#include <vector>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/stochastic/evaluate.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/soundness.hpp"

namespace debref::stochastic {

namespace {

using nlohmann::json;

/// Children values (u0, u1): either child better, equal, and both 0 (the band cannot decide
/// where G is tiny everywhere, so the step sweeps every claim).
std::vector<std::pair<Rational, Rational>> children() {
  return {{Rational(0), Rational(1)},
          {Rational(1), Rational(0)},
          {Rational(2, 5), Rational(3, 5)},
          {Rational(1, 2), Rational(1, 2)},
          {Rational(0), Rational(0)}};
}

/// The twin's band: x +- t, the acceptance radius R dropped, the bound kept. (Narrower mistakes
/// go unseen here: with the smaller radius for R, or without the margin t, the suprema still lie
/// inside.)
std::optional<ClaimBand> band_without_radius(const Rational& x, const Estimator& bob,
                                             const Estimator& vera, const Interval& u0,
                                             const Interval& u1) {
  std::optional<ClaimBand> band = claim_band(x, bob, vera, u0, u1);
  if (!band) return band;
  const Rational shrink = std::max(bob.radius, vera.radius);
  band->lo += shrink;
  band->hi -= shrink;
  return band;
}

json instance(const char* mode, const Rational& x, const Protocol& p, const Rational& u0,
              const Rational& u1) {
  return {{"mode", mode},
          {"x", to_string(x)},
          {"bob", {{"n", p.bob.n}, {"radius", to_string(p.bob.radius)}}},
          {"vera", {{"n", p.vera.n}, {"radius", to_string(p.vera.radius)}}},
          {"u0", to_string(u0)},
          {"u1", to_string(u1)}};
}

json value_json(const Rational& v) {
  return to_string(v);
}
json value_json(const Interval& v) {
  return {{"lower", to_string(v.lower())}, {"upper", to_string(v.upper())}};
}
bool same_value(const Rational& a, const Rational& b) {
  return a == b;
}
bool same_value(const Interval& a, const Interval& b) {
  return a.lower() == b.lower() && a.upper() == b.upper();
}
json attained_json(const std::optional<bool>& a) {
  return a ? json(*a) : json(nullptr);
}

/// The mismatch of the banded step against the full sweep, exact or certified: both values
/// (certified: both enclosures, compared endpoint for endpoint), claims and attainments beside
/// the instance, or nullopt when they agree.
template <class Num>
std::optional<json> mismatch(const json& instance, const SoundnessStep<Num>& in_band,
                             const SoundnessStep<Num>& full) {
  const bool value_differs = !same_value(in_band.value, full.value);
  if (!value_differs && in_band.claim == full.claim && in_band.attained == full.attained)
    return std::nullopt;
  json v = instance;
  v["band_value"] = value_json(in_band.value);
  v["full_value"] = value_json(full.value);
  v["band_claim"] = to_string(in_band.claim);
  v["full_claim"] = to_string(full.claim);
  v["band_attained"] = attained_json(in_band.attained);
  v["full_attained"] = attained_json(full.attained);
  v["what"] = value_differs ? "the band's supremum differs from the full sweep's"
                            : "the band's claim or attainment differs from the full sweep's";
  return v;
}

}  // namespace

ClaimOutcome solver_band(bool radius_dropped) {
  ClaimOutcome out;
  const Rational approach(1, 1000000);
  auto band_of = [twin = radius_dropped](const Rational& x, const Protocol& p, const Interval& u0,
                                         const Interval& u1) {
    return twin ? band_without_radius(x, p.bob, p.vera, u0, u1)
                : claim_band(x, p.bob, p.vera, u0, u1);
  };
  auto fail = [&](json j) {
    if (!out.violation) out.violation = std::move(j);
  };
  auto done = [&] { return radius_dropped && out.violation; };  // a twin stops when caught
  // Exact: Params (v c s b q) = (1/8 1/20 1/10 3/20 1/4), 1664 and 2219 samples.
  Params mid;
  mid.v = Rational(1, 8), mid.c = Rational(1, 20), mid.s = Rational(1, 10);
  mid.b = Rational(3, 20), mid.q = Rational(1, 4);
  const Protocol pm = protocol(mid);
  std::vector<Rational> xs = probability_grid();
  xs.push_back(Rational(1, 3));
  for (const Rational& x : xs)
    for (const auto& [u0, u1] : children()) {
      if (done()) return out;
      throw_if_past_deadline();
      std::optional<ClaimBand> band;
      {
        Interval::PrecisionScope precision(128);
        band = band_of(x, pm, Interval(u0), Interval(u1));
      }
      const auto full =
          soundness_step<Integer>(x, pm.bob, pm.vera, u0, u1, true, false, approach, false);
      const auto in_band =
          soundness_step_in_band<Integer>(x, pm.bob, pm.vera, u0, u1, true, false, approach, band);
      if (!in_band.banded) {
        ++out.vacuous;
        continue;
      }
      ++out.instances;
      const json j = instance("exact", x, pm, u0, u1);
      out.slack(full.value - band->bound.upper(), [&] { return j; });
      if (std::optional<json> v = mismatch(j, in_band, full)) {
        // With leaf children 0 and 1 the node is the t = 0 oracle {x}: `debref debate --exact`
        // prints the unmutated step's supremum, the full sweep's.
        if (u0 == 0 && u1 == 1)
          set_replay(*v,
                     "debref debate --exact --oracle " +
                         explore::file_arg(to_json(Oracle(0, std::vector<Rational>{x}))) +
                         " --params " + explore::file_arg(to_json(mid)),
                     "/soundness_value", (*v)["full_value"]);
        fail(std::move(*v));
      }
    }
  // Certified (128 bits): Lean's Params.defaults 1 1, 29958, 13315 and 105967 samples.
  const Protocol pd = protocol(Params::defaults(Rational(1), 1));
  Interval::PrecisionScope precision(128);
  for (const Rational& x : {Rational(1, 4), Rational(1, 2), Rational(3, 4)})
    for (const auto& [u0, u1] : {std::pair{Rational(0), Rational(1)}, {Rational(1), Rational(0)}}) {
      if (done()) return out;
      throw_if_past_deadline();
      const Interval u0i(u0), u1i(u1);
      const std::optional<ClaimBand> band = band_of(x, pd, u0i, u1i);
      const auto full =
          soundness_step<Interval>(x, pd.bob, pd.vera, u0i, u1i, true, false, approach, false);
      const auto in_band = soundness_step_in_band<Interval>(x, pd.bob, pd.vera, u0i, u1i, true,
                                                            false, approach, band);
      if (!in_band.banded) {
        ++out.vacuous;
        continue;
      }
      ++out.instances;
      const json j = instance("certified", x, pd, u0, u1);
      out.slack(full.value.lower() - band->bound.upper(), [&] { return j; });
      // No replay: `debref debate` encloses at its own precision, not at these 128 bits.
      if (std::optional<json> v = mismatch(j, in_band, full)) fail(std::move(*v));
    }
  return out;
}

}  // namespace debref::stochastic
