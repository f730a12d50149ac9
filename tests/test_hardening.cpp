// Bad input, outputs and checkpoints (docs/FORMATS.md "Errors and exit codes"): bounded and
// strict JSON, non-regular outputs refused, UNKNOWN and foreign checkpoint lines rerun, merge
// refusing shards that do not belong together, and no temporary left in /tmp by a check run.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <thread>

#include "harness/io/input.hpp"
#include "tests/cli_support.hpp"

using debref_test::bad;
using debref_test::data;
using debref_test::Run;
using debref_test::run;
using debref_test::temp_json;
using nlohmann::json;

namespace {

std::string nested(std::size_t depth) {
  return std::string(depth, '[') + std::string(depth, ']');
}

debref::Check fake(const std::string& id, debref::Status status, std::shared_ptr<int> runs) {
  debref::Check c;
  c.id = "fake." + id;
  c.family = "fake";
  c.source = "test";
  c.statement = id;
  c.instances = "none";
  c.run = [status, runs] {
    ++*runs;
    debref::CheckResult r;
    r.status = status;
    r.instances = 1;
    return r;
  };
  return c;
}

}  // namespace

TEST_CASE("strict JSON: depth limit, duplicate keys, overflowing numbers are input errors") {
  CHECK_NOTHROW(debref::parse_json_text(nested(debref::kMaxJsonDepth), "x"));
  CHECK_THROWS_WITH_AS(debref::parse_json_text(nested(100000), "x"),
                       doctest::Contains("nested deeper than 256"), debref::InputError);
  CHECK_THROWS_WITH_AS(debref::parse_json_text(R"({"a": {"b": 1, "b": 2}})", "x"),
                       doctest::Contains(R"($["a"]["b"]: duplicate key)"), debref::InputError);
  CHECK_THROWS_AS(debref::parse_json_text(R"({"a": 1e999999})", "x"), debref::InputError);
  CHECK_THROWS_AS(debref::parse_json_text(R"([1, -1e999999])", "x"), debref::InputError);
  CHECK(debref::parse_json_text(R"({"a": [1, {"b": "c"}]})", "x")["a"][1]["b"] == "c");
}

TEST_CASE("deep, duplicate and huge inputs: exit 2 naming the reason, never a crash") {
  const std::string deep = temp_json("deep", nested(100000));
  bad({"judge", deep}, "nested deeper than 256");
  bad({"validate", "--schema", "decomposition.json", deep}, "nested deeper");
  bad({"pe", "--decomposition", deep}, "nested deeper");
  bad({"debate", "--oracle",
       temp_json("deep_oracle", R"({"t": 1, "probs": {"": )" + nested(5000) + "}}"), "--params",
       data("params_small.json")},
      "nested deeper");
  bad({"debate", "--oracle", temp_json("dup", R"({"t": 1, "t": 1, "probs": {}})"), "--params",
       data("params_small.json")},
      R"($["t"]: duplicate key)");
  bad({"validate", "--schema", "oracle.json", temp_json("overflow", R"({"t": 1e999999})")},
      "overflow");
  bad({"debate", "--oracle", "/dev/zero", "--params", data("params_small.json")},
      "input size limit (raise --max-input-size)");
  bad({"judge", std::filesystem::temp_directory_path().string()}, "is a directory");
  bad({"judge", "/nonexistent/x.json"}, "(No such file or directory)");
  bad({"--max-input-size", "10", "debate", "--oracle", data("oracle_t1.json"), "--params",
       data("params_small.json")},
      "larger than 10 bytes");
  bad({"--max-input-size", "0", "judge", "x"}, "--max-input-size");
}

TEST_CASE("lenient flag values are refused: empty, signed counts, nan") {
  bad({"debate", "--oracle", data("oracle_t1.json"), "--params", data("params_small.json"),
       "--max-samples", "-1"},
      "--max-samples");
  bad({"check", "--time-limit", "nan"}, "--time-limit");
  bad({"check", "--report", ""}, "--report");
  bad({"params", "--k", "1", "--t", ""}, "--t");
}

TEST_CASE("outputs: a device or directory is never replaced") {
  bad({"check", "--filter", "stochastic.params.defaults", "--report", "/dev/null"},
      "not a regular file");
  bad({"check", "--filter", "stochastic.params.defaults", "--report",
       std::filesystem::temp_directory_path().string()},
      "is a directory");
  bad({"vectors", "--out", "/dev/null"}, "not a directory");
}

