// Source: seed 000 Def. 5.3 ((eps, rho)-stability), Fig. 2 (prover-estimator debate), Lemma A.4
// (soundness), Lemma A.5 (completeness), Def. 8.2 (stable transformation by majority vote), and
// the twins that drop one of their hypotheses or rules.
#include <algorithm>
#include <array>
#include <map>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "proofs/pe/queries.hpp"
#include "reference/pe/bounded_estimator.hpp"
#include "reference/pe/completeness.hpp"
#include "reference/pe/paths.hpp"
#include "reference/pe/stability.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

// Lemma A.5 by exact branch and bound (reference/pe/completeness.hpp): Proved covers every B with
// p_d and every table entry real in [0, 1]; a refutation comes with an estimator whose exact
// payoff (replayed by pe::expected_payoff) is below (1 - eps) r^{d+1}.
struct Decision {
  CompletenessDecision::Verdict verdict = CompletenessDecision::Verdict::Unknown;
  std::optional<json> witness;
  long boxes = 0;
};

// Box budgets per decision: the family's hardest stable instance needs under 500 boxes (the
// whole claim runs in well under a second); a twin only needs one refuted instance, and its
// other instances may sit exactly on the bound (no budget proves those: UNKNOWN, never PASS).
constexpr long kCompletenessBoxes = 50000;
constexpr long kTwinBoxes = 5000;

// `debref pe` on the decomposition with the witness estimator (and the twin's r, when mutated)
// shows the honest prover's payoff against it (Lemma A.5), below the bound.
void completeness_replay(json& witness, bool r_mutated) {
  std::string command = "debref pe --decomposition " + explore::file_arg(witness["decomposition"]) +
                        " --estimator " + explore::file_arg(witness["estimator"]);
  if (r_mutated) command += " --r " + witness["r"].get<std::string>();
  set_replay(witness, command, "/completeness/estimator_payoff", witness["payoff"]);
}

Decision completeness(const Node& root, const Rational& r, int claim, long budget) {
  const Rational& eps = family_eps();
  CompletenessDecision c = decide_completeness(root, eps, r, claim, budget);
  Decision d;
  d.verdict = c.verdict;
  d.boxes = c.boxes;
  if (c.witness)
    d.witness = json{{"decomposition", decomposition_json(root)},
                     {"r", to_string(r)},
                     {"estimator", estimator_json(*c.witness)},
                     {"payoff", to_string(c.payoff)},
                     {"bound (1-eps) r^(d+1)", to_string((1 - eps) * power(r, depth(root) + 1))}};
  return d;
}

// A Def. 5.3 witness t is admissible (in [0, 1], |t - p| < eps entrywise) and moves P[M_D = 1]
// by at least rho eps.
bool witness_valid(const std::vector<int>& table, const CondTable& p, const CondTable& t,
                   const Rational& eps, const Rational& rho) {
  for (std::size_t i = 0; i < t.size(); ++i)
    for (std::size_t j = 0; j < t[i].size(); ++j)
      if (magnitude(t[i][j] - p[i][j]) >= eps || t[i][j] < 0 || t[i][j] > 1) return false;
  return magnitude(accept_probability(table, t) - accept_probability(table, p)) >= rho * eps;
}

}  // namespace

// `debref pe --prover CLAIM,DIRECTION,RECURSION` (harness/pe/instances.hpp named_prover) with the
// witness's decomposition and estimator shows that prover's exact payoff `payoff`.
void prover_replay(json& v, int claim, const std::string& direction, const std::string& recursion) {
  set_replay(v,
             "debref pe --decomposition " + explore::file_arg(v["decomposition"]) +
                 " --estimator " + explore::file_arg(v["estimator"]) + " --prover " +
                 std::to_string(claim) + "," + direction + "," + recursion,
             "/prover/estimator_payoff", v["payoff"]);
}

