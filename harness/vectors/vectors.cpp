#include "harness/vectors/vectors.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "harness/cli/cli.hpp"

namespace debref::vectors {

namespace {

using nlohmann::json;

struct Run {
  int code;
  std::string out, err;
};

/// Runs debref in-process with JSON inputs written to temporary files (flag -> JSON).
Run run(std::vector<std::string> args, const std::vector<std::pair<std::string, json>>& files) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("debref-vectors-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  int i = 0;
  for (const auto& [flag, content] : files) {
    auto path = dir / ("input" + std::to_string(i++) + ".json");
    std::ofstream(path) << content.dump();
    args.push_back(flag);
    args.push_back(path.string());
  }
  args.insert(args.begin(), "debref");
  std::vector<const char*> argv;
  for (auto& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  int code = run_cli(static_cast<int>(argv.size()), argv.data(), out, err);
  std::filesystem::remove_all(dir);
  return {code, out.str(), err.str()};
}

json oracle(int t, std::vector<std::pair<std::string, std::string>> probs) {
  json p = json::object();
  for (auto& [prefix, value] : probs) p[prefix] = value;
  return {{"t", t}, {"probs", p}};
}

json params(const char* c, const char* s, const char* b, const char* q, const char* v) {
  return {{"c", c}, {"s", s}, {"b", b}, {"q", q}, {"v", v}};
}

/// The field an error message names: the text between "debref <command>: " and the next ':';
/// for a schema error ("--oracle: $.probs[\"\"]: ...") the JSON path without its "$.".
std::string named_field(const std::string& err) {
  auto start = err.find(": ");
  if (start == std::string::npos) return "";
  start += 2;
  std::string field = err.substr(start, err.find(':', start) - start);
  const auto path = start + field.size() + 2;
  if (field.rfind("--", 0) == 0 && path < err.size() && err[path] == '$') {
    const auto end = err.find(": ", path);
    field = err.substr(path, end == std::string::npos ? std::string::npos : end - path);
    field = field.rfind("$.", 0) == 0 ? field.substr(2) : field.substr(1);
  }
  return field;
}

struct Case {
  std::string comment;
  std::vector<std::string> flags;
  json oracle, params;
  std::vector<std::string> extra;  // extra command-line flags (protocol overrides)
};

VectorFile stochastic() {
  const json small = params("1/10", "1/5", "3/10", "1/4", "1/8");
  const std::vector<Case> cases = {
      {"t = 0, fair coin", {"Valid"}, oracle(0, {{"", "1/2"}}), small, {}},
      {"t = 0, always 1 (point mass)", {"Valid", "EdgeCase"}, oracle(0, {{"", "1"}}), small, {}},
      {"t = 0, always 0 (point mass)", {"Valid", "EdgeCase"}, oracle(0, {{"", "0"}}), small, {}},
      {"t = 0, biased 1/4", {"Valid"}, oracle(0, {{"", "1/4"}}), small, {}},
      {"t = 1, (1/2, 1/4, 3/4)",
       {"Valid"},
       oracle(1, {{"", "1/2"}, {"0", "1/4"}, {"1", "3/4"}}),
       small,
       {}},
      {"t = 1, the last bit copies the first",
       {"Valid"},
       oracle(1, {{"", "1/2"}, {"0", "0"}, {"1", "1"}}),
       small,
       {}},
      {"t = 1, exact decimals as input",
       {"Valid", "EdgeCase"},
       oracle(1, {{"", "0.5"}, {"0", "0.25"}, {"1", "0.75"}}),
       small,
       {}},
      {"counterexample of `debref explore --drop sound`: d = 153/200 from `complete` alone, "
       "but 1 - soundness_value = 3/5",
       {"Counterexample"},
       oracle(0, {{"", "0"}}),
       params("1/10", "1/5", "3/5", "1/20", "1/10"),
       {}},
      {"counterexample of `debref explore --drop vera_threshold` (Vera accepts within b)",
       {"Counterexample", "MutatedProtocol"},
       oracle(0, {{"", "0"}}),
       params("1/10", "1/5", "3/10", "1/10", "1/10"),
       {"--vera-radius", "3/10"}},
      {"probability above 1", {"Invalid"}, oracle(0, {{"", "5/4"}}), small, {}},
      {"missing prefix", {"Invalid"}, oracle(1, {{"", "1/2"}, {"0", "1/4"}}), small, {}},
      {"not a rational", {"Invalid"}, oracle(0, {{"", "abc"}}), small, {}},
      {"Params.cs fails (c >= s): the protocol is undefined",
       {"Invalid"},
       oracle(0, {{"", "1/2"}}),
       params("1/5", "1/10", "3/10", "1/4", "1/8"),
       {}},
  };
  json list = json::array();
  int id = 0;
  for (const Case& c : cases) {
    std::vector<std::string> args{"debate", "--exact", "--json"};
    for (const auto& e : c.extra) args.push_back(e);
    Run r = run(args, {{"--oracle", c.oracle}, {"--params", c.params}});
    json v{{"id", ++id},
           {"comment", c.comment},
           {"flags", c.flags},
           {"input", {{"oracle", c.oracle}, {"params", c.params}}}};
    if (!c.extra.empty()) v["input"]["protocol_overrides"] = c.extra;
    if (r.code == 0) {
      json out = json::parse(r.out);
      json expected = json::object();
      for (const char* key : {"final_prob", "honest_value", "completeness_value", "soundness_value",
                              "soundness_attained", "samples", "cost"})
        expected[key] = out[key];
      v["expected"] = expected;
    } else {
      v["expected_error"] = {{"exit_code", r.code}, {"field", named_field(r.err)}};
    }
    list.push_back(v);
  }
  return {"stochastic.json",
          {{"family", "stochastic"},
           {"schema_version", 1},
           {"command", "debref debate --exact --json --oracle ORACLE --params PARAMS"},
           {"vectors", list}}};
}

VectorFile feature() {
  auto booleans = [](int k) {
    json f = json::array();
    for (int i = 0; i < k; ++i) f.push_back({{"values", 2}});
    return json{{"features", f}, {"prior", "uniform"}};
  };
  struct FeatureCase {
    std::string comment;
    std::vector<std::string> flags;
    json env, question;
    int rounds;
    std::string world;
  };
  const std::vector<FeatureCase> cases = {
      {"xor of 2 uniform features, N = 1 (Prop. 10 in expectation: answer 1/2)",
       {"Valid"},
       booleans(2),
       {{"kind", "xor"}},
       1,
       "1,0"},
      {"xor of 2, N = 2: truth-promoting (Prop. 9)",
       {"Valid"},
       booleans(2),
       {{"kind", "xor"}},
       2,
       "1,0"},
      {"and of 2, N = 1, world (1, 1): error 1/2 (the explore counterexample of Prop. 9)",
       {"Counterexample"},
       booleans(2),
       {{"kind", "and"}},
       1,
       "1,1"},
      {"majority of 3, N = 1", {"Valid"}, booleans(3), {{"kind", "majority"}}, 1, "1,1,0"},
      {"rounds above the limit", {"Invalid"}, booleans(2), {{"kind", "xor"}}, 99, "1,0"},
  };
  json list = json::array();
  int id = 0;
  for (const FeatureCase& c : cases) {
    Run r = run({"feature", "--json", "--rounds", std::to_string(c.rounds), "--world", c.world},
                {{"--env", c.env}, {"--question", c.question}});
    json v{{"id", ++id},
           {"comment", c.comment},
           {"flags", c.flags},
           {"input",
            {{"env", c.env}, {"question", c.question}, {"rounds", c.rounds}, {"world", c.world}}}};
    if (r.code == 0) {
      json out = json::parse(r.out);
      v["expected"] = {{"truth", out["truth"]},
                       {"f_up_down", out["f_up_down"]},
                       {"f_down_up", out["f_down_up"]},
                       {"error", out["error"]}};
    } else {
      v["expected_error"] = {{"exit_code", r.code}, {"field", named_field(r.err)}};
    }
    list.push_back(v);
  }
  return {"feature.json",
          {{"family", "feature"},
           {"schema_version", 1},
           {"command", "debref feature --json --env ENV --question QUESTION --rounds N --world W"},
           {"vectors", list}}};
}

}  // namespace

std::vector<VectorFile> all_vectors() {
  return {stochastic(), feature()};
}

}  // namespace debref::vectors
