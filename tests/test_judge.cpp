// `debref judge` (the cross-checking issue): hand-checked transcripts and strategy tables.
#include <doctest/doctest.h>

#include <fstream>

#include "cli_support.hpp"
#include "harness/core/judge.hpp"
#include "harness/det/command.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"
#include "harness/pe/command.hpp"
#include "reference/det/bisection.hpp"

using nlohmann::json;

namespace {

// Params of tests/data/params_small.json: Bob n = 416, radius (s+b)/2 = 1/4; Vera n = 555,
// radius (c+s)/2 = 3/20.
json stochastic_input(double /*unused*/ = 0) {
  return json::parse(R"({"family": "stochastic", "oracle": {"t": 0, "probs": {"": "1"}},
      "params": {"c": "1/10", "s": "1/5", "b": "3/10", "q": "1/4", "v": "1/8"}})");
}

}  // namespace

TEST_CASE("stochastic judge: each rule of Lean step re-derived from the recorded counts") {
  json in = stochastic_input();
  in["transcript"] = json::parse(R"([{"claim": "1/2", "bob_ones": 208, "bob": true, "bit": 1}])");
  json v = debref::judge::judge(in)["transcript"];
  CHECK(v["accepted"] == true);
  CHECK(v["result"] == true);
  // 5/416 is 1/2 - 0.488 away: honest Bob rejects.
  in["transcript"] = json::parse(R"([{"claim": "1/2", "bob_ones": 5, "bob": true, "bit": 1}])");
  v = debref::judge::judge(in)["transcript"];
  CHECK(v["broken"]["rule"] == "bob_rule");
  CHECK(v["broken"]["step"] == 0);
  // A rejection: Vera's verdict ends the debate (|1 - 555/555| = 0 < 3/20: she accepts).
  in["transcript"] = json::parse(
      R"([{"claim": "1", "bob_ones": 0, "bob": false, "vera_ones": 555, "vera": true}])");
  v = debref::judge::judge(in)["transcript"];
  CHECK(v["accepted"] == true);
  CHECK(v["result"] == true);
  in["result"] = false;
  CHECK(debref::judge::judge(in)["transcript"]["broken"]["rule"] == "result");
  in.erase("result");
  // A bit of 1 from bernoulli(clamp(-1/8)) = bernoulli(0) is impossible (|-1/8 - 0| < 1/4: Bob
  // accepts at 0 ones).
  in["transcript"] = json::parse(R"([{"claim": "-1/8", "bob_ones": 0, "bob": true, "bit": 1}])");
  CHECK(debref::judge::judge(in)["transcript"]["broken"]["rule"] == "bit_probability");
  // Too many steps for t = 0, and a count beyond Bob's sample size.
  in["transcript"] = json::parse(R"([{"claim": "1/2", "bob_ones": 208, "bob": true, "bit": 1},
      {"claim": "1/2", "bob_ones": 208, "bob": true, "bit": 1}])");
  CHECK(debref::judge::judge(in)["transcript"]["broken"]["rule"] == "steps");
  in["transcript"] = json::parse(R"([{"claim": "1/2", "bob_ones": 417, "bob": true, "bit": 1}])");
  CHECK(debref::judge::judge(in)["transcript"]["broken"]["rule"] == "bob_count");
}

TEST_CASE("stochastic judge: exact expected outcome of Alice's table against honest Bob, Vera") {
  json in = stochastic_input();  // the oracle always says 1
  in["alice"] = {{"", "1"}};     // Bob's 416 ones: estimate 1, accepts; the bit is 1
  CHECK(debref::judge::judge(in)["expected_outcome"]["p_true"] == "1");
  in["alice"] = {{"", "0"}};  // Bob and Vera see only ones: both reject the claim 0
  in["expected_p_true"] = "1/2";
  json e = debref::judge::judge(in)["expected_outcome"];
  CHECK(e["p_true"] == "0");
  CHECK(e["agrees"] == false);
}

