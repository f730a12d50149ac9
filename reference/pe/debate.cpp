#include "reference/pe/debate.hpp"

#include <stdexcept>

namespace debref::pe {

namespace {

struct Game {
  const Prover& a;
  const Estimator& b;
  const Rational& r;
  Rule rule;
  Rational pd;

  Rational paid(int dir, const Rational& error) const {
    if (rule == Rule::NoDirection) return dir == 0 ? Rational(0) : magnitude(error);
    return Rational(dir) * error;
  }

  // Expected sum of r_k .. r_0 from node y^k with B's probability p_k.
  Rational value(const Node& n, Path& path, int k, const Rational& p) const {
    int dir = a.direction(path, p, pd);
    if (dir < -1 || dir > 1) throw std::invalid_argument("A^k outside {-1, 0, 1}");
    if (n.leaf()) {
      if (rule == Rule::NoDirection)  // E|O - p| = theta (1 - p) + (1 - theta) p
        return dir == 0 ? Rational(0) : Rational(n.oracle * (1 - p) + (1 - n.oracle) * p);
      return Rational(dir) * (n.oracle - p);  // Fig. 2 step 3(c), in expectation over O
    }
    const CondTable& t = b.tables.at(path);
    const int q = width(n);
    Rational rk = power(r, k), total = 0;
    for (unsigned z = 0; z < (1u << q); ++z) {
      Rational prob = path_probability(t, z);
      if (prob == 0) continue;
      std::vector<Rational> bi;
      for (int i = 0; i < q; ++i) bi.push_back(t[i][z & ((1u << i) - 1)]);
      Rational reward = rk * paid(dir, Rational(n.table[z]) - p);  // step 5
      int j = a.recurse(path, z, bi);                              // step 6
      if (j < 0 || j >= q) throw std::invalid_argument("recursion index outside [q]");
      path.push_back(j);
      Rational rest = value(n.children[j], path, k - 1, bi[j]);  // step 7: p_{k-1} = B_j^k
      path.pop_back();
      total += prob * (reward + rest);
    }
    return total;
  }
};

struct Exact {
  using Num = Rational;
  Num num(const Rational& x) { return x; }
  bool gt(const Num& a, const Num& b) { return a > b; }
  bool ge(const Num& a, const Num& b) { return a >= b; }
  Num ite(bool c, const Num& a, const Num& b) { return c ? a : b; }
  Num abs(const Num& a) { return magnitude(a); }
};

void collect_claims(const Node& n, Path& path, std::map<Path, int>& out) {
  out[path] = 1;
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    path.push_back(static_cast<int>(i));
    collect_claims(n.children[i], path, out);
    path.pop_back();
  }
}

void collect_tables(const Node& n, Path& path, std::map<Path, CondTable>& out, bool truthful,
                    const Rational& value) {
  if (n.leaf()) return;
  out[path] = truthful ? conditional(n) : constant_table(width(n), value);
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    path.push_back(static_cast<int>(i));
    collect_tables(n.children[i], path, out, truthful, value);
    path.pop_back();
  }
}

const Node& at(const Node& root, const Path& path) {
  const Node* n = &root;
  for (int i : path) n = &n->children.at(i);
  return *n;
}

Rational naive(const Node& n, Path& path, int claim, const std::map<Path, int>& claims,
               const std::function<int(const Path&)>& choose) {
  if (n.leaf()) return claim == 1 ? n.oracle : Rational(1 - n.oracle);
  unsigned z = 0;
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    Path c = path;
    c.push_back(static_cast<int>(i));
    if (claims.at(c)) z |= 1u << i;
  }
  if (n.table[z] != claim) return 0;  // the judge runs M_D on A's claimed answers
  int j = choose(path);
  path.push_back(j);
  int cj = claims.at(path);
  Rational out = naive(n.children.at(j), path, cj, claims, choose);
  path.pop_back();
  return out;
}

