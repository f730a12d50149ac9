// Source: seed 002 Def. 1, Lemma 3, Cor. 4. See search.hpp.
#include "reference/dqc/search.hpp"

#include <mutex>
#include <stdexcept>
#include <unordered_map>

#include "reference/dqc/circuit.hpp"

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

DqcResult compute_dqc(const TruthTable& f, int max_l, std::map<int, Level>* levels) {
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
  if (!found && r.decision_tree_depth <= max_l && l == r.decision_tree_depth)
    found = Debate{f.n, 0, optimal_decision_tree(f)};
  if (!found && r.decision_tree_depth <= max_l) {
    // Levels between the exhaustive limit and D(f) stay open: the decision tree is an upper bound.
    found = Debate{f.n, 0, optimal_decision_tree(f)};
  }
  if (!found) {
    r.upper = -1;
    return r;
  }
  const Strategies s = honest_strategies(*found, f);
  Eliminated e = eliminate_rounds(*found, s);  // seed 002 Lemma 3
  r.certificate = e.debate;
  r.strategies = e.strategies;
  r.upper = r.certificate.queries();
  r.certificate_valid = validate(r.certificate, f).valid &&
                        !verify_strategies(r.certificate, f, r.strategies).has_value() &&
                        validate(*found, f).valid;
  if (r.certificate_valid && r.lower == r.upper) r.dqc = r.upper;
  return r;
}

std::vector<TruthTable> all_functions(int n) {
  std::vector<TruthTable> fs;
  for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << (1U << n)); ++bits)
    fs.push_back(TruthTable{n, static_cast<std::uint32_t>(bits)});
  return fs;
}

const std::vector<DqcResult>& dqc_table(int n) {
  static std::mutex mutex;
  static std::map<int, std::vector<DqcResult>> tables;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = tables.find(n);
  if (it != tables.end()) return it->second;
  std::vector<DqcResult> rows;
  std::map<int, Level> cache;
  for (const TruthTable& f : all_functions(n)) rows.push_back(compute_dqc(f, 3, &cache));
  return tables.emplace(n, std::move(rows)).first->second;
}

}  // namespace debref::dqc
