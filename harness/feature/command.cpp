// Source: seed 004 Def. 7, docs/FEATURE.md "CLI". `debref feature`: the values f̂_N^{↑↓}, f̂_N^{↓↑}
// (seed 004 Sec. 3.2), the optimal-answer interval (Lemma 8 (i)), the error (Lemma 8 (ii), Def. 4)
// and an optimal argument sequence of F_π(f, N) (Def. 7) for one world or every world in supp π.
#include "harness/feature/command.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <memory>
#include <optional>
#include <sstream>
#include <utility>

#include "harness/core/command.hpp"
#include "harness/feature/evaluate.hpp"
#include "harness/feature/json.hpp"
#include "harness/io/input.hpp"
#include "reference/feature/debate.hpp"
#include "reference/feature/evidence.hpp"
#include "reference/feature/questions.hpp"

namespace debref {

// --reveal "0,2": distinct feature indices 0..K-1 (0-based, as the JSON's arguments).
std::vector<int> reveal_indices(const std::string& option, int k) {
  const std::string range = " (distinct feature indices 0.." + std::to_string(k - 1) + ")";
  std::vector<int> out;
  std::stringstream in(option);
  for (std::string part; std::getline(in, part, ',');) {
    int i = -1;
    try {
      std::size_t used = 0;
      i = std::stoi(part, &used);
      if (used != part.size()) i = -1;
    } catch (const std::exception&) {
      i = -1;
    }
    if (i < 0 || i >= k || std::find(out.begin(), out.end(), i) != out.end())
      throw InputError("--reveal: \"" + part + "\" is not allowed" + range);
    out.push_back(i);
  }
  if (out.empty() || option.back() == ',')
    throw InputError("--reveal: expected a list such as 0,2" + range + " (got \"" + option + "\")");
  return out;
}

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

std::vector<int> reveal_option(const std::string& option, const Environment& env) {
  return reveal_indices(option, static_cast<int>(env.features.size()));
}

// --reveal: the judge's belief (Def. 7) in the state where the listed features are revealed
// whole, beside E_π[f | ∩_i e_i(w)] for Def. 6's experiments e_i(w) = {w̃ | w̃_i = w_i}, or, with
// --experiment threshold, the mutant {w̃ | w̃_i <= w_i} (feature.twin.def6_threshold_experiment).
json reveal_json(const FeatureDebate& d, std::size_t w, const std::vector<int>& shown,
                 const std::string& experiment) {
  std::size_t state = 0;
  for (; state < d.state_count(); ++state) {
    bool match = true;
    for (std::size_t i = 0; i < d.levels(state).size(); ++i) {
      const bool in = std::find(shown.begin(), shown.end(), static_cast<int>(i)) != shown.end();
      match = match && d.levels(state)[i] == (in ? d.environment().features[i].levels() : 0);
    }
    if (match) break;
  }
  const Rational mean =
      experiment == "threshold"
          ? feature::threshold_experiment_mean(d.environment(), d.question(), w, shown)
          : feature::experiment_mean(d.environment(), d.question(), w, shown);
  return {{"features", shown},
          {"belief", to_string(d.belief(w, state))},
          {"experiment", experiment},
          {"experiment_mean", to_string(mean)}};
}

// exp(Ev_N), exp(R_N) of both piles, in odds form (reference/feature/evidence.hpp).
json piles_json(const feature::RemainingEvidence& r) {
  return {{"exp_Ev_up", to_string(r.ev_up)},
          {"exp_Ev_down", to_string(r.ev_down)},
          {"exp_R_up", to_string(r.r_up)},
          {"exp_R_down", to_string(r.r_down)}};
}

// --remaining-evidence: Sec. 5.1's evidence read back from (π, f) (the features must be
// independent given X, every conditional positive) and eq. (3)-(4) at n = --rounds, over the K
// features alone (n <= K) and in the paper's world with constant features.
json remaining_json(const FeatureDebate& d, std::size_t w) {
  const std::optional<feature::IndependentEvidence> p =
      feature::independent_given_x(d.environment(), d.question());
  if (!p)
    throw InputError(
        "--remaining-evidence: needs atomic features independent given X with 0 < P(X = 1) < 1 "
        "(seed 004 Sec. 5.1; P(X = 1 | w) = f(w))");
  std::vector<Rational> ratios;
  try {
    ratios = feature::likelihood_ratios(*p, w);
  } catch (const std::invalid_argument&) {
    throw InputError(
        "--remaining-evidence: needs bounded evidence (every P(W_j = v | X) positive, seed 004 "
        "Sec. 5.1)");
  }
  int up = 0, down = 0, irrelevant = 0;
  json lr = json::array();
  for (const Rational& x : ratios) {
    (x > 1 ? up : x < 1 ? down : irrelevant) += 1;
    lr.push_back(to_string(x));
  }
  json out{{"likelihood_ratios", lr}, {"N_up", up}, {"N_down", down}, {"N_ir", irrelevant}};
  if (d.rounds() <= static_cast<int>(ratios.size()))
    out["without_constant_features"] =
        piles_json(feature::remaining_evidence(ratios, d.rounds(), false));
  out["with_constant_features"] = piles_json(feature::remaining_evidence(ratios, d.rounds(), true));
  return out;
}

void check_world_options(const FeatureOptions& options) {
  auto only_with_world = [&](const std::string& flag, const std::string& value) {
    if (options.world.empty())
      throw InputError(flag + ": only with --world (got " + flag + value + ")");
  };
  if (!options.answers.empty()) only_with_world("--answers", " " + options.answers);
  if (!options.reveal.empty()) only_with_world("--reveal", " " + options.reveal);
  if (options.remaining_evidence) only_with_world("--remaining-evidence", "");
  if (options.experiment != "equal" && options.experiment != "threshold")
    throw InputError("--experiment: \"" + options.experiment +
                     "\" is not one of equal (Def. 6), threshold (a mutant)");
  if (options.experiment != "equal" && options.reveal.empty())
    throw InputError("--experiment: only with --reveal");
  if (!options.def2.empty()) only_with_world("--def2", " " + options.def2);
  if (!options.def2.empty() && options.def2 != "feature-debate" && options.def2 != "yes-no")
    throw InputError("--def2: \"" + options.def2 +
                     "\" is not one of feature-debate (Def. 7 as a Def. 2 game), yes-no");
  if (options.def2 == "feature-debate" && options.answers.empty())
    throw InputError("--def2: feature-debate needs --answers A1,A2");
  if (options.protocol != "distinct" && options.protocol != "repeat")
    throw InputError("--protocol: \"" + options.protocol +
                     "\" is not one of distinct (Def. 2's yes/no debate), repeat (a mutant)");
  if (options.protocol != "distinct" && options.def2 != "yes-no")
    throw InputError("--protocol: only with --def2 yes-no");
}

// --def2 yes-no: f must answer yes or no, and the protocol must never run out of signals.
json yes_no_option(const FeatureOptions& options, const FeatureDebate& d, std::size_t w) {
  for (const Rational& v : d.question())
    if (v != 0 && v != 1)
      throw InputError("--def2: yes-no needs a question with values 0 and 1 only");
  const auto signals = feature::yes_no_signals(d.environment(), d.question()).size();
  const bool repeat = options.protocol == "repeat";
  if (d.rounds() > 0 && (repeat ? signals == 0 : 2 * std::size_t(d.rounds()) > signals))
    throw InputError(
        "--rounds: " + std::to_string(d.rounds()) +
        " outside the allowed range for --def2 yes-no: 2N <= " + std::to_string(signals) +
        " signals (features the question does not depend on; one with --protocol "
        "repeat)");
  return feature::def2_yes_no_json(
      d.environment(), d.question(), d.rounds(), w,
      repeat ? feature::SignalProtocol::repeat : feature::SignalProtocol::distinct);
}

json compute(const FeatureOptions& options) {
  const json env_json = read_json_file(options.env, "--env");
  if (env_json.is_object() && env_json.contains("continuous")) {
    validate_input(env_json, "--env", "feature_continuous.json");
    return continuous_compute(options, env_json);
  }
  validate_input(env_json, "--env", "feature_environment.json");
  if (options.rounds < 0 || options.rounds > kMaxRounds)
    throw InputError("--rounds: " + std::to_string(options.rounds) +
                     " outside the allowed range 0.." + std::to_string(kMaxRounds));
  Environment env = parse_feature_environment(env_json);
  Question f = parse_feature_question(
      read_json_file(options.question, "--question", "feature_question.json"), env);
  check_world_options(options);
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
    if (!options.reveal.empty())
      result["reveal"] =
          reveal_json(d, worlds[0], reveal_option(options.reveal, env), options.experiment);
    if (options.remaining_evidence) result["remaining_evidence"] = remaining_json(d, worlds[0]);
    if (options.def2 == "feature-debate")
      result["def2"] = feature::def2_feature_json(d, worlds[0], answers->first, answers->second);
    if (options.def2 == "yes-no") result["def2"] = yes_no_option(options, d, worlds[0]);
  } else {
    result["worlds"] = rows;
    result["error"] = to_string(feature::worst_error(d));
    result["expected_error"] = to_string(feature::expected_error(d));
  }
  return result;
}

