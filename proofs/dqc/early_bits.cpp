// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1. See early_bits.hpp and docs/DQC.md "Early bits".
#include "proofs/dqc/early_bits.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "proofs/dqc/early_bits_detail.hpp"
#include "proofs/dqc/selector_tree.hpp"

namespace debref::proofs {

namespace {

using namespace early_bits_detail;

/// The shapes of reference/dqc/early_bits.hpp as selector variables, and the game value.
struct EarlyBitsEncoder {
  z3::context& ctx;
  int n, s, vars;
  std::vector<z3::expr> gate, is_or, owner;     // gate/is_or per side, owner per early bit
  std::vector<std::vector<z3::expr>> side_sel;  // [b][v]
  std::vector<std::vector<std::vector<z3::expr>>> tree_sel;           // [b][c][v]
  std::vector<std::vector<std::vector<std::vector<z3::expr>>>> leaf;  // [b][c][d][option]
  z3::expr root_p1;

  bool symmetric_inputs;  // f is symmetric: the inputs' first reads are ordered instead
  bool by_variable;       // else: two query sides and a gate's two trees ordered by variable

  EarlyBitsEncoder(z3::context& c, int n_, int s_, bool symmetric, bool by_variable_)
      : ctx(c),
        n(n_),
        s(s_),
        vars(n_ + s_),
        root_p1(c.bool_const("owner_root")),
        symmetric_inputs(symmetric),
        by_variable(by_variable_ && !symmetric) {
    for (int b = 0; b < 2; ++b) {
      gate.push_back(ctx.bool_const((side_prefix(b) + "_gate").c_str()));
      is_or.push_back(ctx.bool_const((side_prefix(b) + "_or").c_str()));
      side_sel.emplace_back();
      for (int v = 0; v < vars; ++v)
        side_sel.back().push_back(
            ctx.bool_const((side_prefix(b) + "_s_" + var_name(n, v)).c_str()));
      tree_sel.emplace_back();
      leaf.emplace_back();
      for (int t = 0; t < 2; ++t) {
        tree_sel[static_cast<std::size_t>(b)].emplace_back();
        for (int v = 0; v < vars; ++v)
          tree_sel[static_cast<std::size_t>(b)].back().push_back(
              ctx.bool_const((tree_prefix(b, t) + "_s_" + var_name(n, v)).c_str()));
        leaf[static_cast<std::size_t>(b)].emplace_back();
        for (int d = 0; d < 2; ++d) {
          leaf[static_cast<std::size_t>(b)].back().emplace_back();
          for (int o = 0; o < 2 + 2 * vars; ++o)
            leaf[static_cast<std::size_t>(b)].back().back().push_back(
                ctx.bool_const((leaf_prefix(b, t, d) + leaf_option_name(n, vars, o)).c_str()));
        }
      }
    }
    for (int k = 1; k <= s; ++k)
      owner.push_back(ctx.bool_const(("owner_e" + std::to_string(k)).c_str()));
  }

  void exactly_one(const std::vector<z3::expr>& sel, z3::expr_vector& out) const {
    one_hot(ctx, {sel}, out);  // proofs/dqc/selector_tree.hpp
  }

  void structure(z3::expr_vector& out) const {
    for (int b = 0; b < 2; ++b) {
      const auto ub = static_cast<std::size_t>(b);
      exactly_one(side_sel[ub], out);
      for (int t = 0; t < 2; ++t) {
        exactly_one(tree_sel[ub][static_cast<std::size_t>(t)], out);
        for (int d = 0; d < 2; ++d)
          exactly_one(leaf[ub][static_cast<std::size_t>(t)][static_cast<std::size_t>(d)], out);
      }
    }
    // (L1): a last early bit owned by the root's owner can be moved below the root.
    if (s >= 1) out.push_back(owner.back() != root_p1);
    canonical(out);
  }

  /// v's selector at or below u in `sel` (the selected variable's index is <= u).
  z3::expr at_most(const std::vector<z3::expr>& sel, int u) const {
    z3::expr_vector any(ctx);
    for (int v = 0; v <= u; ++v) any.push_back(sel[static_cast<std::size_t>(v)]);
    return z3::mk_or(any);
  }

