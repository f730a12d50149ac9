// The feature debate's vectors (seed 004; `debref feature`).
#include "harness/core/vectors.hpp"

namespace debref::vectors {

namespace {

using nlohmann::json;

json booleans(int k) {
  json f = json::array();
  for (int i = 0; i < k; ++i) f.push_back({{"values", 2}});
  return json{{"features", f}, {"prior", "uniform"}};
}

/// `world`: value indices, feature 1 first; the input shows the JSON array (docs/FORMATS.md
/// "Conventions"), the command line the --world flag's "1,0".
Case feature_case(std::string comment, std::vector<std::string> flags, const json& env,
                  const json& question, int rounds, const std::vector<int>& world) {
  std::string flag;
  for (int v : world) flag += (flag.empty() ? "" : ",") + std::to_string(v);
  return {std::move(comment),
          std::move(flags),
          {{"env", env}, {"question", question}, {"rounds", rounds}, {"world", world}},
          {"feature", "--json", "--rounds", std::to_string(rounds), "--world", flag},
          {{"--env", env}, {"--question", question}}};
}

}  // namespace

VectorFile feature(const CommandLine& cli) {
  const std::vector<Case> cases = {
      feature_case("xor of 2 uniform features, N = 1 (Prop. 10 in expectation: answer 1/2)",
                   {"Valid"}, booleans(2), {{"kind", "xor"}}, 1, {1, 0}),
      feature_case("xor of 2, N = 2: truth-promoting (Prop. 9)", {"Valid"}, booleans(2),
                   {{"kind", "xor"}}, 2, {1, 0}),
      feature_case(
          "and of 2, N = 1, world (1, 1): error 1/2 (the explore counterexample of Prop. 9)",
          {"Counterexample"}, booleans(2), {{"kind", "and"}}, 1, {1, 1}),
      feature_case("majority of 3, N = 1", {"Valid"}, booleans(3), {{"kind", "majority"}}, 1,
                   {1, 1, 0}),
      feature_case("rounds above the limit", {"Invalid"}, booleans(2), {{"kind", "xor"}}, 99,
                   {1, 0}),
  };
  return family_file(cli, "feature",
                     "debref feature --json --env ENV --question QUESTION --rounds N --world W",
                     cases, [](const json& out) {
                       return pick(out, {"truth", "f_up_down", "f_down_up", "error"});
                     });
}

}  // namespace debref::vectors
