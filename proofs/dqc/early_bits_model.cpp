// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1. See early_bits.hpp and docs/DQC.md "The Z3
// query": a SAT model decoded into a shape, and the query fixed to a shape.
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "proofs/dqc/early_bits.hpp"
#include "proofs/dqc/early_bits_detail.hpp"
#include "proofs/solver_check.hpp"

namespace debref::proofs {

using namespace early_bits_detail;

dqc::EarlyBitVerifier early_bits_from_model(const dqc::TruthTable& f, int s,
                                            const Outcome& outcome) {
  std::map<std::string, bool> value;
  for (const ModelValue& v : outcome.model) value[v.name] = v.value == "true";
  const auto get = [&value](const std::string& name) {
    const auto it = value.find(name);
    return it != value.end() && it->second;
  };
  const int n = f.n, vars = n + s;
  const auto first_selected = [&](const std::string& prefix) {
    for (int v = 0; v < vars; ++v)
      if (get(prefix + "_s_" + var_name(n, v))) return v;
    return 0;
  };
  const auto leaf_of = [&](int b, int t, int d) {
    for (int o = 0; o < 2 + 2 * vars; ++o)
      if (get(leaf_prefix(b, t, d) + leaf_option_name(n, vars, o))) {
        if (o < 2) return dqc::EarlyLiteral{-1, o == 1};
        return o < 2 + vars ? dqc::EarlyLiteral{o - 2, true}
                            : dqc::EarlyLiteral{o - 2 - vars, false};
      }
    return dqc::EarlyLiteral{-1, false};
  };
  dqc::EarlyBitVerifier v;
  v.n = n;
  for (int k = 1; k <= s; ++k) v.early.push_back(get("owner_e" + std::to_string(k)));
  v.root_prover1 = get("owner_root");
  for (int b = 0; b < 2; ++b) {
    dqc::EarlySide& side = v.side[b];
    side.kind = !get(side_prefix(b) + "_gate") ? dqc::EarlySide::Kind::Query
                : get(side_prefix(b) + "_or")  ? dqc::EarlySide::Kind::Or
                                               : dqc::EarlySide::Kind::And;
    side.var = first_selected(side_prefix(b));
    dqc::EarlyDepth2* trees[2] = {&side.lo, &side.hi};
    for (int t = 0; t < 2; ++t)
      *trees[t] = {first_selected(tree_prefix(b, t)), leaf_of(b, t, 0), leaf_of(b, t, 1)};
  }
  return v;
}

namespace {

/// v's owners, sides, selectors and leaves as literals of the query's variables.
z3::expr_vector shape_literals(z3::context& ctx, const dqc::EarlyBitVerifier& v) {
  z3::expr_vector out(ctx);
  const int n = v.n, vars = n + v.s();
  const auto fix = [&](const std::string& name, bool value) {
    const z3::expr x = ctx.bool_const(name.c_str());
    out.push_back(value ? x : !x);
  };
  fix("owner_root", v.root_prover1);
  for (int k = 1; k <= v.s(); ++k)
    fix("owner_e" + std::to_string(k), v.early[static_cast<std::size_t>(k - 1)]);
  for (int b = 0; b < 2; ++b) {
    const dqc::EarlySide& side = v.side[b];
    const bool query = side.kind == dqc::EarlySide::Kind::Query;
    fix(side_prefix(b) + "_gate", !query);
    fix(side_prefix(b) + "_or", side.kind == dqc::EarlySide::Kind::Or);
    for (int u = 0; u < vars && query; ++u)  // a gate side's selector is unused
      fix(side_prefix(b) + "_s_" + var_name(n, u), u == side.var);
    const dqc::EarlyDepth2* trees[2] = {&side.lo, &side.hi};
    for (int t = 0; t < 2; ++t) {
      for (int u = 0; u < vars; ++u)
        fix(tree_prefix(b, t) + "_s_" + var_name(n, u), u == trees[t]->var);
      const dqc::EarlyLiteral leaves[2] = {trees[t]->lo, trees[t]->hi};
      for (int d = 0; d < 2; ++d) {
        const dqc::EarlyLiteral& l = leaves[d];
        const int chosen = l.var < 0 ? (l.value ? 1 : 0) : 2 + l.var + (l.value ? 0 : vars);
        for (int o = 0; o < 2 + 2 * vars; ++o)
          fix(leaf_prefix(b, t, d) + leaf_option_name(n, vars, o), o == chosen);
      }
    }
  }
  return out;
}

}  // namespace

Verdict early_bits_query_admits(const dqc::TruthTable& f, const dqc::EarlyBitVerifier& v,
                                const std::optional<EarlyBitReads>& reads, InputOrder order,
                                unsigned timeout_ms) {
  if (v.n != f.n) throw std::invalid_argument("early_bits_query_admits: v.n must be f.n");
  if (!reads) return early_bits_query_admits(f, std::vector{v}, order, timeout_ms)[0];
  z3::context ctx;
  const SolverCall call(ctx);
  const Formulas formulas =
      early_bits_query_ordered(f, EarlyBitOwners{v.root_prover1, v.early}, *reads, order)
          .build(ctx);
  z3::solver solver(ctx);
  for (const z3::expr& h : formulas.hypotheses) solver.add(h);
  solver.add(formulas.negated_goal);
  return check_solver(solver, call, timeout_ms, shape_literals(ctx, v)).verdict;
}

std::vector<Verdict> early_bits_query_admits(const dqc::TruthTable& f,
                                             const std::vector<dqc::EarlyBitVerifier>& vs,
                                             InputOrder order, unsigned timeout_ms) {
  std::vector<Verdict> out;
  if (vs.empty()) return out;
  for (const dqc::EarlyBitVerifier& v : vs)
    if (v.n != f.n || v.s() != vs[0].s())
      throw std::invalid_argument(
          "early_bits_query_admits: every shape must have f's n and the first shape's s");
  z3::context ctx;
  const SolverCall call(ctx);
  const Formulas formulas = early_bits_query_ordered(f, vs[0].s(), order).build(ctx);
  z3::solver solver(ctx);
  for (const z3::expr& h : formulas.hypotheses) solver.add(h);
  solver.add(formulas.negated_goal);
  for (const dqc::EarlyBitVerifier& v : vs)
    out.push_back(check_solver(solver, call, timeout_ms, shape_literals(ctx, v)).verdict);
  return out;
}

}  // namespace debref::proofs