  /// Per read position (side 0's query, then each depth-2 tree's variable and leaves; then side
  /// 1), per variable v in first..first+count-1: "v is read here".
  std::vector<std::vector<z3::expr>> reads_by_position(int first, int count) const {
    std::vector<std::vector<z3::expr>> reads;
    const auto add = [&](const std::function<z3::expr(std::size_t)>& read) {
      reads.emplace_back();
      for (int v = first; v < first + count; ++v)
        reads.back().push_back(read(static_cast<std::size_t>(v)));
    };
    for (int b = 0; b < 2; ++b) {
      const auto ub = static_cast<std::size_t>(b);
      add([&](std::size_t v) { return !gate[ub] && side_sel[ub][v]; });
      for (int t = 0; t < 2; ++t) {
        const auto ut = static_cast<std::size_t>(t);
        add([&](std::size_t v) { return tree_sel[ub][ut][v]; });
        for (int d = 0; d < 2; ++d) {
          const auto& options = leaf[ub][ut][static_cast<std::size_t>(d)];
          add([&](std::size_t v) {
            return options[2 + v] || options[2 + static_cast<std::size_t>(vars) + v];
          });
        }
      }
    }
    return reads;
  }

  /// Variable i + 1 of `reads` is first read no earlier than variable i when `when[i]` holds.
  void first_reads_in_order(const std::vector<std::vector<z3::expr>>& reads,
                            const std::vector<z3::expr>& when, z3::expr_vector& out) const {
    if (reads.empty() || reads[0].empty()) return;
    std::vector<z3::expr> seen(reads[0].size(), ctx.bool_val(false));
    for (const auto& here : reads) {
      for (std::size_t i = 0; i + 1 < here.size(); ++i)
        out.push_back(z3::implies(when[i] && here[i + 1], seen[i] || here[i]));
      for (std::size_t i = 0; i < here.size(); ++i) seen[i] = seen[i] || here[i];
    }
  }

  /// For a symmetric f (any permutation of x_1..x_n keeps it): x_{j+1} is first read no earlier
  /// than x_j; and two adjacent early bits of one owner (their quantifiers commute) are first
  /// read in their order.
  void reads_in_order(z3::expr_vector& out) const {
    first_reads_in_order(reads_by_position(0, n),
                         std::vector<z3::expr>(static_cast<std::size_t>(n), ctx.bool_val(true)),
                         out);
    std::vector<z3::expr> same_owner;
    for (int k = 0; k + 1 < s; ++k)
      same_owner.push_back(owner[static_cast<std::size_t>(k)] ==
                           owner[static_cast<std::size_t>(k + 1)]);
    same_owner.push_back(ctx.bool_val(false));
    first_reads_in_order(reads_by_position(n, s), same_owner, out);
  }

  /// Symmetry breaking; each rule keeps a shape of every function (docs/DQC.md "The Z3 query"):
  /// a leaf never reads its depth-2 tree's variable or its query side's variable (the value is
  /// known there: a constant does the same); the two sides are ordered (op is commutative: query
  /// before AND before OR, two queries by variable), and so are a gate's two trees. For a
  /// symmetric f the orders by variable give way to reads_in_order.
  void canonical(z3::expr_vector& out) const {
    const auto kind_at_most = [&](int b, int k) {  // 0 query, 1 AND, 2 OR
      const auto ub = static_cast<std::size_t>(b);
      return k == 0 ? !gate[ub] : k == 1 ? (!gate[ub] || !is_or[ub]) : ctx.bool_val(true);
    };
    for (int k = 0; k < 2; ++k) out.push_back(z3::implies(kind_at_most(1, k), kind_at_most(0, k)));
    if (symmetric_inputs) reads_in_order(out);
    for (int v = 0; v < vars && by_variable; ++v) {
      const auto uv = static_cast<std::size_t>(v);
      out.push_back(z3::implies(!gate[0] && !gate[1] && side_sel[1][uv], at_most(side_sel[0], v)));
    }
    for (int b = 0; b < 2; ++b) {
      const auto ub = static_cast<std::size_t>(b);
      for (int v = 0; v < vars; ++v) {
        const auto uv = static_cast<std::size_t>(v);
        if (by_variable)
          out.push_back(z3::implies(gate[ub] && tree_sel[ub][1][uv], at_most(tree_sel[ub][0], v)));
        for (int t = 0; t < 2; ++t)
          for (int d = 0; d < 2; ++d) {
            const auto& options =
                leaf[ub][static_cast<std::size_t>(t)][static_cast<std::size_t>(d)];
            const z3::expr reads_v =
                options[2 + uv] || options[2 + uv + static_cast<std::size_t>(vars)];
            out.push_back(!(tree_sel[ub][static_cast<std::size_t>(t)][uv] && reads_v));
            out.push_back(!(!gate[ub] && side_sel[ub][uv] && reads_v));
          }
      }
    }
  }

