// seed 002 Sec. 5 (Def. 12, Thm 13, Thm 14): the exact least error of randomised verifiers
// (reference/dqc/randomised.hpp) with hand-checked values, the proof's distribution D, Newman's
// majority and its circuit, and `debref dqc --randomised`.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "harness/dqc/randomised.hpp"
#include "reference/dqc/circuit.hpp"
#include "reference/dqc/randomised.hpp"
#include "tests/cli_support.hpp"

using namespace debref::dqc;
using debref::Rational;
using nlohmann::json;

namespace {

TruthTable tt(const std::string& s) {
  return parse_truth_table(s, 3);
}

std::vector<Rational> errors(const std::string& bits, System system, int max_q = 2) {
  const RandomisedAnalysis a = analyse(tt(bits), system, max_q, true, false);
  std::vector<Rational> e;
  for (const RandomisedError& r : a.depths) e.push_back(r.error);
  return e;
}

}  // namespace

TEST_CASE("R(f) by hand (V = f, k = 0): constants, parity, AND, MAJ3") {
  using V = std::vector<Rational>;
  // q = 0: a coin between the constants errs 1/2 on every non-constant f.
  CHECK(errors("0110", System::tree) == V{Rational(1, 2), Rational(1, 2), Rational(0)});
  // AND2: {0, x1, x2} uniformly errs 1/3 on 11, 01, 10 (NOR2 likewise): R(AND2) = 1 < D = 2.
  CHECK(errors("0001", System::tree) == V{Rational(1, 2), Rational(1, 3), Rational(0)});
  // MAJ3: a uniformly random x_i errs 1/3 on 011 and its like: R(MAJ3) = 1 < D = 3.
  CHECK(errors("00010111", System::tree) == V{Rational(1, 2), Rational(1, 3), Rational(1, 3)});
  // XOR3: no tree of depth <= 2 sees all three bits, error 1/2 throughout.
  CHECK(errors("01101001", System::tree) == V{Rational(1, 2), Rational(1, 2), Rational(1, 2)});
  CHECK(analyse(tt("01101001"), System::tree, 2, false, false).q_star == 3);
  CHECK(analyse(tt("00000001"), System::tree, 2, false, false).q_star == 2);
  // n = 4 (V = f only): AND4 has eps_1 >= 3/8 (Thm 13's bound), so R(AND4) >= 2.
  const TruthTable and4 = parse_truth_table("0000000000000001", 4);
  const RandomisedAnalysis a = analyse(and4, System::tree, 2, true, false);
  CHECK(a.depths[1].error >= Rational(3, 8));
  CHECK(a.depths[1].error > Rational(1, 3));
  CHECK(a.q_star == 2);
  CHECK_THROWS_AS(analyse(and4, System::thm5, 1, true, false), std::invalid_argument);
}

TEST_CASE("Def. 12 on the Thm 5 debate: valid inputs, the proof's D, the bound") {
  const TruthTable f = tt("00010111");  // MAJ3
  const Debate d = system_debate(f, System::thm5);
  const ValidInputs in = valid_inputs(d, f);
  CHECK(in.points.size() == (std::size_t{1} << (3 + d.k)));
  for (std::size_t p = 0; p < in.points.size(); ++p) CHECK(in.value[p] == f(in.x[p]));
  const std::vector<TreeFunction> trees = tree_functions(in, 1);
  const RandomisedError r = randomised_error(in, trees, 1);
  CHECK(r.error == Rational(1, 3));  // = the bound (3 - 1) / 6: tight
  CHECK(thm13_bound(3, 1) == Rational(1, 3));
  const std::vector<std::size_t> shared = yao_points(in, d, f, true);
  CHECK(shared.size() == 6);
  CHECK(yao_error(r, shared) == Rational(1, 3));
  // The shared transcript: the two points of each pair differ only at x_i.
  for (std::size_t i = 0; i < 3; ++i) {
    const auto& a = in.points[shared[2 * i]];
    const auto& b = in.points[shared[2 * i + 1]];
    int differ = 0;
    for (std::size_t v = 0; v < a.size(); ++v) differ += a[v] != b[v];
    CHECK(differ == 1);
    CHECK(a[i] != b[i]);
  }
  // Without it (the twin) one query of the transcript separates more pairs.
  CHECK(yao_error(r, yao_points(in, d, f, false)) < Rational(1, 3));
  // A debate that is not valid for f is refused.
  CHECK_THROWS_AS(valid_inputs(d, tt("00010110")), std::invalid_argument);
}

