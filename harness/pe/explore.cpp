// The pe family's catalogue (seed 000, issue 8). Instances in size order: d = 1 decompositions of
// width q = size (every truth table in code order, then every leaf vector), eps = 1/10,
// rho = 1/2. Each entry drops one hypothesis or rule of Lemma A.5 / Lemma A.4 and stops at the
// first instance where the conclusion fails, with a `debref pe` replay.
#include "harness/core/explore.hpp"

#include "harness/pe/claims.hpp"
#include "proofs/pe/queries.hpp"
#include "reference/pe/stability.hpp"

namespace debref::explore {

namespace {

using nlohmann::json;
using pe::Estimator;
using pe::Node;

const Rational kEps = Rational(1, 10), kRho = Rational(1, 2);

json estimator_json(const Estimator& b) {
  json tables = json::object();
  for (const auto& [path, t] : b.tables) {
    std::string key;
    for (int i : path) key += std::to_string(i);
    json rows = json::array();
    for (const auto& row : t) {
      json r = json::array();
      for (const Rational& x : row) r.push_back(to_string(x));
      rows.push_back(r);
    }
    tables[key] = rows;
  }
  return {{"initial", to_string(b.initial)}, {"tables", tables}};
}

// d = 1, width q, table `code`, leaves `leaves`.
Node one_level(int q, unsigned code, const std::vector<Rational>& leaves) {
  Node n;
  for (unsigned z = 0; z < (1u << q); ++z) n.table.push_back((code >> z) & 1u);
  for (int i = 0; i < q; ++i) {
    Node leaf;
    leaf.oracle = leaves[i];
    n.children.push_back(leaf);
  }
  return n;
}

// Every d = 1 instance of width q with leaves from `values`, in (table code, leaf vector) order.
template <class F>
bool each_instance(int q, const std::vector<Rational>& values, F&& visit) {
  const unsigned tables = 1u << (1u << q);
  unsigned vectors = 1;
  for (int i = 0; i < q; ++i) vectors *= static_cast<unsigned>(values.size());
  for (unsigned code = 0; code < tables; ++code)
    for (unsigned v = 0; v < vectors; ++v) {
      std::vector<Rational> leaves;
      unsigned x = v;
      for (int i = 0; i < q; ++i) leaves.push_back(values[x % values.size()]), x /= values.size();
      if (visit(one_level(q, code, leaves))) return true;
    }
  return false;
}

// Lemma A.5's conclusion on one instance by Z3, confirmed by the exact replay.
std::optional<std::pair<Estimator, Rational>> completeness_counter(const Node& root,
                                                                   const Rational& r, int claim) {
  proofs::Outcome out = proofs::solve(proofs::pe_completeness_query(root, kEps, r, claim), 3000);
  if (out.verdict != proofs::Verdict::Sat) return std::nullopt;
  Estimator b = proofs::pe_estimator_from_model(root, out);
  Rational v = pe::expected_payoff(root, pe::honest_prover(root, kEps, claim), b, r);
  if (v >= (1 - kEps) * power(r, pe::depth(root) + 1)) return std::nullopt;
  return std::make_pair(b, v);
}

Finding completeness_finding(const Node& root, const Estimator& b, const Rational& v,
                             const Rational& r, bool override_r, std::uint64_t size) {
  Finding f;
  json d = pe::to_json(root), e = estimator_json(b);
  f.counterexample = {{"decomposition", d}, {"estimator", e}, {"r", to_string(r)}};
  f.inequality = "E[V^{A,B}] >= (1 - eps) r^{d+1} (Lemma A.5, honest A)";
  f.lhs = v;
  f.rhs = (1 - kEps) * power(r, pe::depth(root) + 1);
  f.replay = "debref pe --decomposition " + file_arg(d) + " --estimator " + file_arg(e) +
             (override_r ? " --r " + to_string(r) : std::string());
  f.size = size;
  return f;
}

SearchResult drop_stability(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  SearchResult res;
  res.shard = shard;
  res.max_size = max_size;
  const Rational r = pe::reward_ratio(kEps, kRho);
  for (std::uint64_t size = 1; size <= max_size && !res.finding; ++size)
    each_instance(static_cast<int>(size), {0, 1}, [&](const Node& root) {
      if (!res.visit()) return false;
      const Rational g = pe::correct(root);
      std::optional<pe::Path> unstable = pe::first_unstable(root, kEps, kRho);
      if (!unstable || (g != 0 && g != 1)) return false;
      ++res.drop_instances;
      auto counter = completeness_counter(root, r, g == 1 ? 1 : 0);
      if (!counter) return false;
      Finding f = completeness_finding(root, counter->first, counter->second, r, false, size);
      pe::Stability st = pe::stability(root.table, pe::conditional(root), kEps, kRho);
      std::string table;
      for (int v : root.table) table += static_cast<char>('0' + v);
      f.hypothesis =
          "M_D = " + table +
          " is not (1/10, 1/2)-stable at the root: sup |P_p - P_t| = " + to_string(st.supremum) +
          " >= rho eps = 1/20";
      res.found(f);
      return true;
    });
  return res;
}

SearchResult wrong_reward_ratio(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  SearchResult res;
  res.shard = shard;
  res.max_size = max_size;
  const std::vector<Rational> ratios = {Rational(1, 2), Rational(1), Rational(2), Rational(4)};
  for (std::uint64_t size = 1; size <= max_size && !res.finding; ++size)
    each_instance(static_cast<int>(size), {0, 1}, [&](const Node& root) {
      if (!res.visit()) return false;
      const Rational g = pe::correct(root);
      if ((g != 0 && g != 1) || pe::first_unstable(root, kEps, kRho)) return false;
      ++res.drop_instances;
      for (const Rational& r : ratios) {
        auto counter = completeness_counter(root, r, g == 1 ? 1 : 0);
        if (!counter) continue;
        Finding f = completeness_finding(root, counter->first, counter->second, r, true, size);
        f.hypothesis = "r = " + to_string(r) + " instead of eps (1 - rho) / 4 = 1/80";
        res.found(f);
        return true;
      }
      return false;
    });
  return res;
}

SearchResult drop_direction(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  SearchResult res;
  res.shard = shard;
  res.max_size = max_size;
  const std::vector<Rational> values = {0, 1, Rational(1, 4), Rational(1, 2), Rational(3, 4)};
  for (std::uint64_t size = 1; size <= max_size && !res.finding; ++size)
    each_instance(static_cast<int>(size), values, [&](const Node& root) {
      if (!res.visit()) return false;
      const Rational g = pe::correct(root);
      if (g != 0 && g != 1) return false;
      ++res.drop_instances;
      // Every B: under the mutant every round pays >= 0, and the leaf reached (with
      // probability 1) pays E|O - p_0| = theta (1 - p_0) + (1 - theta) p_0 >= min(theta, 1 -
      // theta).
      Rational lower = 1;
      for (const Node& c : root.children)
        lower = std::min(lower, std::min(c.oracle, Rational(1 - c.oracle)));
      if (lower <= 0) return false;  // bound: the liar has P[A(x) = L(x)] = 0
      Finding f;
      json d = pe::to_json(root);
      f.counterexample = {{"decomposition", d}, {"liar_claim", g == 1 ? 0 : 1}};
      f.inequality = "r^{d+1} P[A(x) = L(x)] >= min over B of E[V^{A,B}] (Lemma A.4)";
      f.lhs = 0;
      f.rhs = lower;
      f.hypothesis =
          "A is paid r^k |M_D - p_k| whatever its direction (the direction "
          "requirement dropped); the lying A with A^k = 1 collects at least " +
          to_string(lower) + " against every B";
      f.replay = "debref pe --decomposition " + file_arg(d) + " --rule no-direction";
      f.size = size;
      res.found(f);
      return true;
    });
  return res;
}

}  // namespace

std::vector<Entry> pe_entries() {
  const std::string order =
      "s = q: d = 1 decompositions of width q, truth tables in code order, then leaf vectors";
  Entry s{"pe",
          "stability",
          "(eps, rho)-stability of M_D at every node",
          "seed 000 Lemma A.5 (Thm 6.1 completeness)",
          order + " (0/1 leaves)",
          2,
          2,
          drop_stability};
  Entry d{"pe",
          "direction",
          "the direction requirement: A paid r^k |M_D - p_k| whenever A^k != 0",
          "seed 000 Lemma A.4 (Thm 6.1 soundness)",
          order + " (leaves in {0, 1, 1/4, 1/2, 3/4})",
          2,
          2,
          drop_direction};
  Entry r{"pe",
          "reward_ratio",
          "r = eps (1 - rho) / 4 (replaced by 1/2, 1, 2, 4 in turn)",
          "seed 000 Lemma A.5 (Thm 6.1 completeness)",
          order + " (0/1 leaves, stable)",
          2,
          2,
          wrong_reward_ratio};
  return {s, d, r};
}

}  // namespace debref::explore
