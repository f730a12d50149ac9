// `debref judge` on (k, l)-debates (seed 002 Def. 1): hand-checked transcripts and strategy tables.
#include <doctest/doctest.h>

#include <fstream>

#include "cli_support.hpp"
#include "harness/core/judge.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"

using nlohmann::json;

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