TEST_CASE("dqc judge: validity by eq. (1), (2) and the verifier's output on a transcript") {
  json in = json::parse(R"J({"family": "dqc", "truth_table": "0110", "rounds": 0,
      "verifier": "x1 ? (x2 ? 0 : 1) : (x2 ? 1 : 0)",
      "transcript": {"x": "10", "alpha": "", "beta": "", "output": 1}})J");
  json v = debref::judge::judge(in);
  CHECK(v["debate"]["accepted"] == true);
  CHECK(v["queries"] == 2);
  CHECK(v["transcript"]["accepted"] == true);
  // AND2 decided by Prover 1's bit alone: on x = 00 Prover 1 still wins (eq. (1) fails).
  in =
      json::parse(R"({"family": "dqc", "truth_table": "0001", "rounds": 1, "verifier": "b1 ? 1 : 0",
      "transcript": {"x": "11", "alpha": "0", "beta": "1", "output": 0}})");
  v = debref::judge::judge(in);
  CHECK(v["debate"]["broken"]["rule"] == "equation_1");
  CHECK(v["debate"]["broken"]["message"].get<std::string>().find("x = 00") != std::string::npos);
  CHECK(v["transcript"]["broken"]["rule"] == "output");
  in["queries"] = 0;
  CHECK(debref::judge::judge(in)["debate"]["broken"]["rule"] == "queries");
}

TEST_CASE("debref judge: exit codes and bad input") {
  using debref_test::run;
  using debref_test::temp_json;
  const std::string ok = temp_json("judge_ok", R"({"family": "dqc", "truth_table": "01",
      "rounds": 0, "verifier": "x1 ? 1 : 0"})");
  auto r = run({"judge", ok});
  CHECK(r.code == 0);
  CHECK(r.out == "debate: accepted\n");
  const std::string bad_tree = temp_json("judge_tree", R"({"family": "dqc", "truth_table": "01",
      "rounds": 0, "verifier": "x2 ? 1 : 0"})");
  r = run({"judge", bad_tree});
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("verifier: unknown variable x2") != std::string::npos);
  const std::string bad_family = temp_json("judge_family", R"({"family": "nope"})");
  r = run({"judge", bad_family});
  CHECK(r.code == 2);
  CHECK(r.err.find("judge.json") != std::string::npos);
  const std::string rejected = temp_json("judge_rej", R"({"family": "dqc", "truth_table": "01",
      "rounds": 0, "verifier": "x1 ? 0 : 1"})");
  r = run({"judge", rejected, "--json"});
  CHECK(r.code == 1);
  CHECK(json::parse(r.out)["debate"]["broken"]["rule"] == "equation_1");
}

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

namespace {

// Depth 1, width 1: M_D(z) = z_1 over one leaf with P[O = 1] = 1/2; r = 1/2 given directly.
json pe_input() {
  return json::parse(R"({"family": "pe", "r": "1/2",
      "decomposition": {"table": "01", "children": [{"oracle": "1/2"}]},
      "transcript": {"claim": 1, "initial": "1/2", "z_hat": 1, "initial_reward": "1/4",
        "rounds": [{"p": "1/2", "direction": 1, "z": "1", "b": ["1/3"], "reward": "1/4",
                    "recurse": 0, "by": "A"}],
        "final": {"p": "1/3", "direction": -1, "oracle": 0, "reward": "1/3"},
        "payoff": "5/6"}})");
}

std::pair<std::string, int> pe_rule(const json& in) {
  const json v = debref::judge::judge(in)["transcript"];
  if (!v.contains("broken")) return {"accepted", -2};
  return {v["broken"]["rule"].get<std::string>(), v["broken"]["step"].get<int>()};
}

}  // namespace

