// seed 000 Thm 6.2's games (harness/pe/game_inputs.hpp, evaluate_game.cpp): the estimator at the
// edge of Def. 5.3's box by hand, on an unstable and a stable input, and the game where stability
// is dropped (pe.twin.thm6_2.unstable) replayed by `debref pe --game`.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "harness/pe/game_inputs.hpp"
#include "tests/cli_support.hpp"
#include "tests/pe_game_support.hpp"

using namespace debref;
using namespace debref::pe;
using debref_test::kEps;
using debref_test::kNorTrue;
using debref_test::kR;

namespace {
// M_D = NOR over two false leaves (g = 1, unstable: the box reaches P_t = (1 - t_1)(1 - t_2) =
// 0.811801); kNorTrue is the same table over two true ones (g = 0, stable).
const char* kNorFalse = R"({"children":[{"oracle":"0"},{"oracle":"0"}],"truth_table":"1000"})";
}  // namespace

TEST_CASE("the estimator at the edge of Def. 5.3's box, by hand") {
  // Unstable NOR over (0, 0): the entries P_t reads move by eps - eps/100 = 99/1000 towards 1, so
  // P_t = (901/1000)^2 = 811801/1000000 < 1 - eps, and p_d is halfway to 1 - eps = 9/10.
  const Node unstable = debref_test::decomposition_of(kNorFalse);
  const Estimator b = box_edge_estimator(unstable, kEps);
  CHECK(b.initial == Rational(1711801, 2000000));
  const CondTable& t = b.tables.at(Path{});
  REQUIRE(t.size() == 2);
  CHECK(t[0] == std::vector<Rational>{Rational(99, 1000)});
  // t_2 after z_1 = 1 does not move P_t (NOR is 0 there): the first vertex of the largest gap
  // keeps it at its lower end, 0 clamped.
  CHECK(t[1] == std::vector<Rational>{Rational(99, 1000), Rational(0)});
  // Lemma A.5's prover claims 1, |p_d - 1| > eps, so it challenges upwards at the root and loses
  // r (P_t - p_d); no child is more than eps off, so the leaf round pays 0. Fig. 2: r^2 p_d +
  // r (P_t - p_d) = -5344119/12800000000.
  const Rational hand = kR * kR * b.initial + kR * (Rational(811801, 1000000) - b.initial);
  CHECK(hand == Rational(-5344119, 12800000000LL));
  CHECK(expected_payoff(unstable, honest_prover(unstable, kEps, 1), b, kR) == hand);
  // Stable NOR over (1, 1): P_t = (99/1000)^2 stays within eps of g = 0, p_d = (P_t + 1/10) / 2
  // is within eps of the claim 0, so the prover never challenges and keeps r^2 (1 - p_d), above
  // Lemma A.5's (1 - eps) r^2 = 9/64000.
  const Node stable = debref_test::decomposition_of(kNorTrue);
  const Estimator s = box_edge_estimator(stable, kEps);
  CHECK(s.initial == Rational(109801, 2000000));
  const Rational kept = expected_payoff(stable, honest_prover(stable, kEps, 0), s, kR);
  CHECK(kept == Rational(1890199, 12800000000LL));
  CHECK(kept > Rational(9, 64000));
}

TEST_CASE("pe --game: with stability dropped a leader lies on the unstable input") {
  const std::string x1 = debref_test::temp_json("thm6_2_x1", kNorTrue);
  const std::string x2 = debref_test::temp_json("thm6_2_x2", kNorFalse);
  const nlohmann::json g =
      debref_test::json_of("pe", {"--decomposition", x1, "--game", x2, "--mu", "1/2,1/2"})["game"];
  // Every A claiming 1 on x2 is held to 0 there (the edge estimator or p_d = 0), as a liar is,
  // so the best leader value is r^2 / 2 from x1 alone and a liar on x2 leads an equilibrium.
  CHECK(g["best_leader_value"] == "1/12800");
  CHECK(g["least_correct"] == "1/2");
  CHECK(g["bound"] == "3/5");
  CHECK(g["leaders"] == 168);
}
