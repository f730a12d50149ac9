// The command line in-process: help, debate output, bad input (exit 2, the field named, nothing
// on stdout), and `check` over a tiny fake suite (exit codes, JSON shape, JUnit report).
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <new>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "harness/cli/cli.hpp"
#include "harness/core/build_info.hpp"
#include "harness/core/deadline.hpp"
#include "harness/families.hpp"
#include "reference/num/rational.hpp"
#include "tests/cli_support.hpp"

using debref_test::bad;
using debref_test::data;
using debref_test::Run;
using debref_test::run;
using debref_test::temp_json;

TEST_CASE("help, version and usage errors") {
  CHECK(run({"--help"}).code == 0);
  CHECK(run({"--help"}).out.find("debate") != std::string::npos);
  CHECK(run({"--version"}).code == 0);
  CHECK(run({"--version"}).out ==
        std::string("debref ") + debref::version() + " (commit " + debref::commit() + ")\n");
  CHECK(run({}).code == 2);
  CHECK(run({"frobnicate"}).code == 2);
  CHECK(run({"check", "--filter", "no-such-check"}).code == 2);
  CHECK(run({"check", "--list"}).out.find("stochastic.completeness_p") != std::string::npos);
}

TEST_CASE("a time limit makes a check UNKNOWN, never PASS") {
  Run r = run({"check", "--filter", "stochastic.soundness_prime", "--time-limit", "0", "--json"});
  CHECK(r.code == 3);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["checks"][0]["status"] == "UNKNOWN");
  CHECK(j["checks"][0]["detail"].get<std::string>().find("time limit") != std::string::npos);
  CHECK(run({"check", "--time-limit", "-1"}).code == 2);
}

TEST_CASE("debate prints the values of docs/FORMATS.md") {
  Run r = run({"debate", "--oracle", data("oracle_t1.json"), "--params", data("params_small.json"),
               "--json", "--exact"});
  REQUIRE(r.code == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["samples"]["alice"] == 104);
  CHECK(j["samples"]["bob"] == 416);
  CHECK(j["samples"]["vera"] == 555);
  CHECK(j["final_prob"] == "1/2");
  CHECK(j["params_fields"]["qv"] == false);  // q = 1/4 > v = 1/8: reported, not refused
  for (auto key : {"honest_value", "completeness_value", "soundness_value"})
    CHECK(j[key].get<std::string>().find('/') != std::string::npos);
  Run c = run({"debate", "--oracle", data("oracle_t1.json"), "--params", data("params_small.json"),
               "--json"});
  REQUIRE(c.code == 0);
  auto k = nlohmann::json::parse(c.out);
  CHECK(k["honest_value"].get<std::string>().rfind("0.4999977273006966720111054108943", 0) == 0);
  CHECK(k["enclosures"]["soundness_value"].contains("lower"));
}

