// Source: docs/STOCHASTIC.md and proofs/README.md: a claim as an SMT query. The query asserts the
// claim's hypotheses and the negation of its goal: UNSAT proves the claim, SAT gives a
// counterexample model, and a timeout or `unknown` is UNKNOWN (never a proof). Every query has a
// sanity twin, a slightly false variant that must come back SAT, so that contradictory
// hypotheses or a goal encoded as `true` cannot make a proof vacuous.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::proofs {

enum class Verdict { Unsat, Sat, Unknown };
const char* to_string(Verdict v);  // "unsat", "sat", "unknown" (SMT-LIB spelling)
using ::debref::to_string;         // Rational, Integer

/// The exact Z3 real numeral of a rational (never through a double).
z3::expr numeral(z3::context& ctx, const Rational& x);

/// What a query asserts: hypotheses, then the negated goal. `names` (when given, one per
/// hypothesis) are the Lean hypothesis or field names (cs, sb, q0, complete, ...); the emitted
/// SMT-LIB names each assertion with them, `(assert (! e :named name))`, and the negated goal
/// as `goal`.
struct Formulas {
  z3::expr_vector hypotheses;
  z3::expr negated_goal;
  std::vector<std::string> names = {};
};

/// Hypotheses with their names, built one at a time.
struct Hypotheses {
  explicit Hypotheses(z3::context& ctx) : exprs(ctx) {}
  void add(const z3::expr& e, std::string name) {
    exprs.push_back(e);
    names.push_back(std::move(name));
  }
  Formulas negating(const z3::expr& negated_goal) const { return {exprs, negated_goal, names}; }
  z3::expr_vector exprs;
  std::vector<std::string> names;
};

/// One constant of a model: its name and its value (an exact rational "a/b" when rational;
/// otherwise an algebraic number's decimal prefix ending in "?") and a rational within 10^-30
/// of it (equal when rational).
struct ModelValue {
  std::string name, value, rational;
};

struct Outcome {
  Verdict verdict = Verdict::Unknown;
  std::vector<ModelValue> model;  // when SAT
  std::string reason;             // Z3's reason when UNKNOWN
  double seconds = 0;
  /// UNSAT by CaDiCaL with its proof checked (solve_cnf with check_proof): the lemmas of the
  /// DRAT proof proofs/drat.hpp verified; 0 when no proof was checked.
  std::uint64_t proof_lemmas = 0;
  bool proof_checked = false;
};

struct Query {
  std::string id;         // e.g. "proofs.params.defaults.sound"; twins: "proofs.twin...."
  std::string source;     // e.g. "Lean Debate/Details.lean Params.sound (Params.defaults)"
  std::string statement;  // hypotheses => goal, in words
  std::string logic;      // SMT-LIB logic of the emitted file, e.g. "QF_NRA"
  Verdict expected = Verdict::Unsat;  // Sat for a sanity twin
  std::function<Formulas(z3::context&)> build;
  /// Non-empty when the query is not expected within cvc5's reach, with the reason; the
  /// cross-check then reports it as not compared (never as agreement).
  std::string cvc5_note;
  /// When a SAT model is an instance of the family (e.g. a violating oracle), its replayable JSON
  /// text (docs/FORMATS.md), re-checked exactly by the reference; "" when it does not verify.
  std::function<std::string(const Outcome&)> instance;
  /// For a claim whose conclusion is an inequality rhs - lhs >= 0 (or > 0) over its domain: the
  /// query "some point of the domain has rhs - lhs < m" (`or_equal`: "<= m"; UNSAT of "< m": the
  /// least slack is at least m; SAT of "<= 0": it is 0, attained at the model), so the least
  /// slack is bracketed by Z3. Unset for other conclusions (equalities, decisions).
  std::function<Query(const Rational& m, bool or_equal)> below_margin;
  /// The exact slack at one named point of the domain (an upper end of the least slack), if known.
  std::optional<std::pair<Rational, std::string>> slack_at;
  bool twin() const { return expected == Verdict::Sat; }
};

/// Runs the query through the Z3 C++ API with a timeout (milliseconds, 0 = none).
Outcome solve(const Query& query, unsigned timeout_ms);

/// The query as a standalone SMT-LIB 2 script: header comments (id, source, statement,
/// expected), set-logic, declarations, assertions, check-sat.
std::string to_smt2(const Query& query);

/// Whether the outcome is what the query expects (a proof for a claim, a model for a twin).
bool as_expected(const Query& query, Verdict verdict);

}  // namespace debref::proofs
