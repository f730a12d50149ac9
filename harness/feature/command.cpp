// Source: seed 004 Def. 7, docs/FEATURE.md "CLI". `debref feature`: the values f̂_N^{↑↓}, f̂_N^{↓↑}
// (seed 004 Sec. 3.2), the optimal-answer interval (Lemma 8 (i)), the error (Lemma 8 (ii), Def. 4)
// and an optimal argument sequence of F_π(f, N) (Def. 7) for one world or every world in supp π.
#include "harness/feature/command.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <sstream>

#include "harness/core/command.hpp"
#include "harness/feature/json.hpp"
#include "harness/io/input.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/questions.hpp"

namespace debref {

namespace {

using feature::Environment;
using feature::FeatureDebate;
using feature::Question;
using nlohmann::json;

constexpr int kMaxRounds = 16;

// --world "1,0,1": the index of that world, which must lie in supp π.
std::size_t world_option(const std::string& option, const Environment& env) {
  json w = json::array();
  std::stringstream in(option);
  for (std::string part; std::getline(in, part, ',');) {
    try {
      std::size_t used = 0;
      const int v = std::stoi(part, &used);
      if (used != part.size()) throw std::invalid_argument(part);
      w.push_back(v);
    } catch (const std::exception&) {
      throw InputError("--world: \"" + part + "\" is not an integer value index");
    }
  }
  const std::size_t index = env.index(world_field(w, env, "--world"));
  if (env.prior[index] == 0) throw InputError("--world: not in the support of the prior");
  return index;
}

json compute(const FeatureOptions& options) {
  if (options.rounds < 0 || options.rounds > kMaxRounds)
    throw InputError("--rounds: " + std::to_string(options.rounds) +
                     " outside the allowed range 0.." + std::to_string(kMaxRounds));
  Environment env =
      parse_feature_environment(read_json_file(options.env, "--env", "feature_environment.json"));
  Question f = parse_feature_question(
      read_json_file(options.question, "--question", "feature_question.json"), env);
  FeatureDebate d(env, f, options.rounds);
  std::vector<std::size_t> worlds = feature::support(env);
  if (!options.world.empty()) worlds = {world_option(options.world, env)};
  json rows = json::array();
  for (std::size_t w : worlds) rows.push_back(world_json(d, w));
  json result;
  result["rounds"] = options.rounds;
  if (!options.world.empty()) {
    result.update(rows[0]);
  } else {
    result["worlds"] = rows;
    result["error"] = to_string(feature::worst_error(d));
    result["expected_error"] = to_string(feature::expected_error(d));
  }
  return result;
}

void print_world(const json& row, std::ostream& text) {
  std::string world;
  for (const auto& v : row["world"]) world += (world.empty() ? "" : ",") + v.dump();
  text << "world (" << world << ")  truth " << row["truth"].get<std::string>() << "\n";
  // Seed 004's names of the features, W1.. (the JSON has 0-based indices, -1 for a pass).
  auto name = [](const json& a) {
    return a.get<int>() < 0 ? std::string("pass") : "W" + std::to_string(a.get<int>() + 1);
  };
  text << "  f_up_down  " << row["f_up_down"].get<std::string>() << "   arguments";
  for (const auto& a : row["arguments_up_down"]) text << " " << name(a);
  text << "\n  f_down_up  " << row["f_down_up"].get<std::string>() << "   arguments";
  for (const auto& a : row["arguments_down_up"]) text << " " << name(a);
  text << "\n  optimal answers [" << row["f_up_down"].get<std::string>() << ", "
       << row["f_down_up"].get<std::string>() << "]  error " << row["error"].get<std::string>()
       << "\n";
}

}  // namespace

int feature_command(const FeatureOptions& options, std::ostream& out, std::ostream& err) {
  return run_command(
      "feature", options.json, out, err, [&] { return compute(options); },
      [&](const json& result, std::ostream& text) {
        if (!options.world.empty()) {
          print_world(result, text);
        } else {
          for (const auto& row : result["worlds"]) print_world(row, text);
          text << "worst-case error " << result["error"].get<std::string>() << ", expected error "
               << result["expected_error"].get<std::string>() << "\n";
        }
        return 0;
      });
}

}  // namespace debref

namespace debref::feature {

std::vector<Subcommand> add_commands(CLI::App& app) {
  std::vector<Subcommand> commands;
  auto feature = std::make_shared<FeatureOptions>();
  auto* fe = app.add_subcommand(
      "feature",
      "feature debate F_pi(f, N) (seed 004 Def. 7) on a finite world: f_up_down, f_down_up, "
      "optimal-answer interval, error, optimal arguments");
  fe->add_option("--env", feature->env, "environment JSON file (docs/FEATURE.md)")->required();
  fe->add_option("--question", feature->question, "question JSON file (docs/FEATURE.md)")
      ->required();
  fe->add_option("--rounds", feature->rounds, "rounds N (integer 0..16)")->required();
  fe->add_option("--world", feature->world, "one world as value indices, e.g. 1,0,1");
  fe->add_flag("--json", feature->json, "machine-readable result on stdout");

  commands.push_back({fe, [feature](std::ostream& out, std::ostream& err) {
                        return feature_command(*feature, out, err);
                      }});
  return commands;
}

}  // namespace debref::feature
