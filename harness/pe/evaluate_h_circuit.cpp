// Source: seed 000 Lemma A.3, both conclusions on one h: the circuit its proof builds from
// Algorithm 1's run (reference/pe/h_circuit.hpp) computes an h that is (delta, F)-indistinguishable
// from g, exactly, with the query and gate counts of the construction; its twin unfolds the
// circuit into a formula (h_t recomputed at each use), whose size the lemma's bound does not
// cover.
#include <algorithm>
#include <optional>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "reference/pe/h_circuit.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

// One case of pe.indistinguishable (`--algorithm1`) or pe.indistinguishable.h_tests
// (`--h-tests`), its tests as Distinguishers.
struct CircuitCase {
  std::string name, flag, key;  // the case, its `debref pe` flag and JSON key
  const std::vector<Rational>& mu;
  const indist::Dist& g;
  std::vector<indist::Distinguisher> tests;
  const Rational& delta;
  int z_size;

  std::string replay() const { return "debref pe " + flag + " '" + name + "'"; }
};

template <class Visit>
void each_case(const Visit& visit) {
  static const std::vector<IndistCase> plain = indist_cases();
  static const std::vector<HTestCase> read_at_h = h_test_cases();
  for (const IndistCase& c : plain)
    if (!visit(CircuitCase{c.name, "--algorithm1", "algorithm1", c.mu, c.g,
                           indist::ungated(c.tests), c.delta, c.z_size}))
      return;
  for (const HTestCase& c : read_at_h)
    if (!visit(CircuitCase{c.name, "--h-tests", "h_tests", c.mu, c.g, c.tests, c.delta, c.z_size}))
      return;
}

indist::Result run_of(const CircuitCase& c) {
  throw_if_past_deadline();
  return algorithm1_run(c.mu, c.g, c.tests, c.delta, c.z_size);
}

struct Tally {
  long stepped = 0, largest_gates = 0;
  int most_steps = 0;
  std::optional<Integer> least_gate_slack;
};

// Lemma A.3 on one run: it returns within floor(18 |Z| / delta^2) steps, the circuit's h equals
// the run's centre, every |Adv_f(h)| < delta exactly, within the query and gate bounds. The
// slack is delta - max |Adv_f(h)|: once h is the centre this is the run's own return test, so
// what the circuit adds is that it reproduces the centre.
void evaluate_case(const CircuitCase& c, ClaimOutcome& out, Tally& tally) {
  const indist::Result res = run_of(c);
  ++out.instances;
  if (!res.decided) {
    out.undecided = true;
    if (out.detail.find("undecided") == std::string::npos)
      out.detail += "first undecided run: " + c.name + "; ";
    return;
  }
  if (!res.returned) {  // no h within floor(18 |Z| / delta^2) steps: the lemma's T fails
    if (!out.violation) {
      out.violation = json{{"case", c.name}, {"returned", false}, {"steps", res.steps}};
      set_replay(*out.violation, c.replay(), "/" + c.key + "/returned", false);
    }
    return;
  }
  const CircuitVerdict v = h_circuit_verdict(c.mu, c.g, c.tests, c.delta, c.z_size, res);
  tally.stepped += res.steps > 0;
  tally.most_steps = std::max(tally.most_steps, res.steps);
  tally.largest_gates = std::max(tally.largest_gates, v.gates.total);
  const Integer gate_slack = v.gate_bound - v.gates.total;
  if (!tally.least_gate_slack || gate_slack < *tally.least_gate_slack)
    tally.least_gate_slack = gate_slack;
  if (v.matches_run && v.max_adv < c.delta && v.within_bounds()) {
    out.slack(c.delta - v.max_adv, [&] {
      return json{{"case", c.name}, {"steps", res.steps}, {"circuit", h_circuit_json(v)}};
    });
    return;
  }
  if (out.violation) return;
  out.violation =
      json{{"case", c.name}, {"delta", to_string(c.delta)}, {"circuit", h_circuit_json(v)}};
  // The replay shows the first conclusion that failed, stated in the counterexample too.
  json& j = *out.violation;
  const auto [field, value] = !v.matches_run ? std::pair<std::string, json>("matches_run", false)
                              : !v.within_bounds()
                                  ? std::pair<std::string, json>("within_bounds", false)
                                  : std::pair<std::string, json>("max_adv", to_string(v.max_adv));
  j[field] = value;
  set_replay(j, c.replay(), "/" + c.key + "/circuit/" + field, value);
}

}  // namespace