TEST_CASE("pe judge: exact E[R] of a prover table against an estimator table (Fig. 2)") {
  json in = pe_input();
  in.erase("transcript");
  in["estimator"] = json::parse(R"({"initial": "1/2", "tables": {"": [["1/3"]]}})");
  in["prover"] = json::parse(R"({"claim": 1, "directions": {"": 1, "0": -1}, "recurse": {"": 0}})");
  // By hand: init r^2 P[z-hat = 1] = 1/4 * 1/2 = 1/8; round 1: r (E[z_1] - 1/2) = 1/2 (1/3 -
  // 1/2) = -1/12; final: -(E[O] - p_0) = -(1/2 - 1/3) = -1/6. E[R] = 1/8 - 1/12 - 1/6 = -1/8.
  in["expected_payoff"] = "-1/8";
  json e = debref::judge::judge(in)["expected_outcome"];
  CHECK(e["payoff"] == "-1/8");
  CHECK(e["agrees"] == true);
  // The same against the reference's Lemma A.5 prover and truthful B (eps = 1/2: |p_d - A(x)| =
  // 1/2 <= eps, so every A^k = 0 and E[R] = r^2 P[z-hat = 1] = 1/4 * 1/2).
  in["estimator"] = json::parse(R"({"initial": "1/2", "tables": {"": [["1/2"]]}})");
  in["prover"] = json::parse(R"({"claim": 1, "directions": {"": 0, "0": 0}, "recurse": {"": 0}})");
  in["expected_payoff"] = "1/9";
  e = debref::judge::judge(in)["expected_outcome"];
  const debref::pe::Node root = debref::parse_pe_decomposition(in["decomposition"]);
  CHECK(e["payoff"] == debref::to_string(debref::pe::honest_payoff_exact(
                           root, debref::Rational(1, 2), debref::Rational(1, 2), 1,
                           debref::pe::truthful_estimator(root))));
  CHECK(e["payoff"] == "1/8");
  CHECK(e["agrees"] == false);
  // Recursion by z (one index per z) is accepted; an index outside [q] is bad input.
  in["prover"]["recurse"][""] = {0, 0};
  CHECK(debref::judge::judge(in)["expected_outcome"]["payoff"] == "1/8");
  in["prover"]["recurse"][""] = 1;
  CHECK_THROWS_AS(debref::judge::judge(in), debref::InputError);
}

TEST_CASE("pe judge: one play, each rule of Fig. 2 with its step") {
  json in = pe_input();
  // By hand (d = 1, r = 1/2): r_init = r^2 = 1/4 (z-hat = A(x)); r_1 = r (M_D(1) - 1/2) = 1/4;
  // p_0 = B_1 = 1/3; r_0 = -(0 - 1/3) = 1/3; R = 5/6.
  json v = debref::judge::judge(in)["transcript"];
  CHECK(v["accepted"] == true);
  CHECK(v["payoff"] == "5/6");
  auto with = [&in](const std::string& pointer, const json& value) {
    json t = in;
    t[json::json_pointer(pointer)] = value;
    return pe_rule(t);
  };
  using R = std::pair<std::string, int>;
  CHECK(with("/transcript/claim", 2) == R{"claim", 2});
  CHECK(with("/transcript/initial", "3/2") == R{"probability", 2});
  CHECK(with("/transcript/initial", "0") == R{"sample", 2});  // z-hat = 1 drawn from p_d = 0
  CHECK(with("/transcript/initial_reward", "1/8") == R{"reward", 2});
  CHECK(with("/transcript/rounds/0/p", "1/3") == R{"p", 1});
  CHECK(with("/transcript/rounds/0/direction", 2) == R{"direction", 1});
  CHECK(with("/transcript/rounds/0/z", "10") == R{"answers", 1});
  CHECK(with("/transcript/rounds/0/b/0", "4/3") == R{"probability", 1});
  CHECK(with("/transcript/rounds/0/b/0", "0") == R{"sample", 1});
  CHECK(with("/transcript/rounds/0/reward", "-1/4") == R{"reward", 1});
  CHECK(with("/transcript/rounds/0/by", "B") == R{"recursion_by", 1});
  CHECK(with("/transcript/rounds/0/recurse", 1) == R{"recursion", 1});
  CHECK(with("/transcript/rounds", json::array()) == R{"rounds", 1});
  CHECK(with("/transcript/rounds/1", in["transcript"]["rounds"][0]) == R{"rounds", -1});
  CHECK(with("/transcript/final/p", "1/2") == R{"p", 0});
  CHECK(with("/transcript/final/direction", -2) == R{"direction", 0});
  CHECK(with("/transcript/final/reward", "-1/3") == R{"reward", 0});
  CHECK(with("/transcript/payoff", "1/2") == R{"payoff", -1});
  CHECK(with("/decomposition/children/0/oracle", "1") == R{"sample", 0});  // O = 0 from P = 1
  // Tables given too: the play must follow them.
  CHECK(with("/estimator", json::parse(R"({"initial": "1/2", "tables": {"": [["1/4"]]}})")) ==
        R{"estimator", 1});
  CHECK(with("/prover", json::parse(R"({"claim": 1, "directions": {"": 1, "0": 1},
      "recurse": {"": 0}})")) == R{"prover", 0});
}

TEST_CASE("debref judge det and pe: exit codes, bad input names the field") {
  using debref_test::run;
  using debref_test::temp_json;
  const char* root = std::getenv("DEBREF_SOURCE_DIR");
  REQUIRE(root != nullptr);
  const std::string dir = std::string(root) + "/tests/fuzz/judge/";
  auto r = run({"judge", dir + "det-bisection.json"});
  CHECK(r.code == 0);
  CHECK(r.out == "transcript: accepted, output 1\n");
  r = run({"judge", dir + "det-crossexam.json"});
  CHECK(r.code == 1);
  r = run({"judge", dir + "pe-table.json"});
  CHECK(r.code == 0);
  CHECK(r.out == "expected outcome: E[R] = -1/8 (agrees with -1/8)\n");
  const std::string bad_config = temp_json("judge_det_bad", R"({"family": "det",
      "protocol": "bisection", "machine": {"states": 1, "accepting": [0], "space": 1, "time": 1,
      "delta": [{"next": 0, "write": 0, "move": "S"}, {"next": 0, "write": 0, "move": "S"}]},
      "transcript": {"final": {"state": 0, "head": 0, "tape": "2"}, "rounds": []}})");
  r = run({"judge", bad_config});
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("$.transcript.final.tape") != std::string::npos);
  const std::string bad_prover = temp_json("judge_pe_bad", R"({"family": "pe", "r": "1/2",
      "decomposition": {"table": "01", "children": [{"oracle": "1/2"}]},
      "estimator": {"initial": "1/2", "tables": {"": [["1/2"]]}},
      "prover": {"claim": 1, "directions": {"": 1}, "recurse": {"": 0}}})");
  r = run({"judge", bad_prover});
  CHECK(r.code == 2);
  CHECK(r.err.find("prover.directions[\"0\"]: missing") != std::string::npos);
  const std::string both = temp_json("judge_pe_both", R"({"family": "pe", "r": "1/2",
      "eps": "1/2", "rho": "1/2", "decomposition": {"oracle": "1"}})");
  r = run({"judge", both});
  CHECK(r.code == 2);
  CHECK(r.err.find("r: give either r or eps and rho") != std::string::npos);
}

