// `debref judge` on the feature debate (seed 004 Def. 7): hand-checked transcripts and strategy
// tables.
#include <doctest/doctest.h>

#include <fstream>

#include "cli_support.hpp"
#include "harness/core/judge.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"

using nlohmann::json;

namespace {

// seed 004 Def. 7 on xor of two uniform Boolean features, N = 1, world (1, 0) (f = 1). Debater
// 2 argues first and reveals W_1 = 1; debater 1 passes. f̂ = P(W_2 = 0) = 1/2 (xor with one
// unknown fair bit); u_1 = |1/2 - 1| - |1/2 - 1/4| = 1/4 > 0, so debater 1 wins.
json feature_input() {
  return json::parse(R"({"family": "feature",
      "env": {"features": [{"values": 2}, {"values": 2}], "prior": "uniform"},
      "question": {"kind": "xor", "features": [0, 1]}, "rounds": 1, "world": [1, 0],
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
      "rounds": 1, "world": [3, 1],
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
  for (const json& world : {json{1, 0}, json{1, 1}, json{0, 0}})
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
  in["world"] = {1, 0};
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
  r = bad("judge_feature_world", "/world", json{1, 2});
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("world[1]: 2 outside the allowed range 0..1") != std::string::npos);
  // The string form of the --world flag is not an input's form: the error names the array.
  r = bad("judge_feature_world_string", "/world", "1,0");
  CHECK(r.code == 2);
  CHECK(r.err.find("expected array, got string (a JSON array of value indices") !=
        std::string::npos);
  json as_string = feature_input();
  as_string["world"] = "1,0";
  CHECK_THROWS_WITH_AS(debref::judge::judge(as_string),
                       doctest::Contains("the string \"1,0\" is the --world flag's form"),
                       debref::InputError);
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
  big["world"] = {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  CHECK_THROWS_WITH_AS(debref::judge::judge(big), doctest::Contains("env.features"),
                       debref::InputError);
}
