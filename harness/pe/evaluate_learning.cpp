// Source: seed 000 Thm A.2 (online gradient descent; Lean girving/debate Learn/OGD.lean
// regret_le) and Lemma A.3 (Algorithm 1; Lean Learn/Indistinguishable.lean steps_converge) on
// finite instances with certified rational enclosures, and their twins.
#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

constexpr int kOgdBits = 96;

json comparator_json(const std::vector<Rational>& y) {
  json yj = json::array();
  for (const Rational& v : y) yj.push_back(to_string(v));
  return yj;
}

// regret_le on one case: every comparator, every n <= steps. `eta` and `factor` are the step
// size rule and the bound's constant (3/2 in Lean; mutated by the twins). A violation carries the
// replay `debref pe --ogd CASE` + `replay_flags` when those are given (the twins), showing row
// ci * moves + n - 1 of ogd_case_json.
void ogd_evaluate(const OgdCase& c, const std::function<ogd::Enclosure(int)>& eta,
                  const Rational& factor, ClaimOutcome& out,
                  const std::optional<std::string>& replay_flags = std::nullopt) {
  const ogd::Enclosure d = ogd::sqrt_enclosure(Rational(c.dim), kOgdBits);  // diam [0,1]^dim
  ogd::Run run = ogd::ogd(eta, c.eve, c.x, c.steps, kOgdBits);
  if (!run.decided) out.undecided = true;
  const int moves = static_cast<int>(run.moves.size());
  for (std::size_t ci = 0; ci < c.comparators.size(); ++ci) {
    const std::vector<Rational>& y = c.comparators[ci];
    for (int n = 1; n <= moves; ++n) {
      ogd::Enclosure reg = ogd::regret(run, y, n);
      ogd::Enclosure bound = ogd::regret_bound(c.g, d, n, factor, kOgdBits);
      ++out.instances;
      if (reg.hi <= bound.lo) {
        // Certified lower end of the slack: the bound's lower end minus the regret's upper end.
        out.slack(bound.lo - reg.hi, [&] {
          return json{{"case", c.name}, {"n", n}, {"y", comparator_json(y)}};
        });
        continue;
      }
      if (reg.lo <= bound.hi) {
        out.undecided = true;
        continue;
      }
      if (out.violation) continue;
      out.violation = json{{"case", c.name},
                           {"n", n},
                           {"y", comparator_json(y)},
                           {"regret_lower", to_decimal_down(reg.lo, 12)},
                           {"bound_upper", to_decimal_up(bound.hi, 12)}};
      if (replay_flags)
        set_replay(*out.violation, "debref pe --ogd '" + c.name + "'" + *replay_flags,
                   "/ogd/rows/" + std::to_string(ci * moves + n - 1) + "/regret_lower",
                   (*out.violation)["regret_lower"]);
    }
  }
}

// Lean good_eta d g n = d / g / sqrt(n+1) with d = sqrt(dim), the diameter of [0,1]^dim.
std::function<ogd::Enclosure(int)> good_eta(const OgdCase& c) {
  ogd::Enclosure d = ogd::sqrt_enclosure(Rational(c.dim), kOgdBits);
  Rational g = c.g;
  return [d, g](int n) { return ogd::good_eta(d, g, n, kOgdBits); };
}

// pe.twin.ogd.constant_step's mutant: the constant step d / g.
std::function<ogd::Enclosure(int)> constant_eta(const OgdCase& c) {
  ogd::Enclosure d = ogd::sqrt_enclosure(Rational(c.dim), kOgdBits);
  Rational g = c.g;
  return [d, g](int) { return ogd::Enclosure{d.lo / g, d.hi / g}; };
}

// Thm A.2 along one run of Algorithm 1: sum_{t<=T} |Adv_t| <= 3/2 D G sqrt T, D G = sqrt(8 |Z|).
template <class Case>
void indist_regret(const Case& c, const indist::Result& res, ClaimOutcome& out) {
  const ogd::Enclosure dg = ogd::sqrt_enclosure(Rational(8 * c.z_size), kIndistBits);
  for (std::size_t t = 0; t < res.regret.size(); ++t) {
    ogd::Enclosure b =
        ogd::regret_bound(1, dg, static_cast<int>(t + 1), Rational(3, 2), kIndistBits);
    if (res.regret[t].first > b.hi && !out.violation)
      out.violation = json{{"case", c.name},
                           {"T", t + 1},
                           {"sum |Adv_t| lower", to_decimal_down(res.regret[t].first, 12)},
                           {"3/2 D G sqrt T upper", to_decimal_up(b.hi, 12)}};
    else if (res.regret[t].second > b.lo) {
      out.undecided = true;
      if (out.detail.find("undecided") == std::string::npos)
        out.detail += "first undecided regret: " + c.name + "; ";
    }
  }
}

