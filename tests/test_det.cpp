// Tests of the det family (docs/DET.md; seed 001 Fig. 4, Fig. 1, Fig. 3; seed 000 Def. 3.3):
// hand-computed machine runs, the games on small machines, the checks and twins, and `debref det`
// (Thm 7.2: tests/test_det_thm7_2.cpp).
#include <doctest/doctest.h>

#include "harness/core/check.hpp"
#include "harness/det/claims.hpp"
#include "harness/det/command.hpp"
#include "harness/det/family.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/json.hpp"
#include "harness/det/provers.hpp"
#include "harness/io/input.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/crossexam.hpp"
#include "reference/det/provers.hpp"
#include "tests/cli_support.hpp"
#include "tests/instance_counts.hpp"

using namespace debref::det;

namespace {

debref_test::Run det(const debref::DetOptions& o) {
  return debref_test::run_command(debref::det_command, o);
}

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
  // seed 000 Def. 3.3: the bits written (step 2 reads O(11) = 0 and writes 0; steps 3, 4 read
  // O(10) = 1 under a head on cell 0, which holds 1 after the write).
  CHECK(bit_transcript(a) == std::vector<int>{1, 0, 1, 1});
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
  // The mutant of det.twin.bisection_no_halving: a_k after 1 step, so up to T - 1 = 3 rounds.
  BisectionGame linear(m, 4, true, true, false);
  CHECK(linear.play_rounds(4) == 3);
  CHECK(game.play_rounds(4) == 2);
  CHECK(linear.a_wins(x, 4));
  CHECK(linear.honest_a_play(x, 4, 7, &c));  // second half three times
  CHECK(c == VerifierCost{4, 16, 1});        // one configuration (4 bits) above the bound
  CHECK(linear.honest_a_play(x, 4, 0, &c));  // first half: the first step, checked at once
  CHECK(c == VerifierCost{2, 8, 0});
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
  // The mutant of det.twin.crossexam_read_prefix: t = 4 reads a_1..a_3, not I(4) = {2, 3}; at
  // t = 3 the prefix is I(3) = {1, 2}.
  CHECK(crossexam_cost(m, a, 4) == VerifierCost{3, 15, 1});
  CHECK(crossexam_cost(m, a, 4, true) == VerifierCost{4, 20, 1});
  CHECK(crossexam_cost(m, a, 3, true) == crossexam_cost(m, a, 3));
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
  debref::DetOptions o;
  o.machine = debref_test::data("det_oracle.json");
  o.json = true;
  debref_test::Run r = det(o);
  CHECK(r.code == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["M(x)"] == true);
  CHECK(j["minimax_a_wins"] == true);
  CHECK(j["honest_a_wins_every_b"] == true);
  CHECK(j["cost"]["configurations"] == 3);
  o.protocol = "crossexam";
  r = det(o);
  CHECK(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["surviving_transcripts"] == 1);
  CHECK(j["cost"]["configurations"] == 4);
  // seed 000 Def. 3.3: tau is the records' written bits.
  std::string tau;
  for (const auto& record : j["transcript"]) tau += std::to_string(record[0].get<int>());
  CHECK(j["tau"] == tau);
  CHECK(tau.size() == j["time"].get<std::size_t>());
  o.protocol = "witness";
  o.machine = debref_test::data("det_witness.json");
  r = det(o);
  CHECK(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["x_in_L"] == true);
  CHECK(j["witness"] == "10");
  o.json = false;
  r = det(o);
  CHECK(r.code == 0);
  CHECK(r.out.find("x_in_L: true") != std::string::npos);
}

