#include "proofs/query.hpp"

#include <chrono>
#include <sstream>

namespace debref::proofs {

z3::expr numeral(z3::context& ctx, const Rational& x) {
  return ctx.real_val(to_string(x).c_str());
}

const char* to_string(Verdict v) {
  switch (v) {
    case Verdict::Unsat:
      return "unsat";
    case Verdict::Sat:
      return "sat";
    case Verdict::Unknown:
      break;
  }
  return "unknown";
}

bool as_expected(const Query& query, Verdict verdict) {
  return verdict == query.expected;
}

namespace {

ModelValue model_value(const z3::func_decl& decl, const z3::expr& value) {
  ModelValue v;
  v.name = decl.name().str();
  std::string exact;
  if (value.is_numeral(exact)) {
    v.value = v.rational = exact;
  } else if (value.is_algebraic()) {
    v.value = value.get_decimal_string(30);
    std::string lower;
    value.algebraic_lower(30).is_numeral(lower);
    v.rational = lower;
  } else {
    v.value = v.rational = value.to_string();
  }
  return v;
}

z3::solver make_solver(z3::context& ctx, const Query& query) {
  z3::solver s(ctx);
  Formulas f = query.build(ctx);
  for (unsigned i = 0; i < f.hypotheses.size(); ++i) s.add(f.hypotheses[i]);
  s.add(f.negated_goal);
  return s;
}

}  // namespace

Outcome solve(const Query& query, unsigned timeout_ms) {
  const auto start = std::chrono::steady_clock::now();
  Outcome out;
  try {
    z3::context ctx;
    z3::solver s = make_solver(ctx, query);
    if (timeout_ms > 0) {
      z3::params p(ctx);
      p.set("timeout", timeout_ms);
      s.set(p);
    }
    switch (s.check()) {
      case z3::unsat:
        out.verdict = Verdict::Unsat;
        break;
      case z3::sat: {
        out.verdict = Verdict::Sat;
        z3::model m = s.get_model();
        for (unsigned i = 0; i < m.num_consts(); ++i) {
          z3::func_decl d = m.get_const_decl(i);
          out.model.push_back(model_value(d, m.get_const_interp(d)));
        }
        break;
      }
      case z3::unknown:
        out.verdict = Verdict::Unknown;
        out.reason = s.reason_unknown();
        break;
    }
  } catch (const z3::exception& e) {
    out.verdict = Verdict::Unknown;
    out.reason = std::string("z3: ") + e.msg();
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

std::string to_smt2(const Query& query) {
  z3::context ctx;
  z3::solver s = make_solver(ctx, query);
  z3::expr_vector all = s.assertions();
  std::vector<Z3_ast> asts;
  for (unsigned i = 0; i + 1 < all.size(); ++i) asts.push_back(all[i]);
  const Z3_ast last = all.size() > 0 ? Z3_ast(all[all.size() - 1]) : Z3_ast(ctx.bool_val(true));
  std::string body = Z3_benchmark_to_smtlib_string(
      ctx, query.id.c_str(), query.logic.c_str(), to_string(query.expected), "",
      static_cast<unsigned>(asts.size()), asts.data(), last);
  std::ostringstream out;
  out << "; " << query.id << "\n; source: " << query.source << "\n; claim: " << query.statement
      << "\n; expected: " << to_string(query.expected)
      << (query.twin() ? " (sanity twin: a slightly false variant)"
                       : " (hypotheses and the negated goal: unsat proves the claim)")
      << "\n"
      << body;
  return out.str();
}

}  // namespace debref::proofs