// Lemma A.3 on one case; `allowed(z, delta)` is the claimed bound on the number of steps. A
// violation carries the replay `debref pe --algorithm1 CASE` + `replay_flags` when given.
void indist_evaluate(const IndistCase& c,
                     const std::function<Integer(int, const Rational&)>& allowed, ClaimOutcome& out,
                     Rational& worst_ratio,
                     const std::optional<std::string>& replay_flags = std::nullopt) {
  const indist::Result res = algorithm1_run(c.mu, c.g, indist::ungated(c.tests), c.delta, c.z_size);
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
  if ((!res.returned || Integer(res.steps) > limit) && !out.violation) {
    out.violation = json{{"case", c.name},
                         {"returned", res.returned},
                         {"steps", res.steps},
                         {"allowed", limit.str()}};
    if (replay_flags)
      set_replay(*out.violation, "debref pe --algorithm1 '" + c.name + "'" + *replay_flags,
                 "/algorithm1/steps", res.steps);
  }
  if (res.returned && res.max_adv_upper >= c.delta && !out.violation)
    out.violation = json{{"case", c.name}, {"max |Adv_f| upper", to_string(res.max_adv_upper)}};
}

const HTestCase* h_test_case(const std::string& name) {
  static const std::vector<HTestCase> cases = h_test_cases();
  for (const HTestCase& c : cases)
    if (c.name == name) return &c;
  return nullptr;
}

// Def. A.1 on Algorithm 1's returned h (within the run's radius), every test read at h(x).
std::vector<indist::AdvBounds> final_advs(const HTestCase& c, const indist::Result& res) {
  std::vector<indist::AdvBounds> advs;
  for (const indist::Distinguisher& f : c.tests)
    advs.push_back(indist::adv_bounds(c.mu, c.g, res, f, kIndistBits));
  return advs;
}

indist::Result h_tests_run(const HTestCase& c, indist::ReadAt read_at) {
  return algorithm1_run(c.mu, c.g, c.tests, c.delta, c.z_size, read_at);
}

void note_undecided(ClaimOutcome& out, const std::string& what) {
  out.undecided = true;
  if (out.detail.find("undecided") == std::string::npos) out.detail += what + "; ";
}

// Lemma A.3 with tests read at h(x) on one case: Algorithm 1 returns within floor(18 |Z| /
// delta^2) steps, Thm A.2 holds along the run, and the returned h has every |Adv_f| < delta with
// f read at h(x) (Def. A.1, certified). The slack: delta - the largest |Adv_f| upper end.
struct HTestStats {
  Rational worst_ratio = 0;  // steps * delta^2 / |Z|
  int flipped = 0;           // runs where some gate read at h_T differs from at h_1
};

// Whether some test's gate at the returned h (decided) differs from its gate at the uniform h_1.
bool gate_flipped(const HTestCase& c, const indist::Result& res) {
  const indist::Dist start(c.mu.size(), std::vector<Rational>(c.z_size, Rational(1, c.z_size)));
  for (const indist::Distinguisher& f : c.tests)
    if (indist::gates_within(f, res.centre, res.radius) != indist::gates_within(f, start, 0))
      return true;
  return false;
}

void h_tests_evaluate(const HTestCase& c, ClaimOutcome& out, HTestStats& stats) {
  const indist::Result res = h_tests_run(c, indist::ReadAt::current);
  ++out.instances;
  if (!res.decided) return note_undecided(out, "first undecided run: " + c.name);
  const Rational ratio = Rational(res.steps) * c.delta * c.delta / c.z_size;
  if (ratio > stats.worst_ratio) stats.worst_ratio = ratio;
  indist_regret(c, res, out);
  const Integer limit = indist::step_bound(c.z_size, c.delta);
  if ((!res.returned || Integer(res.steps) > limit) && !out.violation) {
    out.violation = json{{"case", c.name},
                         {"returned", res.returned},
                         {"steps", res.steps},
                         {"allowed", limit.str()}};
    return;
  }
  Rational largest = 0;
  const std::vector<indist::AdvBounds> advs = final_advs(c, res);
  for (std::size_t i = 0; i < advs.size(); ++i) {
    if (!advs[i].decided || (advs[i].hi >= c.delta && advs[i].lo < c.delta))
      return note_undecided(out, "first undecided Def. A.1: " + c.name);
    if (advs[i].lo >= c.delta && !out.violation)
      out.violation =
          json{{"case", c.name}, {"test", i}, {"adv_lower", to_decimal_down(advs[i].lo, 12)}};
    if (advs[i].hi > largest) largest = advs[i].hi;
  }
  stats.flipped += gate_flipped(c, res);
  // The certified lower end of the slack, rounded down to 10^-12 (still a lower end).
  const Rational scale(1000000000000LL);
  out.slack(Rational(floor((c.delta - largest) * scale)) / scale, [&] {
    return json{{"case", c.name},
                {"steps", res.steps},
                {"allowed", limit.str()},
                {"max |Adv_f| upper", to_decimal_up(largest, 12)}};
  });
}

}  // namespace