TEST_CASE("bad input exits 2 naming the field") {
  const std::string params = data("params_small.json"), oracle = data("oracle_t1.json");
  auto with_oracle = [&](const std::string& name, const std::string& text) {
    return std::vector<std::string>{"debate", "--oracle", temp_json(name, text), "--params",
                                    params};
  };
  bad(with_oracle("missing", R"({"t": 1, "probs": {"": "1/2", "0": "1/4"}})"), "probs[\"1\"]");
  bad(with_oracle("range", R"({"t": 1, "probs": {"": "1/2", "0": "5/4", "1": "1"}})"),
      "probs[\"0\"]: probability must lie in [0, 1]");
  bad(with_oracle("text", R"({"t": 0, "probs": {"": "abc"}})"), "probs[\"\"]");
  bad(with_oracle("float", R"({"t": 0, "probs": {"": 0.5}})"), "JSON float");
  bad(with_oracle("extra", R"({"t": 0, "probs": {"": "1/2", "01": "1"}})"), "probs[\"01\"]");
  bad(with_oracle("bigt", R"({"t": 40, "probs": {}})"), "$.t: must be <= 24 (got 40)");
  bad({"debate", "--oracle", temp_json("t20", R"({"t": 20, "probs": {"": "1/2"}})"), "--params",
       params, "--max-t", "20"},
      "probs[\"0\"]: missing prefix");  // refused before allocating 2^21 entries
  bad({"debate", "--oracle", oracle, "--params", params, "--max-t", "21"}, "--max-t");
  bad(with_oracle("malformed", R"({"t": 1, "probs": )"), "not valid JSON");
  bad(with_oracle("key", R"({"t": 0, "probs": {"": "1"}, "extra": 1})"),
      "--oracle: $.extra: unknown field (allowed: probs, t)");
  bad({"debate", "--oracle", "/nonexistent.json", "--params", params}, "--oracle");
  // seed 001 Fig. 2 with the paper's constants.
  bad({"debate", "--oracle", oracle, "--params", "paper"}, "--k: required with --params paper");
  bad({"debate", "--oracle", oracle, "--params", "paper", "--k", "11"},
      "--k: a rational in (0, 10]");
  bad({"debate", "--oracle", oracle, "--params", "paper", "--k", "0"},
      "--k: a rational in (0, 10]");
  bad({"debate", "--oracle", oracle, "--params", "paper", "--k", "1", "--exact"}, "--exact");
  bad({"debate", "--oracle", oracle, "--params", "paper", "--k", "1", "--alice-samples", "3"},
      "--alice-samples");
  bad({"debate", "--oracle", oracle, "--params", "paper", "--k", "1", "--vera-radius", "2"},
      "--vera-radius: a rational in (0, 1]");
  bad({"debate", "--oracle", oracle, "--params", "paper", "--k", "1", "--bob-radius",
       "1/99999999999999999999999"},
      "--bob-radius: a rational in (0, 1] with a denominator of at most 10^9");
  bad({"debate", "--oracle", oracle, "--params", "paper", "--k", "1", "--samples", "200"},
      "--samples: expected R,r");
  bad({"debate", "--oracle", oracle, "--params", params, "--samples", "200,300"},
      "--samples: only with --params paper");
  bad({"debate", "--oracle", oracle, "--params", "paper", "--k", "1", "--vera-samples", "never"},
      "--vera-samples: on-abort or every-round");
  bad({"debate", "--oracle", oracle, "--params", params, "--vera-samples", "every-round"},
      "--vera-samples: only with --params paper");
  bad({"debate", "--oracle", oracle, "--params",
       temp_json("cs", R"({"c": "1/5", "s": "1/10", "b": "3/10", "q": "1/4", "v": "1/8"})")},
      "Params.cs: c < s fails");
  bad({"debate", "--oracle", oracle, "--params",
       temp_json("abc", R"({"c": "abc", "s": "1/4", "b": "3/10", "q": "1/4", "v": "1/8"})")},
      "--params: $.c: expected a rational");
  bad({"debate", "--oracle", oracle, "--params",
       temp_json("cfloat", R"({"c": 0.1, "s": "1/4", "b": "3/10", "q": "1/4", "v": "1/8"})")},
      "$.c: expected a rational: \"a/b\", an integer or an exact decimal, as a string (JSON floats "
      "are not exact) (got 0.1)");
  bad({"debate", "--oracle", oracle, "--params",
       temp_json("missing_v", R"({"c": "1/5", "s": "1/4", "b": "3/10", "q": "1/4"})")},
      "--params: $.v: missing (required)");
  bad({"debate", "--oracle", oracle, "--params", "defaults"}, "--k");
  bad({"debate", "--oracle", oracle, "--params", "defaults", "--k", "-1"}, "params.k");
  bad({"debate", "--oracle", oracle, "--params", "defaults", "--k", "1", "--max-samples", "1000"},
      "--max-samples");
  bad({"debate", "--oracle", oracle, "--params", params, "--max-t", "0"}, "t: 1");
}