void print_world(const json& row, std::ostream& text) {
  std::string world;
  for (const auto& v : row["world"])
    world += (world.empty() ? "" : ",") + (v.is_string() ? v.get<std::string>() : v.dump());
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

// The text of --reveal and --remaining-evidence.
void print_extras(const json& result, std::ostream& text) {
  if (result.contains("lipschitz"))  // π uniform on [0, 1]^ℕ
    text << "  least rho-Lipschitz constant L " << result["lipschitz"].get<std::string>()
         << ", Prop. 13 bound " << result["bound"].get<std::string>() << "\n";
  if (result.contains("reveal")) {
    const json& r = result["reveal"];
    text << "  revealed";
    for (const auto& i : r["features"]) text << " W" << (i.get<int>() + 1);
    text << ": judge's belief " << r["belief"].get<std::string>() << ", E_pi[f | experiments ("
         << r["experiment"].get<std::string>() << ")] " << r["experiment_mean"].get<std::string>()
         << "\n";
  }
  if (result.contains("def2")) {
    const json& g = result["def2"];
    if (g["game"] == "feature-debate")
      text << "  Def. 2 game: v*(a1, a2) " << g["a1_a2"]["random"].get<std::string>()
           << ", v*(a2, a1) " << g["a2_a1"]["random"].get<std::string>() << " (random first mover; "
           << "debater 1 first: " << g["a1_a2"]["first_1"].get<std::string>() << ", "
           << g["a2_a1"]["first_1"].get<std::string>() << ")\n";
    else
      text << "  yes/no debate (" << g["protocol"].get<std::string>() << "): v*(no, yes) "
           << g["matrix"][0][1].get<std::string>() << ", truthful margin "
           << g["margin"].get<std::string>() << ", error " << g["error"].get<std::string>()
           << (g["truth_promoting"].get<bool>() ? " (truth-promoting)" : "") << "\n";
  }
  if (!result.contains("remaining_evidence")) return;
  const json& e = result["remaining_evidence"];
  text << "  Sec. 5.1, N = " << result["rounds"] << ": |N_up| " << e["N_up"] << ", |N_down| "
       << e["N_down"] << ", |N_ir| " << e["N_ir"] << "\n";
  for (const char* key : {"without_constant_features", "with_constant_features"})
    if (e.contains(key))
      text << "    " << key << ": exp(R_up) " << e[key]["exp_R_up"].get<std::string>()
           << ", exp(R_down) " << e[key]["exp_R_down"].get<std::string>() << "\n";
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
          print_extras(result, text);
        } else if (result.contains("cells")) {  // π uniform on [0, 1]^ℕ
          std::string world;
          for (const auto& v : result["worst_world"])
            world += (world.empty() ? "" : ",") + v.get<std::string>();
          text << "sup over [0, 1]^K of the error " << result["error"].get<std::string>()
               << " (at (" << world << "), " << result["cells"] << " dyadic cells)\n"
               << "least rho-Lipschitz constant L " << result["lipschitz"].get<std::string>()
               << ", Prop. 13 bound L/2^floor(sqrt N) " << result["bound"].get<std::string>()
               << "\n";
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
      "feature debate F_pi(f, N) (seed 004 Def. 7) on a finite world or pi uniform on [0, 1]^N: "
      "f_up_down, f_down_up, optimal-answer interval, error, optimal arguments");
  fe->add_option("--env", feature->env,
                 "environment JSON file (docs/FEATURE.md); {\"continuous\": K}: pi uniform on "
                 "[0, 1]^N, f of the first K features (a \"multilinear\" question)")
      ->required();
  fe->add_option("--question", feature->question, "question JSON file (docs/FEATURE.md)")
      ->required();
  fe->add_option("--rounds", feature->rounds,
                 "rounds N (integer 0..16; 0..6/K with a continuous environment)")
      ->required();
  fe->add_option("--world", feature->world,
                 "one world as value indices, e.g. 1,0,1; with a continuous environment a point "
                 "of [0, 1]^K as exact rationals, e.g. 1/3,0.5");
  fe->add_option("--answers", feature->answers,
                 "with --world: answers a1,a2 (rationals in [0, 1]); also debater 1's value of "
                 "the argumentation game for each first mover (Def. 7, Cor. 11), e.g. "
                 "--world 1,1 --answers 0,1");
  fe->add_option("--reveal", feature->reveal,
                 "with --world: feature indices (0-based, distinct); also the judge's belief "
                 "once they are revealed and E_pi[f | their experiments] (Def. 6, 7), e.g. "
                 "--world 1,0 --reveal 0");
  fe->add_option("--experiment", feature->experiment,
                 "with --reveal: Def. 6's experiment equal ({w~ | w~_i = w_i}, default) or "
                 "threshold ({w~ | w~_i <= w_i}, a mutant), e.g. --reveal 0 --experiment "
                 "threshold");
  fe->add_flag("--remaining-evidence", feature->remaining_evidence,
               "with --world: Sec. 5.1's exp(Ev_N) and exp(R_N) of both piles (eq. (3), (4)) at "
               "N = --rounds, the features independent given X, e.g. --world 1,0 "
               "--remaining-evidence");
  fe->add_option("--def2", feature->def2,
                 "with --world: Def. 2's debate game solved generically: feature-debate (Def. 7, "
                 "needs --answers; values of (a1, a2) and (a2, a1) per first mover) or yes-no "
                 "(a 0/1 question, the signal named last decides), e.g. --world 1,1 --def2 yes-no");
  fe->add_option("--protocol", feature->protocol,
                 "with --def2 yes-no: distinct (each signal named once, default) or repeat (a "
                 "mutant), e.g. --def2 yes-no --protocol repeat");
  fe->add_flag("--json", feature->json, "machine-readable result on stdout");

  commands.push_back({fe,
                      [feature](std::ostream& out, std::ostream& err) {
                        return feature_command(*feature, out, err);
                      },
                      {{"--env", "FILE", ""},
                       {"--question", "FILE", ""},
                       {"--rounds", "N", ""},
                       {"--world", "I,J,...|X1,X2,...",
                        "every world in the support of the prior (continuous: the sup over "
                        "[0, 1]^K)"},
                       {"--answers", "A1,A2", "none"},
                       {"--reveal", "I,J,...", "none"},
                       {"--experiment", "equal|threshold", ""},
                       {"--def2", "feature-debate|yes-no", "none"},
                       {"--protocol", "distinct|repeat", ""}},
                      "  debref feature --env tests/data/feature_env_xor2.json "
                      "--question tests/data/feature_question_xor2.json --rounds 2\n"
                      "  debref feature --env tests/data/feature_env_xor2.json "
                      "--question tests/data/feature_question_xor2.json --rounds 1 --world 1,1 "
                      "--answers 0,1\n"
                      "  debref feature --env tests/data/feature_env_xor2.json "
                      "--question tests/data/feature_question_xor2.json --rounds 1 --world 1,1 "
                      "--reveal 0 --experiment threshold\n"
                      "  debref feature --env tests/data/feature_env_xor2.json "
                      "--question tests/data/feature_question_xor2.json --rounds 1 --world 1,1 "
                      "--answers 0,1 --def2 feature-debate\n"
                      "  debref feature --env tests/data/feature_continuous_env2.json "
                      "--question tests/data/feature_continuous_question2.json --rounds 1 "
                      "--world 1/3,0.5 --reveal 0\n"});
  return commands;
}

}  // namespace debref::feature