indist::Result algorithm1_run(const std::vector<Rational>& mu, const indist::Dist& g,
                              const std::vector<indist::Distinguisher>& tests,
                              const Rational& delta, int z_size, indist::ReadAt read_at) {
  const Integer bound = indist::step_bound(z_size, delta);
  return indist::algorithm1(mu, g, tests, delta, static_cast<int>(bound) + 1, kIndistBits, read_at);
}

std::optional<json> h_tests_case_json(const std::string& name, bool tests_at_start) {
  const HTestCase* c = h_test_case(name);
  if (!c) return std::nullopt;
  const indist::Result res =
      h_tests_run(*c, tests_at_start ? indist::ReadAt::start : indist::ReadAt::current);
  const Integer allowed = indist::step_bound(c->z_size, c->delta);
  json g_rows = json::array();
  for (const auto& row : c->g) g_rows.push_back(comparator_json(row));
  json out{{"case", c->name},
           {"z_size", c->z_size},
           {"mu", comparator_json(c->mu)},
           {"g", g_rows},
           {"delta", to_string(c->delta)},
           {"tests_at", tests_at_start ? "start" : "current"},
           {"decided", res.decided},
           {"returned", res.returned},
           {"steps", res.steps},
           {"allowed", allowed.str()},
           {"within", res.decided && res.returned && Integer(res.steps) <= allowed}};
  if (!res.decided || !res.returned) return out;
  out["radius_upper"] = to_decimal_up(res.radius, 12);
  json tests = json::array();
  int distinguished = 0;
  const std::vector<indist::AdvBounds> advs = final_advs(*c, res);
  for (std::size_t i = 0; i < advs.size(); ++i) {
    json c_rows = json::array();
    for (const auto& row : c->tests[i].c) c_rows.push_back(comparator_json(row));
    // Certified: |Adv_f| >= delta (true), < delta (false), undecided (null).
    const indist::AdvBounds& b = advs[i];
    json dist = !b.decided         ? json()
                : b.lo >= c->delta ? json(true)
                : b.hi < c->delta  ? json(false)
                                   : json();
    distinguished += dist == json(true);
    json row{{"c", c_rows}, {"gate", gate_text(c->tests[i])}, {"distinguishes", dist}};
    if (!c->tests[i].d.empty()) {
      json d_rows = json::array();
      for (const auto& rows : c->tests[i].d) {
        json per_z = json::array();
        for (const auto& row : rows) per_z.push_back(comparator_json(row));
        d_rows.push_back(per_z);
      }
      row["d"] = d_rows;
    }
    if (b.decided)
      row["adv_lower"] = to_decimal_down(b.lo, 12), row["adv_upper"] = to_decimal_up(b.hi, 12);
    tests.push_back(row);
  }
  out["tests"] = tests;
  out["distinguished"] = distinguished;
  if (!tests_at_start)  // Lemma A.3's circuit reads its tests at h_t
    out["circuit"] =
        h_circuit_json(h_circuit_verdict(c->mu, c->g, c->tests, c->delta, c->z_size, res));
  return out;
}

json ogd_row_json(const json& y, int n, const ogd::Enclosure& regret, const ogd::Enclosure& bound) {
  // Certified: within (regret <= bound), exceeds (regret > bound) or undecided (null).
  json exceeds = regret.hi <= bound.lo ? json(false) : regret.lo > bound.hi ? json(true) : json();
  return {{"y", y},
          {"n", n},
          {"regret_lower", to_decimal_down(regret.lo, 12)},
          {"regret_upper", to_decimal_up(regret.hi, 12)},
          {"bound_lower", to_decimal_down(bound.lo, 12)},
          {"bound_upper", to_decimal_up(bound.hi, 12)},
          {"exceeds", exceeds}};
}

json ogd_run_json(const std::string& name, int dim, const Rational& g, int steps, bool decided,
                  bool constant_step, const Rational& factor, const json& rows) {
  int exceeded = 0, undecided = 0;
  for (const json& row : rows) {
    exceeded += row["exceeds"] == json(true);
    undecided += row["exceeds"].is_null();
  }
  return json{{"case", name},
              {"dim", dim},
              {"g", to_string(g)},
              {"steps", steps},
              {"decided", decided},
              {"step", constant_step ? "constant" : "good"},
              {"factor", to_string(factor)},
              {"rows", rows},
              {"exceeded", exceeded},
              {"undecided", undecided}};
}

