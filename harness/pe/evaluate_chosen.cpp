// Source: seed 000 Lemma A.4 (soundness) over Fig. 2 with A's choices: round step 2 (A outputs
// the sub-queries of the current query) and step 3(b) (A's proof bits, answered without debate
// context, so one implicit proof u~ for every leaf). For every choice A can make on a menu
// (harness/pe/menu_instances.hpp) and every prover rule of pe.soundness, B is the proof's
// estimator learned against what A plays; the twins learn B on something else.
#include <set>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "harness/pe/menu_instances.hpp"
#include "reference/pe/bounded_estimator.hpp"
#include "reference/pe/paths.hpp"
#include "reference/pe/stability.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

// Gradient steps per level of Lemma A.4's estimator (as pe.soundness); past it UNKNOWN.
constexpr long kChosenSteps = 20000;

struct Tally {
  long choices = 0, played = 0, unstable = 0, steps = 0;
  StepTally level_steps;
};

// The decomposition B's tables are learned on. Lemma A.4's B reads A (its circuits query A), so
// it learns what A plays; the twins' B does not read one of A's choices.
const Node& learned_on(ChosenEstimator mode, std::size_t c,
                       const std::vector<std::pair<std::string, Node>>& plays,
                       const std::vector<std::pair<std::string, Node>>& on_true_proof) {
  if (mode == ChosenEstimator::IgnoresSubqueries) return plays.front().second;  // option 0
  if (mode == ChosenEstimator::IgnoresProof) return on_true_proof[c].second;    // u*
  return plays[c].second;
}

}  // namespace

ClaimOutcome soundness_chosen_subqueries(ChosenEstimator mode) {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  const Rational& delta = soundness_delta();
  const bool twin = mode != ChosenEstimator::ReadsChoices;
  Tally tally;
  for (const MenuInstance& in : menu_instances()) {
    throw_if_past_deadline();
    const Menu& menu = in.menu;
    const Rational truth = menu_correct(menu.root, menu.proof);  // L(x), Def. 5.1 at u*
    const auto on_true_proof = realizations(menu.root, menu.proof);
    std::set<std::string> seen;  // A's choices that play the same decomposition: one game
    for (const std::vector<int>& u : every_proof(menu.m)) {
      const auto plays = realizations(menu.root, u);
      for (std::size_t c = 0; c < plays.size(); ++c) {
        ++tally.choices;
        const Node& root = plays[c].second;
        const Node& learn = learned_on(mode, c, plays, on_true_proof);
        const json played = decomposition_json(root);
        if (!seen.insert(played.dump() + "|" + decomposition_json(learn).dump()).second) continue;
        ++tally.played;
        if (first_unstable(root, family_eps(), family_rho())) ++tally.unstable;
        const int d = depth(root);
        const auto provers = soundness_provers(root), assumed = soundness_provers(learn);
        for (std::size_t i = 0; i < provers.size(); ++i) {
          const Prover& a = provers[i].second;
          if (twin && decomposition_json(learn) == played) {
            ++out.vacuous;  // B learns what A plays: the main check's game
            continue;
          }
          const BoundedEstimator be =
              bounded_estimator(learn, assumed[i].second, r, delta, kChosenSteps, true, truth);
          tally.steps += be.steps;
          if (!be.converged) {
            out.undecided = true;
            continue;
          }
          tally.level_steps.add(be);
          const Rational value = expected_payoff(root, a, be.b, r);
          const Rational agree = a.claim == 1 ? truth : Rational(1 - truth);
          const Rational bound = power(r, d + 1) * agree + (2 * d + 1) * delta;
          ++out.instances;
          const SoundnessPlay play{root, provers[i].first, a.claim, be, value, bound};
          auto context = [&] {
            return json{{"menu", in.name},
                        {"true proof u*", proof_string(menu.proof)},
                        {"L(x)", to_string(truth)},
                        {"proof bits u~", proof_string(u)},
                        {"choice (option per query, depth first)", plays[c].first},
                        {"estimator learned on", decomposition_json(learn)}};
          };
          if (soundness_record(out, twin, play, context)) return out;
        }
      }
    }
  }
  out.detail = std::to_string(menu_instances().size()) + " menus, " +
               std::to_string(tally.choices) + " (proof bits, decomposition) choices, " +
               std::to_string(tally.played) + " distinct games (" + std::to_string(tally.unstable) +
               " unstable) x 24 provers; delta = " + to_string(delta) + ", " +
               std::to_string(tally.steps) + " gradient steps in all" +
               (twin ? std::string() : tally.level_steps.text());
  return out;
}

