// The proofs layer: expressions, the Params / bound / cost / Lipschitz queries and their twins
// (with hand-computed slacks and models re-checked exactly), Chernoff tails, tuned Params, and
// SMT-LIB emission with the cvc5 comparison.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "harness/core/cross_check.hpp"
#include "harness/stochastic/proofs_evaluate.hpp"
#include "proofs/stochastic/bound_queries.hpp"
#include "proofs/stochastic/catalogue.hpp"
#include "proofs/stochastic/chernoff.hpp"
#include "proofs/stochastic/lipschitz_query.hpp"
#include "proofs/stochastic/params_queries.hpp"
#include "proofs/stochastic/tuning.hpp"
#include "reference/stochastic/lipschitz.hpp"

using debref::Rational;
using namespace debref::proofs;

TEST_CASE("expressions in k and t: exact values and errors") {
  CHECK(Expression::parse("1/(100*k)").eval(2, 0) == Rational(1, 200));
  CHECK(Expression::parse("2^3 - t").eval(0, 1) == 7);
  CHECK(Expression::parse("-k + 0.25").eval(1, 0) == Rational(-3, 4));
  CHECK(Expression::parse(" 1 / ( 100 * ( t + 1 ) ) ").eval(5, 9) == Rational(1, 1000));
  CHECK_THROWS_AS(Expression::parse("1/(k"), ExpressionError);
  CHECK_THROWS_WITH_AS(Expression::parse("x"), doctest::Contains("position 1"), ExpressionError);
  CHECK_THROWS_AS(Expression::parse("k^"), ExpressionError);
  CHECK_THROWS_AS(Expression::parse("k k"), ExpressionError);
  CHECK_THROWS_AS(Expression::parse("1/(t-1)").eval(1, 1), std::domain_error);
}

TEST_CASE("Params.defaults: slack of every field at k = 1, t = 0, by hand") {
  auto slack = params_slack(lean_defaults_family(), Rational(1), Rational(0));
  std::map<std::string, Rational> s(slack.begin(), slack.end());
  CHECK(s["k0"] == 1);
  CHECK(s["cs"] == Rational(1, 100));           // 2/100 - 1/100
  CHECK(s["qv"] == 0);                          // q = v = 1/100 at t = 0: tight
  CHECK(s["bw"] == Rational(37, 60));           // 2/3 - 5/100
  CHECK(s["complete"] == Rational(201, 5000));  // 0.99 (2/3 - 2/100) - 3/5
  CHECK(s["sound"] == Rational(879, 200000));   // 0.99^2 (2/3 - 1/20) - 3/5
}

TEST_CASE("Params.defaults over every k > 0, t >= 0: the least slack of each field by Z3") {
  std::map<std::string, debref::CheckResult> r;
  for (const Query& q : params_family_queries(lean_defaults_family())) {
    if (q.twin()) continue;
    debref::CheckResult c = query_result(q, solve(q, 20000));
    REQUIRE(c.status == debref::Status::Pass);
    least_slack(q, c);
    REQUIRE(c.min_slack);
    r[q.id.substr(std::string("proofs.params.defaults.").size())] = c;
  }
  // Constant in k and t: exact, attained at k = 1, t = 0 (the hand-computed slacks above).
  CHECK(*r["complete"].min_slack == "201/5000");
  CHECK(*r["sound"].min_slack == "879/200000");
  CHECK(*r["qv"].min_slack == "0");
  CHECK((*r["qv"].tightest)["attained_at"] == "k = 1, t = 0");
  // c = 1/(100 k) tends to 0: an infimum of 0, not attained; bracketed below 10^-6.
  CHECK(*r["c0"].min_slack == "0");
  const auto bracket = (*r["c0"].tightest)["least_slack_in"];
  CHECK(bracket[0] == "0");
  CHECK(debref::parse_rational(bracket[1].get<std::string>()) < Rational(1, 1000000));
}

TEST_CASE(
    "the lemma steps are tight: bob_complete's least slack is 0, attained; bob_sound's an "
    "infimum") {
  std::map<std::string, debref::CheckResult> r;
  for (const Query& q : bound_queries()) {
    if (q.twin()) continue;
    debref::CheckResult c = query_result(q, solve(q, 20000));
    REQUIRE(c.status == debref::Status::Pass);
    least_slack(q, c);
    r[q.id] = c;
  }
  REQUIRE(r["proofs.bounds.bob_complete"].min_slack);
  CHECK(*r["proofs.bounds.bob_complete"].min_slack == "0");
  CHECK(r["proofs.bounds.bob_complete"].tightest->contains("attained_at"));
  // bob_sound: Bob accepts strictly (|p - b| < (c+s)/2), so 0 is approached, never reached.
  CHECK(*r["proofs.bounds.bob_sound"].min_slack == "0");
  CHECK(r["proofs.bounds.bob_sound"].tightest->contains("least_slack_in"));
}

