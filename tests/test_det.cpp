// Tests of the det family (issue 4; seed 001 Fig. 4, Fig. 1, Fig. 3): hand-computed machine
// runs, the games on small machines, the checks and twins, and `debref det`.
#include <doctest/doctest.h>

#include <sstream>

#include "harness/check.hpp"
#include "harness/cli/det_options.hpp"
#include "harness/det/claims.hpp"
#include "harness/det/register.hpp"
#include "harness/io/input.hpp"
#include "reference/deterministic/bisection.hpp"
#include "reference/deterministic/crossexam.hpp"
#include "tests/cli_support.hpp"

using namespace debref::det;

namespace {

// tests/data/det_oracle.json: delta(0,0) = (1,1,R), delta(0,1) = (0,0,R), delta(1,0) = (1,0,L),
// delta(1,1) = (1,1,S); query state 1, l = 2, O = XOR of cells 0 and 1; S = 2.
Machine oracle_machine() {
  Machine m;
  m.states = 2;
  m.accepting = {1};
  m.delta = {{1, 1, Move::Right}, {0, 0, Move::Right}, {1, 0, Move::Left}, {1, 1, Move::Stay}};
  m.query_state = 1;
  m.query_length = 2;
  m.oracle = {0, 1, 1, 0};
  m.space = 2;
  return m;
}

}  // namespace

TEST_CASE("det: machine semantics, transcript and I(t) by hand (seed 001 Sec. 3)") {
  const Machine m = oracle_machine();
  const std::vector<int> x{0, 1};
  // Step 1 reads cell 0 = 0: write 1, R, state 1 (tape 11). Step 2 queries O(11) = 0: write 0 at
  // cell 1, L (tape 10). Steps 3, 4 query O(10) = 1: write 1 at cell 0, stay, state 1.
  const Transcript a = transcript(m, x, 4);
  CHECK(a == Transcript{{1, 1, 1}, {0, 1, 0}, {1, 1, 0}, {1, 1, 0}});
  CHECK(accepts(m, x, 4));
  CHECK(relevant(m, a, 1).empty());
  CHECK(relevant(m, a, 2) == std::vector<int>{1});
  CHECK(relevant(m, a, 3) == std::vector<int>{1, 2});
  CHECK(relevant(m, a, 4) == std::vector<int>{2, 3});
  const InputView view{&x, 0, 0};
  for (int t = 1; t <= 4; ++t) CHECK(check_location(m, view, a, t));
  Transcript bad = a;
  bad[1].write = 1;  // a_2 wrong
  CHECK_FALSE(check_location(m, view, bad, 2));
  CHECK(check_location(m, view, bad, 1));
}

TEST_CASE("det: Fig. 4 bisection game and costs by hand") {
  const Machine m = oracle_machine();
  const std::vector<int> x{0, 1};
  BisectionGame game(m, 4);
  CHECK(game.messages().size() == 16);  // 2 states x 2 heads x 4 tapes
  CHECK(game.a_wins(x, 4));
  CHECK(game.a_wins(x, 1));  // after step 1 the state is 1 (accepting)
  VerifierCost c;
  CHECK(game.honest_a_play(x, 4, 0, &c));
  CHECK(c == VerifierCost{3, 12, 0});  // z'_0 and 2 middles of 1 + 1 + 2 bits; leaf from z_0
  CHECK(game.honest_a_play(x, 4, 3, &c));
  CHECK(c == VerifierCost{3, 12, 1});  // leaf from the configuration after 3 steps: a query
  CHECK(BisectionGame::bound(m, 4) == VerifierCost{3, 12, 1});
  const Machine never = class_machine(0, 3, 1);  // every entry (0, 0, L): never accepts
  BisectionGame g0(never, 8);
  for (int t = 1; t <= 8; ++t) {
    CHECK_FALSE(g0.a_wins({0}, t));
    CHECK_FALSE(g0.a_beats_honest_b({1}, t));
  }
}

TEST_CASE("det: Fig. 1 cross-examination game, costs and the random-location twin") {
  const Machine m = oracle_machine();
  const std::vector<int> x{0, 1};
  const InputView view{&x, 0, 0};
  const Transcript a = transcript(m, x, 4);
  // t = 3 reads a_1, a_2 (I(3)), a_3 and a_4: 4 records of 3 bits with 2-bit locations; 1 query.
  CHECK(crossexam_cost(m, a, 3) == VerifierCost{4, 20, 1});
  // t = 1 reads a_1, a_4 and the input cell 0.
  CHECK(crossexam_cost(m, a, 1) == VerifierCost{2, 11, 0});
  CHECK(crossexam_bound(m, 4) == VerifierCost{5, 27, 1});
  const CrossExamSolution s = solve_crossexam(m, view, 4);
  CHECK(s.a_wins[4]);
  CHECK(s.surviving[4] == 1);
  const Machine never = class_machine(0, 3, 1);
  const std::vector<int> x0{0};
  Transcript best;
  CHECK(random_location_value(never, InputView{&x0, 0, 0}, 1) == 0);
  CHECK(random_location_value(never, InputView{&x0, 0, 0}, 2, &best) == debref::Rational(1, 2));
  CHECK(best.back().state == 1);
}

