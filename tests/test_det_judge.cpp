// `debref judge` on the debates of seed 001 Fig. 4, Fig. 1 and Fig. 3: hand-checked transcripts and
// strategy tables.
#include <doctest/doctest.h>

#include <fstream>

#include "cli_support.hpp"
#include "harness/core/judge.hpp"
#include "harness/det/json.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"
#include "reference/det/bisection.hpp"

using nlohmann::json;

namespace {

// A 2-state machine (F = {1}, S = 2, no oracle) on x = 00, T = 2. Step 1 from (q0, head 0,
// "00") reads 0: writes 1, state 1, moves R -> (q1, 1, "10"); step 2 reads cell 1 = 0: writes
// 0, state 1, stays -> (q1, 1, "10"), accepting. The true records are [1,1,1], [0,1,1].
json det_input(const std::string& protocol) {
  json in = json::parse(R"({"family": "det", "machine": {"states": 2, "accepting": [1],
      "delta": [{"next": 1, "write": 1, "move": "R"}, {"next": 0, "write": 0, "move": "S"},
                {"next": 1, "write": 0, "move": "S"}, {"next": 0, "write": 1, "move": "L"}],
      "space": 2, "time": 2, "input": "00"}})");
  in["protocol"] = protocol;
  return in;
}

json config(int state, int head, const std::string& tape) {
  return {{"state", state}, {"head", head}, {"tape", tape}};
}

std::string det_rule(const json& in) {
  const json v = debref::judge::judge(in)["transcript"];
  return v.contains("broken") ? v["broken"]["rule"].get<std::string>() : "accepted";
}

}  // namespace

TEST_CASE("det judge: Fig. 4 bisection, every verifier check and the recursion's bookkeeping") {
  json in = det_input("bisection");
  const json z0 = config(0, 0, "00"), z1 = config(1, 1, "10");
  // Honest A: z'_0 = z_1 = the middle after floor(2/2) = 1 step; either b leaves one step.
  for (int b = 0; b <= 1; ++b) {
    in["transcript"] = {{"final", z1}, {"rounds", json::array({{{"middle", z1}, {"b", b}}})}};
    in["transcript"]["leaf"] = b == 0 ? json{z0, z1} : json{z1, z1};
    in["transcript"]["check"] = true;
    in["expected_output"] = 1;
    const json v = debref::judge::judge(in);
    CHECK(v["M(x)"] == true);
    CHECK(v["transcript"]["accepted"] == true);
    CHECK(v["transcript"]["output"] == 1);
  }
  in.erase("expected_output");
  in["transcript"] = {{"final", z1}, {"rounds", json::array({{{"middle", z1}, {"b", 0}}})}};
  json t = in;
  t["transcript"]["final"] = config(0, 1, "10");  // state 0 is not in F
  CHECK(det_rule(t) == "accepting");
  t = in;
  t["transcript"]["final"] = config(1, 2, "10");  // head 2 >= S
  CHECK(det_rule(t) == "validity");
  t = in;
  t["transcript"]["rounds"][0]["middle"] = config(1, 1, "100");  // S + 1 cells
  json v = debref::judge::judge(t)["transcript"];
  CHECK(v["broken"]["rule"] == "validity");
  CHECK(v["broken"]["step"] == 0);
  CHECK(v["output"] == 0);
  t = in;
  t["transcript"]["rounds"] = json::array();  // t_0 = 2 > 1 needs round 0
  CHECK(det_rule(t) == "rounds");
  t = in;
  t["transcript"]["rounds"].push_back({{"middle", z1}, {"b", 1}});  // t_1 = 1: no round 1
  v = debref::judge::judge(t)["transcript"];
  CHECK(v["broken"]["rule"] == "rounds");
  CHECK(v["broken"]["step"] == 1);
  CHECK(!v.contains("output"));  // not a play of the game: no output
  t = in;
  t["transcript"]["leaf"] = {z1, z1};  // b = 0: the leaf is (z_0, a_0)
  CHECK(det_rule(t) == "leaf");
  t = in;
  t["transcript"]["check"] = false;
  CHECK(det_rule(t) == "check");
  // A lies: the middle (q1, head 0, "10") is valid, but no step from z_0 reaches it (head 1).
  t = in;
  t["transcript"]["rounds"][0]["middle"] = config(1, 0, "10");
  v = debref::judge::judge(t)["transcript"];
  CHECK(v["broken"]["rule"] == "final_step");
  CHECK(v["broken"]["step"] == 1);
  CHECK(v["output"] == 0);
  t["expected_output"] = 1;
  v = debref::judge::judge(t)["transcript"];
  CHECK(v["broken"]["rule"] == "output");
  CHECK(v["broken"]["message"].get<std::string>().find("final_step") != std::string::npos);
  t["expected_output"] = 0;  // agrees: the rejection stands
  CHECK(det_rule(t) == "final_step");
}