TEST_CASE("every built-in query comes back as expected (claims UNSAT, twins SAT)") {
  std::vector<Query> queries = builtin_queries();
  CHECK(queries.size() == 78);
  int twins = 0;
  for (const Query& q : queries) {
    Outcome o = solve(q, 20000);
    INFO(q.id << ": " << std::string(to_string(o.verdict)) << " " << o.reason);
    CHECK(as_expected(q, o.verdict));
    twins += q.twin();
  }
  CHECK(twins * 2 == static_cast<int>(queries.size()));  // a twin for every claim
}

TEST_CASE("a family violating `sound`: Z3's model is a point where the field fails exactly") {
  ParamsFamily f = lean_defaults_family();
  f.name = "b_six";
  f.b = Expression::parse("6/(100*k)");
  int failed = 0;
  for (const Query& q : params_family_queries(f)) {
    Outcome o = solve(q, 20000);
    if (q.twin() || o.verdict == Verdict::Unsat) continue;
    REQUIRE(o.verdict == Verdict::Sat);
    ++failed;
    CHECK(q.id == "proofs.params.b_six.sound");
    Rational k, t;
    for (const auto& v : o.model) {
      if (v.name == "k") k = debref::parse_rational(v.rational);
      if (v.name == "t") t = debref::parse_rational(v.rational);
    }
    for (const auto& [name, slack] : params_slack(f, k, t))
      if (name == "sound") CHECK(slack < 0);
  }
  CHECK(failed == 1);
}

TEST_CASE("a family at a fixed point: the tuned-Params certification") {
  Tuned tuned = tune(Rational(2, 3), Rational(3, 5), Rational(1), 0, Objective::Vera);
  CHECK(tuned.samples.vera == 2897);  // 105967 / 2897 = 36.6x below Params.defaults
  Certificate c = certify(tuned.params, Rational(2, 3), Rational(3, 5), Rational(1), 0, 20000);
  CHECK(c.certified());
  CHECK(c.queries == 22);
  debref::stochastic::Params broken = tuned.params;
  broken.b += broken.b / 100;  // beyond the sound bound
  Certificate bad = certify(broken, Rational(2, 3), Rational(3, 5), Rational(1), 0, 20000);
  CHECK_FALSE(bad.exact);
  CHECK_FALSE(bad.smt);
  CHECK(bad.failing == "sound");
  for (int t : {0, 10, 100}) {
    Tuned total = tune(Rational(2, 3), Rational(3, 5), Rational(1), t, Objective::Total);
    const auto defaults =
        debref::stochastic::sample_counts(debref::stochastic::Params::defaults(1, t));
    CHECK(total.objective < total_queries(defaults, t));
    CHECK(certify(total.params, Rational(2, 3), Rational(3, 5), Rational(1), t, 20000).certified());
  }
  CHECK_THROWS_AS(tune(Rational(1, 2), Rational(3, 5), Rational(1), 0, Objective::Vera),
                  std::invalid_argument);
}

TEST_CASE("proofs.tuned_params: the exact least slack and the point attaining it") {
  const debref::CheckResult r = tuned_check(false);
  REQUIRE(r.status == debref::Status::Pass);
  CHECK(r.instances == 3);
  // The least margin is Params.q0 (0 < q) at t = 100, where q = 1/(10^6 (t+1)); Vera's 2897
  // samples are 36.6x below the defaults' 105967, a slack of 105967/2897 - 30 far above it.
  REQUIRE(r.min_slack);
  CHECK(*r.min_slack == "1/101000000");
  REQUIRE(r.tightest);
  CHECK((*r.tightest)["t"] == 100);
  CHECK((*r.tightest)["conclusion"] == "Params.q0 (rhs - lhs)");
  CHECK((*r.tightest)["params"]["q"] == "1/101000000");
  for (const auto& m : debref::stochastic::field_margins(
           tune(Rational(2, 3), Rational(3, 5), Rational(1), 100, Objective::Vera).params,
           Rational(2, 3), Rational(3, 5), Rational(1), 100))
    CHECK(m.margin >= Rational(1, 101000000));
  const debref::CheckResult twin = tuned_check(true);  // the raised b: sound's margin < 0
  CHECK(twin.status == debref::Status::Pass);
  REQUIRE(twin.counterexample);
  CHECK((*twin.counterexample)["field"] == "sound");
  CHECK(debref::parse_rational((*twin.counterexample)["margin"].get<std::string>()) < 0);
  CHECK_FALSE(twin.min_slack);
}