  /// (L9): the sides' kinds fixed, and a query side's variable an input or an early bit (a
  /// query side's OR bit is read nowhere, so it stays free).
  void side_kinds(const EarlyBitSides& sides, z3::expr_vector& out) const {
    const dqc::EarlySide::Kind kinds[2] = {sides.side0, sides.side1};
    const bool early[2] = {sides.early0, sides.early1};
    for (std::size_t b = 0; b < 2; ++b) {
      out.push_back(gate[b] == ctx.bool_val(kinds[b] != dqc::EarlySide::Kind::Query));
      if (kinds[b] != dqc::EarlySide::Kind::Query) {
        out.push_back(is_or[b] == ctx.bool_val(kinds[b] == dqc::EarlySide::Kind::Or));
        continue;
      }
      std::vector<z3::expr> reads;
      for (int v = early[b] ? n : 0; v < (early[b] ? vars : n); ++v)
        reads.push_back(side_sel[b][static_cast<std::size_t>(v)]);
      out.push_back(any(reads));
    }
  }

  /// Each query place (a side's query, a depth-2 tree's variable: 6 in all) as "it reads v".
  std::vector<z3::expr> query_reads(int v) const {
    const auto uv = static_cast<std::size_t>(v);
    std::vector<z3::expr> out;
    for (std::size_t b = 0; b < 2; ++b) {
      out.push_back(!gate[b] && side_sel[b][uv]);
      for (std::size_t t = 0; t < 2; ++t) out.push_back(tree_sel[b][t][uv]);
    }
    return out;
  }
  /// Each leaf of side b (b = -1: of both sides) as "it is v's literal of this sign".
  std::vector<z3::expr> leaf_reads(int v, bool positive, int side = -1) const {
    const auto o = static_cast<std::size_t>(2 + v + (positive ? 0 : vars));
    std::vector<z3::expr> out;
    for (int b = 0; b < 2; ++b)
      if (side < 0 || side == b)
        for (const auto& tree : leaf[static_cast<std::size_t>(b)])
          for (const auto& options : tree) out.push_back(options[o]);
    return out;
  }
  z3::expr any(const std::vector<z3::expr>& terms) const {
    z3::expr_vector v(ctx);
    for (const z3::expr& t : terms) v.push_back(t);
    return v.empty() ? ctx.bool_val(false) : z3::mk_or(v);
  }
  void at_most_one(const std::vector<z3::expr>& terms, z3::expr_vector& out) const {
    for (std::size_t i = 0; i < terms.size(); ++i)
      for (std::size_t j = i + 1; j < terms.size(); ++j) out.push_back(!terms[i] || !terms[j]);
  }
  z3::expr read_on_side(int b, int v) const {
    const auto ub = static_cast<std::size_t>(b), uv = static_cast<std::size_t>(v);
    return (!gate[ub] && side_sel[ub][uv]) || tree_sel[ub][0][uv] || tree_sel[ub][1][uv] ||
           any(leaf_reads(v, true, b)) || any(leaf_reads(v, false, b));
  }

