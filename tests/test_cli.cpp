// The command line in-process: help, debate output, and bad input (exit 2, the field named,
// nothing on stdout).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "harness/cli/cli.hpp"

namespace {

struct Run {
  int code;
  std::string out, err;
};

Run run(std::vector<std::string> args) {
  args.insert(args.begin(), "debref");
  std::vector<const char*> argv;
  for (auto& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  int code = debref::run_cli(static_cast<int>(argv.size()), argv.data(), out, err);
  return {code, out.str(), err.str()};
}

std::string data(const std::string& name) {
  return (std::filesystem::path(std::getenv("DEBREF_SOURCE_DIR")) / "tests" / "data" / name)
      .string();
}

std::string temp_json(const std::string& name, const std::string& text) {
  auto path = std::filesystem::temp_directory_path() / ("debref_test_" + name + ".json");
  std::ofstream(path) << text;
  return path.string();
}

void bad(const std::vector<std::string>& args, const std::string& field) {
  Run r = run(args);
  INFO("args: " << args.back() << " err: " << r.err);
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find(field) != std::string::npos);
}

}  // namespace

TEST_CASE("help, version and usage errors") {
  CHECK(run({"--help"}).code == 0);
  CHECK(run({"--help"}).out.find("debate") != std::string::npos);
  CHECK(run({"--version"}).code == 0);
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

TEST_CASE("debate prints the values of DESIGN.md") {
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
  bad(with_oracle("bigt", R"({"t": 40, "probs": {}})"), "t: 40");
  bad({"debate", "--oracle", temp_json("t20", R"({"t": 20, "probs": {"": "1/2"}})"), "--params",
       params, "--max-t", "20"},
      "probs[\"0\"]: missing prefix");  // refused before allocating 2^21 entries
  bad({"debate", "--oracle", oracle, "--params", params, "--max-t", "21"}, "--max-t");
  bad(with_oracle("malformed", R"({"t": 1, "probs": )"), "not valid JSON");
  bad(with_oracle("key", R"({"t": 0, "probs": {"": "1"}, "extra": 1})"), "oracle.extra");
  bad({"debate", "--oracle", "/nonexistent.json", "--params", params}, "--oracle");
  bad({"debate", "--oracle", oracle, "--params",
       temp_json("cs", R"({"c": "1/5", "s": "1/10", "b": "3/10", "q": "1/4", "v": "1/8"})")},
      "cs");
  bad({"debate", "--oracle", oracle, "--params",
       temp_json("missing_v", R"({"c": "1/5", "s": "1/4", "b": "3/10", "q": "1/4"})")},
      "params.v");
  bad({"debate", "--oracle", oracle, "--params", "defaults"}, "--k");
  bad({"debate", "--oracle", oracle, "--params", "defaults", "--k", "-1"}, "params.k");
  bad({"debate", "--oracle", oracle, "--params", "defaults", "--k", "1", "--max-samples", "1000"},
      "--max-samples");
  bad({"debate", "--oracle", oracle, "--params", params, "--max-t", "0"}, "t: 1");
}
