// Source: seed 000 Thm A.2 (online gradient descent; Lean girving/debate Learn/OGD.lean
// regret_le) and Lemma A.3 (Algorithm 1; Lean Learn/Indistinguishable.lean steps_converge) on
// finite instances with certified rational enclosures, and their twins.
#include "harness/core/deadline.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

constexpr int kOgdBits = 96;
constexpr int kIndistBits = 128;

// regret_le on one case: every comparator, every n <= steps. `eta` and `factor` are the step
// size rule and the bound's constant (3/2 in Lean; mutated by the twins).
void ogd_evaluate(const OgdCase& c, const std::function<ogd::Enclosure(int)>& eta,
                  const Rational& factor, ClaimOutcome& out) {
  const ogd::Enclosure d = ogd::sqrt_enclosure(Rational(c.dim), kOgdBits);  // diam [0,1]^dim
  ogd::Run run = ogd::ogd(eta, c.eve, c.x, c.steps, kOgdBits);
  if (!run.decided) out.undecided = true;
  for (const auto& y : c.comparators)
    for (int n = 1; n <= static_cast<int>(run.moves.size()); ++n) {
      ogd::Enclosure reg = ogd::regret(run, y, n);
      ogd::Enclosure bound = ogd::regret_bound(c.g, d, n, factor, kOgdBits);
      ++out.instances;
      if (reg.hi <= bound.lo) {
        // Certified lower end of the slack: the bound's lower end minus the regret's upper end.
        out.slack(bound.lo - reg.hi, [&] {
          json yj = json::array();
          for (const Rational& v : y) yj.push_back(to_string(v));
          return json{{"case", c.name}, {"n", n}, {"y", yj}};
        });
        continue;
      }
      if (reg.lo <= bound.hi) {
        out.undecided = true;
        continue;
      }
      if (!out.violation) {
        json yj = json::array();
        for (const Rational& v : y) yj.push_back(to_string(v));
        out.violation = json{{"case", c.name},
                             {"n", n},
                             {"y", yj},
                             {"regret_lower", to_decimal(reg.lo, 12)},
                             {"bound_upper", to_decimal(bound.hi, 12)}};
      }
    }
}

// Lean good_eta d g n = d / g / sqrt(n+1) with d = sqrt(dim), the diameter of [0,1]^dim.
std::function<ogd::Enclosure(int)> good_eta(const OgdCase& c) {
  ogd::Enclosure d = ogd::sqrt_enclosure(Rational(c.dim), kOgdBits);
  Rational g = c.g;
  return [d, g](int n) { return ogd::good_eta(d, g, n, kOgdBits); };
}

// Thm A.2 along one run of Algorithm 1: sum_{t<=T} |Adv_t| <= 3/2 D G sqrt T, D G = sqrt(8 |Z|).
void indist_regret(const IndistCase& c, const indist::Result& res, ClaimOutcome& out) {
  const ogd::Enclosure dg = ogd::sqrt_enclosure(Rational(8 * c.z_size), kIndistBits);
  for (std::size_t t = 0; t < res.regret.size(); ++t) {
    ogd::Enclosure b =
        ogd::regret_bound(1, dg, static_cast<int>(t + 1), Rational(3, 2), kIndistBits);
    if (res.regret[t].first > b.hi && !out.violation)
      out.violation = json{{"case", c.name},
                           {"T", t + 1},
                           {"sum |Adv_t| lower", to_decimal(res.regret[t].first, 12)},
                           {"3/2 D G sqrt T upper", to_decimal(b.hi, 12)}};
    else if (res.regret[t].second > b.lo) {
      out.undecided = true;
      if (out.detail.find("undecided") == std::string::npos)
        out.detail += "first undecided regret: " + c.name + "; ";
    }
  }
}

// Lemma A.3 on one case; `allowed(z, delta)` is the claimed bound on the number of steps.
void indist_evaluate(const IndistCase& c,
                     const std::function<Integer(int, const Rational&)>& allowed, ClaimOutcome& out,
                     Rational& worst_ratio) {
  const Integer bound = indist::step_bound(c.z_size, c.delta);
  const indist::Result res =
      indist::algorithm1(c.mu, c.g, c.tests, c.delta, static_cast<int>(bound) + 1, kIndistBits);
  ++out.instances;
  if (!res.decided) {
    out.undecided = true;
    if (out.detail.find("undecided") == std::string::npos)
      out.detail +=
          "first undecided run: " + c.name + " at step " + std::to_string(res.steps) + "; ";
    return;
  }
  const Rational ratio = Rational(res.steps) * c.delta * c.delta / c.z_size;
  if (ratio > worst_ratio) worst_ratio = ratio;
  indist_regret(c, res, out);
  const Integer limit = allowed(c.z_size, c.delta);
  // The step count's slack: the bound minus the steps taken (the regret part is certified only).
  if (res.returned)
    out.slack(Rational(limit) - Rational(res.steps), [&] {
      return json{{"case", c.name}, {"steps", res.steps}, {"allowed", limit.str()}};
    });
  if ((!res.returned || Integer(res.steps) > limit) && !out.violation)
    out.violation = json{{"case", c.name},
                         {"returned", res.returned},
                         {"steps", res.steps},
                         {"allowed", limit.str()}};
  if (res.returned && res.max_adv_upper >= c.delta && !out.violation)
    out.violation = json{{"case", c.name}, {"max |Adv_f| upper", to_string(res.max_adv_upper)}};
}

}  // namespace

ClaimOutcome ogd_regret_bounded() {
  ClaimOutcome out;
  for (const OgdCase& c : ogd_cases()) ogd_evaluate(c, good_eta(c), Rational(3, 2), out);
  out.detail += "least slack: certified lower end (the bound's lower end - the regret's upper end)";
  return out;
}

ClaimOutcome algorithm1_returns() {
  ClaimOutcome out;
  Rational worst = 0;
  for (const IndistCase& c : indist_cases()) indist_evaluate(c, indist::step_bound, out, worst);
  out.detail += "largest steps * delta^2 / |Z| = " + to_string(worst) +
                " (bound 18; the paper's eq. (4) with D = 1 gives 9)";
  return out;
}

ClaimOutcome twin_ogd_constant_step() {
  ClaimOutcome out;
  for (const OgdCase& c : ogd_cases()) {
    throw_if_past_deadline();
    ogd::Enclosure d = ogd::sqrt_enclosure(Rational(c.dim), kOgdBits);
    Rational g = c.g;
    ogd_evaluate(
        c,
        [d, g](int) {
          return ogd::Enclosure{d.lo / g, d.hi / g};
        },
        Rational(3, 2), out);
    if (out.violation) break;
  }
  return out;
}

ClaimOutcome twin_ogd_low_bound() {
  ClaimOutcome out;
  for (const OgdCase& c : ogd_cases()) {
    throw_if_past_deadline();
    ogd_evaluate(c, good_eta(c), Rational(1, 2), out);
    if (out.violation) break;
  }
  return out;
}

ClaimOutcome twin_algorithm1_low_step_bound() {
  ClaimOutcome out;
  Rational worst = 0;
  auto mutant = [](int z, const Rational& d) { return floor(Rational(z) / (16 * d * d)); };
  for (const IndistCase& c : indist_cases()) {
    throw_if_past_deadline();
    if (mutant(c.z_size, c.delta) == 0) {  // a bound of 0 steps is caught trivially
      ++out.vacuous;
      continue;
    }
    indist_evaluate(c, mutant, out, worst);
    if (out.violation) break;
  }
  return out;
}

}  // namespace debref::pe