  /// (L2) and (L6) of docs/DQC.md on a verifier with the fewest early bits. (L6): a binate
  /// input (`binate[j]`) and an early bit read at leaves of one sign only are also read at a
  /// query place. (L2): an early bit followed only by early bits of its owner is read on both
  /// sides or not at all. `tight` (s is f's bound and it leaves no slack): both sides are
  /// queries, every leaf a literal, a binate input or early bit read at a query place once and
  /// nowhere else or else at exactly one leaf of each sign, any other input at one leaf only.
  /// (L8), in every verifier of f: an input f rises (falls) in, `signs[j]` +1 (-1), is read at a
  /// query place or at a positive (negative) leaf.
  void reads(const std::vector<bool>& binate, const std::vector<int>& signs, bool tight,
             z3::expr_vector& out) const {
    for (int v = 0; v < vars; ++v) {
      const bool two = v >= n || binate[static_cast<std::size_t>(v)];
      const std::vector<z3::expr> at_query = query_reads(v), pos = leaf_reads(v, true),
                                  neg = leaf_reads(v, false);
      const z3::expr q = any(at_query), p = any(pos), m = any(neg);
      if (two) out.push_back(z3::implies(p != m, q));
      const int sign = v < n ? signs[static_cast<std::size_t>(v)] : 0;
      if (sign != 0) out.push_back(q || (sign > 0 ? p : m));
      if (!tight) continue;
      at_most_one(at_query, out);
      if (two) {
        out.push_back(z3::implies(q, !p && !m));
        out.push_back(z3::implies(!q, p && m));
        at_most_one(pos, out);
        at_most_one(neg, out);
      } else {
        std::vector<z3::expr> literals = pos;
        literals.insert(literals.end(), neg.begin(), neg.end());
        out.push_back(!q && (p || m));
        at_most_one(literals, out);
      }
    }
    for (int k = 0; k < s; ++k) {
      z3::expr trailing = ctx.bool_val(true);  // e_{k+2}..e_s share e_{k+1}'s owner
      for (int m = k + 1; m < s; ++m)
        trailing =
            trailing && owner[static_cast<std::size_t>(m)] == owner[static_cast<std::size_t>(k)];
      out.push_back(z3::implies(trailing, read_on_side(0, n + k) == read_on_side(1, n + k)));
    }
    if (!tight) return;
    for (std::size_t b = 0; b < 2; ++b) {
      out.push_back(!gate[b]);
      for (const auto& tree : leaf[b])
        for (const auto& options : tree) out.push_back(!options[0] && !options[1]);
    }
  }

  /// "Exactly k of `terms`" as a sequential counter (exact[j]: exactly j of the terms so far).
  z3::expr exactly(const std::vector<z3::expr>& terms, int k) const {
    std::vector<z3::expr> exact(static_cast<std::size_t>(k) + 1, ctx.bool_val(false));
    exact[0] = ctx.bool_val(true);
    for (const z3::expr& t : terms)
      for (std::size_t j = exact.size(); j-- > 0;)
        exact[j] = (exact[j] && !t) || (j > 0 ? exact[j - 1] && t : ctx.bool_val(false));
    return exact.back();
  }

