#include "proofs/pe/queries.hpp"

#include <map>
#include <string>

#include "reference/pe/paths.hpp"

namespace debref::proofs {

namespace {

struct Z3Ops {
  using Num = z3::expr;
  z3::context& ctx;
  Num num(const Rational& x) { return numeral(ctx, x); }
  z3::expr gt(const Num& a, const Num& b) { return a > b; }
  z3::expr ge(const Num& a, const Num& b) { return a >= b; }
  Num ite(const z3::expr& c, const Num& a, const Num& b) { return z3::ite(c, a, b); }
  Num abs(const Num& a) { return z3::ite(a >= 0, a, -a); }
};

std::string path_name(const pe::Path& path) {
  if (path.empty()) return "root";
  std::string s;
  for (int i : path) s += std::to_string(i);
  return s;
}

// A Lemma A.5 or Def. 5.3 query of seed 000 over nonlinear real arithmetic; UNSAT proves it.
Query nra_query(const std::string& id, const std::string& source, const std::string& statement) {
  Query query;
  query.id = id;
  query.source = source;
  query.statement = statement;
  query.logic = "QF_NRA";
  query.expected = Verdict::Unsat;
  return query;
}

}  // namespace

std::string pe_stability_variable(int row, unsigned prefix) {
  std::string name = "t_" + std::to_string(row + 1);
  if (row > 0) name += '_';
  for (int l = 0; l < row; ++l) name += ((prefix >> l) & 1U) ? '1' : '0';
  return name;
}

Query pe_stability_query(const std::vector<int>& table, const pe::CondTable& p, const Rational& eps,
                         const Rational& rho, bool closed_box) {
  Query query = nra_query("proofs.pe.stability", "seed 000 Def. 5.3",
                          std::string("exists t, |p - t| ") + (closed_box ? "<=" : "<") +
                              " eps entrywise, |P_p[M_D=1] - P_t[M_D=1]| >= rho eps");
  query.build = [table, p, eps, rho, closed_box](z3::context& ctx) {
    z3::expr_vector hyp(ctx);
    const int q = static_cast<int>(p.size());
    std::vector<std::vector<z3::expr>> t(q);
    for (int i = 0; i < q; ++i)
      for (unsigned prefix = 0; prefix < (1u << i); ++prefix) {
        z3::expr v = ctx.real_const(pe_stability_variable(i, prefix).c_str());
        hyp.push_back(v >= 0 && v <= 1);
        const z3::expr above = v - numeral(ctx, p[i][prefix]);
        const z3::expr below = numeral(ctx, p[i][prefix]) - v;
        hyp.push_back(closed_box ? above <= numeral(ctx, eps) : above < numeral(ctx, eps));
        hyp.push_back(closed_box ? below <= numeral(ctx, eps) : below < numeral(ctx, eps));
        t[i].push_back(v);
      }
    z3::expr accept = ctx.real_val(0);
    for (unsigned z = 0; z < table.size(); ++z) {
      if (!table[z]) continue;
      z3::expr prob = ctx.real_val(1);
      for (int i = 0; i < q; ++i) {
        const z3::expr& ti = t[i][z & ((1u << i) - 1)];
        prob = prob * (((z >> i) & 1u) ? ti : 1 - ti);
      }
      accept = accept + prob;
    }
    z3::expr base = numeral(ctx, pe::accept_probability(table, p));
    z3::expr bound = numeral(ctx, rho * eps);
    return Formulas{hyp, accept - base >= bound || base - accept >= bound};
  };
  return query;
}

Query pe_completeness_query(const pe::Node& root, const Rational& eps, const Rational& r,
                            int claim) {
  Query query = nra_query("proofs.pe.completeness", "seed 000 Lemma A.5",
                          "exists B with E[V^{A,B}] < (1 - eps) r^{d+1} for the honest prover A");
  query.build = [root, eps, r, claim](z3::context& ctx) {
    z3::expr_vector hyp(ctx);
    z3::expr pd = ctx.real_const("pd");
    hyp.push_back(pd >= 0 && pd <= 1);
    std::map<pe::Path, std::vector<z3::expr>> b;
    for (const pe::Path& path : pe::node_paths(root, true)) {
      int m = pe::entries(pe::width(pe::node_at(root, path)));
      for (int v = 0; v < m; ++v) {
        std::string name = "b_" + path_name(path) + "_" + std::to_string(v);
        z3::expr x = ctx.real_const(name.c_str());
        hyp.push_back(x >= 0 && x <= 1);
        b[path].push_back(x);
      }
    }
    Z3Ops ops{ctx};
    z3::expr payoff = pe::honest_payoff(ops, root, eps, r, claim, pd, b);
    return Formulas{hyp, payoff < numeral(ctx, (1 - eps) * power(r, pe::depth(root) + 1))};
  };
  return query;
}

pe::Estimator pe_estimator_from_model(const pe::Node& root, const Outcome& outcome) {
  std::map<std::string, Rational> values;
  for (const ModelValue& v : outcome.model) values[v.name] = parse_rational(v.rational);
  pe::Estimator est;
  est.initial = values.count("pd") ? values["pd"] : Rational(0);
  for (const pe::Path& path : pe::node_paths(root, true)) {
    int q = pe::width(pe::node_at(root, path));
    pe::CondTable t = pe::constant_table(q, 0);
    int v = 0;
    for (int i = 0; i < q; ++i)
      for (auto& entry : t[i]) {
        std::string name = "b_" + path_name(path) + "_" + std::to_string(v++);
        if (values.count(name)) entry = values[name];
      }
    est.tables[path] = t;
  }
  return est;
}

}  // namespace debref::proofs
