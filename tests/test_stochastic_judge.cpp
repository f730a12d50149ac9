// `debref judge` on the stochastic debate (Lean Debate/Protocol.lean step): hand-checked
// transcripts and strategy tables.
#include <doctest/doctest.h>

#include <fstream>

#include "cli_support.hpp"
#include "harness/core/judge.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"

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