CircuitVerdict h_circuit_verdict(const std::vector<Rational>& mu, const indist::Dist& g,
                                 const std::vector<indist::Distinguisher>& tests,
                                 const Rational& delta, int z_size, const indist::Result& run) {
  CircuitVerdict v;
  const indist::Circuit circuit = indist::h_circuit(run.trace, z_size, run.bits);
  for (std::size_t x = 0; x < mu.size(); ++x) v.h.push_back(indist::evaluate(circuit, tests, x));
  v.matches_run = v.h == run.centre;
  for (std::size_t i = 0; i < tests.size(); ++i) {
    const Rational a = magnitude(indist::adv(mu, g, v.h, tests[i]));  // f read at h(x)
    if (a > v.max_adv) v.max_adv = a, v.worst_test = i;
  }
  v.gates = indist::count(circuit);
  const Integer steps = indist::step_bound(z_size, delta), z = z_size;
  v.query_bound = z * steps;
  v.gate_bound = 2 + steps * (z * z + 7 * z - 2);
  v.formula_gates = indist::formula_size(circuit);
  return v;
}

json h_circuit_json(const CircuitVerdict& v) {
  json rows = json::array();
  for (const auto& row : v.h) {
    json r = json::array();
    for (const Rational& p : row) r.push_back(to_string(p));
    rows.push_back(r);
  }
  return json{{"h", rows},
              {"matches_run", v.matches_run},
              {"max_adv", to_string(v.max_adv)},
              {"worst_test", v.worst_test},
              {"gates", v.gates.total},
              {"queries", v.gates.queries},
              {"gate_bound", v.gate_bound.str()},
              {"query_bound", v.query_bound.str()},
              {"within_bounds", v.within_bounds()},
              {"formula_gates", v.formula_gates.str()}};
}

ClaimOutcome algorithm1_circuit() {
  ClaimOutcome out;
  Tally tally;
  each_case([&](const CircuitCase& c) {
    evaluate_case(c, out, tally);
    return true;
  });
  out.detail += "runs with at least one step: " + std::to_string(tally.stepped) + "; most steps " +
                std::to_string(tally.most_steps) + ", largest circuit " +
                std::to_string(tally.largest_gates) + " gates; least gate-count slack " +
                (tally.least_gate_slack ? tally.least_gate_slack->str() : std::string("none")) +
                "; least slack: delta - max |Adv_f(h)|, exact, h the circuit's function";
  return out;
}

ClaimOutcome twin_algorithm1_circuit_as_formula() {
  ClaimOutcome out;
  each_case([&](const CircuitCase& c) {
    const indist::Result res = run_of(c);
    if (!res.decided || !res.returned) {
      ++out.vacuous;
      return true;
    }
    ++out.instances;
    const CircuitVerdict v = h_circuit_verdict(c.mu, c.g, c.tests, c.delta, c.z_size, res);
    if (v.formula_gates <= v.gate_bound) return true;
    out.violation = json{{"case", c.name},
                         {"steps", res.steps},
                         {"formula gates", v.formula_gates.str()},
                         {"gate bound", v.gate_bound.str()}};
    set_replay(*out.violation, c.replay(), "/" + c.key + "/circuit/formula_gates",
               v.formula_gates.str());
    return false;
  });
  return out;
}

}  // namespace debref::pe