TEST_CASE("det: the honest provers' steps of M by hand (seed 001 App. B efficiency)") {
  const Machine m = oracle_machine();
  const std::vector<int> x{0, 1};
  // Fig. 4, T = 4: A runs M once (4 steps) whatever B chooses; V accepts (M(x) = 1).
  const BisectionAlice alice(m, x, 4), rerunning(m, x, 4, true);
  for (std::uint32_t b = 0; b < 4; ++b) {
    const ProverPlay p = alice.play(b);
    CHECK(p.v_accepts);
    CHECK(p.steps == 4);
    CHECK(p.bound == 4);
  }
  // The mutant re-runs from x: 4 for z'_0, 2 for a_1, then 3 (second half) or 1 (first half).
  CHECK(rerunning.play(1).steps == 9);
  CHECK(rerunning.play(0).steps == 7);
  // B: t_k / 2 steps from z_k per round (2 + 1); the bound is t_1 + t_2 = 4 + 2; V rejects every
  // liar pattern. Lies 0 (true middles, so second halves): the mutant runs 2 + 3 steps.
  const std::vector<Config> truth = configurations(m, x, 4);
  CHECK(truth.size() == 5);
  for (std::uint32_t lies = 0; lies < 4; ++lies) {
    const ProverPlay p = bisection_bob(m, truth, lies);
    CHECK_FALSE(p.v_accepts);
    CHECK(p.steps == 3);
    CHECK(p.bound == 6);
  }
  CHECK(bisection_bob(m, truth, 0, true).steps == 5);
  CHECK(bisection_bob(m, truth, 3, true).steps == 3);
  // Fig. 1: A writes M's transcript in T steps (mutant 1 + 2 + 3 + 4); B finds the first wrong
  // record.
  int steps = 0;
  const Transcript a = crossexam_alice(m, x, 4, &steps);
  CHECK(a == transcript(m, x, 4));
  CHECK(steps == 4);
  CHECK(crossexam_alice(m, x, 4, &steps, true) == a);
  CHECK(steps == 10);
  CHECK(crossexam_bob(m, x, a, &steps) == 4);
  CHECK(steps == 4);
  Transcript lie = a;
  lie[1].write ^= 1;
  CHECK(crossexam_bob(m, x, lie, &steps) == 2);
  CHECK(steps == 2);
  CHECK(crossexam_bob(m, x, lie, &steps, true) == 2);
  CHECK(steps == 3);
  // The checks' view: least slack 0 (A's T steps), every verdict as App. B promises.
  const ProversWorst b = bisection_provers(m, x, 4);
  CHECK(b.alice.plays == 4);
  CHECK(b.alice.slack() == 0);
  CHECK(b.bob.slack() == 3);
  CHECK(b.alice.verdict_failure.empty());
  CHECK(b.bob.verdict_failure.empty());
  CHECK(bisection_provers(m, x, 4, Rerun::Alice).alice.slack() == -5);
  const ProversWorst c = crossexam_provers(m, x, 4);
  CHECK(c.bob.plays == 5);
  CHECK(c.bob.slack() == 0);
  CHECK(c.bob.verdict_failure.empty());
  CHECK(crossexam_provers(m, x, 4, Rerun::Bob).bob.steps == 10);
  // Thm 7.1: V's worst counts over both witnesses of tests/data/det_witness.json's shape equal
  // the plain cross-examination counts when |w| = 0.
  CHECK(witness_cost(m, x, 0, 4) == VerifierCost{4, 20, 1});
}

TEST_CASE("det: debref det prints the provers' steps; --rerun runs the twins' mutants") {
  debref::DetOptions o;
  o.machine = debref_test::data("det_oracle.json");
  o.json = true;
  debref_test::Run r = det(o);
  REQUIRE(r.code == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["provers"]["alice"]["steps"] == 4);
  CHECK(j["provers"]["bob"]["bound"] == 6);
  o.rerun = "alice";
  r = det(o);
  REQUIRE(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["provers"]["alice"]["steps"] == 9);
  CHECK(j["mutation"] == "alice reruns M");
  o.protocol = "crossexam";
  o.rerun = "bob";
  r = det(o);
  REQUIRE(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["provers"]["bob"]["steps"] == 10);
  o.rerun = "carol";
  r = det(o);
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("--rerun: alice or bob") != std::string::npos);
  o.protocol = "witness";
  o.rerun = "";
  o.read_prefix = true;
  o.machine = debref_test::data("det_witness.json");
  r = det(o);
  REQUIRE(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["cost"]["configurations"] >= 1);
  o.read_prefix = false;
  o.rerun = "alice";
  r = det(o);
  CHECK(r.code == 2);
  CHECK(r.err.find("--rerun: only with --protocol bisection or crossexam") != std::string::npos);
}

