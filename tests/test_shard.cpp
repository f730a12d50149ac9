// `--shard I/N` on the enumerating commands (check is tested in test_cli_proofs.cpp) and `debref
// merge`: the shards partition the enumeration, and the merged output equals the unsharded run's.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <optional>

#include "harness/core/shard.hpp"
#include "tests/cli_support.hpp"

using debref_test::bad;
using debref_test::Run;
using debref_test::run;
using debref_test::temp_json;
using nlohmann::json;

TEST_CASE("parse_shard: I/N with 1 <= I <= N <= 10000, positions p mod N = I - 1") {
  const std::optional<debref::Shard> s = debref::parse_shard("2/3");
  REQUIRE(s);
  CHECK(s->owns(1));
  CHECK(s->owns(4));
  CHECK_FALSE(s->owns(0));
  CHECK_FALSE(s->owns(2));
  for (const char* bad_text : {"", "3", "0/3", "4/3", "1/0", "-1/3", "1/10001", "1/3x", " 1/3",
                               "+1/3", "99999999999999999999/1"})
    CHECK_FALSE(debref::parse_shard(bad_text));
  CHECK(debref::parse_shard("10000/10000"));
}

namespace {

/// Runs `args` with --shard i/count for every i, writes each --json output to a file, and returns
/// the file names in reverse shard order (merge must not depend on the order given).
std::vector<std::string> shards(std::vector<std::string> args, int count, const char* name) {
  std::vector<std::string> files;
  for (int i = count; i >= 1; --i) {
    std::vector<std::string> a = args;
    a.push_back("--shard");
    a.push_back(std::to_string(i) + "/" + std::to_string(count));
    Run r = run(a);
    REQUIRE(r.code == 0);
    files.push_back(temp_json(name + std::to_string(i), r.out));
  }
  return files;
}

}  // namespace

TEST_CASE("dqc --table --shard: 3 shards of the 16 functions on 2 variables merge to the table") {
  Run whole = run({"dqc", "--table", "2", "--json"});
  REQUIRE(whole.code == 0);
  std::vector<std::string> files = shards({"dqc", "--table", "2", "--json"}, 3, "dqc_shard");
  // Shard 1 holds functions 0, 3, ..., 15 (6 of them); shards 2 and 3 hold 5 each.
  Run first = run({"dqc", "--table", "2", "--json", "--shard", "1/3"});
  const json one = json::parse(first.out);
  CHECK(one["functions"].size() == 6);
  CHECK(one["functions"][1]["truth_table"] == "1100");  // function 3: f(00) = f(01) = 1
  json position = one["shard"];
  for (const char* identity : {"version", "commit", "run", "items"}) position.erase(identity);
  CHECK(position == json{{"command", "dqc-table"}, {"index", 1}, {"count", 3}, {"suite_size", 16}});
  std::vector<std::string> args{"merge", "--json"};
  args.insert(args.end(), files.begin(), files.end());
  Run merged = run(args);
  REQUIRE(merged.code == 0);
  CHECK(json::parse(merged.out) == json::parse(whole.out));
  CHECK(json::parse(whole.out)["dqc_histogram"] == json{{"0", 2}, {"1", 4}, {"2", 10}});
  bad({"dqc", "--truth-table", "01", "--shard", "1/2"}, "--shard: only with --table");
  bad({"dqc", "--table", "2", "--shard", "3/2"}, "--shard: I/N with 1 <= I <= N <= 10000");
  bad({"merge", files[0], files[1]}, "missing");
}

TEST_CASE("proofs --shard: the queries partitioned; merge gives the unsharded verdicts") {
  Run whole = run({"proofs", "--filter", "bounds", "--json"});
  REQUIRE(whole.code == 0);
  std::vector<std::string> files =
      shards({"proofs", "--filter", "bounds", "--json"}, 2, "proofs_shard");
  Run merged = run({"merge", "--json", files[0], files[1]});
  REQUIRE(merged.code == 0);
  const json a = json::parse(whole.out), b = json::parse(merged.out);
  CHECK(a["summary"] == b["summary"]);
  REQUIRE(a["queries"].size() == b["queries"].size());
  for (std::size_t i = 0; i < a["queries"].size(); ++i) {
    CHECK(a["queries"][i]["id"] == b["queries"][i]["id"]);
    CHECK(a["queries"][i]["status"] == b["queries"][i]["status"]);
  }
  // Shards of different commands, or a shard whose list was cut, are refused.
  Run table = run({"dqc", "--table", "1", "--json", "--shard", "2/2"});
  bad({"merge", files[0], temp_json("dqc_table_shard", table.out)}, "differs from the first");
  json cut = json::parse(merged.out);  // not a shard at all
  bad({"merge", temp_json("not_a_shard", cut.dump())}, "--shard I/N");
  json short_shard =
      json::parse(run({"proofs", "--filter", "bounds", "--json", "--shard", "1/2"}).out);
  short_shard["queries"].erase(0);
  short_shard["summary"]["passed"] = short_shard["summary"]["passed"].get<int>() - 1;
  bad({"merge", temp_json("short_shard", short_shard.dump()), files[0]}, "expected");
}

TEST_CASE("explore --shard: the merged shards give the unsharded run's first counterexample") {
  for (const char* max_size : {"2", "1"}) {  // size 2: found; size 1: none (validity needs T >= 2)
    INFO("max size " << max_size);
    const std::vector<std::string> args{"explore",  "--family",   "det",    "--drop",
                                        "validity", "--max-size", max_size, "--json"};
    Run whole = run(args);
    REQUIRE(whole.code == 0);
    std::vector<std::string> files = shards(args, 3, "explore_shard");
    std::vector<std::string> merge{"merge", "--json"};
    merge.insert(merge.end(), files.begin(), files.end());
    Run merged = run(merge);
    REQUIRE(merged.code == 0);
    json a = json::parse(whole.out), b = json::parse(merged.out);
    if (a["result"] == "found") {
      CHECK(a["position"] == a["searched"].get<int>() - 1);
      a.erase("drop_instances");  // counted per shard past the first finding: not merged
    }
    CHECK(a == b);
  }
  // Shards of different searches are refused.
  Run other =
      run({"explore", "--family", "det", "--drop", "final_step", "--json", "--shard", "2/2"});
  Run mine = run({"explore", "--family", "det", "--drop", "validity", "--max-size", "1", "--json",
                  "--shard", "1/2"});
  bad({"merge", temp_json("explore_a", mine.out), temp_json("explore_b", other.out)},
      "shards of one search only");
  bad({"explore", "--family", "det", "--drop", "validity", "--shard", "1/0"}, "--shard");
}
