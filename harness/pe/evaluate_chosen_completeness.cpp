// Source: seed 000 Lemma A.5 (completeness) over Fig. 2 with A's choices: round step 2 (A outputs
// the sub-queries of the current query) and step 3(b) (A's proof bits, answered without debate
// context), with Def. 5.2's A-provability as stated: item 1, A(x, j) = u_j in the base case (the
// true implicit proof u*), items 2 and 3, correct answers to every query and A(x) = L(x). On every
// menu of harness/pe/menu_instances.hpp, for every decomposition honest A can output there, the
// played decomposition is decided against every B by the exact branch and bound. With the bits
// u* the played tree is a fixed decomposition (leaves O(u*_S)), and the menus' stable plays are
// d = 1, q = 2 trees over 0/1 leaves that pe.completeness also decides: the check guards the
// menu-to-play path (pe::realizations at u*), not new games. The twin drops item 1: A keeps her
// claim L(x) but answers a proof bit wrongly, so the tree she plays answers 1 - L(x).
#include <set>

#include "harness/core/deadline.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "harness/pe/menu_instances.hpp"
#include "reference/pe/stability.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

json menu_context(const MenuInstance& in, const std::vector<int>& bits, const std::string& choice) {
  return json{{"menu", in.name},
              {"true proof u*", proof_string(in.menu.proof)},
              {"proof bits", proof_string(bits)},
              {"choice (option per query, depth first)", choice}};
}

}  // namespace

ClaimOutcome completeness_chosen_subqueries() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  long choices = 0, played = 0, unstable = 0, not_zero_one = 0, most_boxes = 0;
  std::set<std::string> seen;  // choices (on any menu) that play the same decomposition: one game
  for (const MenuInstance& in : menu_instances()) {
    throw_if_past_deadline();
    const Menu& menu = in.menu;
    const Rational truth = menu_correct(menu.root, menu.proof);  // L(x), Def. 5.1 at u*
    for (const auto& [choice, root] : realizations(menu.root, menu.proof)) {
      ++choices;
      if (!seen.insert(decomposition_json(root).dump()).second) continue;
      ++played;
      if (!zero_one(truth)) {  // Def. 5.2 item 3 needs L(x) in {0, 1} (a noisy proof query)
        ++out.vacuous, ++not_zero_one;
        continue;
      }
      if (first_unstable(root, family_eps(), family_rho())) {  // Lemma A.5 needs stability
        ++out.vacuous, ++unstable;
        continue;
      }
      const std::optional<json> before = out.violation;
      const CompletenessRecord rec =
          completeness_record(root, static_cast<int>(truth == 1), r, out);
      most_boxes = std::max(most_boxes, rec.boxes);
      if (out.violation && !before) out.violation->update(menu_context(in, menu.proof, choice));
    }
  }
  out.detail = std::to_string(menu_instances().size()) + " menus, " + std::to_string(choices) +
               " choices of honest A (proof bits u*), " + std::to_string(played) +
               " distinct decompositions played (" + std::to_string(unstable) + " unstable, " +
               std::to_string(not_zero_one) + " with L(x) not in {0, 1}: vacuous); most boxes " +
               std::to_string(most_boxes);
  return out;
}

ClaimOutcome twin_completeness_wrong_proof_bits() {
  ClaimOutcome out;
  const Rational r = reward_ratio(family_eps(), family_rho());
  for (const MenuInstance& in : menu_instances()) {
    throw_if_past_deadline();
    const Menu& menu = in.menu;
    const Rational truth = menu_correct(menu.root, menu.proof);
    if (!zero_one(truth)) continue;
    const int claim = truth == 1 ? 1 : 0;
    for (const std::vector<int>& u : every_proof(menu.m)) {
      if (u == menu.proof) continue;
      for (const auto& [choice, root] : realizations(menu.root, u)) {
        // A claims L(x) and plays this stable decomposition, but her proof bits are u, not u*
        // (Def. 5.2 item 1 dropped), so the decomposition she plays answers 1 - L(x).
        if (correct(root) == truth || first_unstable(root, family_eps(), family_rho())) {
          ++out.vacuous;
          continue;
        }
        ++out.instances;
        const Estimator b = truthful_estimator(root);
        const Rational payoff =
            expected_payoff(root, honest_prover(root, family_eps(), claim), b, r);
        const Rational bound = (1 - family_eps()) * power(r, depth(root) + 1);
        if (payoff >= bound) continue;
        json v = menu_context(in, u, choice);
        v["L(x)"] = to_string(truth);
        v["decomposition"] = decomposition_json(root);
        v["estimator"] = estimator_json(b);
        v["payoff"] = to_string(payoff);
        v["bound (1-eps) r^(d+1)"] = to_string(bound);
        prover_replay(v, claim, "honest", "honest");
        out.violation = v;
        return out;
      }
    }
  }
  return out;
}

}  // namespace debref::pe
