// Source: seed 002 Def. 1, eq. (1), (2), Cor. 4. See frontier.hpp and docs/DQC.md.
#include "reference/dqc/frontier.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "reference/dqc/reduced.hpp"
#include "reference/dqc/search.hpp"
#include "reference/support/ceil_log2.hpp"

namespace debref::dqc {

namespace {

/// f with x_j fixed to c, as a function of the other n - 1 variables in their order.
TruthTable restrict_to(const TruthTable& f, int j, bool c) {
  TruthTable g{f.n - 1, 0};
  for (std::uint32_t y = 0; y < (1U << g.n); ++y) {
    // Insert c at x_j: the digits above x_j stay, those below shift down by one.
    const int low = f.n - j;  // digits of y below x_j's position
    const std::uint32_t below = y & ((1U << low) - 1U), above = y >> low;
    const std::uint32_t x = (above << (low + 1)) | (std::uint32_t{c} << low) | below;
    if (f(x)) g.bits |= 1U << y;
  }
  return g;
}

/// f with x_j fixed to c, still as a function of all n variables (x_j then irrelevant).
std::uint32_t restrict_in_place(const TruthTable& f, int j, bool c) {
  std::uint32_t g = 0;
  const std::uint32_t bit = 1U << (f.n - j);
  for (std::uint32_t x = 0; x < (1U << f.n); ++x)
    if (f(c ? (x | bit) : (x & ~bit))) g |= 1U << x;
  return g;
}

/// A minimum-depth decision tree of f (depth D(f)), by recursion over restrictions.
class DecisionTrees {
 public:
  explicit DecisionTrees(int n) : n_(n) {}
  int depth(std::uint32_t f) {
    if (auto it = depth_.find(f); it != depth_.end()) return it->second;
    int best = 0;
    const TruthTable t{n_, f};
    if (relevant_variables(t) > 0) {
      best = 1 << 20;
      for (int j = 1; j <= n_; ++j) {
        const std::uint32_t f0 = restrict_in_place(t, j, false), f1 = restrict_in_place(t, j, true);
        if (f0 != f1) best = std::min(best, 1 + std::max(depth(f0), depth(f1)));
      }
    }
    depth_.emplace(f, best);
    return best;
  }
  Tree tree(std::uint32_t f) {
    const TruthTable t{n_, f};
    if (depth(f) == 0) return Tree::leaf(f & 1U);
    for (int j = 1; j <= n_; ++j) {
      const std::uint32_t f0 = restrict_in_place(t, j, false), f1 = restrict_in_place(t, j, true);
      if (f0 != f1 && 1 + std::max(depth(f0), depth(f1)) == depth(f))
        return Tree::query(x_var(j), tree(f0), tree(f1));
    }
    throw std::logic_error("DecisionTrees: inconsistent depths");
  }

 private:
  int n_;
  std::unordered_map<std::uint32_t, int> depth_;
};

/// `d` as a tree over n = d.n + 1 variables (d is a debate for a function of the variables other
/// than x_j) or, with j = 0, over d.n variables; its rounds moved up by `offset`.
Tree lift(const Debate& d, int j, int offset) {
  const int n = j == 0 ? d.n : d.n + 1;
  Tree t = d.tree;
  for (TreeNode& node : t.nodes) {
    if (node.var < 0) continue;
    if (node.var < d.n) {  // x_{v+1} of d: skip x_j
      const int v = node.var + 1;
      node.var = x_var(j == 0 || v < j ? v : v + 1);
    } else {
      const int round = (node.var - d.n) / 2 + 1;
      const bool beta = (node.var - d.n) % 2 == 1;
      node.var = beta ? beta_var(n, round + offset) : alpha_var(n, round + offset);
    }
  }
  return t;
}

/// The functions of 5 variables known to have DQC <= 3 with a certificate each: every game
/// function of the reduced search (x_1..x_5, y_1, y_2, depth <= 3) and every function of 4
/// variables with DQC <= 3 (the n = 4 table) placed on the 5 choices of the ignored variable.
class AtMostThree {
 public:
  AtMostThree() : table4_(dqc_table(4)) {
    for (std::uint32_t g : reduced_game_functions(5, 2, 3)) reduced_.insert(g);
    for (const DqcResult& r : table4_)
      if (r.dqc && *r.dqc <= 3)
        for (int j = 1; j <= 5; ++j) embedded_.emplace(embed(r.f, j), j);
    for (std::uint32_t g : reduced_) all_.push_back(g);
    for (const auto& [g, j] : embedded_)
      if (!reduced_.count(g)) all_.push_back(g);
  }
  const std::vector<std::uint32_t>& all() const { return all_; }
  /// A certificate of depth <= 3 for g, one of all().
  Debate certificate(std::uint32_t g) const {
    if (auto it = embedded_.find(g); it != embedded_.end()) {
      const DqcResult& r = table4_[restrict_to(TruthTable{5, g}, it->second, false).bits];
      return Debate{5, r.certificate.k, lift(r.certificate, it->second, 0)};
    }
    const ReducedSearch s = reduced_search(5, 2, 3, {g});
    return s.debate(s.witness.at(0));
  }