std::optional<json> ogd_case_json(const std::string& name, bool constant_step,
                                  const Rational& factor) {
  for (const OgdCase& c : ogd_cases()) {
    if (c.name != name) continue;
    const ogd::Enclosure d = ogd::sqrt_enclosure(Rational(c.dim), kOgdBits);
    const ogd::Run run =
        ogd::ogd(constant_step ? constant_eta(c) : good_eta(c), c.eve, c.x, c.steps, kOgdBits);
    json rows = json::array();
    for (const auto& y : c.comparators)
      for (int n = 1; n <= static_cast<int>(run.moves.size()); ++n)
        rows.push_back(ogd_row_json(comparator_json(y), n, ogd::regret(run, y, n),
                                    ogd::regret_bound(c.g, d, n, factor, kOgdBits)));
    return ogd_run_json(c.name, c.dim, c.g, static_cast<int>(run.moves.size()), run.decided,
                        constant_step, factor, rows);
  }
  return std::nullopt;
}

std::optional<json> algorithm1_case_json(const std::string& name, const Rational& factor) {
  for (const IndistCase& c : indist_cases()) {
    if (c.name != name) continue;
    const indist::Result res =
        algorithm1_run(c.mu, c.g, indist::ungated(c.tests), c.delta, c.z_size);
    const Integer allowed = floor(factor * c.z_size / (c.delta * c.delta));
    json out{{"case", c.name},
             {"z_size", c.z_size},
             {"delta", to_string(c.delta)},
             {"decided", res.decided},
             {"returned", res.returned},
             {"steps", res.steps},
             {"factor", to_string(factor)},
             {"allowed", allowed.str()},
             {"within", res.decided && res.returned && Integer(res.steps) <= allowed}};
    if (res.returned) {
      out["max_adv_upper"] = to_string(res.max_adv_upper);
      out["circuit"] = h_circuit_json(
          h_circuit_verdict(c.mu, c.g, indist::ungated(c.tests), c.delta, c.z_size, res));
    }
    return out;
  }
  return std::nullopt;
}

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

ClaimOutcome algorithm1_h_tests() {
  ClaimOutcome out;
  HTestStats stats;
  for (const HTestCase& c : h_test_cases()) {
    throw_if_past_deadline();
    h_tests_evaluate(c, out, stats);
  }
  out.detail +=
      "least slack: delta - the largest certified upper end of |Adv_f| on the returned "
      "h, rounded down to 10^-12; largest steps * delta^2 / |Z| = " +
      to_string(stats.worst_ratio) +
      " (bound 18); runs where a gate read at the returned h differs from the uniform "
      "start: " +
      std::to_string(stats.flipped);
  return out;
}

// The mutant reads every test at the uniform h_1: it returns an h that some test, read at h(x)
// as Def. A.1 states, distinguishes from g by >= delta (certified).
ClaimOutcome twin_algorithm1_tests_at_start() {
  ClaimOutcome out;
  for (const HTestCase& c : h_test_cases()) {
    throw_if_past_deadline();
    const indist::Result res = h_tests_run(c, indist::ReadAt::start);
    if (!res.decided || !res.returned) {
      ++out.vacuous;
      continue;
    }
    ++out.instances;
    const std::vector<indist::AdvBounds> advs = final_advs(c, res);
    for (std::size_t i = 0; i < advs.size() && !out.violation; ++i) {
      if (!advs[i].decided || advs[i].lo < c.delta) continue;
      const std::string lower = to_decimal_down(advs[i].lo, 12);
      out.violation = json{{"case", c.name},
                           {"test", i},
                           {"gate", gate_text(c.tests[i])},
                           {"delta", to_string(c.delta)},
                           {"adv_lower", lower}};
      set_replay(*out.violation, "debref pe --h-tests '" + c.name + "' --tests-at start",
                 "/h_tests/tests/" + std::to_string(i) + "/adv_lower", lower);
    }
    if (out.violation) break;
  }
  return out;
}

ClaimOutcome twin_ogd_constant_step() {
  ClaimOutcome out;
  for (const OgdCase& c : ogd_cases()) {
    throw_if_past_deadline();
    ogd_evaluate(c, constant_eta(c), Rational(3, 2), out, " --ogd-step constant");
    if (out.violation) break;
  }
  return out;
}

ClaimOutcome twin_ogd_low_bound() {
  ClaimOutcome out;
  for (const OgdCase& c : ogd_cases()) {
    throw_if_past_deadline();
    ogd_evaluate(c, good_eta(c), Rational(1, 2), out, " --ogd-factor 1/2");
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
    indist_evaluate(c, mutant, out, worst, " --step-factor 1/16");
    if (out.violation) break;
  }
  return out;
}

}  // namespace debref::pe