Node and_tree(int d, int q, int& next_leaf, int hidden) {
  Node n;
  if (d == 0) {
    n.oracle = next_leaf++ == hidden ? 0 : 1;
    return n;
  }
  n.table.assign(std::size_t{1} << q, 0);
  n.table.back() = 1;
  for (int i = 0; i < q; ++i) n.children.push_back(and_tree(d - 1, q, next_leaf, hidden));
  return n;
}

}  // namespace

Rational reward_ratio(const Rational& eps, const Rational& rho) {
  return eps * (1 - rho) / 4;
}

Rational expected_payoff(const Node& root, const Prover& a, const Estimator& b, const Rational& r,
                         Rule rule) {
  const int d = depth(root);
  Game game{a, b, r, rule, b.initial};
  Rational agree = a.claim == 1 ? b.initial : Rational(1 - b.initial);  // P[z-hat = A(x)]
  Rational init = power(r, d + 1) * agree;                              // step 5 of init
  Path path;
  return init + game.value(root, path, d, b.initial);
}

Prover honest_prover(const Node& root, const Rational& eps, int claim) {
  Prover a;
  a.claim = claim;
  a.direction = [&root, eps, claim](const Path& path, const Rational& p, const Rational& pd) {
    if (magnitude(pd - claim) <= eps) return 0;
    Rational g = correct(at(root, path));
    if (g - p > eps) return 1;
    if (g - p < -eps) return -1;
    return 0;
  };
  a.recurse = [&root](const Path& path, unsigned, const std::vector<Rational>& b) {
    const Node& n = at(root, path);
    int best = 0;
    Rational err = -1;
    for (std::size_t i = 0; i < b.size(); ++i) {
      Rational e = magnitude(b[i] - correct(n.children[i]));
      if (e > err) err = e, best = static_cast<int>(i);
    }
    return best;
  };
  return a;
}

Estimator truthful_estimator(const Node& root) {
  Estimator b;
  b.initial = correct(root);
  Path path;
  collect_tables(root, path, b.tables, true, 0);
  return b;
}

Estimator constant_estimator(const Node& root, const Rational& initial, const Rational& value) {
  Estimator b;
  b.initial = initial;
  Path path;
  collect_tables(root, path, b.tables, false, value);
  return b;
}

Rational naive_win_probability(const Node& root, const std::map<Path, int>& claims,
                               const std::function<int(const Path&)>& choose) {
  Path path;
  return naive(root, path, claims.at(Path{}), claims, choose);
}

Node obfuscated(int d, int q, int hidden) {
  int next = 0;
  return and_tree(d, q, next, hidden);
}

std::map<Path, int> all_true_claims(const Node& root) {
  std::map<Path, int> out;
  Path path;
  collect_claims(root, path, out);
  return out;
}

Rational honest_payoff_exact(const Node& root, const Rational& eps, const Rational& r, int claim,
                             const Estimator& b) {
  std::map<Path, std::vector<Rational>> flat;
  for (const auto& [path, t] : b.tables) {
    std::vector<Rational>& f = flat[path];
    for (const auto& row : t) f.insert(f.end(), row.begin(), row.end());
  }
  Exact ops;
  return honest_payoff(ops, root, eps, r, claim, b.initial, flat);
}