bool soundness_record(ClaimOutcome& out, bool twin, const SoundnessPlay& p,
                      const std::function<json()>& context) {
  auto instance = [&] {
    json j = context();
    j["decomposition"] = decomposition_json(p.root);
    j["prover"] = p.prover;
    j["estimator"] = estimator_json(p.b.b);
    j["max_adv"] = to_string(p.b.max_adv);
    j["payoff"] = to_string(p.value);
    j["bound r^(d+1) P[A(x)=L(x)] + (2d+1) delta"] = to_string(p.bound);
    return j;
  };
  if (!twin) out.slack(p.bound - p.value, instance);
  if (!twin && !out.violation) out.violation = step_count_violation(p.b, instance);
  if (p.value < p.bound || out.violation) return false;
  out.violation = instance();
  if (!twin) return false;
  named_prover_replay(*out.violation, p.claim, p.prover);
  return true;
}

void StepTally::add(long steps, const std::optional<Integer>& slack) {
  most = std::max(most, steps);
  if (slack && (!least_slack || *slack < *least_slack)) least_slack = slack;
}

std::string StepTally::text() const {
  return "; at most " + std::to_string(most) +
         " Algorithm 1 steps at one level of B, least slack " +
         (least_slack ? least_slack->str() : std::string("-")) +
         " to Lemma A.3's floor(18 |Z| / delta^2)";
}

std::optional<json> step_count_violation(const BoundedEstimator& b,
                                         const std::function<json()>& instance) {
  if (!b.least_step_slack || *b.least_step_slack >= 0) return std::nullopt;
  json v = instance();
  v["what"] =
      "a level of B's construction took more Algorithm 1 steps than Lemma A.3's floor(18 |Z| / "
      "delta^2)";
  v["max_level_steps"] = b.max_level_steps;
  return v;
}

// The prover's name: "claim C, direction D, recursion R" (soundness_provers).
void named_prover_replay(json& v, int claim, const std::string& name) {
  const auto dir = name.find("direction ") + 10, rec = name.find(", recursion ");
  prover_replay(v, claim, name.substr(dir, rec - dir), name.substr(rec + 12));
}

// Where (table, p) is a node of independent leaves (p_i(z) constant in z), `debref pe
// --stability` on that depth-1 decomposition shows the exact Def. 5.3 verdict beside the
// unmutated (open-box) Z3 query.
void stability_replay(json& v, const std::vector<int>& table, const CondTable& p) {
  json children = json::array();
  for (const auto& row : p) {
    for (const Rational& x : row)
      if (x != row.front()) return;
    children.push_back({{"oracle", to_string(row.front())}});
  }
  const json decomposition{{"truth_table", table_string(table)}, {"children", children}};
  const Node node = parse_decomposition(decomposition);
  if (table_json(conditional(node)) != table_json(p) || node.table != table) return;
  set_replay(v,
             "debref pe --decomposition " + explore::file_arg(decomposition) + " --eps " +
                 v["eps"].get<std::string>() + " --rho " + v["rho"].get<std::string>() +
                 " --stability",
             "/nodes/0/stable", v["exact_stable"]);
}

ClaimOutcome stability_agrees_with_smt(bool closed_box) {
  ClaimOutcome out;
  std::map<std::string, bool> seen;
  for (const StabilityCase& c : stability_boundary_cases()) {
    throw_if_past_deadline();
    const std::vector<int>& table = c.table;
    const CondTable& p = c.p;
    std::string key =
        table_string(table) + table_json(p).dump() + to_string(c.eps) + "," + to_string(c.rho);
    if (seen.count(key)) continue;
    seen[key] = true;
    Stability exact = stability(table, p, c.eps, c.rho);
    proofs::Outcome smt =
        proofs::solve(proofs::pe_stability_query(table, p, c.eps, c.rho, closed_box), 5000);
    if (smt.verdict == proofs::Verdict::Unknown) {
      out.undecided = true;
      continue;
    }
    ++out.instances;
    bool agree = exact.stable == (smt.verdict == proofs::Verdict::Unsat);
    bool stated = !c.stable || exact.stable == *c.stable;
    bool witness_ok = !exact.witness || witness_valid(table, p, *exact.witness, c.eps, c.rho);
    if ((!agree || !witness_ok || !stated) && !out.violation)
      out.violation = json{{"truth_table", table_string(table)},
                           {"p", table_json(p)},
                           {"eps", to_string(c.eps)},
                           {"rho", to_string(c.rho)},
                           {"exact_stable", exact.stable},
                           {"smt", proofs::to_string(smt.verdict)},
                           {"witness_ok", witness_ok},
                           {"stated_stable", c.stable ? json(*c.stable) : json(nullptr)}};
    if (closed_box && out.violation) {  // the twin stops at its catch
      stability_replay(*out.violation, table, p);
      return out;
    }
  }
  return out;
}

