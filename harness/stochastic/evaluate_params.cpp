// Source: Lean Debate/Details.lean, structure Params (w d k t) and Params.defaults, written out
// here once, independently of reference/stochastic/params.*: the check compares the reference's
// field evaluation (all_fields) and Params.defaults with these formulas, at values of d exactly on
// the `complete` and `sound` thresholds and one part in 10^6 above them, and at Params on the
// strict and non-strict field boundaries (c = s, s = b, q = v, q = 1, v = 1, k b = w).
#include <map>
#include <string>
#include <vector>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/stochastic/evaluate.hpp"

namespace debref::stochastic {

namespace {

using nlohmann::json;

/// Lean's Params fields for (v c s b q) at (w d k t); steps = t + 1 (or t for the twin).
std::map<std::string, bool> fields_as_stated(const Params& p, const Rational& w, const Rational& d,
                                             const Rational& k, const Rational& steps) {
  const Rational &v = p.v, &c = p.c, &s = p.s, &b = p.b, &q = p.q;
  return {{"k0", 0 < k},
          {"c0", 0 < c},
          {"cs", c < s},
          {"sb", s < b},
          {"q0", 0 < q},
          {"q1", q <= 1},
          {"v0", 0 < v},
          {"v1", v <= 1},
          {"qv", q <= v},
          {"bw", k * b <= w},
          {"complete", d <= (1 - v) * (w - k * c - q * steps)},
          {"sound", d <= (1 - v) * (1 - q * steps) * (w - k * b)}};
}

/// Params on the fields' boundaries (k = 1, w = 2/3): each makes one strict field fail by
/// equality or one non-strict field hold by equality.
std::vector<Params> boundary_params() {
  auto P = [](Rational v, Rational c, Rational s, Rational b, Rational q) {
    Params p;
    p.v = v, p.c = c, p.s = s, p.b = b, p.q = q;
    return p;
  };
  const Rational tenth(1, 10), fifth(1, 5), third(1, 3), zero(0), one(1);
  return {
      P(tenth, tenth, tenth, fifth, tenth),           // c = s (cs fails), q = v (qv holds)
      P(one, tenth, fifth, fifth, one),               // s = b (sb fails), q = v = 1 (q1 v1 hold)
      P(tenth, tenth, fifth, Rational(2, 3), tenth),  // k b = w (bw holds)
      P(zero, zero, tenth, fifth, zero),              // c = q = v = 0 (c0 q0 v0 fail)
      P(Rational(1, 100), Rational(1, 100), third, Rational(2, 5), Rational(1, 50)),  // q > v
  };
}

}  // namespace

ClaimOutcome params_fields_as_stated(bool steps_t) {
  ClaimOutcome out;
  const Rational w(2, 3), above(1, 1000000);
  const std::vector<Rational> ks = {Rational(1, 2), Rational(1),  Rational(3, 2),
                                    Rational(2),    Rational(10), Rational(100)};
  auto compare = [&](const Params& p, const Rational& k, int t, const std::string& at) {
    const Rational steps = steps_t ? Rational(t) : Rational(t + 1);
    const Rational complete = (1 - p.v) * (w - k * p.c - p.q * steps);
    const Rational sound = (1 - p.v) * (1 - p.q * steps) * (w - k * p.b);
    for (const Rational& d :
         {complete, sound, Rational(complete + above), Rational(sound + above), Rational(0)}) {
      ++out.instances;
      std::map<std::string, bool> want = fields_as_stated(p, w, d, k, steps);
      for (const ParamsField& f : all_fields(p, w, d, k, t)) {
        if (f.name == "complete" && want[f.name])
          out.slack(complete - d, [&] {
            return json{{"k", to_string(k)}, {"t", t}, {"d", to_string(d)}, {"field", f.name}};
          });
        if (f.name == "sound" && want[f.name])
          out.slack(sound - d, [&] {
            return json{{"k", to_string(k)}, {"t", t}, {"d", to_string(d)}, {"field", f.name}};
          });
        if (want.count(f.name) && want[f.name] == f.holds) continue;
        if (!out.violation) {
          out.violation =
              json{{"params", at},         {"k", to_string(k)},        {"t", t},
                   {"w", to_string(w)},    {"d", to_string(d)},        {"field", f.name},
                   {"reference", f.holds}, {"as_stated", want[f.name]}};
          // `debref params` evaluates the reference's fields of Params.defaults at (w, d).
          if (at == "defaults")
            set_replay(*out.violation,
                       "debref params --k " + to_string(k) + " --t " + std::to_string(t) + " --w " +
                           to_string(w) + " --d " + to_string(d),
                       "/defaults/fields/" + f.name, f.holds);
        }
      }
    }
  };
  for (const Rational& k : ks)
    for (int t : {0, 1, 2, 3, 10, 100}) {
      throw_if_past_deadline();
      // Lean Params.defaults k t, written out.
      const Rational v(1, 100), c = 1 / (100 * k), s = 2 / (100 * k), b = 5 / (100 * k),
                                q(1, 100 * (t + 1));
      const Params p = Params::defaults(k, t);
      if ((p.v != v || p.c != c || p.s != s || p.b != b || p.q != q) && !out.violation)
        out.violation = json{{"params", "defaults"},
                             {"k", to_string(k)},
                             {"t", t},
                             {"q", to_string(p.q)},
                             {"as_stated_q", to_string(q)}};
      compare(p, k, t, "defaults");
    }
  for (const Params& p : boundary_params()) compare(p, Rational(1), 0, "boundary");
  return out;
}

}  // namespace debref::stochastic
