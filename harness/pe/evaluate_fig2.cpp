// Source: seed 000 Fig. 2 (prover-estimator debate) and the honest prover of Lemma A.5, written
// out here once by enumerating every coin of the protocol (z-hat, each z_i, the leaf's O),
// independently of reference/pe/debate.cpp: the check compares expected_payoff with this
// enumeration, with r = 1/80 taken from the paper's eps (1 - rho) / 4 at eps = 1/10, rho = 1/2;
// also with A's choices (steps 2 and 3(b)) on the menus of harness/pe/menu_instances.hpp, where the
// tree she plays is built here from the menu and compared with the reference's realization.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "harness/pe/menu_instances.hpp"
#include "reference/pe/menu.hpp"
#include "reference/pe/paths.hpp"

namespace debref::pe {

namespace {

using nlohmann::json;

/// g(y): the probability that node y is 1 (Def. 5.1), by summing M_D over every z.
Rational g_of(const Node& n) {
  if (n.leaf()) return n.oracle;
  Rational sum = 0;
  for (unsigned z = 0; z < n.table.size(); ++z) {
    Rational p = 1;
    for (std::size_t i = 0; i < n.children.size(); ++i)
      p *= ((z >> i) & 1u) ? g_of(n.children[i]) : Rational(1 - g_of(n.children[i]));
    sum += n.table[z] ? p : Rational(0);
  }
  return sum;
}

/// One prover of the check: Lemma A.5's honest prover (directions and recursion computed here
/// from the lemma's rule), or a constant one (every A^k = dir, every j = index).
struct Strategy {
  int claim = 1;
  bool honest = false;
  int dir = 0, index = 0;
};

struct Enumeration {
  const Estimator& b;
  Rational r, eps, pd;
  Strategy a;
  bool leaf_sign_flipped = false;  // the twin

  int direction(const Node& n, const Rational& p) const {
    if (!a.honest) return a.dir;
    if (magnitude(pd - a.claim) <= eps) return 0;  // Lemma A.5: every A^k = 0
    const Rational gap = g_of(n) - p;
    return gap > eps ? 1 : gap < -eps ? -1 : 0;
  }

  /// E[sum of the rewards from node n at level k] with B's probability p_k = p.
  Rational value(const Node& n, Path& path, int k, const Rational& p) const {
    const int dir = direction(n, p);
    if (n.leaf()) {  // step 3(c): reward A^0 (O - p_0), O ~ Bernoulli(theta)
      Rational e = 0;
      for (int o : {0, 1}) {
        const Rational po = o ? n.oracle : Rational(1 - n.oracle);
        const Rational paid = leaf_sign_flipped ? Rational(p - o) : Rational(o - p);
        e += po * dir * paid;
      }
      return e;
    }
    const CondTable& t = b.tables.at(path);
    const int q = static_cast<int>(n.children.size());
    Rational rk = 1, total = 0;
    for (int i = 0; i < k; ++i) rk *= r;
    for (unsigned z = 0; z < (1u << q); ++z) {
      Rational pz = 1;  // step 4(b): z_i ~ B_i^k(z_<i)
      std::vector<Rational> bi(static_cast<std::size_t>(q));
      for (int i = 0; i < q; ++i) {
        bi[static_cast<std::size_t>(i)] = t[static_cast<std::size_t>(i)][z & ((1u << i) - 1)];
        pz *= ((z >> i) & 1u) ? bi[static_cast<std::size_t>(i)]
                              : Rational(1 - bi[static_cast<std::size_t>(i)]);
      }
      if (pz == 0) continue;
      const Rational reward = rk * dir * (n.table[z] - p);  // step 5: r^k A^k (M_D(z) - p_k)
      int j = a.index;
      if (a.honest) {  // Lemma A.5: j = argmax_i |b_i - g(y_i)|, the smallest on ties
        j = 0;
        for (int i = 1; i < q; ++i)
          if (magnitude(bi[static_cast<std::size_t>(i)] - g_of(n.children[i])) >
              magnitude(bi[static_cast<std::size_t>(j)] - g_of(n.children[j])))
            j = i;
      }
      path.push_back(j);
      const Rational rest = value(n.children[j], path, k - 1, bi[static_cast<std::size_t>(j)]);
      path.pop_back();
      total += pz * (reward + rest);
    }
    return total;
  }