 private:
  /// g on 4 variables as a function of 5 that ignores x_j.
  static std::uint32_t embed(const TruthTable& g, int j) {
    std::uint32_t f = 0;
    for (std::uint32_t x = 0; x < 32; ++x) {
      const int low = 5 - j;
      const std::uint32_t y = ((x >> (low + 1)) << low) | (x & ((1U << low) - 1U));
      if (g(y)) f |= 1U << x;
    }
    return f;
  }
  const std::vector<DqcResult>& table4_;
  std::unordered_set<std::uint32_t> reduced_;
  std::unordered_map<std::uint32_t, int> embedded_;  // function -> the variable it ignores
  std::vector<std::uint32_t> all_;
};

/// g and h with DQC <= 3 and f = g AND h (`conjunction`) or f = g OR h: a verifier whose root
/// reads Prover 0's first message (min: she points at the false conjunct) or Prover 1's (max),
/// over g's debate and then h's on later rounds, is a depth-4 debate for f.
std::optional<std::pair<std::uint32_t, std::uint32_t>> split(std::uint32_t f,
                                                             const std::vector<std::uint32_t>& a,
                                                             bool conjunction) {
  std::vector<std::uint32_t> c;  // g >= f (conjunction) or g <= f
  for (std::uint32_t g : a)
    if (conjunction ? (g & f) == f : (g & ~f) == 0) c.push_back(g);
  for (std::size_t i = 0; i < c.size(); ++i)
    for (std::size_t k = i; k < c.size(); ++k)
      if ((conjunction ? (c[i] & c[k]) : (c[i] | c[k])) == f) return std::pair{c[i], c[k]};
  return std::nullopt;
}

}  // namespace

const char* reason_code(FrontierReason r) {
  switch (r) {
    case FrontierReason::Cor4:
      return "cor4";
    case FrontierReason::Table4:
      return "n4-table";
    case FrontierReason::ReducedSearch:
      return "reduced-search";
    case FrontierReason::XRoot:
      return "x-root";
    case FrontierReason::MessageRoot:
      return "message-root";
    case FrontierReason::DecisionTree:
      return "decision-tree";
    case FrontierReason::EarlyBits:
      return "early-bits";
  }
  return "?";
}

std::vector<TruthTable> symmetric_functions(int n) {
  std::vector<TruthTable> out;
  for (std::uint32_t v = 0; v < (1U << (n + 1)); ++v) {
    TruthTable f{n, 0};
    for (std::uint32_t x = 0; x < (1U << n); ++x)
      if ((v >> (n - std::popcount(x))) & 1U) f.bits |= 1U << x;
    out.push_back(f);
  }
  return out;
}

std::vector<FrontierRow> frontier_n5(const std::vector<TruthTable>& functions) {
  std::vector<std::uint32_t> targets;
  for (const TruthTable& f : functions) {
    if (f.n != 5) throw std::invalid_argument("frontier_n5: every function must have n = 5");
    targets.push_back(f.bits);
  }
  const ReducedSearch reduced = reduced_search(5, 2, 3, targets);
  const std::vector<DqcResult>& table4 = dqc_table(4);
  DecisionTrees trees(5);
  std::optional<AtMostThree> at_most_three;  // built on the first function that needs it
  std::vector<FrontierRow> out;
  for (std::size_t i = 0; i < functions.size(); ++i) {
    const TruthTable& f = functions[i];
    FrontierRow r;
    r.f = f;
    r.relevant = relevant_variables(f);
    r.decision_tree_depth = trees.depth(f.bits);
    r.cor4_bound = r.relevant == 0 ? 0 : ceil_log2(static_cast<std::uint64_t>(r.relevant));
    r.lower = r.cor4_bound;
    r.lower_by = "Cor. 4";
    r.upper = r.decision_tree_depth;
    r.upper_by = "decision tree";
    r.certificate = Debate{5, 0, trees.tree(f.bits)};
    if (r.relevant < 5) {
      // An irrelevant x_j: DQC(f) = DQC(f|x_j=0) on 4 variables, exact from the n = 4 table.
      int j = 1;
      while (restrict_in_place(f, j, false) != restrict_in_place(f, j, true)) ++j;
      const DqcResult& g = table4[restrict_to(f, j, false).bits];
      if (g.dqc) {
        r.lower = r.upper = *g.dqc;
        r.lower_by = r.upper_by = "the n = 4 table (x" + std::to_string(j) + " is irrelevant)";
        r.lower_reason = r.upper_reason = FrontierReason::Table4;
        r.certificate = Debate{5, g.certificate.k, lift(g.certificate, j, 0)};
      }
    } else if (const ReducedWitness& w = reduced.witness[i]; w.l >= 0) {
      // DQC <= 3: the reduced search is complete for 5 relevant variables (2 message bits).
      r.lower = r.upper = std::max(w.l, r.cor4_bound);
      r.lower_by = "Cor. 4 and the reduced search (no shallower verifier)";
      r.upper_by = "reduced search (depth " + std::to_string(w.l) + ", 2 message bits)";
      r.lower_reason = r.upper_reason = FrontierReason::ReducedSearch;
      r.certificate = reduced.debate(w);
    } else {
      r.lower = std::max(r.lower, 4);
      r.lower_by = "reduced search: no depth-3 verifier (x1..x5, 2 message bits, 4 owner patterns)";
      r.lower_reason = FrontierReason::ReducedSearch;
      for (int j = 1; j <= 5 && r.upper > 4; ++j) {
        const DqcResult& g0 = table4[restrict_to(f, j, false).bits];
        const DqcResult& g1 = table4[restrict_to(f, j, true).bits];
        if (!g0.dqc || !g1.dqc || *g0.dqc > 3 || *g1.dqc > 3) continue;
        // x_j at the root, each restriction's debate below it on its own rounds.
        const int k0 = g0.certificate.k;
        r.certificate =
            Debate{5, k0 + g1.certificate.k,
                   Tree::query(x_var(j), lift(g0.certificate, j, 0), lift(g1.certificate, j, k0))};
        r.upper = 4;
        r.upper_reason = FrontierReason::XRoot;
        r.upper_by = "x" + std::to_string(j) + " at the root over the n = 4 debates of f|x" +
                     std::to_string(j) + "=0 (DQC " + std::to_string(*g0.dqc) + ") and f|x" +
                     std::to_string(j) + "=1 (DQC " + std::to_string(*g1.dqc) + ")";
      }
      for (const bool conjunction : {true, false}) {
        if (r.upper <= 4) break;
        if (!at_most_three) at_most_three.emplace();
        const auto pair = split(f.bits, at_most_three->all(), conjunction);
        if (!pair) continue;
        const Debate g = at_most_three->certificate(pair->first);
        const Debate h = at_most_three->certificate(pair->second);
        const int root = conjunction ? alpha_var(5, 1) : beta_var(5, 1);
        r.certificate =
            Debate{5, 1 + g.k + h.k, Tree::query(root, lift(g, 0, 1), lift(h, 0, 1 + g.k))};
        r.upper = 4;
        r.upper_reason = FrontierReason::MessageRoot;
        r.upper_by = std::string(conjunction ? "Prover 0's" : "Prover 1's") +
                     " first message at the root choosing between " +
                     to_string(TruthTable{5, pair->first}) + (conjunction ? " AND " : " OR ") +
                     to_string(TruthTable{5, pair->second}) + " (each DQC <= 3)";
      }
    }
    r.certificate_valid = validate(r.certificate, f).valid && r.certificate.queries() <= r.upper;
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace debref::dqc
