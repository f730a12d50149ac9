// `debref judge`: the family dispatch, exit codes and bad input.
#include <doctest/doctest.h>

#include <fstream>

#include "cli_support.hpp"
#include "harness/core/judge.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"

using nlohmann::json;

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
