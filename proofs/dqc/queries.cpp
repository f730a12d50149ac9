// Source: seed 002 Def. 1, eq. (1), (2), Lemma 3: exact DQC by Z3. See queries.hpp.
#include "proofs/dqc/queries.hpp"

#include <chrono>
#include <map>
#include <string>

#include "proofs/dqc/selector_tree.hpp"

namespace debref::proofs {

namespace {

using dqc::TruthTable;

std::string selector_name(int n, int node, int v) {
  return "s_" + std::to_string(node) + "_" + dqc::var_name(n, v);
}

/// The complete depth-l tree of selectors and leaf bits, evaluated on a full assignment of
/// x, α, β (bit v of `a` is variable v, seed 002 Sec. 2 numbering of dqc::x_var / alpha_var /
/// beta_var), and the game value over the rounds (eq. (1), (2)).
struct Encoder {
  z3::context& ctx;
  int n, l, k, vars;
  DqcEncoding encoding;
  std::vector<std::vector<z3::expr>> selectors;  // [inner node][variable]
  std::vector<z3::expr> leaves;

  Encoder(z3::context& c, int n_, int l_, int k_, DqcEncoding e)
      : ctx(c), n(n_), l(effective_depth(n_ + 2 * k_, l_)), k(k_), vars(n_ + 2 * k_), encoding(e) {
    for (int node = 0; node < inner_nodes(l); ++node) {
      selectors.emplace_back();
      for (int v = 0; v < vars; ++v)
        selectors.back().push_back(ctx.bool_const(selector_name(n, node, v).c_str()));
    }
    for (int i = 0; i <= inner_nodes(l); ++i)
      leaves.push_back(ctx.bool_const(leaf_name(i).c_str()));
  }

  void structure(z3::expr_vector& out) const { one_hot(ctx, selectors, out); }

  z3::expr eval(int node, std::uint64_t a) const {
    return eval_tree(ctx, selectors, leaves, node, a);
  }

  /// min_{α_round} max_{β_round} ... M (AND over α, OR over β); the mutant ORs over both.
  z3::expr game(int round, std::uint64_t a) const {
    if (round > k) return eval(0, a);
    z3::expr_vector over_alpha(ctx);
    for (std::uint64_t al = 0; al < 2; ++al) {
      z3::expr_vector over_beta(ctx);
      for (std::uint64_t be = 0; be < 2; ++be)
        over_beta.push_back(game(
            round + 1, a | (al << dqc::alpha_var(n, round)) | (be << dqc::beta_var(n, round))));
      over_alpha.push_back(z3::mk_or(over_beta));
    }
    return encoding == DqcEncoding::Minimax ? z3::mk_and(over_alpha) : z3::mk_or(over_alpha);
  }
};

}  // namespace

Query dqc_query(const TruthTable& f, int l, int k, DqcEncoding encoding, Verdict expected) {
  Query query;
  const bool mutant = encoding == DqcEncoding::NoAlternation;
  query.id = std::string(mutant ? "dqc.twin.smt_no_alternation" : "dqc.smt") + ".f" +
             dqc::to_string(f) + ".l" + std::to_string(l) + ".k" + std::to_string(k);
  query.source = mutant ? "seed 002 Def. 1, eq. (1), (2) with the alternation dropped (mutant: "
                          "colluding provers, every message existential)"
                        : "seed 002 Def. 1, eq. (1), (2); Lemma 3 (k = 2^l - 1 suffices)";
  query.statement = "exists a depth-" + std::to_string(l) + " verifier over x1..x" +
                    std::to_string(f.n) + " and " + std::to_string(k) +
                    " rounds whose game value equals f(x) = " + dqc::to_string(f) +
                    " for every x (unsat: no such debate; sat: the model is a verifier)";
  query.logic = "QF_UF";
  query.expected = expected;
  query.cvc5_note = "";
  query.build = [f, l, k, encoding](z3::context& ctx) {
    Encoder e(ctx, f.n, l, k, encoding);
    z3::expr_vector hyp(ctx);
    e.structure(hyp);
    return Formulas{hyp, correct_on_every_input(ctx, f, e)};
  };
  return query;
}

dqc::Debate dqc_debate_from_model(const TruthTable& f, int l, int k, const Outcome& outcome) {
  const int depth = effective_depth(f.n + 2 * k, l);
  return dqc::Debate{f.n, k,
                     tree_from_model(
                         outcome, inner_nodes(depth), f.n + 2 * k,
                         [&f](int node, int v) { return selector_name(f.n, node, v); }, leaf_name)};
}

SmtDqcResult smt_dqc(const TruthTable& f, int max_l, DqcEncoding encoding, unsigned timeout_ms) {
  const auto start = std::chrono::steady_clock::now();
  SmtDqcResult r;
  r.f = f;
  auto finish = [&r, &start]() {
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  };
  for (int l = 0; l <= max_l; ++l) {
    const int full = (1 << l) - 1;  // Lemma 3: rounds a depth-l tree can query
    const int k_lo = l <= max_refuting_l ? full : 0;
    const int k_hi = l <= max_refuting_l ? full : std::min(full, max_sat_rounds);
    bool refuted = false;
    for (int k = k_lo; k <= k_hi; ++k) {
      Query q = dqc_query(f, l, k, encoding);
      const Outcome out = solve(q, timeout_ms);
      DqcLevelQuery lq{l, k, out.verdict, out.seconds, out.verdict == Verdict::Unsat && k == full};
      r.queries.push_back(lq);
      q.expected = out.verdict == Verdict::Sat ? Verdict::Sat : Verdict::Unsat;
      r.built.push_back(q);
      if (out.verdict == Verdict::Unknown) {
        r.unknown = true;
        return finish();
      }
      if (out.verdict == Verdict::Sat) {
        const dqc::Debate d = dqc_debate_from_model(f, l, k, out);
        r.certificate = d;
        r.certificate_valid = dqc::validate(d, f).valid && d.queries() <= l;
        if (r.certificate_valid) {
          r.upper = l;
          if (r.lower == l) r.dqc = l;
        }
        return finish();
      }
      if (lq.refutes) refuted = true;
    }
    if (!refuted) return finish();  // l open: no certificate with k <= max_sat_rounds
    r.refuted.push_back(l);
    if (r.lower == l) r.lower = l + 1;
  }
  return finish();
}

}  // namespace debref::proofs
