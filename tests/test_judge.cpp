// `debref judge` (the cross-checking issue): hand-checked transcripts and strategy tables.
#include <doctest/doctest.h>

#include "cli_support.hpp"
#include "harness/judge/judge.hpp"

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