namespace {

// seed 004 Def. 7 on xor of two uniform Boolean features, N = 1, world (1, 0) (f = 1). Debater
// 2 argues first and reveals W_1 = 1; debater 1 passes. f̂ = P(W_2 = 0) = 1/2 (xor with one
// unknown fair bit); u_1 = |1/2 - 1| - |1/2 - 1/4| = 1/4 > 0, so debater 1 wins.
json feature_input() {
  return json::parse(R"({"family": "feature",
      "env": {"features": [{"values": 2}, {"values": 2}], "prior": "uniform"},
      "question": {"kind": "xor", "features": [0, 1]}, "rounds": 1, "world": "1,0",
      "transcript": {"answers": ["1/4", "1"], "first": 2,
                     "arguments": [{"debater": 2, "feature": 0, "value": 1}, -1],
                     "judge_belief": "1/2", "utility_1": "1/4", "winner": 1}})");
}

std::pair<std::string, int> feature_rule(const json& in) {
  const json v = debref::judge::judge(in)["transcript"];
  if (!v.contains("broken")) return {"accepted", -2};
  return {v["broken"]["rule"].get<std::string>(), v["broken"]["step"].get<int>()};
}

}  // namespace

TEST_CASE("feature judge: an accepted play with the hand-computed belief (Def. 7)") {
  json v = debref::judge::judge(feature_input());
  CHECK(v["transcript"]["accepted"] == true);
  CHECK(v["transcript"]["belief"] == "1/2");
  CHECK(v["transcript"]["utility_1"] == "1/4");
  CHECK(v["transcript"]["winner"] == 1);
  // A digit feature (Sec. 5.2): W_1 = 3 = 0.11 in binary, W_2 = 1, f = (x_1 + x_2) / 2 = 7/8.
  // Both digits of W_1 revealed: x_1 = 3/4 and E[x_2] = 1/2, so f̂ = 3/8 + 1/4 = 5/8;
  // u_1 = |5/8 - 1/2| - |5/8 - 7/8| = 1/8 - 1/4 = -1/8: debater 2 wins.
  json d = json::parse(R"({"family": "feature",
      "env": {"features": [{"digits": 2}, {"values": 2}], "prior": "uniform"},
      "question": {"kind": "weighted", "features": [0, 1], "weights": ["1/2", "1/2"]},
      "rounds": 1, "world": "3,1",
      "transcript": {"answers": ["7/8", "1/2"], "first": 1,
                     "arguments": [{"feature": 0, "value": 1}, {"feature": 0, "value": 1}],
                     "judge_belief": "5/8", "utility_1": "-1/8", "winner": 2}})");
  v = debref::judge::judge(d);
  CHECK(v["transcript"]["accepted"] == true);
  CHECK(v["transcript"]["belief"] == "5/8");
  CHECK(v["transcript"]["winner"] == 2);
  // Sec. 3.2 by hand: f̂ is 7/16 with nothing revealed, 11/16 with W_2, 9/16 with W_1's first
  // digit, 13/16 with both; max_{i1} min_{i2}: reveal W_2, then the minimiser passes: 11/16.
  CHECK(v["expected_outcome"]["f_up_down"] == "11/16");
  CHECK(v["expected_outcome"]["truth"] == "7/8");
}