TEST_CASE("Newman's step: the least majority and its circuit") {
  const TruthTable f = tt("0001");  // AND2, V = f
  const RandomisedAnalysis a = analyse(f, System::tree, 2, false, true);
  REQUIRE(a.newman);
  CHECK(a.q_star == 1);
  CHECK(a.newman->t == 3);
  CHECK(a.newman->m == 1);  // MAJ(0, x1, x2) = x1 AND x2
  CHECK(a.newman->valid);
  // MAJ3 of three literals: 4 gates, and it is the majority everywhere.
  const std::vector<Tree> lits = {Tree::query(0, Tree::leaf(false), Tree::leaf(true)),
                                  Tree::query(1, Tree::leaf(false), Tree::leaf(true)),
                                  Tree::query(2, Tree::leaf(false), Tree::leaf(true))};
  const Circuit c = majority_circuit(lits, 3);
  CHECK(c.size() == 4);
  for (int x = 0; x < 8; ++x) {
    const std::vector<bool> in = {(x & 4) != 0, (x & 2) != 0, (x & 1) != 0};
    CHECK(c.eval(in) == (((x & 4) != 0) + ((x & 2) != 0) + ((x & 1) != 0) >= 2));
  }
  CHECK_THROWS_AS(majority_circuit({lits[0], lits[1]}, 3), std::invalid_argument);
  // Thm 14's bound, exactly: 2^(queries - q - 10) < 2k + n.
  CHECK(thm14_holds(11, 0, 0, 3));        // 2^1 < 3
  CHECK_FALSE(thm14_holds(12, 0, 0, 3));  // 2^2 >= 3
  CHECK_FALSE(thm14_holds(13, 1, 1, 2));  // 2^2 >= 2k + n = 4
}

TEST_CASE("debref dqc --randomised: JSON and bad input") {
  const debref_test::Run r = debref_test::run({"dqc", "--randomised", "0110", "--json"});
  REQUIRE(r.code == 0);
  const json j = json::parse(r.out);
  CHECK(j["debate"] == "thm5");
  CHECK(j["depths"].size() == 3);
  CHECK(j["depths"][1]["error"] == "1/2");
  CHECK(j["depths"][1]["thm13_bound"] == "1/4");
  CHECK(j["depths"][1]["yao_error_separate"] == "0");
  CHECK(j["randomised_queries"] == 2);
  CHECK(j["newman"]["lemma8"]["valid"] == true);
  const debref_test::Run t =
      debref_test::run({"dqc", "--randomised", "0001", "--randomised-debate", "tree"});
  CHECK(t.code == 0);
  CHECK(t.out.find("randomised query complexity of V (error <= 1/3): 1") != std::string::npos);
  using debref_test::bad;
  bad({"dqc", "--randomised", "011"}, "--randomised: length must be 2^n with n in 1..3");
  bad({"dqc", "--randomised", "0"}, "--randomised: length");
  bad({"dqc", "--randomised", "0000000000000000"}, "--randomised: length");
  bad({"dqc", "--randomised", "01x1"}, "--randomised: characters must be 0 or 1");
  bad({"dqc", "--randomised", "0110", "--randomised-debate", "kw"}, "--randomised-debate: tree");
  bad({"dqc", "--truth-table", "0110", "--randomised-debate", "tree"},
      "--randomised-debate: only with --randomised");
  bad({"dqc", "--randomised", "0110", "--method", "smt"}, "--method: not with --randomised");
  bad({"dqc", "--randomised", "0110", "--max-l", "2"}, "--max-l: not with --randomised");
  bad({"dqc", "--randomised", "0110", "--truth-table", "0110"}, "give exactly one");
}