CompletenessRecord completeness_record(const Node& root, int claim, const Rational& r,
                                       ClaimOutcome& out) {
  Decision d = completeness(root, r, claim, kCompletenessBoxes);
  CompletenessRecord rec;
  rec.boxes = d.boxes;
  if (d.verdict == CompletenessDecision::Verdict::Unknown) {
    out.undecided = true;
    return rec;
  }
  rec.decided = true;
  ++out.instances;
  if (d.witness && !out.violation) out.violation = d.witness;
  // Lemma A.5's bound is attained: B with p_d = A(x) -+ eps (A stays silent, eq. 13) and the
  // true tables gives exactly r^{d+1} P[z-hat = A(x)] = (1 - eps) r^{d+1}. Evaluated, not
  // assumed: the least slack over every B is 0 exactly when this payoff meets the bound.
  Estimator edge = truthful_estimator(root);
  edge.initial = claim == 1 ? 1 - family_eps() : family_eps();
  const Rational edge_payoff =
      expected_payoff(root, honest_prover(root, family_eps(), claim), edge, r);
  rec.attained = edge_payoff == (1 - family_eps()) * power(r, depth(root) + 1);
  if (rec.attained)
    out.slack(0, [&] {
      return json{{"decomposition", decomposition_json(root)}, {"estimator", estimator_json(edge)}};
    });
  return rec;
}

ClaimOutcome completeness_every_estimator() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  std::map<std::string, std::array<long, 4>> tally;  // decided, unknown, vacuous, boxes
  long not_attained = 0;
  std::vector<Instance> family = instances();
  for (const Instance& in : stable_depth2()) family.push_back(in);
  for (const Instance& in : depth2_width3()) family.push_back(in);
  for (const Instance& in : family) {
    throw_if_past_deadline();
    Rational g = correct(in.root);
    const std::string dq =
        "d" + std::to_string(depth(in.root)) + " q" + std::to_string(width(in.root));
    if (!zero_one(g) || first_unstable(in.root, family_eps(), family_rho())) {
      ++out.vacuous, ++tally[dq][2];
      continue;
    }
    const CompletenessRecord rec = completeness_record(in.root, static_cast<int>(g == 1), r, out);
    tally[dq][3] = std::max<long>(tally[dq][3], rec.boxes);
    if (!rec.decided) {
      ++tally[dq][1];
      continue;
    }
    ++tally[dq][0];
    if (!rec.attained) ++not_attained;
  }
  if (not_attained > 0)
    out.detail += std::to_string(not_attained) +
                  " instances where B with p_d = A(x) -+ eps does "
                  "not meet the bound exactly; ";
  for (const auto& [dq, t] : tally)
    out.detail += dq + ": " + std::to_string(t[0]) + " decided, " + std::to_string(t[1]) +
                  " unknown, " + std::to_string(t[2]) + " vacuous (most boxes " +
                  std::to_string(t[3]) + "); ";
  return out;
}

namespace {

// Lemma A.4 over the family and the obfuscated arguments, with B learned against A's r_k and f_k
// and (points) the point indicators; a twin stops at its first catch.
ClaimOutcome soundness_over(bool points, bool twin) {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  const Rational& delta = soundness_delta();
  long unstable = 0, steps = 0;
  StepTally tally;
  std::vector<Instance> family = instances();
  for (const Instance& in : obfuscated_instances()) family.push_back(in);
  for (const Instance& in : family) {
    throw_if_past_deadline();
    const Node& root = in.root;
    const int d = depth(root);
    if (first_unstable(root, family_eps(), family_rho())) ++unstable;
    for (const auto& [name, a] : soundness_provers(root)) {
      const BoundedEstimator be = bounded_estimator(root, a, r, delta, kSoundnessSteps, points);
      steps += be.steps;
      if (!be.converged) {
        out.undecided = true;
        continue;
      }
      tally.add(be);
      const Rational value = expected_payoff(root, a, be.b, r);
      const Rational agree = a.claim == 1 ? correct(root) : Rational(1 - correct(root));
      const Rational bound = power(r, d + 1) * agree + (2 * d + 1) * delta;
      ++out.instances;
      const SoundnessPlay play{root, name, a.claim, be, value, bound};
      if (soundness_record(out, twin, play, [&] { return json{{"instance", in.name}}; }))
        return out;
    }
  }
  out.detail = std::to_string(family.size()) + " decompositions (" + std::to_string(unstable) +
               " unstable, 3 obfuscated) x 24 provers; delta = " + to_string(delta) + ", " +
               std::to_string(steps) + " gradient steps in all" + tally.text();
  return out;
}

}  // namespace