TEST_CASE("det: Fig. 3 witness debate by hand") {
  // Scans right over 0s; a 1 sends it to the absorbing accepting state 1 (S = 3, x = 0).
  Machine m;
  m.delta = {{0, 0, Move::Right}, {1, 1, Move::Stay}, {1, 1, Move::Stay}, {1, 1, Move::Stay}};
  m.space = 3;
  const WitnessSolution w = solve_witness(m, {0}, 2, 3);
  CHECK(w.in_language);
  CHECK(w.witness == std::vector<int>{1, 0});
  CHECK(w.a_wins);
  CHECK(w.honest_a_wins_all);
  const WitnessSolution w1 = solve_witness(m, {0}, 2, 1);  // one step reads only x
  CHECK_FALSE(w1.in_language);
  CHECK_FALSE(w1.a_wins);
}

TEST_CASE("det: debref det command") {
  std::ostringstream out, err;
  debref::DetOptions o;
  o.machine = debref_test::data("det_oracle.json");
  o.json = true;
  CHECK(debref::det_command(o, out, err) == 0);
  auto j = nlohmann::json::parse(out.str());
  CHECK(j["M(x)"] == true);
  CHECK(j["minimax_a_wins"] == true);
  CHECK(j["honest_a_wins_every_b"] == true);
  CHECK(j["cost"]["configurations"] == 3);
  o.protocol = "crossexam";
  out.str("");
  CHECK(debref::det_command(o, out, err) == 0);
  j = nlohmann::json::parse(out.str());
  CHECK(j["surviving_transcripts"] == 1);
  CHECK(j["cost"]["configurations"] == 4);
  o.protocol = "witness";
  o.machine = debref_test::data("det_witness.json");
  out.str("");
  CHECK(debref::det_command(o, out, err) == 0);
  j = nlohmann::json::parse(out.str());
  CHECK(j["x_in_L"] == true);
  CHECK(j["witness"] == "10");
  out.str("");
  o.json = false;
  CHECK(debref::det_command(o, out, err) == 0);
  CHECK(out.str().find("x_in_L: true") != std::string::npos);
}

TEST_CASE("det: bad input exits 2 naming the field") {
  auto bad = [](const std::string& protocol, const std::string& text, const std::string& field) {
    std::ostringstream out, err;
    debref::DetOptions o;
    o.protocol = protocol;
    o.machine = debref_test::temp_json("det_bad", text);
    INFO(text << " -> " << err.str());
    CHECK(debref::det_command(o, out, err) == 2);
    CHECK(out.str().empty());
    CHECK(err.str().find(field) != std::string::npos);
  };
  const std::string delta =
      R"("delta": [{"next": 0, "write": 0, "move": "L"}, {"next": 0, "write": 0, "move": "L"},
                   {"next": 0, "write": 0, "move": "L"}, {"next": 0, "write": 0, "move": "L"}])";
  bad("bisection", R"({"states": 9, "accepting": [1], "space": 2, "time": 2, )" + delta + "}",
      "machine.states");
  bad("bisection", R"({"states": 2, "accepting": [1], "space": 2, "time": 99, )" + delta + "}",
      "machine.time");
  bad("bisection", R"({"states": 2, "accepting": [5], "space": 2, "time": 2, )" + delta + "}",
      "machine.accepting");
  bad("bisection",
      R"({"states": 2, "accepting": [1], "space": 2, "time": 2, "input": "0a", )" + delta + "}",
      "machine.input");
  bad("bisection", R"({"states": 2, "accepting": [1], "space": 2, "time": 2, "delta": []})",
      "machine.delta");
  bad("witness", R"({"states": 2, "accepting": [1], "space": 2, "time": 2, )" + delta + "}",
      "machine.witness_length");
  bad("nope", R"({})", "--protocol");
  bad("bisection",
      R"({"states": 2, "accepting": [1], "space": 2, "time": 2, "query": {"state": 0, "length": 2, "oracle": "01"}, )" +
          delta + "}",
      "machine.query.oracle");
}

TEST_CASE("det: every check of the family passes (twins caught)") {
  debref::Registry r;
  register_checks(r);
  for (const auto& c : r.checks()) {
    debref::CheckResult res = debref::run_check(c);
    INFO(c.id << ": " << res.detail << " "
              << (res.counterexample ? res.counterexample->dump() : ""));
    MESSAGE(c.id << " " << std::string(debref::to_string(res.status)) << " instances="
                 << res.instances << " seconds=" << res.seconds << " " << res.detail);
    CHECK(res.status == debref::Status::Pass);
  }
}
