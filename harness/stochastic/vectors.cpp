// The stochastic-oracle debate's vectors (Lean google-deepmind/debate; `debref debate --exact`).
#include "harness/core/vectors.hpp"

namespace debref::vectors {

namespace {

using nlohmann::json;

json oracle(int t, std::vector<std::pair<std::string, std::string>> probs) {
  json p = json::object();
  for (auto& [prefix, value] : probs) p[prefix] = value;
  return {{"t", t}, {"probs", p}};
}

json params(const char* c, const char* s, const char* b, const char* q, const char* v) {
  return {{"c", c}, {"s", s}, {"b", b}, {"q", q}, {"v", v}};
}

struct Debate {
  std::string comment;
  std::vector<std::string> flags;
  json oracle, params;
  std::vector<std::string> overrides;  // extra flags of `debref debate` (protocol mutations)
};

}  // namespace

VectorFile stochastic(const CommandLine& cli) {
  const json small = params("1/10", "1/5", "3/10", "1/4", "1/8");
  const std::vector<Debate> debates = {
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
  std::vector<Case> cases;
  for (const Debate& d : debates) {
    Case c{d.comment,
           d.flags,
           {{"oracle", d.oracle}, {"params", d.params}},
           {"debate", "--exact", "--json"},
           {{"--oracle", d.oracle}, {"--params", d.params}}};
    if (!d.overrides.empty()) c.input["protocol_overrides"] = d.overrides;
    for (const auto& o : d.overrides) c.args.push_back(o);
    cases.push_back(c);
  }
  return family_file(
      cli, "stochastic", "debref debate --exact --json --oracle ORACLE --params PARAMS", cases,
      [](const json& out) {
        return pick(out, {"final_prob", "honest_value", "completeness_value", "soundness_value",
                          "soundness_attained", "samples", "cost"});
      });
}

}  // namespace debref::vectors
