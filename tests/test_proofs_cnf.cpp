// proofs/cnf.hpp: a propositional query decided by CaDiCaL through Z3's tseitin-cnf, against
// Z3's own solver on the same queries; its model, a constant goal, a non-Bool atom, the deadline.
#include <doctest/doctest.h>

#include <chrono>
#include <map>

#include "proofs/cnf.hpp"
#include "proofs/solver_control.hpp"

using debref::proofs::Formulas;
using debref::proofs::Outcome;
using debref::proofs::Query;
using debref::proofs::SatBackend;
using debref::proofs::Verdict;

namespace {

/// A query over Bool constants a, b, c: hypotheses `hyp` (a function of them) and the goal.
Query boolean_query(const std::function<Formulas(z3::context&)>& build) {
  Query q;
  q.id = "tests.cnf";
  q.source = "tests/test_proofs_cnf.cpp";
  q.statement = "a propositional query";
  q.logic = "QF_UF";
  q.build = build;
  return q;
}

std::map<std::string, bool> model_of(const Outcome& out) {
  std::map<std::string, bool> m;
  for (const auto& v : out.model) m[v.name] = v.value == "true";
  return m;
}

}  // namespace

TEST_CASE("solve_cnf: SAT with a model that satisfies the formulas; UNSAT; both as Z3 says") {
  const Query sat = boolean_query([](z3::context& ctx) {
    const z3::expr a = ctx.bool_const("a"), b = ctx.bool_const("b"), c = ctx.bool_const("c");
    z3::expr_vector hyp(ctx);
    hyp.push_back(z3::ite(a, b, c));
    hyp.push_back(!b || !a);
    return Formulas{hyp, a || (b != c)};
  });
  const Outcome s = debref::proofs::solve_cnf(sat, 10000);
  REQUIRE(s.verdict == Verdict::Sat);
  // The model: a true would need b and not b, so a is false; then c, and b != c: b false.
  const auto m = model_of(s);
  CHECK(m.size() == 3);  // a, b, c: tseitin-cnf's fresh constants are not in the model
  CHECK_FALSE(m.at("a"));
  CHECK(m.at("c"));
  CHECK_FALSE(m.at("b"));
  CHECK(debref::proofs::solve(sat, 10000).verdict == Verdict::Sat);

  const Query unsat = boolean_query([](z3::context& ctx) {
    const z3::expr a = ctx.bool_const("a"), b = ctx.bool_const("b");
    z3::expr_vector hyp(ctx);
    hyp.push_back(a != b);
    hyp.push_back(z3::implies(a, b));
    return Formulas{hyp, z3::implies(b, a)};
  });
  CHECK(debref::proofs::solve_cnf(unsat, 10000).verdict == Verdict::Unsat);
  CHECK(debref::proofs::solve_propositional(unsat, 10000, SatBackend::Z3).verdict ==
        Verdict::Unsat);
  CHECK(std::string(to_string(SatBackend::Cadical)) == "cadical");
}

TEST_CASE("solve_cnf: a constant named like a fresh one stays distinct") {
  // tseitin-cnf's fresh constants have numeric symbols; a query constant named "1" is another
  // term, so (1 or not 1-as-fresh) cannot merge them.
  const Query q = boolean_query([](z3::context& ctx) {
    const z3::expr one = ctx.bool_const("1"), a = ctx.bool_const("a"), b = ctx.bool_const("b");
    z3::expr_vector hyp(ctx);
    hyp.push_back(one != (a && b));
    hyp.push_back(one || (a != b));
    return Formulas{hyp, !one};
  });
  // By hand: the goal's negation makes "1" false, so a and b hold (first hypothesis), so a = b
  // and the second hypothesis fails: UNSAT, for both solvers.
  const Outcome out = debref::proofs::solve_cnf(q, 10000);
  CHECK(out.verdict == Verdict::Unsat);
  CHECK(debref::proofs::solve(q, 10000).verdict == Verdict::Unsat);
}