TEST_CASE("det judge: honest A's plays agree with BisectionGame::honest_a_play (oracle machine)") {
  // tests/data/det_oracle.json: T = 4, two rounds, a query state; every B string b_0 b_1.
  json in = {{"family", "det"}, {"protocol", "bisection"}};
  std::ifstream f(debref_test::data("det_oracle.json"));
  in["machine"] = json::parse(f);
  const debref::DetInstance d = debref::parse_det_machine(in["machine"]);
  const debref::det::BisectionGame game(d.machine, d.time);
  auto as_json = [](const debref::det::Config& c) {
    std::string tape;
    for (int i = 0; i < c.length; ++i) tape += static_cast<char>('0' + c.cell(i));
    return json{{"state", c.state}, {"head", c.head}, {"tape", tape}};
  };
  for (std::uint32_t bits = 0; bits < 4; ++bits) {
    debref::det::Config z = debref::det::initial(d.machine, d.input);
    json tr = {{"final", as_json(debref::det::run(d.machine, z, d.time))},
               {"rounds", json::array()}};
    for (int t = d.time, k = 0; t > 1; ++k) {  // Fig. 4 step 1, honest middles
      const int t1 = t / 2, b = static_cast<int>((bits >> k) & 1u);
      const debref::det::Config a = debref::det::run(d.machine, z, t1);
      tr["rounds"].push_back({{"middle", as_json(a)}, {"b", b}});
      if (b == 1)
        z = a, t -= t1;
      else
        t = t1;
    }
    in["transcript"] = tr;
    const json v = debref::judge::judge(in)["transcript"];
    const bool reference = game.honest_a_play(d.input, d.time, bits, nullptr);
    CHECK(v["output"] == (reference ? 1 : 0));
    CHECK(v["accepted"] == reference);
  }
}

TEST_CASE("det judge: Fig. 1 cross-examination and Fig. 3 witness, location by location") {
  json in = det_input("crossexam");
  in["transcript"] = json::parse(R"({"records": [[1, 1, 1], [0, 1, 1]], "location": 1})");
  for (int t = 1; t <= 2; ++t) {
    in["transcript"]["location"] = t;
    CHECK(det_rule(in) == "accepted");
  }
  json t = in;
  t["transcript"]["records"][1] = {1, 1, 1};  // a_2 wrong: B names 2 and V catches it
  t["transcript"]["location"] = 2;
  json v = debref::judge::judge(t)["transcript"];
  CHECK(v["broken"]["rule"] == "location");
  CHECK(v["broken"]["step"] == 1);
  t["transcript"]["location"] = 1;  // B names the wrong location: V outputs a_T = 1
  CHECK(det_rule(t) == "accepted");
  t["transcript"]["check"] = false;
  CHECK(det_rule(t) == "check");
  t = in;
  t["transcript"]["records"] = {{1, 1, 1}, {0, 0, 1}};  // a_1 correct, a_2 ends in state 0
  t["transcript"]["location"] = 1;
  CHECK(det_rule(t) == "accepting");
  t = in;
  t["transcript"]["records"].erase(1);
  CHECK(det_rule(t) == "records");
  t = in;
  t["transcript"]["records"][0] = {1, 2, 1};  // state 2 of a 2-state machine
  CHECK(det_rule(t) == "record");
  t = in;
  t["transcript"]["location"] = 3;
  CHECK(det_rule(t) == "location_range");
  t = in;
  t["expected_output"] = 0;
  CHECK(det_rule(t) == "output");

  // Fig. 3: x = "0", |w| = 1; step 1 moves right in state 0, step 2 reads w (cell 1) and
  // enters the accepting state 1 iff w = 1. Records for w = 1: [0,0,1], [1,1,1].
  json w = json::parse(R"({"family": "det", "protocol": "witness", "machine": {"states": 2,
      "accepting": [1], "delta": [{"next": 0, "write": 0, "move": "R"},
      {"next": 1, "write": 1, "move": "S"}, {"next": 1, "write": 0, "move": "S"},
      {"next": 1, "write": 1, "move": "S"}], "space": 2, "time": 2, "input": "0",
      "witness_length": 1},
      "transcript": {"witness": "1", "records": [[0, 0, 1], [1, 1, 1]], "location": 2}})");
  CHECK(debref::judge::judge(w)["x_in_L"] == true);
  CHECK(det_rule(w) == "accepted");
  w["transcript"]["witness"] = "0";  // V reads w's cell: 0 gives state 0, not the record
  v = debref::judge::judge(w)["transcript"];
  CHECK(v["broken"]["rule"] == "witness");
  CHECK(v["output"] == 0);
  w["transcript"]["witness"] = "01";
  CHECK(det_rule(w) == "witness_length");
}
