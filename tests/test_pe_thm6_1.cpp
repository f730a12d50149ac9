// seed 000 Thm 6.1's completeness with Def. 5.2's single A (harness/pe/evaluate_thm6_1.cpp): the
// gammas and shares of the `thm6_1` object by hand on one stable pair, with and without the
// honest prover on x2, and `debref pe --game` printing them.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "harness/pe/evaluate.hpp"
#include "tests/cli_support.hpp"
#include "tests/pe_game_support.hpp"

using namespace debref;
using namespace debref::pe;

namespace {
const char* kX1 = debref_test::kNorTrue;
const char* kX2 = R"({"children":[{"oracle":"0"},{"oracle":"1"}],"truth_table":"0010"})";

nlohmann::json thm6_1(const std::vector<Rational>& mu, bool without_honest = false) {
  return thm6_1_game_json(debref_test::decomposition_of(kX1), debref_test::decomposition_of(kX2),
                          mu, debref_test::kEps, debref_test::kR, without_honest);
}
}  // namespace

TEST_CASE("Thm 6.1: the cross set meets Def. 5.2 with a single A only on a 1 - gamma share") {
  // Both inputs stable, the honest prover proved on each (Lemma A.5), every liar refuted.
  const nlohmann::json even = thm6_1({Rational(1, 2), Rational(1, 2)});
  CHECK(even["product"]["gamma_single_a"] == "0");
  CHECK(even["product"]["best_proved"] == "1");
  CHECK(even["cross"]["gamma_single_a"] == "1/2");  // outside gamma < 1/2
  CHECK(even["cross"]["gamma_per_input"] == "0");   // the twin's reading
  CHECK(even["cross"]["bound_per_input"] == "1");
  CHECK(even["cross"]["best_proved"] == "1/2");
  CHECK(even["cross"]["best_not_refuted"] == "1/2");  // so the per-input reading fails
  const nlohmann::json skew = thm6_1({Rational(3, 4), Rational(1, 4)});
  CHECK(skew["cross"]["gamma_single_a"] == "1/4");
  CHECK(skew["cross"]["bound_single_a"] == "1/2");
  CHECK(skew["cross"]["best_proved"] == "3/4");  // the A honest on x1: slack 1/4
  CHECK(skew["cross"]["gamma_stable"] == "0");
}

TEST_CASE("Thm 6.1: without the honest prover on x2 there is no cross set") {
  const nlohmann::json j = thm6_1({Rational(3, 4), Rational(1, 4)}, true);
  CHECK(j["cross"].is_null());
  CHECK(j["product"]["gamma_single_a"] == "1/4");
  CHECK(j["product"]["best_proved"] == "3/4");
  // A numbered prover with the right claim on x2 is not refuted by the finite B set.
  CHECK(j["product"]["best_not_refuted"] == "1");
}

TEST_CASE("debref pe --game prints Thm 6.1's completeness per strategy set") {
  const std::string x1 = debref_test::temp_json("thm6_1_x1", kX1);
  const std::string x2 = debref_test::temp_json("thm6_1_x2", kX2);
  const nlohmann::json j =
      debref_test::json_of("pe", {"--decomposition", x1, "--game", x2, "--mu", "1/2,1/2"});
  CHECK(j["game"]["thm6_1"]["cross"]["best_not_refuted"] == "1/2");
  const debref_test::Run text =
      debref_test::run({"pe", "--decomposition", x1, "--game", x2, "--mu", "3/4,1/4"});
  CHECK(text.code == 0);
  CHECK(text.out.find("Thm 6.1 completeness, cross strategy set: gamma 1/4 (single A; per input "
                      "0)") != std::string::npos);
}

TEST_CASE("debref pe --game on a root with g fractional: no Lemma A.5 call, not A-provable there") {
  // g(root) = 1/2 (M_D 0110 over 1/2, 1/3): Def. 5.2's A(x) = L(x) cannot hold, and Lemma A.5's
  // decision (which needs A(x) = g(root)) is not asked.
  const std::string x1 = debref_test::temp_json(
      "thm6_1_half", R"({"children":[{"oracle":"1/2"},{"oracle":"1/3"}],"truth_table":"0110"})");
  const std::string x2 = debref_test::temp_json("thm6_1_x2b", kX2);
  const nlohmann::json j =
      debref_test::json_of("pe", {"--decomposition", x1, "--game", x2, "--mu", "1/4,3/4"});
  const nlohmann::json& t = j["game"]["thm6_1"]["product"];
  CHECK(t["gamma_single_a"] == "1/4");  // the honest prover is A-provable on x2 only
  CHECK(t["best_proved"] == "3/4");
}