  /// (L7) of docs/DQC.md, one read cube: every early bit is read (at a query place or at leaves
  /// of both signs, (L6)), every relevant input somewhere, and exactly reads.early early bits,
  /// reads.binate binate inputs and reads.other other relevant inputs at a query place.
  /// Without slack in the leaves (the demands fill all 8), every leaf is a literal, a variable
  /// off the query places has exactly its demand (one leaf of each sign, or one leaf) and a
  /// variable at a query place (or irrelevant) no leaf; without slack in the query places (6
  /// variables there), both sides are queries and each of the 6 is read at one place only.
  void read_cube(const std::vector<bool>& binate, const std::vector<bool>& relevant,
                 const EarlyBitReads& cube, bool leaves_full, bool places_full,
                 z3::expr_vector& out) const {
    std::vector<z3::expr> early, two, one;
    for (int v = 0; v < vars; ++v) {
      const auto uv = static_cast<std::size_t>(v);
      const std::vector<z3::expr> at_query = query_reads(v), pos = leaf_reads(v, true),
                                  neg = leaf_reads(v, false);
      const z3::expr q = any(at_query), p = any(pos), m = any(neg);
      const bool needs_two = v >= n || binate[uv];
      if (places_full) at_most_one(at_query, out);
      if (v < n && !relevant[uv]) {
        if (leaves_full) out.push_back(!p && !m);
        continue;
      }
      out.push_back(needs_two ? q || (p && m) : q || p || m);
      (v >= n ? early : needs_two ? two : one).push_back(q);
      if (!leaves_full) continue;
      out.push_back(z3::implies(q, !p && !m));
      if (needs_two) {
        at_most_one(pos, out);
        at_most_one(neg, out);
      } else {
        std::vector<z3::expr> literals = pos;
        literals.insert(literals.end(), neg.begin(), neg.end());
        at_most_one(literals, out);
      }
    }
    if (leaves_full)
      for (const auto& side : leaf)
        for (const auto& tree : side)
          for (const auto& options : tree) out.push_back(!options[0] && !options[1]);
    if (places_full)
      for (std::size_t b = 0; b < 2; ++b) out.push_back(!gate[b]);
    out.push_back(exactly(early, cube.early));
    out.push_back(exactly(two, cube.binate));
    out.push_back(exactly(one, cube.other));
  }

  /// The selected variable's value under `a` (bit v: variable v).
  z3::expr selected(const std::vector<z3::expr>& sel, std::uint32_t a) const {
    z3::expr_vector ones(ctx);
    for (int v = 0; v < vars; ++v)
      if ((a >> v) & 1U) ones.push_back(sel[static_cast<std::size_t>(v)]);
    return ones.empty() ? ctx.bool_val(false) : z3::mk_or(ones);
  }

  z3::expr leaf_value(const std::vector<z3::expr>& options, std::uint32_t a) const {
    z3::expr_vector ones(ctx);
    ones.push_back(options[1]);
    for (int v = 0; v < vars; ++v)
      ones.push_back(options[static_cast<std::size_t>(((a >> v) & 1U) ? 2 + v : 2 + vars + v)]);
    return z3::mk_or(ones);
  }

  z3::expr tree_value(int b, int t, std::uint32_t a) const {
    const auto& lv = leaf[static_cast<std::size_t>(b)][static_cast<std::size_t>(t)];
    return z3::ite(selected(tree_sel[static_cast<std::size_t>(b)][static_cast<std::size_t>(t)], a),
                   leaf_value(lv[1], a), leaf_value(lv[0], a));
  }

  z3::expr side_value(int b, std::uint32_t a) const {
    const z3::expr lo = tree_value(b, 0, a), hi = tree_value(b, 1, a);
    const auto ub = static_cast<std::size_t>(b);
    return z3::ite(gate[ub], z3::ite(is_or[ub], lo || hi, lo && hi),
                   z3::ite(selected(side_sel[ub], a), hi, lo));
  }