TEST_CASE("Lipschitz: K* is UNSAT, 0.99 K* gives an exact violating oracle, bisection agrees") {
  using debref::stochastic::Oracle;
  Oracle half(0, {Rational(1, 2)});
  CHECK(solve(lipschitz_query("x", half, Rational(1), false), 20000).verdict == Verdict::Unsat);
  Outcome sat = solve(lipschitz_query("x", half, Rational(99, 100), true), 20000);
  REQUIRE(sat.verdict == Verdict::Sat);
  auto w = lipschitz_witness(half, Rational(99, 100), sat);
  REQUIRE(w.has_value());
  CHECK(w->t == 0);
  Oracle o(1, {Rational(1, 2), Rational(1, 4), Rational(3, 4)});
  auto K = debref::stochastic::lipschitz_constant(o, Rational(1, 1000));
  LipschitzBracket b = least_lipschitz(o, Rational(1, 64), 20000);
  CHECK(b.decided);
  CHECK(b.upper - b.lower <= Rational(1, 64));
  CHECK(b.lower < K.upper);
  CHECK(K.lower <= b.upper);
}

TEST_CASE("Chernoff: exact tails by hand") {
  // n = 1, p = 1/2, e = 1/2: both outcomes deviate by 1/2.
  CHECK(estimate_tail(1, Rational(1, 2), Rational(1, 2)) == 1);
  CHECK(chernoff_bound_holds(1, Rational(1, 2), Rational(1, 2), 2, 2) == true);   // 2 e^-1/2
  CHECK(chernoff_bound_holds(1, Rational(1, 2), Rational(1, 2), 1, 2) == false);  // e^-1/2 < 1
  // n = 2: X in {0, 2} deviate by 1/2, probability 1/2.
  CHECK(estimate_tail(2, Rational(1, 2), Rational(1, 2)) == Rational(1, 2));
  // n = 4, p = 1/4, e = 1/2: only X = 3, 4 (|3/4 - 1/4| = 1/2): 4*3/256 + 1/256 = 13/256.
  CHECK(estimate_tail(4, Rational(1, 4), Rational(1, 2)) == Rational(13, 256));
  CHECK(chernoff_bound_holds(3, Rational(1, 3), 0, 1, 2) == true);  // e = 0: 1 <= 1 exactly
  CHECK(estimate_tail(5, Rational(1), Rational(1, 10)) == 0);
}

TEST_CASE("SMT-LIB emission and the cvc5 comparison") {
  std::vector<Query> queries = builtin_queries();
  const Query& q = queries.front();
  std::string text = to_smt2(q);
  CHECK(text.find("(set-logic QF_NRA)") != std::string::npos);
  CHECK(text.find("(check-sat)") != std::string::npos);
  CHECK(text.find("; expected: unsat") != std::string::npos);
  CHECK(text.find("; source: Lean Debate/Details.lean Params.c0") != std::string::npos);
  // Every assertion carries its Lean name; the negated goal is `goal`.
  CHECK(text.find(":named k0)") != std::string::npos);
  CHECK(text.find(":named t_nat)") != std::string::npos);
  CHECK(text.find(":named goal)") != std::string::npos);
  CHECK(compare(q, Verdict::Unsat, Verdict::Unsat) == Agreement::Agree);
  CHECK(compare(q, Verdict::Unsat, Verdict::Sat) == Agreement::Disagree);
  CHECK(compare(q, Verdict::Unsat, Verdict::Unknown) == Agreement::Undecided);
  Query noted = q;
  noted.cvc5_note = "beyond cvc5";
  CHECK(compare(noted, Verdict::Unsat, Verdict::Unknown) == Agreement::NotCompared);
  CHECK(compare(noted, Verdict::Unsat, Verdict::Sat) == Agreement::Disagree);
  auto dir =
      std::filesystem::temp_directory_path() / ("debref_test_emit_" + std::to_string(::getpid()));
  auto files = emit({q}, dir);
  REQUIRE(files.size() == 1);
  CHECK(files[0].filename() == q.id + ".smt2");
  if (cvc5_available()) {
    std::string line;
    CHECK(run_cvc5(files[0], 10000, line) == Verdict::Unsat);
  }
  std::filesystem::remove_all(dir);
}