// The mutant protocols of the det cost twins (docs/FORMATS.md "Machine", `--no-halving`,
// `--read-prefix`): the worst honest play's cost above the unchanged bound, and the refusals.
TEST_CASE("det --no-halving and --read-prefix: the cost twins' mutants exceed the bound") {
  const std::string oracle = data("det_oracle.json");  // T = 4, query length l = 2
  Run r = run({"det", "--no-halving", "--machine", oracle, "--json"});
  REQUIRE(r.code == 0);
  nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["mutation"] == "no-halving");
  CHECK(j["rounds"] == 3);  // T - 1 (ceil(log2 4) = 2 when halving)
  CHECK(j["honest_a_wins_every_b"] == true);
  CHECK(j["cost"] == nlohmann::json{{"configurations", 4}, {"bits", 16}, {"queries", 1}});
  CHECK(j["bound"] == nlohmann::json{{"configurations", 3}, {"bits", 12}, {"queries", 1}});
  // The same machine at T = 6: at t = 6 the mutant V reads a_1..a_6 > l + 3 = 5 records.
  const std::string six = temp_json("det_oracle_t6", R"({"states": 2, "accepting": [1],
      "delta": [{"next": 1, "write": 1, "move": "R"}, {"next": 0, "write": 0, "move": "R"},
                {"next": 1, "write": 0, "move": "L"}, {"next": 1, "write": 1, "move": "S"}],
      "space": 2, "time": 6, "input": "01",
      "query": {"state": 1, "length": 2, "oracle_table": "0110"}})");
  r = run({"det", "--protocol", "crossexam", "--read-prefix", "--machine", six, "--json"});
  REQUIRE(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["mutation"] == "read-prefix");
  CHECK(j["cost"]["configurations"] == 6);
  CHECK(j["bound"]["configurations"] == 5);
  r = run({"det", "--protocol", "crossexam", "--machine", six, "--json"});  // unmutated
  REQUIRE(r.code == 0);
  CHECK(nlohmann::json::parse(r.out)["cost"]["configurations"].get<int>() <= 5);
  bad({"det", "--protocol", "crossexam", "--no-halving"},
      "--no-halving: only with --protocol bisection");
  bad({"det", "--read-prefix"}, "--read-prefix: only with --protocol crossexam");
  bad({"det", "--protocol", "stochastic-witness", "--read-prefix"}, "--read-prefix");
  bad({"det", "--rerun", "carol"}, "--rerun: alice or bob");
  bad({"det", "--protocol", "witness", "--rerun", "bob"}, "--rerun: only with");
}