ClaimOutcome soundness_bounded_estimator() {
  return soundness_over(true, false);
}

ClaimOutcome twin_soundness_proof_tests_only() {
  return soundness_over(false, true);
}

ClaimOutcome majority_vote_stable() {
  ClaimOutcome out;
  for (int s : {3})
    for (int truth : {0, 1})
      for (const Rational& eta : {Rational(0), Rational(1, 80), Rational(1, 40)}) {
        Node n = majority_evidence(s, truth, eta);
        ++out.instances;
        // The margin of Def. 5.3 at the vote: rho eps - sup |P_p - P_t| (0 with the sup attained
        // is unstable; the vote's children are leaves, so the vote is the only internal node).
        const Stability st = stability(n.table, conditional(n), family_eps(), family_rho());
        out.slack(family_rho() * family_eps() - st.supremum, [&] {
          return json{{"s", s}, {"truth", truth}, {"eta", to_string(eta)}};
        });
        if (first_unstable(n, family_eps(), family_rho()) && !out.violation)
          out.violation = json{{"s", s}, {"truth", truth}, {"eta", to_string(eta)}};
      }
  return out;
}

namespace {

// pe.twin.completeness.unstable on `family`'s unstable instances of depth `d`.
ClaimOutcome unstable_twin(const std::vector<Instance>& family, int d) {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  for (const Instance& in : family) {
    throw_if_past_deadline();
    Rational g = correct(in.root);
    if (!zero_one(g) || depth(in.root) != d ||
        !first_unstable(in.root, family_eps(), family_rho())) {
      ++out.vacuous;
      continue;
    }
    Decision dec = completeness(in.root, r, static_cast<int>(g == 1), kTwinBoxes);
    ++out.instances;
    if (dec.witness) {
      out.violation = dec.witness;
      completeness_replay(*out.violation, false);
      break;
    }
  }
  return out;
}

// pe.twin.completeness.reward_ratio on `family`'s stable instances.
ClaimOutcome reward_ratio_twin(const std::vector<Instance>& family) {
  ClaimOutcome out;
  for (const Instance& in : family) {
    throw_if_past_deadline();
    Rational g = correct(in.root);
    if (!zero_one(g) || first_unstable(in.root, family_eps(), family_rho())) {
      ++out.vacuous;
      continue;
    }
    ++out.instances;
    for (const Rational& wrong : {Rational(1, 2), Rational(1), Rational(4)}) {
      Decision d = completeness(in.root, wrong, static_cast<int>(g == 1), kTwinBoxes);
      if (d.witness) {
        out.violation = d.witness;
        completeness_replay(*out.violation, true);
        break;
      }
    }
    if (out.violation) break;
  }
  return out;
}

}  // namespace

ClaimOutcome twin_completeness_unstable() {
  return unstable_twin(instances(), 1);
}
ClaimOutcome twin_completeness_reward_ratio() {
  return reward_ratio_twin(instances());
}
ClaimOutcome twin_completeness_d2q3_unstable() {
  return unstable_twin(depth2_width3(), 2);
}
ClaimOutcome twin_completeness_d2q3_reward_ratio() {
  return reward_ratio_twin(depth2_width3());
}