namespace {

// Backward induction for best_prover_payoff: the value from node y^k with B's probability p.
// E|X - p| for X ~ Bernoulli(m): the NoDirection mutant's round payment.
Rational mean_gap(const Rational& m, const Rational& p) {
  return m * (1 - p) + (1 - m) * p;
}

Rational best_value(const Node& n, Path& path, int k, const Rational& p, const Estimator& b,
                    const Rational& r, Rule rule) {
  if (n.leaf())  // max over A^0 of A^0 (theta - p), or E|O - p| under the mutant
    return rule == Rule::NoDirection ? mean_gap(n.oracle, p) : Rational(magnitude(n.oracle - p));
  const CondTable& t = b.tables.at(path);
  const int q = width(n);
  const Rational m = accept_probability(n.table, t);
  Rational total =
      power(r, k) * (rule == Rule::NoDirection ? mean_gap(m, p) : Rational(magnitude(m - p)));
  for (unsigned z = 0; z < (1u << q); ++z) {
    Rational prob = path_probability(t, z);
    if (prob == 0) continue;
    Rational best = -1;
    for (int j = 0; j < q; ++j) {
      path.push_back(j);
      Rational v = best_value(n.children[j], path, k - 1, t[j][z & ((1u << j) - 1)], b, r, rule);
      path.pop_back();
      if (v > best) best = v;
    }
    total += prob * best;
  }
  return total;
}

void fill_levels(const Node& n, Path& path, int level, int d, int q, Estimator& b) {
  if (n.leaf()) return;
  Rational miss = 1 / power(Rational(q), d - level + 1);
  b.tables[path] = constant_table(q, Rational(1 - miss));
  for (int i = 0; i < q; ++i) {
    path.push_back(i);
    fill_levels(n.children[i], path, level - 1, d, q, b);
    path.pop_back();
  }
}

}  // namespace

Rational best_prover_payoff(const Node& root, const Estimator& b, const Rational& r, int claim,
                            Rule rule) {
  const int d = depth(root);
  Rational agree = claim == 1 ? b.initial : Rational(1 - b.initial);
  Path path;
  return power(r, d + 1) * agree + best_value(root, path, d, b.initial, b, r, rule);
}

Prover best_prover(const Node& root, const Estimator& b, const Rational& r, int claim) {
  Prover a;
  a.claim = claim;
  const int d = depth(root);
  a.direction = [&root, &b](const Path& path, const Rational& p, const Rational&) {
    const Node& n = at(root, path);
    Rational gap = n.leaf() ? Rational(n.oracle - p)
                            : Rational(accept_probability(n.table, b.tables.at(path)) - p);
    return gap > 0 ? 1 : (gap < 0 ? -1 : 0);
  };
  a.recurse = [&root, &b, r, d](const Path& path, unsigned, const std::vector<Rational>& bi) {
    const Node& n = at(root, path);
    const int k = d - static_cast<int>(path.size());
    Path p = path;
    int best = 0;
    Rational value = -1;
    for (std::size_t j = 0; j < bi.size(); ++j) {
      p.push_back(static_cast<int>(j));
      Rational v = best_value(n.children[j], p, k - 1, bi[j], b, r, Rule::Figure2);
      p.pop_back();
      if (v > value) value = v, best = static_cast<int>(j);
    }
    return best;
  };
  return a;
}

Estimator obfuscation_estimator(int d, int q) {
  Node shape = obfuscated(d, q, 0);
  Estimator b;
  Path path;
  fill_levels(shape, path, d, d, q, b);
  b.initial = accept_probability(shape.table, b.tables.at(Path{}));
  return b;
}

Node obfuscated_average(int d, int q) {
  Node n = obfuscated(d, q, -1);  // no hidden leaf: every leaf 1
  Rational theta = 1 - 1 / power(Rational(q), d);
  std::function<void(Node&)> set = [&](Node& m) {
    if (m.leaf()) m.oracle = theta;
    for (Node& c : m.children) set(c);
  };
  set(n);
  return n;
}

Node majority_evidence(int s, int truth, const Rational& noise) {
  Node n;
  n.table.assign(std::size_t{1} << s, 0);
  for (unsigned z = 0; z < n.table.size(); ++z) {
    int ones = __builtin_popcount(z);
    n.table[z] = 2 * ones > s ? 1 : 0;
  }
  for (int i = 0; i < s; ++i) {
    Node leaf;
    leaf.oracle = truth == 1 ? Rational(1 - noise) : noise;
    n.children.push_back(leaf);
  }
  return n;
}

}  // namespace debref::pe