  Rational payoff(const Node& root, int d) const {
    Rational rd = 1, init = 0;
    for (int i = 0; i <= d; ++i) rd *= r;
    for (int zhat : {0, 1})  // initialization: r^{d+1} [z-hat = A(x)], z-hat ~ Bernoulli(p_d)
      init += (zhat ? pd : Rational(1 - pd)) * (zhat == a.claim ? rd : Rational(0));
    Path path;
    return init + value(root, path, d, pd);
  }
};

/// The estimators: the truthful one and p_d in {0, 1/10, 1/2, 9/10, 1} (1/10 and 9/10 are eps
/// from A's claims) with every root table entry in {0, 1/10, 1/2, 1} (q = 1) or {0, 1/2, 1}.
std::vector<Estimator> estimators(const Node& root) {
  std::vector<Estimator> out{truthful_estimator(root)};
  if (depth(root) != 1) return out;
  const int q = width(root);
  const std::vector<Rational> initial = {0, Rational(1, 10), Rational(1, 2), Rational(9, 10), 1};
  const std::vector<Rational> entry =
      q == 1 ? std::vector<Rational>{0, Rational(1, 10), Rational(1, 2), 1}
             : std::vector<Rational>{0, Rational(1, 2), 1};
  long count = 1;
  for (int e = 0; e < entries(q); ++e) count *= static_cast<long>(entry.size());
  for (const Rational& pd : initial)
    for (long c = 0; c < count; ++c) {
      Estimator b;
      b.initial = pd;
      CondTable t = constant_table(q, 0);
      long x = c;
      for (auto& row : t)
        for (auto& e : row)
          e = entry[static_cast<std::size_t>(x % static_cast<long>(entry.size()))],
          x /= static_cast<long>(entry.size());
      b.tables[Path{}] = t;
      out.push_back(b);
    }
  return out;
}

// The reference's prover for a Strategy of the check.
Prover prover_of(const Node& root, const Rational& eps, const Strategy& s) {
  if (s.honest) return honest_prover(root, eps, s.claim);
  Prover a;
  a.claim = s.claim;
  a.direction = [dir = s.dir](const Path&, const Rational&, const Rational&) { return dir; };
  a.recurse = [j = s.index](const Path&, unsigned, const std::vector<Rational>&) { return j; };
  return a;
}

// Honest A (when `honest`) and the constant ones, both claims.
std::vector<Strategy> strategies(const Node& root, bool honest) {
  std::vector<Strategy> provers;
  for (int claim : {0, 1}) {
    if (honest) provers.push_back({claim, true, 0, 0});
    for (int dir : {-1, 1})
      for (int index : {0, width(root) - 1}) provers.push_back({claim, false, dir, index});
  }
  return provers;
}

// A twin's violation: `debref pe --prover` (the same prover, by its rules' names) against this
// B on the decomposition A plays shows expected_payoff, which the mutant's enumeration does not
// reproduce.
void payoff_replay(json& v, const Node& root, const Estimator& b, const Strategy& s) {
  v["decomposition"] = decomposition_json(root);
  v["estimator"] = estimator_json(b);
  const std::string direction = s.honest ? "honest" : (s.dir > 0 ? "always_plus" : "always_minus");
  const std::string recursion = s.honest ? "honest" : (s.index == 0 ? "first" : "last");
  set_replay(v,
             "debref pe --decomposition " + explore::file_arg(v["decomposition"]) +
                 " --estimator " + explore::file_arg(v["estimator"]) + " --prover " +
                 std::to_string(s.claim) + "," + direction + "," + recursion,
             "/prover/estimator_payoff", v["expected_payoff"]);
}

// Fig. 2 step 2: the option A outputs among `count` decompositions of a query `level` levels
// above the leaves: the first, the last, or the one at level mod count.
enum class ChoiceRule { First, Last, ByLevel };
std::size_t rule_option(ChoiceRule rule, std::size_t count, int level) {
  if (rule == ChoiceRule::First) return 0;
  if (rule == ChoiceRule::Last) return count - 1;
  return static_cast<std::size_t>(level) % count;
}

int menu_depth(const MenuQuery& q) {
  return q.leaf() ? 0 : 1 + menu_depth(q.options.front().children.front());
}

// The tree A plays (Fig. 2 steps 2 and 3(b)), built here from the menu: the rule's option at each
// query, each leaf's oracle the judgement of the bits `u` A answers without context (entry sum_l
// u_{S[l]} 2^l). `digits`: the options taken, depth first (the name realizations() gives it).
Node played(const MenuQuery& q, ChoiceRule rule, int level, const std::vector<int>& u,
            std::string& digits) {
  Node n;
  if (q.leaf()) {
    std::size_t entry = 0;
    for (std::size_t l = 0; l < q.proof.positions.size(); ++l)
      entry += static_cast<std::size_t>(u[static_cast<std::size_t>(q.proof.positions[l])]) << l;
    n.oracle = q.proof.judgement[entry];
    return n;
  }
  const std::size_t o = rule_option(rule, q.options.size(), level);
  digits += std::to_string(o);
  n.table = q.options[o].table;
  for (const MenuQuery& c : q.options[o].children)
    n.children.push_back(played(c, rule, level - 1, u, digits));
  return n;
}

}  // namespace

ClaimOutcome fig2_menus_enumerated(bool at_true_proof) {
  ClaimOutcome out;
  const Rational eps(1, 10), r(1, 80);
  const Rational r_code = reward_ratio(family_eps(), family_rho());
  long trees = 0;
  for (const MenuInstance& mi : menu_instances()) {
    const Menu& menu = mi.menu;
    const int d = menu_depth(menu.root);
    for (const std::vector<int>& u : every_proof(menu.m)) {
      throw_if_past_deadline();
      const auto reals = realizations(menu.root, u);
      std::set<std::string> seen;
      for (const ChoiceRule rule : {ChoiceRule::First, ChoiceRule::Last, ChoiceRule::ByLevel}) {
        std::string digits, ignored;
        const Node tree = played(menu.root, rule, d, u, digits);
        if (!seen.insert(digits).second) continue;
        ++trees;
        const auto ref = std::find_if(reals.begin(), reals.end(),
                                      [&](const auto& p) { return p.first == digits; });
        if (ref == reals.end() || decomposition_json(ref->second) != decomposition_json(tree)) {
          if (!out.violation)
            out.violation =
                json{{"menu", mi.name},
                     {"proof bits", proof_string(u)},
                     {"options", digits},
                     {"played", decomposition_json(tree)},
                     {"realization",
                      ref == reals.end() ? json(nullptr) : decomposition_json(ref->second)}};
          continue;
        }
        // The twin judges the leaves at the true proof u* instead of A's bits.
        const Node enumerated =
            at_true_proof ? played(menu.root, rule, d, menu.proof, ignored) : tree;
        // Lemma A.5's honest A plays her true bits u* and claims L(x) (0/1 judgements only).
        const bool honest = u == menu.proof && zero_one(correct(tree));
        for (const Estimator& b : estimators(tree))
          for (const Strategy& s : strategies(tree, honest)) {
            if (s.honest && s.claim != (correct(tree) == 1 ? 1 : 0)) continue;
            const Rational code =
                expected_payoff(ref->second, prover_of(ref->second, eps, s), b, r_code);
            const Rational want = Enumeration{b, r, eps, b.initial, s, false}.payoff(enumerated, d);
            ++out.instances;
            if (code == want || out.violation) continue;
            out.violation = json{{"menu", mi.name},
                                 {"proof bits", proof_string(u)},
                                 {"options", digits},
                                 {"p_d", to_string(b.initial)},
                                 {"prover", s.honest ? "honest" : "constant"},
                                 {"claim", s.claim},
                                 {"expected_payoff", to_string(code)},
                                 {"enumerated", to_string(want)}};
            if (at_true_proof) {
              payoff_replay(*out.violation, ref->second, b, s);
              return out;
            }
          }
      }
    }
  }
  out.detail = std::to_string(trees) +
               " trees A plays (menu x her proof bits x her rule for the options, distinct), "
               "each equal to the reference's realization, and every payoff on them equal to the "
               "enumeration";
  return out;
}

ClaimOutcome fig2_payoff_enumerated(bool leaf_sign_flipped) {
  ClaimOutcome out;
  const Rational eps(1, 10), r(1, 80);  // seed 000 Fig. 2 step 1 at eps = 1/10, rho = 1/2
  const Rational r_code = reward_ratio(family_eps(), family_rho());
  for (const Instance& in : instances()) {
    if (width(in.root) > 2) continue;
    throw_if_past_deadline();
    const int d = depth(in.root);
    for (const Estimator& b : estimators(in.root)) {
      for (const Strategy& s : strategies(in.root, true)) {
        const Prover a = prover_of(in.root, eps, s);
        const Rational code = expected_payoff(in.root, a, b, r_code);
        const Enumeration e{b, r, eps, b.initial, s, leaf_sign_flipped};
        const Rational want = e.payoff(in.root, d);
        ++out.instances;
        if (code != want && !out.violation) {
          out.violation = json{{"instance", in.name},
                               {"p_d", to_string(b.initial)},
                               {"prover", s.honest ? "honest" : "constant"},
                               {"claim", s.claim},
                               {"direction", s.dir},
                               {"index", s.index},
                               {"expected_payoff", to_string(code)},
                               {"enumerated", to_string(want)}};
          if (leaf_sign_flipped) {
            payoff_replay(*out.violation, in.root, b, s);
            return out;
          }
        }
      }
    }
  }
  return out;
}

}  // namespace debref::pe
