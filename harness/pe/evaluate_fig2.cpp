// Source: seed 000 Fig. 2 (prover-estimator debate) and the honest prover of Lemma A.5, written
// out here once by enumerating every coin of the protocol (z-hat, each z_i, the leaf's O),
// independently of reference/pe/debate.cpp: the check compares expected_payoff with this
// enumeration, with r = 1/80 taken from the paper's eps (1 - rho) / 4 at eps = 1/10, rho = 1/2.
#include <string>
#include <vector>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/pe/evaluate.hpp"
#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
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

}  // namespace

ClaimOutcome fig2_payoff_enumerated(bool leaf_sign_flipped) {
  ClaimOutcome out;
  const Rational eps(1, 10), r(1, 80);  // seed 000 Fig. 2 step 1 at eps = 1/10, rho = 1/2
  const Rational r_code = reward_ratio(family_eps(), family_rho());
  for (const Instance& in : instances()) {
    if (width(in.root) > 2) continue;
    throw_if_past_deadline();
    const int d = depth(in.root);
    for (const Estimator& b : estimators(in.root)) {
      std::vector<Strategy> provers;
      for (int claim : {0, 1}) {
        provers.push_back({claim, true, 0, 0});
        for (int dir : {-1, 1})
          for (int index : {0, width(in.root) - 1}) provers.push_back({claim, false, dir, index});
      }
      for (const Strategy& s : provers) {
        Prover a;
        if (s.honest) {
          a = honest_prover(in.root, eps, s.claim);
        } else {
          a.claim = s.claim;
          a.direction = [dir = s.dir](const Path&, const Rational&, const Rational&) {
            return dir;
          };
          a.recurse = [j = s.index](const Path&, unsigned, const std::vector<Rational>&) {
            return j;
          };
        }
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
            // `debref pe --prover` (the same prover, by its rules' names) against this B shows
            // expected_payoff, which the mutant's enumeration does not reproduce.
            json& v = *out.violation;
            v["decomposition"] = decomposition_json(in.root);
            v["estimator"] = estimator_json(b);
            const std::string direction =
                s.honest ? "honest" : (s.dir > 0 ? "always_plus" : "always_minus");
            const std::string recursion = s.honest ? "honest" : (s.index == 0 ? "first" : "last");
            set_replay(v,
                       "debref pe --decomposition " + explore::file_arg(v["decomposition"]) +
                           " --estimator " + explore::file_arg(v["estimator"]) + " --prover " +
                           std::to_string(s.claim) + "," + direction + "," + recursion,
                       "/prover/estimator_payoff", v["expected_payoff"]);
            return out;
          }
        }
      }
    }
  }
  return out;
}

}  // namespace debref::pe
