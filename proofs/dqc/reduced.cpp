// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1. See reduced.hpp and docs/DQC.md.
#include "proofs/dqc/reduced.hpp"

#include <chrono>
#include <map>
#include <string>

#include "proofs/dqc/selector_tree.hpp"
#include "reference/dqc/reduced.hpp"

namespace debref::proofs {

namespace {

std::string reduced_var_name(int n, int v) {
  return v < n ? "x" + std::to_string(v + 1) : "y" + std::to_string(v - n + 1);
}

std::string reduced_selector_name(int n, int node, int v) {
  return "s_" + std::to_string(node) + "_" + reduced_var_name(n, v);
}

std::string owner_name(int i) {
  return "owner_" + std::to_string(i);
}

/// The complete depth-l tree of selectors over the n + m variables (bit v of an assignment `a`
/// is tree variable v: x_j is j - 1, y_i is n + i - 1) and the game value over y_1..y_m.
struct ReducedEncoder {
  z3::context& ctx;
  int n, l, m, vars;
  std::vector<std::vector<z3::expr>> selectors;
  std::vector<z3::expr> leaves, owners;
  bool colluding;

  ReducedEncoder(z3::context& c, int n_, int l_, int m_, bool colluding_ = false)
      : ctx(c),
        n(n_),
        l(effective_depth(n_ + m_, l_)),
        m(m_),
        vars(n_ + m_),
        colluding(colluding_) {
    for (int node = 0; node < inner_nodes(l); ++node) {
      selectors.emplace_back();
      for (int v = 0; v < vars; ++v)
        selectors.back().push_back(ctx.bool_const(reduced_selector_name(n, node, v).c_str()));
    }
    for (int i = 0; i <= inner_nodes(l); ++i)
      leaves.push_back(ctx.bool_const(leaf_name(i).c_str()));
    for (int i = 1; i <= m; ++i) owners.push_back(ctx.bool_const(owner_name(i).c_str()));
  }

  void structure(z3::expr_vector& out) const { one_hot(ctx, selectors, out); }

  z3::expr eval(int node, std::uint64_t a) const {
    return eval_tree(ctx, selectors, leaves, node, a);
  }

  /// Q_i y_i ... Q_m y_m M: max (OR) when owner_i, min (AND) otherwise; OR throughout when
  /// colluding (the mutant).
  z3::expr game(int i, std::uint64_t a) const {
    if (i > m) return eval(0, a);
    const z3::expr g0 = game(i + 1, a), g1 = game(i + 1, a | (std::uint64_t{1} << (n + i - 1)));
    if (colluding) return g0 || g1;
    return z3::ite(owners[static_cast<std::size_t>(i - 1)], g0 || g1, g0 && g1);
  }
};

}  // namespace

Query dqc_reduced_query(const dqc::TruthTable& f, int l, int m, Verdict expected,
                        DqcEncoding encoding) {
  const bool colluding = encoding == DqcEncoding::NoAlternation;
  Query query;
  query.id = "dqc.smt_reduced.f" + dqc::to_string(f) + ".l" + std::to_string(l) + ".m" +
             std::to_string(m) + (colluding ? ".colluding" : "");
  query.source =
      "seed 002 Def. 1, eq. (1), (2); Sec. 2.1 (vacuous quantifiers over unread "
      "message bits, docs/DQC.md)";
  query.statement = "exists an owner pattern and a depth-" + std::to_string(l) +
                    " verifier over x1..x" + std::to_string(f.n) + ", y1..y" + std::to_string(m) +
                    " whose game value equals f(x) = " + dqc::to_string(f) +
                    " for every x (unsat: no such debate; sat: the model is a verifier)";
  query.logic = "QF_UF";
  query.expected = expected;
  query.cvc5_note = "";
  if (colluding) query.statement += " [mutant: colluding provers, every y_i existential]";
  query.build = [f, l, m, colluding](z3::context& ctx) {
    ReducedEncoder e(ctx, f.n, l, m, colluding);
    z3::expr_vector hyp(ctx);
    e.structure(hyp);
    return Formulas{hyp, correct_on_every_input(ctx, f, e)};
  };
  return query;
}

dqc::Debate dqc_reduced_from_model(const dqc::TruthTable& f, int l, int m, const Outcome& outcome) {
  const int depth = effective_depth(f.n + m, l);
  const dqc::Tree tree = tree_from_model(
      outcome, inner_nodes(depth), f.n + m,
      [&f](int node, int v) { return reduced_selector_name(f.n, node, v); }, leaf_name);
  std::uint32_t owners = 0;
  for (const ModelValue& v : outcome.model)
    for (int i = 1; i <= m; ++i)
      if (v.name == owner_name(i) && v.value == "true") owners |= 1U << (i - 1);
  return dqc::reduced_debate(f.n, m, owners, tree);
}

SmtDqcResult smt_dqc_reduced(const dqc::TruthTable& f, unsigned timeout_ms) {
  const auto start = std::chrono::steady_clock::now();
  SmtDqcResult r;
  r.f = f;
  const int m = reduced_message_bits;
  for (int l = 0; l <= 3; ++l) {
    Query q = dqc_reduced_query(f, l, m);
    const Outcome out = solve(q, timeout_ms);
    r.queries.push_back(
        DqcLevelQuery{l, m, out.verdict, out.seconds, out.verdict == Verdict::Unsat});
    q.expected = out.verdict == Verdict::Sat ? Verdict::Sat : Verdict::Unsat;
    r.built.push_back(q);
    if (out.verdict == Verdict::Unknown) {
      r.unknown = true;
      break;
    }
    if (out.verdict == Verdict::Sat) {
      const dqc::Debate d = dqc_reduced_from_model(f, l, m, out);
      r.certificate = d;
      r.certificate_valid = dqc::validate(d, f).valid && d.queries() <= l;
      if (r.certificate_valid) {
        r.upper = l;
        if (r.lower == l) r.dqc = l;
      }
      break;
    }
    r.refuted.push_back(l);
    if (r.lower == l) r.lower = l + 1;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace debref::proofs