TEST_CASE("feature judge: each rule of Def. 7 / Def. 2 with its step") {
  const json in = feature_input();
  auto with = [&in](const std::string& pointer, const json& value) {
    json t = in;
    t[json::json_pointer(pointer)] = value;
    return feature_rule(t);
  };
  using R = std::pair<std::string, int>;
  CHECK(with("/transcript/answers/0", "5/4") == R{"answers", -1});
  CHECK(with("/transcript/answers/1", "-1") == R{"answers", -1});
  CHECK(with("/transcript/arguments", json::array({0})) == R{"arguments", 1});
  CHECK(with("/transcript/arguments/2", 1) == R{"arguments", 2});
  CHECK(with("/transcript/arguments/0/debater", 1) == R{"turn", 0});
  CHECK(with("/transcript/arguments/1", json{{"debater", 2}, {"feature", 1}}) == R{"turn", 1});
  CHECK(with("/transcript/arguments/1", 2) == R{"feature", 1});
  CHECK(with("/transcript/arguments/1", -2) == R{"feature", 1});
  CHECK(with("/transcript/arguments/1", 0) == R{"revealed", 1});
  CHECK(with("/transcript/arguments/0/value", 0) == R{"truthful", 0});
  CHECK(with("/transcript/judge_belief", "1") == R{"belief", 2});
  CHECK(with("/transcript/utility_1", "-1/4") == R{"utility", 2});
  CHECK(with("/transcript/winner", 2) == R{"winner", 2});
  // Revealing both features: f̂ = f(w) = 1, u_1 = 0 - 3/4; debater 2 wins.
  CHECK(with("/transcript/arguments/1", 1) == R{"belief", 2});
  json both = in;
  both["transcript"]["arguments"][1] = 1;
  both["transcript"]["judge_belief"] = "1";
  both["transcript"]["utility_1"] = "-3/4";
  CHECK(feature_rule(both) == R{"winner", 2});
  both["transcript"]["winner"] = 2;
  CHECK(feature_rule(both) == R{"accepted", -2});
  // A tie (u_1 = 0, a1 = a2) is broken randomly (Def. 2 step 6): either winner is a play.
  json tie = in;
  tie["transcript"]["answers"] = {"1/2", "1/2"};
  tie["transcript"].erase("utility_1");
  for (int p : {1, 2}) {
    tie["transcript"]["winner"] = p;
    const json v = debref::judge::judge(tie)["transcript"];
    CHECK(v["accepted"] == true);
    CHECK(v["winner"] == "tie");
  }
}

