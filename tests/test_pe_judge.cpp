// `debref judge` on prover-estimator debate (seed 000 Fig. 2): hand-checked transcripts and
// strategy tables.
#include <doctest/doctest.h>

#include <fstream>

#include "cli_support.hpp"
#include "harness/core/judge.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"
#include "harness/pe/json.hpp"

using nlohmann::json;

namespace {

// Depth 1, width 1: M_D(z) = z_1 over one leaf with P[O = 1] = 1/2; r = 1/2 given directly.
json pe_input() {
  return json::parse(R"({"family": "pe", "r": "1/2",
      "decomposition": {"truth_table": "01", "children": [{"oracle": "1/2"}]},
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
  in["estimator"] = json::parse(R"({"initial": "1/2", "estimate_tables": {"": [["1/3"]]}})");
  in["prover"] =
      json::parse(R"({"claim": 1, "directions": {"": 1, "0": -1}, "recurse_table": {"": 0}})");
  // By hand: init r^2 P[z-hat = 1] = 1/4 * 1/2 = 1/8; round 1: r (E[z_1] - 1/2) = 1/2 (1/3 -
  // 1/2) = -1/12; final: -(E[O] - p_0) = -(1/2 - 1/3) = -1/6. E[R] = 1/8 - 1/12 - 1/6 = -1/8.
  in["expected_payoff"] = "-1/8";
  json e = debref::judge::judge(in)["expected_outcome"];
  CHECK(e["payoff"] == "-1/8");
  CHECK(e["agrees"] == true);
  // The same against the reference's Lemma A.5 prover and truthful B (eps = 1/2: |p_d - A(x)| =
  // 1/2 <= eps, so every A^k = 0 and E[R] = r^2 P[z-hat = 1] = 1/4 * 1/2).
  in["estimator"] = json::parse(R"({"initial": "1/2", "estimate_tables": {"": [["1/2"]]}})");
  in["prover"] =
      json::parse(R"({"claim": 1, "directions": {"": 0, "0": 0}, "recurse_table": {"": 0}})");
  in["expected_payoff"] = "1/9";
  e = debref::judge::judge(in)["expected_outcome"];
  const debref::pe::Node root = debref::pe::parse_decomposition(in["decomposition"]);
  CHECK(e["payoff"] == debref::to_string(debref::pe::honest_payoff_exact(
                           root, debref::Rational(1, 2), debref::Rational(1, 2), 1,
                           debref::pe::truthful_estimator(root))));
  CHECK(e["payoff"] == "1/8");
  CHECK(e["agrees"] == false);
  // Recursion by z (one index per z) is accepted; an index outside [q] is bad input.
  in["prover"]["recurse_table"][""] = {0, 0};
  CHECK(debref::judge::judge(in)["expected_outcome"]["payoff"] == "1/8");
  in["prover"]["recurse_table"][""] = 1;
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
  CHECK(with("/estimator",
             json::parse(R"({"initial": "1/2", "estimate_tables": {"": [["1/4"]]}})")) ==
        R{"estimator", 1});
  CHECK(with("/prover", json::parse(R"({"claim": 1, "directions": {"": 1, "0": 1},
      "recurse_table": {"": 0}})")) == R{"prover", 0});
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
      "decomposition": {"truth_table": "01", "children": [{"oracle": "1/2"}]},
      "estimator": {"initial": "1/2", "estimate_tables": {"": [["1/2"]]}},
      "prover": {"claim": 1, "directions": {"": 1}, "recurse_table": {"": 0}}})");
  r = run({"judge", bad_prover});
  CHECK(r.code == 2);
  CHECK(r.err.find("prover.directions[\"0\"]: missing") != std::string::npos);
  const std::string both = temp_json("judge_pe_both", R"({"family": "pe", "r": "1/2",
      "eps": "1/2", "rho": "1/2", "decomposition": {"oracle": "1"}})");
  r = run({"judge", both});
  CHECK(r.code == 2);
  CHECK(r.err.find("r: give either r or eps and rho") != std::string::npos);
}
