// Source: seed 002 Def. 1, Lemma 3, Cor. 4. See search.hpp.
#include "reference/dqc/search.hpp"

#include <algorithm>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <unordered_map>

#include "reference/dqc/circuit.hpp"
#include "reference/dqc/reduced.hpp"

namespace debref::dqc {

namespace {

using Bits = std::vector<std::uint64_t>;  // a function of N variables, one bit per assignment

struct BitsHash {
  std::size_t operator()(const Bits& b) const {
    std::size_t h = 1469598103934665603ULL;
    for (std::uint64_t w : b) h = (h ^ w) * 1099511628211ULL;
    return h;
  }
};

bool get(const Bits& b, std::uint64_t a) {
  return (b[a >> 6] >> (a & 63)) & 1U;
}

}  // namespace

Level exhaustive_level(int n, int l) {
  if (n < 0 || n > 5 || l < 0 || l > max_exhaustive_l)
    throw std::invalid_argument("exhaustive_level: n in 0..5, l in 0.." +
                                std::to_string(max_exhaustive_l));
  Level level;
  level.n = n;
  level.l = l;
  level.k = (1 << l) - 1;
  const int N = n + 2 * level.k;
  const std::uint64_t assignments = std::uint64_t{1} << N;
  const std::size_t words = static_cast<std::size_t>((assignments + 63) / 64);
  const std::uint64_t last_mask =
      assignments % 64 == 0 ? ~std::uint64_t{0} : ((std::uint64_t{1} << assignments) - 1);
  std::vector<Bits> var_mask(static_cast<std::size_t>(N), Bits(words, 0));
  for (int v = 0; v < N; ++v)
    for (std::uint64_t a = 0; a < assignments; ++a)
      if ((a >> v) & 1U)
        var_mask[static_cast<std::size_t>(v)][a >> 6] |= std::uint64_t{1} << (a & 63);
  // Depth-<= d verifier functions, deduplicated, each with a witness tree.
  Bits zero(words, 0), one(words, ~std::uint64_t{0});
  one.back() &= last_mask;
  std::vector<Bits> funcs = {zero, one};
  std::vector<Tree> trees = {Tree::leaf(false), Tree::leaf(true)};
  for (int d = 1; d <= l; ++d) {
    std::unordered_map<Bits, int, BitsHash> seen;
    for (std::size_t i = 0; i < funcs.size(); ++i) seen.emplace(funcs[i], static_cast<int>(i));
    const std::size_t prev = funcs.size();
    std::vector<Bits> next_funcs = funcs;
    std::vector<Tree> next_trees = trees;
    for (int v = 0; v < N; ++v)
      for (std::size_t lo = 0; lo < prev; ++lo)
        for (std::size_t hi = 0; hi < prev; ++hi) {
          if (lo == hi) continue;
          Bits f(words);
          const Bits& m = var_mask[static_cast<std::size_t>(v)];
          for (std::size_t w = 0; w < words; ++w)
            f[w] = (m[w] & funcs[hi][w]) | (~m[w] & funcs[lo][w]);
          f.back() &= last_mask;
          if (seen.count(f)) continue;
          seen.emplace(f, static_cast<int>(next_funcs.size()));
          next_funcs.push_back(f);
          next_trees.push_back(Tree::query(v, trees[lo], trees[hi]));
        }
    funcs = std::move(next_funcs);
    trees = std::move(next_trees);
  }
  level.verifier_functions = funcs.size();
  // The game function of each: min_{α_1} max_{β_1} ... by backward induction over the rounds.
  const int k = level.k;
  for (std::size_t i = 0; i < funcs.size(); ++i) {
    const Bits& V = funcs[i];
    std::uint32_t table = 0;
    for (std::uint32_t x = 0; x < (1U << n); ++x) {
      std::uint64_t base = 0;
      for (int j = 1; j <= n; ++j)
        if (input_bit(n, x, j)) base |= std::uint64_t{1} << x_var(j);
      // value(round, a): a fixes x and rounds < round.
      auto value = [&](auto&& self, int round, std::uint64_t a) -> bool {
        if (round > k) return get(V, a);
        for (int al = 0; al < 2; ++al) {
          const std::uint64_t a1 = a | (std::uint64_t(al) << alpha_var(n, round));
          bool any = false;
          for (int be = 0; be < 2 && !any; ++be)
            any = self(self, round + 1, a1 | (std::uint64_t(be) << beta_var(n, round)));
          if (!any) return false;
        }
        return true;
      };
      if (value(value, 1, base)) table |= 1U << x;
    }
    level.games.emplace(table, trees[i]);  // keeps the first (shallowest) witness
  }
  return level;
}

const ReducedSearch& reduced_search_n4() {
  static const ReducedSearch s = reduced_search(4, 3, 3);
  return s;
}

void certify(DqcResult& r, const Debate& found) {
  const Strategies s = honest_strategies(found, r.f);
  Eliminated e = eliminate_rounds(found, s);  // seed 002 Lemma 3
  r.certificate = e.debate;
  r.strategies = e.strategies;
  r.upper = r.certificate.queries();
  r.certificate_valid = validate(r.certificate, r.f).valid &&
                        !verify_strategies(r.certificate, r.f, r.strategies).has_value() &&
                        validate(found, r.f).valid;
  if (r.certificate_valid && r.lower == r.upper) r.dqc = r.upper;
}

namespace {

/// n = 4 (docs/DQC.md "Exact DQC at n = 4"): every depth-<= 3 tree over x_1..x_4, y_1..y_3 in
/// the 8 owner orders, and D(f) by dynamic programming; computed once per process.
const ReducedSearch& reduced_n4() {
  return reduced_search_n4();
}
const std::vector<std::int8_t>& depths_n4() {
  static const std::vector<std::int8_t> d = decision_tree_depths(4);
  return d;
}

DqcResult compute_dqc_n4(const TruthTable& f, int max_l) {
  DqcResult r;
  r.f = f;
  const int relevant = relevant_variables(f);
  r.cor4_bound = relevant == 0 ? 0 : ceil_log2(static_cast<std::uint64_t>(relevant));
  r.decision_tree_depth = depths_n4()[f.bits];
  const ReducedSearch& search = reduced_n4();
  const ReducedWitness& w = search.witness[f.bits];
  const int searched = std::min(max_l, search.max_l);
  const int least = w.l >= 0 && w.l <= searched ? w.l : searched + 1;
  for (int l = 0; l < least; ++l) r.refuted.push_back(l);
  r.lower = least;
  if (least > 0) {
    std::uint64_t trees = 0;
    for (int l = 0; l < least; ++l) trees += search.trees[static_cast<std::size_t>(l)];
    r.refutation = "no tree of depth <= " + std::to_string(least - 1) +
                   " over x1..x4 and message bits y1..y3, in any of the 8 owner orders, has game "
                   "function f (" +
                   std::to_string(trees) + " (tree, order) pairs enumerated)";
  }
  if (w.l >= 0 && w.l <= searched)
    certify(r, search.debate(w));
  else  // D(f) <= 4: the decision tree is a (0, D(f))-debate
    certify(r, Debate{4, 0, decision_tree_from(f, depths_n4())});
  return r;
}

}  // namespace

DqcResult compute_dqc(const TruthTable& f, int max_l, std::map<int, Level>* levels) {
  if (f.n == 4) return compute_dqc_n4(f, max_l);
  DqcResult r;
  r.f = f;
  const int relevant = relevant_variables(f);
  r.cor4_bound = relevant == 0 ? 0 : ceil_log2(static_cast<std::uint64_t>(relevant));
  r.decision_tree_depth = decision_tree_depth(f);
  std::map<int, Level> local;
  std::map<int, Level>& cache = levels ? *levels : local;
  std::optional<Debate> found;
  int l = 0;
  for (; l <= max_l && l < r.decision_tree_depth && l <= max_exhaustive_l; ++l) {
    auto it = cache.find(l);
    if (it == cache.end() || it->second.n != f.n)
      it = cache.insert_or_assign(l, exhaustive_level(f.n, l)).first;
    const Level& level = it->second;
    if (auto g = level.games.find(f.bits); g != level.games.end()) {
      found = Debate{f.n, level.k, g->second};
      break;
    }
    r.refuted.push_back(l);
  }
  r.lower = l;
  if (l > 0)
    r.refutation = "every verifier of depth l' <= " + std::to_string(l - 1) + " over the " +
                   std::to_string(f.n) +
                   " inputs and 2^l' - 1 rounds enumerated; none has game function f";
  // Levels between the search limit and D(f) stay open: the decision tree, a (0, D(f))-debate,
  // is the upper bound.
  certify(r, found ? *found : Debate{f.n, 0, optimal_decision_tree(f)});
  return r;
}

std::vector<TruthTable> all_functions(int n) {
  std::vector<TruthTable> fs;
  for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << (1U << n)); ++bits)
    fs.push_back(TruthTable{n, static_cast<std::uint32_t>(bits)});
  return fs;
}

std::vector<DqcResult> compute_table(int n) {
  const std::uint32_t count = std::uint32_t{1} << (1U << n);
  std::vector<DqcResult> rows(count);
  if (n == 4) {
    reduced_n4();  // built once, before the workers share it
    depths_n4();
    const unsigned workers = std::clamp(std::thread::hardware_concurrency(), 1U, 8U);
    std::vector<std::thread> pool;
    for (unsigned w = 0; w < workers; ++w)
      pool.emplace_back([&rows, count, workers, w] {
        for (std::uint32_t bits = w; bits < count; bits += workers)
          rows[bits] = compute_dqc_n4(TruthTable{4, bits}, 3);
      });
    for (std::thread& t : pool) t.join();
    return rows;
  }
  std::map<int, Level> cache;
  for (std::uint32_t bits = 0; bits < count; ++bits)
    rows[bits] = compute_dqc(TruthTable{n, bits}, 3, &cache);
  return rows;
}

const std::vector<DqcResult>& dqc_table(int n) {
  static std::mutex mutex;
  static std::map<int, std::vector<DqcResult>> tables;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = tables.find(n);
  if (it != tables.end()) return it->second;
  return tables.emplace(n, compute_table(n)).first->second;
}

}  // namespace debref::dqc