  /// Q_k e_k ... Q_s e_s [side0 op side1] with e_1..e_{k-1} fixed in `a`.
  z3::expr game(int k, std::uint32_t a) const {
    if (k > s) {
      const z3::expr a0 = side_value(0, a), a1 = side_value(1, a);
      return z3::ite(root_p1, a0 || a1, a0 && a1);
    }
    const z3::expr g0 = game(k + 1, a), g1 = game(k + 1, a | (1U << (n + k - 1)));
    return z3::ite(owner[static_cast<std::size_t>(k - 1)], g0 || g1, g0 && g1);
  }
};

}  // namespace

namespace early_bits_detail {

Query build_early_bits_query(const dqc::TruthTable& f, int s, Verdict expected,
                             const std::optional<EarlyBitOwners>& owners,
                             const std::optional<EarlyBitReads>& reads, InputOrder order,
                             const std::optional<EarlyBitSides>& sides) {
  if (f.n < 1 || f.n > 5) throw std::invalid_argument("dqc_early_bits_query: n must be in 1..5");
  if (s < 0 || s > max_query_early_bits)
    throw std::invalid_argument("dqc_early_bits_query: s must be in 0.." +
                                std::to_string(max_query_early_bits));
  Query query;
  query.id = "dqc.smt_early_bits.f" + dqc::to_string(f) + ".s" + std::to_string(s);
  const std::string cube = owners ? to_string(*owners) : "";
  if (owners) query.id += ".owners" + cube;
  query.source =
      "seed 002 Def. 1, eq. (1), (2), Sec. 2.1 (a depth-4 verifier with early bits, docs/DQC.md "
      "(E1), (E2))";
  query.statement = "exists a depth-4 verifier whose root bit is preceded by at most " +
                    std::to_string(s) +
                    " early bit(s) and whose game value equals f(x) = " + dqc::to_string(f) +
                    " for every x (unsat: no such verifier)";
  query.logic = "QF_UF";
  query.expected = expected;
  const bool symmetric = order == InputOrder::AsF && dqc::is_symmetric(f);
  const bool by_variable = order == InputOrder::AsF;  // (for a non-symmetric f)
  if (symmetric) query.statement += " [f symmetric: the inputs' first reads ordered]";
  if (order == InputOrder::None) {  // never decided for a record: early_bits_query_admits only
    query.id += ".any_names";
    query.statement += " [no rule on the variables' names]";
  }
  const bool self_dual = dqc::is_self_dual(f);
  if (self_dual) query.statement += " [f self-dual: Prover 1 owns the root bit]";
  const auto [binate, relevant] = input_kinds(f);
  const std::vector<int> signs = monotone_signs(f);
  const std::optional<int> bound = dqc::early_bits_bound(f);
  const bool tight = bound && s == *bound && dqc::early_bits_bound_tight(f);
  if (tight)
    query.statement +=
        " [s is f's bound (L6), without slack: exactly s early bits, read as (L6) "
        "fixes; s' < s is the level below]";
  if (owners) query.statement += " [owners fixed, root then e_1..e_s (1: Prover 1): " + cube + "]";
  if (reads) {
    query.id += ".reads_" + std::to_string(reads->early) + "_" + std::to_string(reads->binate) +
                "_" + std::to_string(reads->other);
    query.statement +=
        " [read cube (L7): exactly s early bits, each read, every relevant input "
        "read; at query places " +
        to_string(*reads) + "]";
  }
  if (sides) {
    std::string name = to_string(*sides);
    std::replace(name.begin(), name.end(), ' ', '_');
    query.id += ".sides_" + name;
    query.statement += " [side cube (L9): sides' kinds " + to_string(*sides) + "]";
  }
  query.build = [f, s, symmetric, by_variable, self_dual, owners, reads, sides, binate, relevant,
                 signs, tight](z3::context& ctx) {
    EarlyBitsEncoder e(ctx, f.n, s, symmetric, by_variable);
    z3::expr_vector hyp(ctx);
    e.structure(hyp);
    e.reads(binate, signs, tight, hyp);  // (L2), (L6), (L8)
    if (reads) {                         // (L7)
      const auto [places, leaves_used] = read_cube_demand(binate, relevant, s, *reads);
      e.read_cube(binate, relevant, *reads, leaves_used == leaves, places == query_places, hyp);
    }
    if (sides) e.side_kinds(*sides, hyp);  // (L9)
    // (L5): the dual of a shape for a self-dual f is a shape for f with the other root owner.
    if (self_dual) hyp.push_back(e.root_p1);
    if (owners) {
      hyp.push_back(e.root_p1 == ctx.bool_val(owners->root_prover1));
      for (int k = 0; k < s; ++k)
        hyp.push_back(e.owner[static_cast<std::size_t>(k)] ==
                      ctx.bool_val(owners->early[static_cast<std::size_t>(k)]));
    }
    z3::expr_vector correct(ctx);
    for (std::uint32_t x = 0; x < (1U << f.n); ++x) {
      std::uint32_t a = 0;
      for (int j = 1; j <= f.n; ++j)
        if (dqc::input_bit(f.n, x, j)) a |= 1U << (j - 1);
      const z3::expr value = e.game(1, a);
      correct.push_back(f(x) ? value : !value);
    }
    return Formulas{hyp, z3::mk_and(correct)};
  };
  return query;
}

}  // namespace early_bits_detail

}  // namespace debref::proofs