namespace {

int option_depth(const Menu& menu) {
  int d = 0;
  for (const MenuQuery* q = &menu.root; !q->leaf(); q = &q->options.front().children.front()) ++d;
  return d;
}

// B reading A's choices exactly (Lemma A.4's h_k = g_k, the delta -> 0 limit of its estimator):
// every table the answers of the sub-queries A plays, on her proof bits; p_d the played root's
// answer, or (the twin, as the proof's initialization) L(x).
Estimator exact_estimator(const Node& root, const Rational& initial) {
  Estimator b = truthful_estimator(root);
  b.initial = initial;
  return b;
}

// The estimator at vertex `v` of [0, 1]^(1 + entries): bit 0 is p_d, then every internal node's
// table entries in node_paths order, row by row.
Estimator vertex_estimator(const Node& root, unsigned v) {
  Estimator b;
  b.initial = v & 1u;
  unsigned bit = 1;
  for (const Path& p : node_paths(root, true)) {
    CondTable t = constant_table(width(node_at(root, p)), 0);
    for (auto& row : t)
      for (auto& e : row) e = (v >> bit++) & 1u;
    b.tables[p] = t;
  }
  return b;
}

unsigned estimator_bits(const Node& root) {
  unsigned bits = 1;
  for (const Path& p : node_paths(root, true)) bits += entries(width(node_at(root, p)));
  return bits;
}

// The least E[V] of prover `a` over the estimators at the vertices of B's tables, p_d in `pds`
// (with constant directions and a constant recursion E[V] is affine in each entry of B
// separately, so over every B with p_d in the hull of `pds` the infimum is such a value).
std::pair<Rational, Estimator> least_at_vertices(const Node& root, const Prover& a,
                                                 const Rational& r,
                                                 const std::vector<Rational>& pds) {
  std::optional<Rational> least;
  Estimator argmin;
  for (unsigned v = 0; v < (1u << estimator_bits(root)); v += 2)
    for (const Rational& pd : pds) {
      Estimator b = vertex_estimator(root, v);
      b.initial = pd;
      const Rational value = expected_payoff(root, a, b, r);
      if (!least || value < *least) least = value, argmin = b;
    }
  return {*least, argmin};
}

// A lying prover whose played decomposition answers her claim: her least payoff over every real
// B (a vertex value). Returns the first (prover, least value, vertex) at or above `bound`.
std::optional<json> every_estimator_pays(const Node& root, int claim, const Rational& r,
                                         const Rational& bound) {
  for (const std::string dir : {"always_minus", "always_plus"})
    for (const std::string rec : {"first", "last"}) {
      const Prover a = *named_prover(root, family_eps(), claim, dir, rec);
      const auto [least, argmin] = least_at_vertices(root, a, r, {0, 1});
      if (least >= bound) {
        json out{{"decomposition", decomposition_json(root)},
                 {"estimator", estimator_json(argmin)},
                 {"payoff", to_string(least)}};
        prover_replay(out, claim, dir, rec);
        return out;
      }
    }
  return std::nullopt;
}

}  // namespace