TEST_CASE("check --checkpoint: UNKNOWN and foreign lines rerun, with a notice for foreign ones") {
  const auto file = std::filesystem::temp_directory_path() /
                    ("debref_test_" + std::to_string(::getpid()) + "_cp.jsonl");
  std::filesystem::remove(file);
  auto runs = std::make_shared<int>(0);
  auto status = std::make_shared<debref::Status>(debref::Status::Unknown);
  auto registry = [runs, status] {
    debref::Registry r;
    r.add(fake("a", debref::Status::Pass, runs));
    debref::Check b = fake("b", debref::Status::Pass, runs);
    b.run = [runs, status] {
      ++*runs;
      debref::CheckResult res;
      res.status = *status;
      return res;
    };
    r.add(b);
    return r;
  };
  Run first = run({"check", "--checkpoint", file.string()}, registry);
  CHECK(first.code == 3);
  CHECK(*runs == 2);
  *status = debref::Status::Pass;
  *runs = 0;
  Run second = run({"check", "--checkpoint", file.string()}, registry);
  CHECK(second.code == 0);
  CHECK(*runs == 1);  // the UNKNOWN line of b reran; a reused
  // Every line carries its build; a line of another commit is rerun with a notice.
  std::string text;
  {
    std::ifstream in(file);
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  CHECK(text.find(R"("build":{"commit":)") != std::string::npos);
  for (std::size_t at = 0; (at = text.find(R"("commit":")", at)) != std::string::npos;) {
    at += 10;
    text.replace(at, text.find('"', at) - at, "0123456789ab");
  }
  std::ofstream(file, std::ios::trunc) << text;
  *runs = 0;
  Run third = run({"check", "--checkpoint", file.string()}, registry);
  CHECK(third.code == 0);
  CHECK(*runs == 2);
  CHECK(third.err.find("another build") != std::string::npos);
  std::filesystem::remove(file);
}

TEST_CASE("merge refuses shards of different runs, swapped or duplicated items, empty suites") {
  auto shard = [](const std::string& filter, const std::string& s) {
    Run r = run({"check", "--filter", filter, "--json", "--shard", s});
    REQUIRE(r.code == 0);
    return json::parse(r.out);
  };
  const json a1 = shard("params.defaults.c0", "1/2"), a2 = shard("params.defaults.c0", "2/2");
  const json b2 = shard("params.defaults.cs", "2/2");
  CHECK(run({"merge", temp_json("a1", a1.dump()), temp_json("a2", a2.dump())}).code == 0);
  bad({"merge", temp_json("a1", a1.dump()), temp_json("b2", b2.dump())}, "different runs");
  json s1 = a1, s2 = a2;
  std::swap(s1["checks"][0], s2["checks"][0]);
  bad({"merge", temp_json("s1", s1.dump()), temp_json("s2", s2.dump())}, "shard.items");
  json empty = a1;
  empty["checks"] = json::array();
  empty["shard"]["suite_size"] = 0;
  empty["summary"] = {{"passed", 0}, {"failed", 0}, {"unknown", 0}};
  json empty2 = empty;
  empty2["shard"]["index"] = 2;
  bad({"merge", temp_json("e1", empty.dump()), temp_json("e2", empty2.dump())}, "empty suite");
}

TEST_CASE("a check run with the cvc5 cross-check leaves its temporary directory as it was") {
  // A private TMPDIR: other processes' files in /tmp do not disturb the comparison.
  const auto tmp = std::filesystem::temp_directory_path() /
                   ("debref_test_" + std::to_string(::getpid()) + "_tmpdir");
  std::filesystem::remove_all(tmp);
  std::filesystem::create_directory(tmp);
  const char* old = std::getenv("TMPDIR");
  const std::string saved = old ? old : "";
  ::setenv("TMPDIR", tmp.c_str(), 1);
  Run r = run({"check", "--filter", "proofs.twin.cross_check"});
  Run v =
      run({"debate", "--oracle", data("oracle_t1.json"), "--params", data("params_small.json")});
  if (old)
    ::setenv("TMPDIR", saved.c_str(), 1);
  else
    ::unsetenv("TMPDIR");
  CHECK(r.code != 4);
  CHECK(v.code == 0);
  CHECK(std::filesystem::is_empty(tmp));
  std::filesystem::remove_all(tmp);
}

TEST_CASE("a small suite run by the debref binary leaves no debref-* entry in /tmp") {
  // The real /tmp this time (the binary's own environment): every temporary the run makes
  // (SMT-LIB files for cvc5, twins, vectors) is gone when it ends. Another process may own a
  // debref-* entry for a while: an entry counts as left over only if it outlives the waits.
  const char* binary = std::getenv("DEBREF_BINARY");
  REQUIRE(binary != nullptr);
  const auto entries = [] {
    std::set<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator("/tmp"))
      if (e.path().filename().string().rfind("debref-", 0) == 0)
        names.insert(e.path().filename().string());
    return names;
  };
  const std::set<std::string> before = entries();
  const auto out = std::filesystem::temp_directory_path() /
                   ("debref_test_" + std::to_string(::getpid()) + "_vectors");
  const std::string command = std::string("env -u TMPDIR ") + binary +
                              " check --filter proofs.twin.cross_check --quiet >/dev/null 2>&1; " +
                              "env -u TMPDIR " + binary + " check --filter stochastic.params " +
                              "--quiet >/dev/null 2>&1; env -u TMPDIR " + binary +
                              " vectors --out " + out.string() + " --quiet >/dev/null 2>&1";
  CHECK(std::system(command.c_str()) != -1);
  std::filesystem::remove_all(out);
  std::set<std::string> left;
  for (int wait = 0; wait < 30; ++wait) {
    left.clear();
    for (const std::string& name : entries())
      if (!before.count(name)) left.insert(name);
    if (left.empty()) break;
    std::this_thread::sleep_for(std::chrono::seconds(1));
  }
  for (const std::string& name : left) CHECK_MESSAGE(false, "left in /tmp: " << name);
}

TEST_CASE("--family: nested powers, deep parentheses and long sign chains are refused") {
  const std::string fam =
      R"J({"v":"V","c":"1/(10*k)","s":"2/(10*k)","b":"3/(10*k)","q":"1/(10*(t+1))","w":"2/3",)J"
      R"J("d":"3/5"})J";
  const auto with = [&](const std::string& v) {
    std::string text = fam;
    text.replace(text.find('V'), 1, v);
    return temp_json("family", text);
  };
  bad({"proofs", "--family", with("((k^999)^999)^999")}, "factors");
  bad({"proofs", "--family", with("k^999*k^2")}, "factors");
  bad({"proofs", "--family", with(std::string(400, '(') + "k" + std::string(400, ')'))}, "nested");
  bad({"proofs", "--family", with(std::string(900, '-') + "k")}, "nested");
}

TEST_CASE("pe: a box budget that runs out is UNKNOWN, exit 3, with the flag named") {
  // AND of two true leaves: A-provable (g(root) = 1), undecided after one box.
  const std::string dec = temp_json(
      "and11", R"({"truth_table": "0001", "children": [{"oracle": "1"}, {"oracle": "1"}]})");
  const Run r = run({"pe", "--decomposition", dec, "--max-boxes", "1"});
  CHECK(r.code == 3);
  CHECK(r.err.find("--max-boxes") != std::string::npos);
  CHECK(run({"pe", "--decomposition", dec, "--max-boxes", "1", "--json"}).code == 3);
}

TEST_CASE("--max-memory: a number beyond the budget is exit 2 naming the flag, never an abort") {
  const char* binary = std::getenv("DEBREF_BINARY");
  REQUIRE(binary != nullptr);
  const auto err = std::filesystem::temp_directory_path() /
                   ("debref_test_" + std::to_string(::getpid()) + "_memory.txt");
  const std::string command =
      std::string(binary) + " --max-memory 64M debate --oracle " + data("oracle_t1.json") +
      " --params " + data("params_small.json") +
      " --max-samples 1000000000000 --alice-samples 1000000000000 --exact >/dev/null 2>" +
      err.string();
  const int status = std::system(command.c_str());
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 2);
  std::ifstream in(err);
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  CHECK(text.find("--max-memory") != std::string::npos);
  std::filesystem::remove(err);
  bad({"--max-memory", "0", "params", "--k", "1", "--t", "3"}, "--max-memory");
  bad({"--max-memory", "-1", "params", "--k", "1", "--t", "3"}, "--max-memory");
}