TEST_CASE("feature judge: answer_payoff by hand on xor of two fair bits, N = 1 (Def. 2, Def. 7)") {
  // Every revealed state short of both features has f̂ = 1/2; both revealed give f̂ = f(w). The
  // debater who prefers 1/2 forces it (the first mover by passing, the second by passing after a
  // revealed feature), so either order ends at f̂ = 1/2 and the answering game pays debater 1
  // |1/2 - a2| - |1/2 - a1|, whichever world; only a = 1/2 is optimal (Lemma 8 (i)).
  json in = feature_input();
  in["transcript"]["arguments"] = json::array({-1, -1});
  in["transcript"].erase("judge_belief");
  in["transcript"].erase("utility_1");
  in["transcript"].erase("winner");
  const std::vector<std::pair<std::string, std::string>> answers = {
      {"1/4", "1"}, {"1", "1/4"}, {"1/2", "0"}, {"0", "1"}, {"2/3", "1/5"}};
  for (const char* world : {"1,0", "1,1", "0,0"})
    for (const auto& pair : answers) {
      in["world"] = world;
      in["transcript"]["answers"] = {pair.first, pair.second};
      const debref::Rational a1 = debref::parse_rational(pair.first);
      const debref::Rational a2 = debref::parse_rational(pair.second);
      const debref::Rational half(1, 2);
      const debref::Rational payoff =
          boost::multiprecision::abs(half - a2) - boost::multiprecision::abs(half - a1);
      const json e = debref::judge::judge(in)["expected_outcome"];
      CHECK(e["answer_payoff"] == debref::to_string(payoff));
      CHECK(e["argumentation_value"] == debref::to_string(payoff));
      CHECK(e["f_up_down"] == "1/2");
      CHECK(e["f_down_up"] == "1/2");
      CHECK(e["answer_optimal"] == json::array({a1 == half, a2 == half}));
    }
  // The other implementation's values, compared exactly.
  in["world"] = "1,0";
  in["transcript"]["answers"] = {"1/4", "1"};
  in["expected"] = {{"answer_payoff", "1/4"}, {"f_up_down", "0.5"}, {"truth", "1"}};
  json e = debref::judge::judge(in)["expected_outcome"];
  CHECK(e["agrees"] == true);
  CHECK(e["answer_payoff"] == "1/4");
  in["expected"] = {{"answer_payoff", "1/2"}};
  e = debref::judge::judge(in)["expected_outcome"];
  CHECK(e["agrees"] == false);
  CHECK(e["broken"]["rule"] == "expected");
  in["expected"] = {{"answer_optimal", {true, false}}};
  CHECK(debref::judge::judge(in)["expected_outcome"]["broken"]["rule"] == "expected");
  // Answers outside [0, 1]: no answering-game value to compare.
  in["transcript"]["answers"] = {"2", "1"};
  in["expected"] = {{"answer_payoff", "0"}};
  CHECK_THROWS_AS(debref::judge::judge(in), debref::InputError);
}

TEST_CASE("debref judge feature: exit codes, bad input names the field, the work bound") {
  using debref_test::run;
  using debref_test::temp_json;
  const char* root = std::getenv("DEBREF_SOURCE_DIR");
  REQUIRE(root != nullptr);
  const std::string dir = std::string(root) + "/tests/fuzz/judge/";
  auto r = run({"judge", dir + "feature-xor.json"});
  CHECK(r.code == 0);
  CHECK(r.out.find("transcript: accepted, belief \"1/2\"") == 0);
  r = run({"judge", dir + "feature-digits.json", "--json"});
  CHECK(r.code == 1);
  CHECK(json::parse(r.out)["transcript"]["broken"]["rule"] == "truthful");
  auto bad = [&](const std::string& name, const std::string& pointer, const json& value) {
    json in = feature_input();
    in[json::json_pointer(pointer)] = value;
    return run({"judge", temp_json(name, in.dump())});
  };
  r = bad("judge_feature_world", "/world", "1,2");
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("world[1]: 2 outside the allowed range 0..1") != std::string::npos);
  r = bad("judge_feature_support", "/env/prior",
          json::parse(R"({"product": [["1", "0"], ["1/2", "1/2"]]})"));
  CHECK(r.code == 2);
  CHECK(r.err.find("world: not in the support of the prior") != std::string::npos);
  r = bad("judge_feature_rounds", "/rounds", 17);
  CHECK(r.code == 2);
  CHECK(r.err.find("rounds") != std::string::npos);
  r = bad("judge_feature_features", "/env/features/0", json{{"values", 65}});
  CHECK(r.code == 2);
  CHECK(r.err.find("env.features") != std::string::npos);
  // Within `debref feature`'s limits but over the judge's work bound: exit 2, env.features.
  json big = feature_input();
  big["env"]["features"] = json::array();
  for (int i = 0; i < 16; ++i) big["env"]["features"].push_back({{"values", 2}});
  big["question"] = {{"kind", "xor"}};
  big["world"] = "1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";
  CHECK_THROWS_WITH_AS(debref::judge::judge(big), doctest::Contains("env.features"),
                       debref::InputError);
}