ClaimOutcome twin_completeness_naive_recursion() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  const Rational bound = (1 - family_eps()) * power(r, 2);
  for (const Instance& in : instances()) {
    throw_if_past_deadline();
    const Node& root = in.root;
    Rational g = correct(root);
    if (!zero_one(g) || depth(root) != 1 || first_unstable(root, family_eps(), family_rho())) {
      ++out.vacuous;
      continue;
    }
    // Lemma A.5's directions; B recurses on its least-wrong subclaim (naive recursive debate).
    const Prover a =
        *named_prover(root, family_eps(), static_cast<int>(g == 1), "honest", "least_wrong");
    const int q = width(root);
    for (long c = 0; c < grid_estimator_count(q) && !out.violation; ++c) {
      const Estimator b = grid_estimator(q, c);
      ++out.instances;
      Rational v = expected_payoff(root, a, b, r);
      if (v < bound) {
        out.violation = json{{"decomposition", decomposition_json(root)},
                             {"estimator", estimator_json(b)},
                             {"payoff", to_string(v)},
                             {"bound", to_string(bound)}};
        prover_replay(*out.violation, a.claim, "honest", "least_wrong");
      }
    }
    if (out.violation) break;
  }
  return out;
}

ClaimOutcome twin_soundness_no_direction() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  for (const Instance& in : instances()) {
    throw_if_past_deadline();
    const Node& root = in.root;
    Rational g = correct(root);
    bool fractional = true;
    for (const Node& c : root.children)
      if (zero_one(c.oracle)) fractional = false;
    if (!zero_one(g) || depth(root) != 1 || !fractional) {
      ++out.vacuous;
      continue;
    }
    ++out.instances;
    // Lower bound for every B: all rewards are >= 0 under the mutant and the leaf reached (with
    // probability 1) pays E|O - p_0| = theta (1 - p_0) + (1 - theta) p_0.
    Rational lower = 1;
    for (const Node& c : root.children)
      lower = std::min(lower, std::min(c.oracle, Rational(1 - c.oracle)));
    Rational bound = 0;  // A lies: claim = 1 - g, P[A(x) = L(x)] = 0
    Prover a;
    a.claim = g == 1 ? 0 : 1;
    a.direction = [](const Path&, const Rational&, const Rational&) { return 1; };
    a.recurse = [](const Path&, unsigned, const std::vector<Rational>&) { return 0; };
    Estimator b = truthful_estimator(root);
    Rational replay = expected_payoff(root, a, b, r, Rule::NoDirection);
    if (lower > bound && replay >= lower) {
      out.violation = json{{"decomposition", decomposition_json(root)},
                           {"claim", a.claim},
                           {"lower bound over every B", to_string(lower)},
                           {"bound r^(d+1) P[A=L]", to_string(bound)},
                           {"payoff vs truthful B", to_string(replay)}};
      // `debref pe --rule no-direction` prints the liar's best payoff against the truthful B,
      // at least this prover's.
      const Rational best = best_prover_payoff(root, b, r, a.claim, Rule::NoDirection);
      json& v = *out.violation;
      v["best payoff vs truthful B"] = to_string(best);
      set_replay(v,
                 "debref pe --decomposition " + explore::file_arg(v["decomposition"]) +
                     " --rule no-direction",
                 "/soundness/liar_best_payoff_vs_truthful_B", to_string(best));
      break;
    }
  }
  return out;
}

ClaimOutcome twin_single_evidence_stable() {
  ClaimOutcome out;
  for (int truth : {0, 1})
    for (const Rational& eta : {Rational(0), Rational(1, 40)}) {
      Node n = majority_evidence(1, truth, eta);
      ++out.instances;
      Stability st = stability(n.table, conditional(n), family_eps(), family_rho());
      if (!st.stable && !out.violation) {
        out.violation = json{{"truth", truth},
                             {"eta", to_string(eta)},
                             {"witness", table_json(*st.witness)},
                             {"gap", to_string(st.witness_gap)},
                             {"stable", false}};
        // `debref pe` on the one-evidence node as a depth-1 decomposition prints its Def. 5.3
        // verdict (the root, nodes[0]).
        set_replay(*out.violation,
                   "debref pe --decomposition " + explore::file_arg(decomposition_json(n)) +
                       " --eps " + to_string(family_eps()) + " --rho " + to_string(family_rho()),
                   "/nodes/0/stable", false);
      }
    }
  return out;
}

}  // namespace debref::pe