// seed 001 Thm 7.2 with Fig. 2 as written (docs/FORMATS.md "Machine", `--params paper`): the
// certified values per witness, a radius override (the twins' replays), and the refusals.
TEST_CASE("det --params paper: Fig. 2's constants on every witness, and the refusals") {
  const std::string machine = data("det_stochastic_witness.json");  // T = 2, |w| = 1
  Run r = run({"det", "--protocol", "stochastic-witness", "--params", "paper", "--machine", machine,
               "--json"});
  REQUIRE(r.code == 0);
  nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["params"] == "paper");
  CHECK(j["k"] == "3/2");
  CHECK(j["paper_constants"]["d"] == 225);  // ceil(150 * 3/2)
  CHECK(j["paper_constants"]["abort_radius"] == "1/450");
  CHECK(j["paper_constants"]["test_radius"] == "1/900");
  CHECK(j["x_in_L"] == true);  // P[M(x, 0) = 1] = 3/4 >= 2/3
  CHECK(j["x_not_in_L"] == false);
  CHECK(j["completeness_holds"] == true);
  CHECK(j["soundness_holds"].is_null());
  CHECK(j["per_witness"][1]["P(M(x,w)=1)"] == "5/8");
  const auto lower = debref::parse_rational(
      j["per_witness"][0]["enclosures"]["completeness_value"]["lower"].get<std::string>());
  CHECK(lower >= debref::Rational(3, 5));
  // A B' that never aborts leaves P(V = 1) = P[M(x, w) = 1] (the honest estimates are unbiased).
  CHECK(lower <= debref::Rational(3, 4));
  // Worst-run costs (App. E: Fig. 2's on (x, w)): R = 51499645, r = 44762255 at K = 3/2, T = 2;
  // a step or a coordinate costs ceil(log2 2) + 1 = 2.
  const nlohmann::json& costs = j["per_witness"][0]["worst_costs"];
  CHECK(costs["alice"] ==
        nlohmann::json({{"queries", 102999290}, {"steps", 2}, {"time", 102999294}}));
  CHECK(costs["vera"] == nlohmann::json({{"queries", 44762255}, {"steps", 0}, {"time", 44762257}}));
  r = run({"det", "--protocol", "stochastic-witness", "--params", "paper", "--machine", machine,
           "--vera-samples", "every-round", "--json"});
  REQUIRE(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["protocol_overrides"]["vera_samples"] == "every-round");
  CHECK(j["per_witness"][0]["worst_costs"]["vera"]["queries"] == 2 * 44762255);
  bad({"det", "--protocol", "stochastic-witness", "--vera-samples", "every-round"},
      "--vera-samples: only with --params paper");
  bad({"det", "--protocol", "stochastic-witness", "--params", "paper", "--machine", machine,
       "--vera-samples", "sometimes"},
      "--vera-samples: on-abort or every-round");
  r = run({"det", "--protocol", "stochastic-witness", "--params", "paper", "--machine", machine,
           "--vera-radius", "1/202500", "--json"});
  REQUIRE(r.code == 0);
  j = nlohmann::json::parse(r.out);
  CHECK(j["protocol_overrides"]["vera-radius"] == "1/202500");
  CHECK(j["paper_constants"]["test_radius"] == "1/202500");
  CHECK(j["completeness_holds"] == false);  // 1/(4d^2): V rejects the honest A's estimate
  bad({"det", "--protocol", "stochastic-witness", "--params", "exact"}, "--params: lean or paper");
  bad({"det", "--protocol", "witness", "--params", "paper"},
      "--params paper: only with --protocol stochastic-witness");
  bad({"det", "--protocol", "stochastic-witness", "--bob-radius", "1/2"},
      "--bob-radius: only with --params paper");
  bad({"det", "--protocol", "stochastic-witness", "--params", "paper", "--machine", machine,
       "--vera-radius", "0"},
      "--vera-radius: a rational in (0, 1]");
  const std::string three = temp_json("det_stochastic_t3", R"({"states": 2, "accepting": [1],
      "delta": [{"next": 0, "write": 0, "move": "S"}, {"next": 1, "write": 1, "move": "S"},
                {"next": 1, "write": 0, "move": "S"}, {"next": 1, "write": 1, "move": "S"}],
      "space": 2, "time": 3, "input": "", "witness_length": 1,
      "query": {"state": 0, "length": 1, "oracle_table": ["1/2", "1/4"]}})");
  bad({"det", "--protocol", "stochastic-witness", "--params", "paper", "--machine", three},
      "machine.time: must be in 1..2 with --params paper");
}