TEST_CASE("solve_cnf: constant goals, a non-Bool atom, a past deadline (and solve there)") {
  const Query falsum = boolean_query([](z3::context& ctx) {
    return Formulas{z3::expr_vector(ctx), ctx.bool_val(false)};
  });
  CHECK(debref::proofs::solve_cnf(falsum, 0).verdict == Verdict::Unsat);
  const Query verum = boolean_query([](z3::context& ctx) {
    return Formulas{z3::expr_vector(ctx), ctx.bool_val(true)};
  });
  CHECK(debref::proofs::solve_cnf(verum, 0).verdict == Verdict::Sat);
  const Query arithmetic = boolean_query([](z3::context& ctx) {
    return Formulas{z3::expr_vector(ctx), ctx.int_const("n") > 2};
  });
  CHECK_THROWS_AS(debref::proofs::solve_cnf(arithmetic, 0), std::invalid_argument);
  // Past the solver deadline the call is UNKNOWN, never a proof.
  debref::proofs::set_solver_deadline(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  const Outcome late = debref::proofs::solve_cnf(falsum, 0);
  const Outcome late_z3 = debref::proofs::solve(verum, 0);  // Z3's own solver (check_solver)
  debref::proofs::set_solver_deadline(std::nullopt);
  CHECK(late.verdict == Verdict::Unknown);
  CHECK(late.reason == "time limit reached");
  CHECK(late_z3.verdict == Verdict::Unknown);
  CHECK(late_z3.reason == "time limit reached");
  CHECK(late_z3.model.empty());
  // Without the deadline the same call is decided, with its model.
  const Outcome z3_sat = debref::proofs::solve(verum, 0);
  CHECK(z3_sat.verdict == Verdict::Sat);
  CHECK(z3_sat.reason.empty());
  CHECK(debref::proofs::solve(falsum, 0).verdict == Verdict::Unsat);
}

TEST_CASE("solve_cnf with check_proof: the UNSAT answer's DRAT proof checked; SAT unchanged") {
  // Five pigeons in four holes: no single clause is a short consequence, so the proof has lemmas.
  const Query pigeons = boolean_query([](z3::context& ctx) {
    const auto sits = [&](int i, int j) {
      return ctx.bool_const(("p" + std::to_string(i) + "h" + std::to_string(j)).c_str());
    };
    z3::expr_vector hyp(ctx);
    for (int i = 0; i < 5; ++i) {
      z3::expr_vector somewhere(ctx);
      for (int j = 0; j < 4; ++j) somewhere.push_back(sits(i, j));
      hyp.push_back(z3::mk_or(somewhere));
    }
    for (int j = 0; j < 4; ++j)
      for (int i = 0; i < 5; ++i)
        for (int k = i + 1; k < 5; ++k) hyp.push_back(!sits(i, j) || !sits(k, j));
    return Formulas{hyp, ctx.bool_val(true)};  // the negated goal: the hypotheses alone
  });
  const Outcome checked = debref::proofs::solve_cnf(pigeons, 60000, nullptr, true);
  REQUIRE(checked.verdict == Verdict::Unsat);
  CHECK(checked.proof_checked);
  CHECK(checked.proof_lemmas > 0);
  const Outcome unchecked = debref::proofs::solve_cnf(pigeons, 60000);
  CHECK(unchecked.verdict == Verdict::Unsat);
  CHECK_FALSE(unchecked.proof_checked);
  CHECK(unchecked.proof_lemmas == 0);
  const Query sat = boolean_query([](z3::context& ctx) {
    const z3::expr a = ctx.bool_const("a"), b = ctx.bool_const("b");
    z3::expr_vector hyp(ctx);
    hyp.push_back(a != b);
    return Formulas{hyp, a};
  });
  const Outcome s =
      debref::proofs::solve_propositional(sat, 10000, SatBackend::Cadical, nullptr, true);
  CHECK(s.verdict == Verdict::Sat);
  CHECK_FALSE(s.proof_checked);
}

TEST_CASE("unsat_outcome: a rejected or stopped proof check is UNKNOWN, never a refutation") {
  using debref::proofs::DratCheck;
  using debref::proofs::unsat_outcome;
  DratCheck refuted;
  refuted.refuted = true;
  refuted.lemmas = 12;
  const Outcome checked = unsat_outcome(refuted, true, "timeout");
  CHECK(checked.verdict == Verdict::Unsat);
  CHECK(checked.proof_checked);
  CHECK(checked.proof_lemmas == 12);
  CHECK(checked.reason.empty());
  DratCheck kept_only;  // solve_cnf's answer without check_proof
  kept_only.refuted = true;
  const Outcome unchecked = unsat_outcome(kept_only, false, "timeout");
  CHECK(unchecked.verdict == Verdict::Unsat);
  CHECK_FALSE(unchecked.proof_checked);
  DratCheck rejected;
  rejected.failure = "lemma 3 is neither RUP nor RAT";
  const Outcome bad = unsat_outcome(rejected, true, "timeout");
  CHECK(bad.verdict == Verdict::Unknown);
  CHECK_FALSE(bad.proof_checked);
  CHECK(bad.reason == "DRAT proof rejected: lemma 3 is neither RUP nor RAT");
  CHECK(debref::proofs::proof_rejected(bad.reason));
  DratCheck stopped;
  stopped.stopped = true;
  for (const char* why : {"timeout", "cancelled", "interrupted"}) {
    const Outcome cut = unsat_outcome(stopped, true, why);
    CHECK(cut.verdict == Verdict::Unknown);
    CHECK(cut.reason == why);
    CHECK_FALSE(debref::proofs::proof_rejected(cut.reason));
  }
}