TEST_CASE("det: oracle_table has query cell 0 as its most significant bit (docs/FORMATS.md)") {
  const nlohmann::json m = nlohmann::json::parse(R"({"states": 1, "accepting": [0], "space": 2,
      "time": 1, "delta": [{"next": 0, "write": 0, "move": "S"}, {"next": 0, "write": 0,
      "move": "S"}], "query": {"state": 0, "length": 2, "oracle_table": "0010"}})");
  const debref::DetInstance d = debref::parse_det_machine(m);
  // Entry 2 ("10": cell 0 = 1, cell 1 = 0) is the reference's query z = 1.
  CHECK(d.machine.oracle == std::vector<int>{0, 1, 0, 0});
  CHECK(debref::det::machine_json(d.machine)["query"]["oracle_table"] == "0010");
  debref::det::Config c = debref::det::initial(d.machine, {1, 0});
  CHECK(debref::det::read_bit(d.machine, c) == 1);
  c = debref::det::initial(d.machine, {0, 1});
  CHECK(debref::det::read_bit(d.machine, c) == 0);
}

TEST_CASE("det: bad input exits 2 naming the field") {
  auto bad = [](const std::string& protocol, const std::string& text, const std::string& field) {
    debref::DetOptions o;
    o.protocol = protocol;
    o.machine = debref_test::temp_json("det_bad", text);
    const debref_test::Run r = det(o);
    INFO(text << " -> " << r.err);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    // The schema (docs/schema/machine.json) reports "$.states", the parser "machine.states".
    const std::string schema_path =
        field.rfind("machine.", 0) == 0 ? "$." + field.substr(8) : field;
    CHECK((r.err.find(field) != std::string::npos || r.err.find(schema_path) != std::string::npos));
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
  const std::string sw = R"({"states": 2, "accepting": [1], "space": 2, "time": 2,
      "witness_length": 1, )" +
                         delta;
  bad("stochastic-witness",
      sw + R"(, "query": {"state": 0, "length": 1, "oracle_table": ["3/2", "0"]}})",
      "machine.query.oracle_table[0]: must be in [0, 1]");
  bad("stochastic-witness",
      sw + R"(, "query": {"state": 0, "length": 1, "oracle_table": ["1/2"]}})",
      "machine.query.oracle_table");
  bad("stochastic-witness",
      R"({"states": 2, "accepting": [1], "space": 2, "time": 5, "witness_length": 1, )" + delta +
          "}",
      "machine.time: must be in 1..4");
  bad("stochastic-witness",
      R"({"states": 2, "accepting": [1], "space": 2, "time": 2, )" + delta + "}",
      "machine.witness_length");
  bad("bisection",
      R"({"states": 2, "accepting": [1], "space": 2, "time": 2, "query": {"state": 0, "length": 1, "oracle_table": ["1/2", "0"]}, )" +
          delta + "}",
      "machine.query.oracle_table: an array of probabilities only with --protocol "
      "stochastic-witness");
  bad("bisection",
      R"({"states": 2, "accepting": [1], "space": 2, "time": 2, "query": {"state": 0, "length": 2, "oracle_table": "01"}, )" +
          delta + "}",
      "machine.query.oracle_table");
  bad("bisection",
      R"({"states": 2, "accepting": [1], "space": 2, "time": 2, "query": {"state": 0, "length": 1, "oracle": "01"}, )" +
          delta + "}",
      "renamed to oracle_table");
}

TEST_CASE("det: every check of the family passes (twins caught)") {
  debref::Registry r;
  debref::det::family().register_checks(r);
  for (const auto& c : r.checks()) {
    debref::CheckResult res = debref::run_check(c);
    INFO(c.id << ": " << res.detail << " "
              << (res.counterexample ? res.counterexample->dump() : ""));
    MESSAGE(c.id << " " << std::string(debref::to_string(res.status)) << " instances="
                 << res.instances << " seconds=" << res.seconds << " " << res.detail);
    CHECK(res.status == (c.twin ? debref::Status::Caught : debref::Status::Pass));
    debref_test::check_instance_counts(c, res);
  }
}