// `debref check` over a tiny fake suite: the report mechanics without the real checks.
namespace {

using debref::Check;
using debref::CheckResult;
using debref::Registry;
using debref::Status;

Check fake(const std::string& name, std::function<CheckResult()> run, bool twin = false) {
  return {"self." + name, "self", "test_cli.cpp", name + " holds", "none", twin, std::move(run)};
}

CheckResult with(Status s, std::optional<nlohmann::json> counterexample = {}) {
  CheckResult r;
  r.status = s;
  r.instances = 1;
  r.counterexample = std::move(counterexample);
  return r;
}

/// A suite with one check per status letter: P pass, F fail (with a counterexample), U unknown.
std::function<Registry()> suite(const std::string& statuses) {
  return [statuses] {
    Registry r;
    for (std::size_t i = 0; i < statuses.size(); ++i) {
      const std::string id = std::string(1, statuses[i]) + std::to_string(i);
      if (statuses[i] == 'P') r.add(fake(id, [] { return with(Status::Pass); }));
      if (statuses[i] == 'F')
        r.add(fake(id, [] { return with(Status::Fail, nlohmann::json{{"x", "1/2"}}); }));
      if (statuses[i] == 'U') r.add(fake(id, [] { return with(Status::Unknown); }));
    }
    return r;
  };
}

std::filesystem::path fresh_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("debref_test_cli_" + std::to_string(::getpid()) + "_" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

std::vector<std::string> entries(const std::filesystem::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    names.push_back(e.path().filename().string());
  return names;
}

}  // namespace

TEST_CASE("check: summary line and exit codes 0 / 1 / 3") {
  Run pass = run({"check"}, suite("PP"));
  CHECK(pass.code == 0);
  CHECK(pass.out.find("self.P0") != std::string::npos);  // the table
  CHECK(pass.out.ends_with("2 passed, 0 failed\n"));
  Run unknown = run({"check", "--quiet"}, suite("PU"));
  CHECK(unknown.code == 3);
  CHECK(unknown.out == "1 passed, 0 failed, 1 unknown\n");  // --quiet: the summary only
  Run fail = run({"check"}, suite("PFU"));
  CHECK(fail.code == 1);
  CHECK(fail.out.find("counterexample: {\"x\":\"1/2\"}") != std::string::npos);
  CHECK(fail.out.ends_with("1 passed, 1 failed, 1 unknown\n"));
  CHECK(run({"check", "--quiet"}, suite("FF")).code == 1);
  CHECK(run({"check", "--quiet"}, suite("UU")).code == 3);
}

TEST_CASE("check --json: the shape of docs/FORMATS.md") {
  Run r = run({"check", "--json"}, suite("PFU"));
  CHECK(r.code == 1);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j.size() == 4);  // checks, summary, debref, schema_version
  CHECK(j["debref"] == debref::build_identity());
  CHECK(j["schema_version"] == debref::kSchemaVersion);
  REQUIRE(j["checks"].size() == 3);
  const std::set<std::string> keys{"id",        "family",  "source",  "statement", "status",
                                   "instances", "vacuous", "seconds", "twin",      "detail"};
  for (const auto& c : j["checks"]) {
    std::set<std::string> got;
    for (const auto& [k, _] : c.items()) got.insert(k);
    if (c["status"] == "FAIL") {
      CHECK(c["counterexample"] == nlohmann::json{{"x", "1/2"}});
      got.erase("counterexample");
    }
    CHECK(got == keys);
    CHECK(c["id"].get<std::string>().starts_with(c["family"].get<std::string>() + "."));
    CHECK(c["twin"] == false);
    CHECK(c["instances"] == 1);
  }
  CHECK(j["checks"][0]["status"] == "PASS");
  CHECK(j["checks"][1]["status"] == "FAIL");
  CHECK(j["checks"][2]["status"] == "UNKNOWN");
  CHECK(
      j["summary"] ==
      nlohmann::json{{"passed", 1}, {"failed", 1}, {"unknown", 1}, {"vacuous", 0}, {"caught", 0}});
}

