// Source: seed 000 Lemma A.4, Lemma A.5 and docs/PE.md. The pe family's explorer catalogue.
// Instances in size order: d = 1 decompositions of width q = size (every truth table in code order,
// then every leaf vector), eps = 1/10, rho = 1/2. Each entry drops one hypothesis or rule of Lemma
// A.5 / Lemma A.4 and stops at the first instance where the conclusion fails, with a `debref pe`
// replay.
#include "harness/core/explore.hpp"

#include "harness/pe/instances.hpp"
#include "harness/pe/json.hpp"
#include "proofs/pe/queries.hpp"
#include "reference/pe/stability.hpp"

namespace debref::explore {

namespace {

using nlohmann::json;
using pe::Estimator;
using pe::Node;

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
      std::vector<Node> kids;
      for (const Rational& theta : leaves) kids.push_back(pe::oracle_leaf(theta));
      if (visit(pe::query_node(pe::table_of(code, q), kids))) return true;
    }
  return false;
}

// The search of every entry: sizes 1..max_size in order, each instance visited once (this shard
// examines its own); `examine(root, size, res)` records a finding and returns true to stop.
template <class F>
SearchResult search(std::uint64_t max_size, const Shard& shard, const std::vector<Rational>& values,
                    F&& examine) {
  SearchResult res;
  res.shard = shard;
  res.max_size = max_size;
  for (std::uint64_t size = 1; size <= max_size && !res.finding; ++size)
    each_instance(static_cast<int>(size), values,
                  [&](const Node& root) { return res.visit() && examine(root, size, res); });
  return res;
}

// Lemma A.5's conclusion on one instance by Z3, confirmed by the exact replay.
std::optional<std::pair<Estimator, Rational>> completeness_counter(const Node& root,
                                                                   const Rational& r, int claim) {
  proofs::Outcome out =
      proofs::solve(proofs::pe_completeness_query(root, pe::family_eps(), r, claim), 3000);
  if (out.verdict != proofs::Verdict::Sat) return std::nullopt;
  Estimator b = proofs::pe_estimator_from_model(root, out);
  Rational v = pe::expected_payoff(root, pe::honest_prover(root, pe::family_eps(), claim), b, r);
  if (v >= (1 - pe::family_eps()) * power(r, pe::depth(root) + 1)) return std::nullopt;
  return std::make_pair(b, v);
}

Finding completeness_finding(const Node& root, const Estimator& b, const Rational& v,
                             const Rational& r, bool override_r, std::uint64_t size) {
  Finding f;
  json d = pe::decomposition_json(root), e = pe::estimator_json(b);
  f.counterexample = {{"decomposition", d}, {"estimator", e}, {"r", to_string(r)}};
  f.inequality = "E[V^{A,B}] >= (1 - eps) r^{d+1} (Lemma A.5, honest A)";
  f.lhs = v;
  f.rhs = (1 - pe::family_eps()) * power(r, pe::depth(root) + 1);
  f.replay = "debref pe --decomposition " + file_arg(d) + " --estimator " + file_arg(e) +
             (override_r ? " --r " + to_string(r) : std::string());
  f.size = size;
  return f;
}

SearchResult drop_stability(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  const Rational r = pe::reward_ratio(pe::family_eps(), pe::family_rho());
  return search(
      max_size, shard, {0, 1}, [&](const Node& root, std::uint64_t size, SearchResult& res) {
        const Rational g = pe::correct(root);
        std::optional<pe::Path> unstable =
            pe::first_unstable(root, pe::family_eps(), pe::family_rho());
        if (!unstable || (g != 0 && g != 1)) return false;
        ++res.drop_instances;
        auto counter = completeness_counter(root, r, g == 1 ? 1 : 0);
        if (!counter) return false;
        Finding f = completeness_finding(root, counter->first, counter->second, r, false, size);
        pe::Stability st =
            pe::stability(root.table, pe::conditional(root), pe::family_eps(), pe::family_rho());
        f.hypothesis =
            "M_D = " + pe::table_string(root.table) +
            " is not (1/10, 1/2)-stable at the root: sup |P_p - P_t| = " + to_string(st.supremum) +
            " >= rho eps = 1/20";
        res.found(f);
        return true;
      });
}

SearchResult wrong_reward_ratio(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  const std::vector<Rational> ratios = {Rational(1, 2), Rational(1), Rational(2), Rational(4)};
  return search(
      max_size, shard, {0, 1}, [&](const Node& root, std::uint64_t size, SearchResult& res) {
        const Rational g = pe::correct(root);
        if ((g != 0 && g != 1) || pe::first_unstable(root, pe::family_eps(), pe::family_rho()))
          return false;
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
}

SearchResult drop_direction(std::uint64_t max_size, std::uint64_t, const Shard& shard) {
  const std::vector<Rational> values = {0, 1, Rational(1, 4), Rational(1, 2), Rational(3, 4)};
  return search(max_size, shard, values,
                [&](const Node& root, std::uint64_t size, SearchResult& res) {
                  const Rational g = pe::correct(root);
                  if (g != 0 && g != 1) return false;
                  ++res.drop_instances;
                  // Every B: under the mutant every round pays >= 0, and the leaf reached (with
                  // probability 1) pays E|O - p_0| = theta (1 - p_0) + (1 - theta) p_0 >=
                  // min(theta, 1 - theta).
                  Rational lower = 1;
                  for (const Node& c : root.children)
                    lower = std::min(lower, std::min(c.oracle, Rational(1 - c.oracle)));
                  if (lower <= 0) return false;  // bound: the liar has P[A(x) = L(x)] = 0
                  Finding f;
                  json d = pe::decomposition_json(root);
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
}

}  // namespace

std::vector<Entry> pe_entries() {
  const std::string order =
      "s = q: d = 1 decompositions of width q, truth tables in code order, then leaf vectors";
  Entry s{.family = "pe",
          .name = "stability",
          .hypothesis = "(eps, rho)-stability of M_D at every node",
          .theorem = "seed 000 Lemma A.5 (Thm 6.1 completeness)",
          .size_measure = order + " (0/1 leaves)",
          .default_max_size = 2,
          .largest_max_size = 2,
          .search = drop_stability};
  Entry d{.family = "pe",
          .name = "direction",
          .hypothesis = "the direction requirement: A paid r^k |M_D - p_k| whenever A^k != 0",
          .theorem = "seed 000 Lemma A.4 (Thm 6.1 soundness)",
          .size_measure = order + " (leaves in {0, 1, 1/4, 1/2, 3/4})",
          .default_max_size = 2,
          .largest_max_size = 2,
          .search = drop_direction};
  Entry r{.family = "pe",
          .name = "reward_ratio",
          .hypothesis = "r = eps (1 - rho) / 4 (replaced by 1/2, 1, 2, 4 in turn)",
          .theorem = "seed 000 Lemma A.5 (Thm 6.1 completeness)",
          .size_measure = order + " (0/1 leaves, stable)",
          .default_max_size = 2,
          .largest_max_size = 2,
          .search = wrong_reward_ratio};
  return {s, d, r};
}

}  // namespace debref::explore
