// Source: seed 004 Def. 7, docs/FEATURE.md "CLI". `debref feature`: the values f̂_N^{↑↓}, f̂_N^{↓↑}
// (seed 004 Sec. 3.2), the optimal-answer interval (Lemma 8 (i)), the error (Lemma 8 (ii), Def. 4)
// and an optimal argument sequence of F_π(f, N) (Def. 7) for one world or every world in supp π.
#include "harness/feature/command.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <sstream>
#include <utility>

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

// --answers "a1,a2": two exact rationals in [0, 1] (Def. 7: answers are in [0, 1]).
std::pair<Rational, Rational> answers_option(const std::string& option) {
  std::vector<Rational> a;
  std::stringstream in(option);
  for (std::string part; std::getline(in, part, ',');) {
    Rational x;
    try {
      x = parse_rational(part);
    } catch (const ParseError&) {
      throw InputError("--answers: \"" + part + "\" is not an exact rational");
    }
    if (x < 0 || x > 1)
      throw InputError("--answers: " + to_string(x) + " outside the allowed range [0, 1]");
    a.push_back(x);
  }
  if (a.size() != 2 || option.back() == ',')
    throw InputError("--answers: expected two answers a1,a2 in [0, 1] (got \"" + option + "\")");
  return {a[0], a[1]};
}

json compute(const FeatureOptions& options) {
  if (options.rounds < 0 || options.rounds > kMaxRounds)
    throw InputError("--rounds: " + std::to_string(options.rounds) +
                     " outside the allowed range 0.." + std::to_string(kMaxRounds));
  Environment env =
      parse_feature_environment(read_json_file(options.env, "--env", "feature_environment.json"));
  Question f = parse_feature_question(
      read_json_file(options.question, "--question", "feature_question.json"), env);
  if (!options.answers.empty() && options.world.empty())
    throw InputError("--answers: only with --world (got --answers " + options.answers + ")");
  std::optional<std::pair<Rational, Rational>> answers;
  if (!options.answers.empty()) answers = answers_option(options.answers);
  FeatureDebate d(env, f, options.rounds);
  std::vector<std::size_t> worlds = feature::support(env);
  if (!options.world.empty()) worlds = {world_option(options.world, env)};
  json rows = json::array();
  for (std::size_t w : worlds) rows.push_back(world_json(d, w));
  json result;
  result["rounds"] = options.rounds;
  if (!options.world.empty()) {
    result.update(rows[0]);
    if (answers) {
      // Def. 7 with Def. 2 step 3: debater 1's value of the argumentation game G_{q w a1 a2}
      // when debater 1 (resp. 2) argues first; Cor. 11: -|a1 - a2| resp. |a1 - a2| for
      // answers in [f_up_down, f_down_up], the second mover winning |a1 - a2|.
      const auto& [a1, a2] = *answers;
      result["answers"] = {to_string(a1), to_string(a2)};
      result["u1_first_1"] = to_string(d.argumentation_value(worlds[0], a1, a2, 1));
      result["u1_first_2"] = to_string(d.argumentation_value(worlds[0], a1, a2, 2));
      result["answer_payoff"] = to_string(d.answer_payoff(worlds[0], a1, a2));
    }
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
          if (result.contains("answers"))
            text << "  answers " << result["answers"][0].get<std::string>() << ", "
                 << result["answers"][1].get<std::string>() << "   u1 (debater 1 first) "
                 << result["u1_first_1"].get<std::string>() << ", u1 (debater 2 first) "
                 << result["u1_first_2"].get<std::string>() << ", expected "
                 << result["answer_payoff"].get<std::string>() << "\n";
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
  fe->add_option("--answers", feature->answers,
                 "with --world: answers a1,a2 (rationals in [0, 1]); also debater 1's value of "
                 "the argumentation game for each first mover (Def. 7, Cor. 11), e.g. "
                 "--world 1,1 --answers 0,1");
  fe->add_flag("--json", feature->json, "machine-readable result on stdout");

  commands.push_back({fe,
                      [feature](std::ostream& out, std::ostream& err) {
                        return feature_command(*feature, out, err);
                      },
                      {{"--env", "FILE", ""},
                       {"--question", "FILE", ""},
                       {"--rounds", "N", ""},
                       {"--world", "I,J,...", "every world in the support of the prior"},
                       {"--answers", "A1,A2", "none"}},
                      "  debref feature --env tests/data/feature_env_xor2.json "
                      "--question tests/data/feature_question_xor2.json --rounds 2\n"
                      "  debref feature --env tests/data/feature_env_xor2.json "
                      "--question tests/data/feature_question_xor2.json --rounds 1 --world 1,1 "
                      "--answers 0,1\n"});
  return commands;
}

}  // namespace debref::feature