TEST_CASE("check: exceptions, resource limits and time limits") {
  auto registry = [] {
    Registry r;
    r.add(fake("throws", []() -> CheckResult { throw std::runtime_error("boom"); }));
    r.add(fake("limit", []() -> CheckResult { throw debref::ResourceLimit("too many nodes"); }));
    r.add(fake("bad_alloc", []() -> CheckResult { throw std::bad_alloc(); }));
    r.add(fake("slow", [] {  // polls the deadline; without one it would pass after 20 s
      auto stop = std::chrono::steady_clock::now() + std::chrono::seconds(20);
      while (std::chrono::steady_clock::now() < stop) debref::throw_if_past_deadline();
      return with(Status::Pass);
    }));
    return r;
  };
  auto status_of = [&](const std::string& filter, std::vector<std::string> extra = {}) {
    std::vector<std::string> args{"check", "--json", "--filter", filter};
    args.insert(args.end(), extra.begin(), extra.end());
    Run r = run(args, registry);
    auto c = nlohmann::json::parse(r.out)["checks"][0];
    return std::tuple{r.code, c["status"].get<std::string>(), c["detail"].get<std::string>()};
  };
  auto [code, status, detail] = status_of("self.throws");
  CHECK(code == 1);
  CHECK(status == "FAIL");
  CHECK(detail.find("boom") != std::string::npos);
  std::tie(code, status, detail) = status_of("self.limit");
  CHECK(code == 3);
  CHECK(status == "UNKNOWN");
  CHECK(detail.find("too many nodes") != std::string::npos);
  std::tie(code, status, detail) = status_of("self.bad_alloc");
  CHECK(code == 3);
  CHECK(status == "UNKNOWN");
  std::tie(code, status, detail) = status_of("self.slow", {"--time-limit", "0.05"});
  CHECK(code == 3);
  CHECK(status == "UNKNOWN");
  CHECK(detail.find("time limit") != std::string::npos);
}

TEST_CASE("check --list and --filter") {
  Run list = run({"check", "--list", "--filter", "F"}, suite("PFU"));
  CHECK(list.code == 0);
  CHECK(list.out.find("self.F1") != std::string::npos);
  CHECK(list.out.find("self.P0") == std::string::npos);
  auto listed = nlohmann::json::parse(run({"check", "--list", "--json"}, suite("PFU")).out);
  CHECK(listed["checks"].size() == 3);
  CHECK(listed["checks"][1]["id"] == "self.F1");
  CHECK(listed["checks"][1]["source"] == "test_cli.cpp");
  CHECK(listed["checks"][1]["instance_space"].is_string());  // `instances` is a run's count
  CHECK(!listed["checks"][1].contains("instances"));
  Run none = run({"check", "--filter", "nothing"}, suite("PFU"));
  CHECK(none.code == 2);
  CHECK(none.out.empty());
  CHECK(none.err.find("--filter") != std::string::npos);
}

TEST_CASE("--list --json is JSON for every command, with the build and the schema version") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"check", "--list", "--json"},
        {"proofs", "--list", "--json"},
        {"explore", "--list", "--json"},
        {"validate", "--list", "--json"}}) {
    INFO(args[0]);
    Run r = run(args);
    REQUIRE(r.code == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["debref"] == debref::build_identity());
    CHECK(j["schema_version"] == debref::kSchemaVersion);
    CHECK(j.size() == 3);
  }
  const auto explore = nlohmann::json::parse(run({"explore", "--list", "--json"}).out);
  CHECK(explore["catalogue"][0]["largest_max_size"].is_number_integer());
  const auto proofs = nlohmann::json::parse(run({"proofs", "--list", "--json"}).out);
  CHECK(proofs["queries"][0]["twin"].is_boolean());
  const auto schemas = nlohmann::json::parse(run({"validate", "--list", "--json"}).out);
  CHECK(schemas["schemas"][0] == "check_result.json");
}

