#include "proofs/query.hpp"

#include <cctype>
#include <chrono>
#include <sstream>
#include <stdexcept>

#include "proofs/solver_check.hpp"
#include "proofs/solver_control.hpp"

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

/// The assertions' names: the hypotheses' names and `goal`, or none when the query gives none.
std::vector<std::string> assertion_names(const Formulas& f) {
  if (f.names.empty()) return {};
  if (f.names.size() != f.hypotheses.size())
    throw std::logic_error("Formulas: one name per hypothesis");
  std::vector<std::string> names = f.names;
  names.push_back("goal");
  return names;
}

/// The solver asserts the formulas unnamed: tracking literals (`s.add(e, name)`) turn the queries
/// into solving under assumptions, which Z3 decides far more slowly on the nonlinear ones; the
/// names appear in the emitted SMT-LIB only.
z3::solver make_solver(z3::context& ctx, const Formulas& f) {
  z3::solver s(ctx);
  for (unsigned i = 0; i < f.hypotheses.size(); ++i) s.add(f.hypotheses[i]);
  s.add(f.negated_goal);
  return s;
}

/// The end of the term that starts at `i` (an s-expression or an atom), skipping |quoted|
/// symbols, "strings" and ; comments.
std::size_t term_end(const std::string& text, std::size_t i) {
  int depth = 0;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '|' || c == '"') {
      i = text.find(c, i + 1);
      if (i == std::string::npos) return text.size();
    } else if (c == ';') {
      i = text.find('\n', i);
      if (i == std::string::npos) return text.size();
    } else if (c == '(') {
      ++depth;
    } else if (c == ')') {
      if (depth == 0) return i;  // the end of an atom
      if (--depth == 0) return i + 1;
    } else if (depth == 0 && std::isspace(static_cast<unsigned char>(c))) {
      return i;
    }
  }
  return text.size();
}

/// Z3's SMT-LIB text with its i-th `(assert e)` written `(assert (! e :named names[i]))`.
std::string named_assertions(const std::string& body, const std::vector<std::string>& names) {
  if (names.empty()) return body;
  std::string out;
  std::size_t at = 0, n = 0;
  for (std::size_t i = body.find("(assert"); i != std::string::npos && n < names.size();
       i = body.find("(assert", at)) {
    std::size_t start = i + 7;
    while (start < body.size() && std::isspace(static_cast<unsigned char>(body[start]))) ++start;
    const std::size_t end = term_end(body, start);
    out += body.substr(at, start - at) + "(! " + body.substr(start, end - start) + " :named " +
           names[n++] + ")";
    at = end;
  }
  if (n != names.size()) throw std::logic_error("to_smt2: an assertion per name");
  return out + body.substr(at);
}

}  // namespace

Outcome solve(const Query& query, unsigned timeout_ms) {
  const auto start = std::chrono::steady_clock::now();
  Outcome out;
  try {
    z3::context ctx;
    const SolverCall call(ctx);  // interrupt_solvers() cancels it (proofs/solver_control.hpp)
    z3::solver s = make_solver(ctx, query.build(ctx));
    const SolverAnswer answer = check_solver(s, call, timeout_ms, z3::expr_vector(ctx));
    out.verdict = answer.verdict;
    out.reason = answer.reason;
    if (answer.verdict == Verdict::Sat) {
      z3::model m = s.get_model();
      for (unsigned i = 0; i < m.num_consts(); ++i) {
        z3::func_decl d = m.get_const_decl(i);
        out.model.push_back(model_value(d, m.get_const_interp(d)));
      }
    }
  } catch (const z3::exception& e) {  // building the query or reading the model
    out.verdict = Verdict::Unknown;
    out.reason = std::string("z3: ") + e.msg();
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

std::string to_smt2(const Query& query) {
  z3::context ctx;
  const Formulas f = query.build(ctx);
  std::vector<Z3_ast> asts;
  for (unsigned i = 0; i < f.hypotheses.size(); ++i) asts.push_back(f.hypotheses[i]);
  std::string body = Z3_benchmark_to_smtlib_string(
      ctx, query.id.c_str(), query.logic.c_str(), to_string(query.expected), "",
      static_cast<unsigned>(asts.size()), asts.data(), f.negated_goal);
  body = named_assertions(body, assertion_names(f));
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