ClaimOutcome soundness_chosen_exact(ChosenExact mode) {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  long plays = 0, fractional = 0;
  for (const MenuInstance& in : menu_instances()) {
    throw_if_past_deadline();
    const Menu& menu = in.menu;
    const Rational truth = menu_correct(menu.root, menu.proof);  // L(x)
    std::set<std::string> seen;
    for (const std::vector<int>& u : every_proof(menu.m))
      for (const auto& [choice, root] : realizations(menu.root, u)) {
        const json played = decomposition_json(root);
        if (!seen.insert(played.dump()).second) continue;
        ++plays;
        const int d = depth(root);
        const Rational answer = correct(root);  // the played root's answer on u~
        for (int claim = 0; claim <= 1; ++claim) {
          const bool liar = Rational(claim) != truth;
          // Hypotheses: L(x) in {0, 1}; a liar's decomposition answers L(x) on her bits (it
          // verifies her claim soundly). The unsound-verifier twin tests exactly the others.
          const bool sound = zero_one(truth) && (!liar || answer == truth);
          if (sound == (mode == ChosenExact::UnsoundVerifier) || !zero_one(truth)) {
            fractional += zero_one(truth) ? 0 : 1;
            ++out.vacuous;
            continue;
          }
          ++out.instances;
          const Rational agree = liar ? Rational(0) : Rational(1);
          auto instance = [&, choice = choice, claim] {
            return json{{"menu", in.name},
                        {"true proof u*", proof_string(menu.proof)},
                        {"L(x)", to_string(truth)},
                        {"proof bits u~", proof_string(u)},
                        {"choice (option per query, depth first)", choice},
                        {"claim", claim},
                        {"decomposition", played}};
          };
          if (mode == ChosenExact::UnsoundVerifier) {
            // Lemma A.4 at delta = r^{d+1} / (2 (2d + 1)): some B must keep E[V] below the bound.
            const Rational bound = power(r, d + 1) * agree + power(r, d + 1) / 2;
            if (auto caught = every_estimator_pays(root, claim, r, bound)) {
              out.violation = instance();
              for (const auto& [k, v] : caught->items()) (*out.violation)[k] = v;
              (*out.violation)["least payoff over every B"] = (*caught)["payoff"];
              (*out.violation)["bound at delta = r^(d+1)/(2(2d+1))"] = to_string(bound);
              return out;
            }
            continue;
          }
          const bool at_truth = mode == ChosenExact::InitialAtTruth;
          const Estimator b = exact_estimator(root, at_truth ? truth : answer);
          const Rational best = best_prover_payoff(root, b, r, claim);
          const Rational bound = power(r, d + 1) * agree;
          if (!at_truth)
            out.slack(bound - best, [&] {
              json j = instance();
              j["best payoff"] = to_string(best);
              return j;
            });
          if (best > bound && !out.violation) {
            out.violation = instance();
            json& v = *out.violation;
            v["estimator"] = estimator_json(b);
            v["best payoff"] = to_string(best);
            v["bound r^(d+1) P[A(x)=L(x)]"] = to_string(bound);
            if (at_truth) {
              // Constant directions toward the played answer attain it: every round below the
              // root and the leaf pay 0 in expectation against exact answers.
              const std::string dir = answer > truth ? "always_plus" : "always_minus";
              const Prover a = *named_prover(root, family_eps(), claim, dir, "first");
              v["payoff"] = to_string(expected_payoff(root, a, b, r));
              prover_replay(v, claim, dir, "first");
              return out;
            }
          }
        }
      }
  }
  out.detail =
      std::to_string(menu_instances().size()) + " menus, " + std::to_string(plays) +
      " distinct played decompositions x 2 claims; vacuous: " + std::to_string(fractional) +
      " with L(x) fractional, " + std::to_string(out.vacuous - fractional) +
      (mode == ChosenExact::UnsoundVerifier
           ? " of the best-response check's plays"
           : " where a liar's played root does not answer L(x) on her bits");
  return out;
}

ClaimOutcome twin_adaptive_subqueries() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  const Rational half(1, 2);
  for (const MenuInstance& in : menu_instances()) {
    throw_if_past_deadline();
    const Menu& menu = in.menu;
    const Rational truth = menu_correct(menu.root, menu.proof);
    if (option_depth(menu) != 1 || !zero_one(truth)) {
      ++out.vacuous;
      continue;
    }
    for (const std::vector<int>& u : every_proof(menu.m)) {
      // Root options answering 1 and 0 on A's bits (A plays the option alone: depth 1).
      const auto plays = realizations(menu.root, u);
      for (const auto& [hi_choice, hi] : plays)
        for (const auto& [lo_choice, lo] : plays) {
          if (correct(hi) != 1 || correct(lo) != 0) continue;
          for (const int claim : {truth == 1 ? 0 : 1, truth == 1 ? 1 : 0}) {  // the liar first
            ++out.instances;
            // A sees p_d: below 1/2 she outputs `hi` and says B underestimates (every A^k =
            // +1), else `lo` and says B overestimates. B's tables read the option she output.
            const Prover plus = *named_prover(hi, family_eps(), claim, "always_plus", "first");
            const Prover minus = *named_prover(lo, family_eps(), claim, "always_minus", "first");
            const auto [below, b_below] = least_at_vertices(hi, plus, r, {0, half});
            const auto [above, b_above] = least_at_vertices(lo, minus, r, {half, 1});
            const Rational least = below < above ? below : above;
            const int d = depth(hi);
            const Rational agree = Rational(claim) == truth ? 1 : 0;
            const Rational bound = power(r, d + 1) * agree + power(r, d + 1) / 2;
            if (least < bound) continue;
            // The replay plays the branch that attains the least (p_d >= 1/2 attains; below
            // 1/2 the least is approached as p_d -> 1/2).
            const bool attained = above <= below;
            out.violation = json{{"menu", in.name},
                                 {"true proof u*", proof_string(menu.proof)},
                                 {"L(x)", to_string(truth)},
                                 {"proof bits u~", proof_string(u)},
                                 {"option output when p_d < 1/2", hi_choice},
                                 {"option output when p_d >= 1/2", lo_choice},
                                 {"claim", claim},
                                 {"decomposition", decomposition_json(attained ? lo : hi)},
                                 {"estimator", estimator_json(attained ? b_above : b_below)},
                                 {"payoff", to_string(least)},
                                 {"least payoff over every B", to_string(least)},
                                 {"bound at delta = r^(d+1)/(2(2d+1))", to_string(bound)}};
            prover_replay(*out.violation, claim, attained ? "always_minus" : "always_plus",
                          "first");
            return out;
          }
        }
    }
  }
  return out;
}

}  // namespace debref::pe