TEST_CASE("check --report: JUnit written whole, or not at all") {
  auto dir = fresh_dir("report");
  const std::string path = (dir / "report.xml").string();
  Run r = run({"check", "--quiet", "--report", path}, suite("PFU"));
  CHECK(r.code == 1);
  CHECK(entries(dir) == std::vector<std::string>{"report.xml"});  // no temporary file left
  std::ifstream f(path);
  std::string xml((std::istreambuf_iterator<char>(f)), {});
  CHECK(xml.find("<testsuite name=\"debref\" tests=\"3\" failures=\"1\" skipped=\"1\">") !=
        std::string::npos);
  CHECK(xml.find("<failure") != std::string::npos);
  CHECK(xml.find("counterexample: {&quot;x&quot;:&quot;1/2&quot;}") != std::string::npos);
  CHECK(xml.find("<skipped") != std::string::npos);

  // An unwritable path: exit 2 before any check runs, nothing on stdout, nothing left behind.
  bool ran = false;
  auto spy = [&ran] {
    Registry reg;
    reg.add(fake("spy", [&ran] {
      ran = true;
      return with(Status::Pass);
    }));
    return reg;
  };
  Run missing = run({"check", "--report", (dir / "no-such-dir" / "r.xml").string()}, spy);
  CHECK(missing.code == 2);
  CHECK(missing.out.empty());
  CHECK(missing.err.find("--report") != std::string::npos);
  CHECK_FALSE(ran);
  Run is_dir = run({"check", "--report", dir.string()}, spy);
  CHECK(is_dir.code == 2);
  CHECK_FALSE(ran);
  CHECK(entries(dir) == std::vector<std::string>{"report.xml"});
  std::filesystem::remove_all(dir);
}

TEST_CASE("check --checkpoint: an interrupted run resumes without rerunning finished checks") {
  auto dir = fresh_dir("checkpoint");
  const std::string file = (dir / "run.jsonl").string();
  auto runs = std::make_shared<int>(0);
  auto counting = [runs] {
    Registry r;
    for (int i = 0; i < 4; ++i)
      r.add(fake("C" + std::to_string(i), [runs, i] {
        ++*runs;
        return with(
            i == 2 ? Status::Fail : Status::Pass,
            i == 2 ? std::optional<nlohmann::json>(nlohmann::json{{"x", "1/3"}}) : std::nullopt);
      }));
    return r;
  };
  Run first = run({"check", "--json", "--checkpoint", file}, counting);
  CHECK(first.code == 1);
  CHECK(*runs == 4);
  // Simulate an interruption during the fourth check: keep two whole lines and a torn third.
  std::vector<std::string> lines;
  {
    std::ifstream in(file);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
  }
  REQUIRE(lines.size() == 4);
  {
    std::ofstream out(file, std::ios::trunc);
    out << lines[0] << "\n" << lines[1] << "\n" << lines[2].substr(0, lines[2].size() / 2);
  }
  *runs = 0;
  Run resumed = run({"check", "--json", "--checkpoint", file}, counting);
  CHECK(*runs == 2);  // C2 (torn) and C3 rerun; C0, C1 reused
  CHECK(resumed.code == 1);
  // The same report as the uninterrupted run, seconds aside.
  auto a = nlohmann::json::parse(first.out), b = nlohmann::json::parse(resumed.out);
  for (auto* j : {&a, &b})
    for (auto& c : (*j)["checks"]) c.erase("seconds");
  CHECK(a == b);
  *runs = 0;
  Run again = run({"check", "--checkpoint", file}, counting);
  CHECK(*runs == 0);
  CHECK(again.out.find("1 failed (4 from checkpoint") != std::string::npos);
  CHECK(again.out.find("counterexample: {\"x\":\"1/3\"}") != std::string::npos);
  Run bad = run({"check", "--checkpoint", (dir / "missing" / "x.jsonl").string()}, counting);
  CHECK(bad.code == 2);
  CHECK(bad.out.empty());
  CHECK(bad.err.find("--checkpoint: cannot open") != std::string::npos);
  // A whole line that is JSON but not a check object is reported, naming the line and the path,
  // and not reused; so is a line whose check failed to parse (the torn line 3).
  {
    std::ofstream out(file, std::ios::app);
    out << R"({"id": "C9", "status": "PASS", "instances": "many"})"
        << "\n";
  }
  *runs = 0;
  Run corrupt = run({"check", "--checkpoint", file}, counting);
  CHECK(corrupt.code == 1);
  CHECK(*runs == 0);
  INFO(corrupt.err);
  CHECK(corrupt.err.find("line 3: not valid JSON") != std::string::npos);
  CHECK(corrupt.err.find("line 6: $.family: missing") != std::string::npos);
  std::filesystem::remove_all(dir);
}
