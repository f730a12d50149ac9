// `debref det`: the deterministic debates of seed 001 (Fig. 4 bisection, Fig. 1 cross-
// examination, Fig. 3 witness) on one machine, solved exactly as games, with V's exact costs;
// the stochastic witness debate (Thm 7.2) solved exactly by the stochastic core; `--drop` runs
// a mutant verifier (the replays of the counterexample explorer, harness/det/explore.cpp).
#include "harness/det/command.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

#include "harness/core/command.hpp"
#include "harness/core/progress.hpp"
#include "harness/det/json.hpp"
#include "harness/det/provers.hpp"
#include "harness/det/thm7_2.hpp"
#include "harness/det/thm7_2_paper.hpp"
#include "harness/io/input.hpp"
#include "harness/stochastic/debate_paper.hpp"
#include "reference/det/bisection.hpp"
#include "reference/det/crossexam.hpp"

namespace debref {

namespace {

using nlohmann::json;

constexpr int kPaperMaxTime = 2;  // --params paper: T <= 2 (the checked family's range)

// The built-in example: the oracle machine of tests/data/det_oracle.json.
json example_machine() {
  return json::parse(R"({"states": 2, "accepting": [1],
    "delta": [{"next": 1, "write": 1, "move": "R"}, {"next": 0, "write": 0, "move": "R"},
              {"next": 1, "write": 0, "move": "L"}, {"next": 1, "write": 1, "move": "S"}],
    "space": 2, "time": 4, "input": "01",
    "query": {"state": 1, "length": 2, "oracle_table": "0110"}})");
}

// --protocol and --drop: one of the protocols, and a check that protocol's verifier has.
void check_options(const DetOptions& options) {
  if (options.protocol != "bisection" && options.protocol != "crossexam" &&
      options.protocol != "witness" && options.protocol != "stochastic-witness")
    throw InputError("--protocol: bisection, crossexam, witness or stochastic-witness (got \"" +
                     options.protocol + "\")");
  const std::string drops = options.protocol == "bisection"   ? "validity, final_step"
                            : options.protocol == "crossexam" ? "location"
                            : options.protocol == "witness"   ? "witness"
                                                              : "";
  if (!options.drop.empty() && (drops.empty() ||
                                (options.drop != "validity" && options.drop != "final_step" &&
                                 options.drop != "location" && options.drop != "witness") ||
                                drops.find(options.drop) == std::string::npos))
    throw InputError(
        "--drop: " + (drops.empty() ? std::string("not available") : "one of " + drops) +
        " for --protocol " + options.protocol + " (got \"" + options.drop + "\")");
  if (options.random_location && (options.protocol != "crossexam" || !options.drop.empty()))
    throw InputError(
        "--random-location: only with --protocol crossexam and without --drop (got "
        "--protocol " +
        options.protocol + (options.drop.empty() ? "" : " --drop " + options.drop) + ")");
  if (options.no_halving && options.protocol != "bisection")
    throw InputError("--no-halving: only with --protocol bisection (got --protocol " +
                     options.protocol + ")");
  if (options.read_prefix && options.protocol != "crossexam" && options.protocol != "witness")
    throw InputError("--read-prefix: only with --protocol crossexam or witness (got --protocol " +
                     options.protocol + ")");
  if (!options.rerun.empty() && options.rerun != "alice" && options.rerun != "bob")
    throw InputError("--rerun: alice or bob (got \"" + options.rerun + "\")");
  if (!options.rerun.empty() && options.protocol != "bisection" && options.protocol != "crossexam")
    throw InputError("--rerun: only with --protocol bisection or crossexam (got --protocol " +
                     options.protocol + ")");
  if (options.params != "lean" && options.params != "paper")
    throw InputError("--params: lean or paper (got \"" + options.params + "\")");
  if (options.params == "paper" && options.protocol != "stochastic-witness")
    throw InputError("--params paper: only with --protocol stochastic-witness (got --protocol " +
                     options.protocol + ")");
  for (auto [flag, text] : {std::pair{"--bob-radius", &options.bob_radius},
                            std::pair{"--vera-radius", &options.vera_radius},
                            std::pair{"--vera-samples", &options.vera_samples}})
    if (!text->empty() && options.params != "paper")
      throw InputError(std::string(flag) + ": only with --params paper");
}

// The machine file's fields that depend on the protocol: |w|, a stochastic oracle, T.
void check_machine(const DetOptions& options, const DetInstance& d) {
  const det::Machine& m = d.machine;
  const bool with_witness =
      options.protocol == "witness" || options.protocol == "stochastic-witness";
  const int room = m.space - static_cast<int>(d.input.size());  // cells left for w
  if (with_witness && d.witness_length == 0)
    throw InputError("machine.witness_length: required for --protocol " + options.protocol +
                     (room >= 1 ? ", 1.." + std::to_string(room)
                                : "; the input fills all " + std::to_string(m.space) +
                                      " cells (space), so raise space or shorten the input"));
  if (!with_witness && d.witness_length != 0)
    throw InputError(
        "machine.witness_length: only with --protocol witness or "
        "stochastic-witness (got " +
        std::to_string(d.witness_length) + ")");
  if (d.stochastic_oracle && options.protocol != "stochastic-witness")
    throw InputError(
        "machine.query.oracle_table: an array of probabilities only with --protocol "
        "stochastic-witness (a string of 0/1 otherwise)");
  if (options.protocol == "stochastic-witness" && d.time > 4)
    throw InputError("machine.time: must be in 1..4 for --protocol stochastic-witness (got " +
                     std::to_string(d.time) + ")");
  if (options.params == "paper" && d.time > kPaperMaxTime)
    throw InputError("machine.time: must be in 1.." + std::to_string(kPaperMaxTime) +
                     " with --params paper (got " + std::to_string(d.time) + ")");
}

// --rerun: the honest prover that re-runs M for every message (a twin's mutant).
det::Rerun rerun_of(const DetOptions& options) {
  return options.rerun == "alice" ? det::Rerun::Alice
         : options.rerun == "bob" ? det::Rerun::Bob
                                  : det::Rerun::None;
}

void worst_of(det::VerifierCost& worst, const det::VerifierCost& c) {
  worst.configurations = std::max(worst.configurations, c.configurations);
  worst.bits = std::max(worst.bits, c.bits);
  worst.queries = std::max(worst.queries, c.queries);
}

// seed 001 Fig. 4 / Thm 5.1.
void bisection(const DetOptions& options, const DetInstance& d, json& result) {
  const det::Machine& m = d.machine;
  const int T = d.time;
  const bool truth = det::accepts(m, d.input, T);
  progress::task("det", "bisection game, T = " + std::to_string(T), 0, 0);
  // --no-halving: Fig. 4 step 1(a) mutated (the twin det.twin.bisection_no_halving).
  det::BisectionGame game(m, T, options.drop != "validity", options.drop != "final_step",
                          !options.no_halving);
  if (options.drop == "validity") {
    auto leaf = game.overlong_leaf(d.input, T);
    result["overlong_leaf_cells_read"] = leaf ? json(leaf->second.length) : json();
    result["space"] = m.space;
  }
  bool all = true;
  det::VerifierCost worst;
  for (std::uint32_t b = 0; b < (1u << game.play_rounds(T)); ++b) {
    det::VerifierCost c;
    bool ok = game.honest_a_play(d.input, T, b, &c);
    all = all && ok;
    worst_of(worst, c);
  }
  result["M(x)"] = truth;
  result["minimax_a_wins"] = game.a_wins(d.input, T);
  result["a_beats_honest_b"] = game.a_beats_honest_b(d.input, T);
  result["honest_a_wins_every_b"] = truth ? json(all) : json(nullptr);
  result["messages"] = game.messages().size();
  result["rounds"] = game.play_rounds(T);
  result["cost"] = det::cost_json(worst);
  result["bound"] = det::cost_json(det::BisectionGame::bound(m, T));
  result["provers"] =
      det::provers_json(det::bisection_provers(m, d.input, T, rerun_of(options)), "b", "lies");
}

// seed 001 Fig. 1 / Thm 5.3.
void crossexam(const DetOptions& options, const DetInstance& d, json& result) {
  const det::Machine& m = d.machine;
  const int T = d.time;
  const bool truth = det::accepts(m, d.input, T);
  const det::InputView view{&d.input, 0, 0};
  progress::task("det", "cross-examination game, T = " + std::to_string(T), 0, 0);
  det::CrossExamSolution sol = det::solve_crossexam(m, view, T, options.drop != "location");
  const det::Transcript honest = det::transcript(m, d.input, T);
  det::VerifierCost worst;
  bool all = true;
  for (int t = 1; t <= T; ++t) {
    all = all && det::crossexam_verdict(m, view, honest, t);
    // --read-prefix: V's reading mutated (the twin det.twin.crossexam_read_prefix).
    worst_of(worst, det::crossexam_cost(m, honest, t, options.read_prefix));
  }
  result["M(x)"] = truth;
  result["minimax_a_wins"] = static_cast<bool>(sol.a_wins[static_cast<std::size_t>(T)]);
  result["surviving_transcripts"] = sol.surviving[static_cast<std::size_t>(T)];
  result["transcripts_examined"] = sol.nodes;
  result["honest_a_wins_every_location"] = truth ? json(all) : json(nullptr);
  result["transcript"] = det::transcript_json(honest);
  // seed 000 Def. 3.3: the transcript's bits, the records without their control information.
  result["tau"] = det::bit_string(det::bit_transcript(honest));
  result["cost"] = det::cost_json(worst);
  result["bound"] = det::cost_json(det::crossexam_bound(m, T));
  result["provers"] = det::provers_json(det::crossexam_provers(m, d.input, T, rerun_of(options)),
                                        "location", "flipped");
  if (options.random_location) {
    // Fig. 1 step 3 mutated (the twin det.twin.crossexam_random_location): V checks a uniformly
    // random location instead of B's; A's best P(V outputs 1) and a transcript attaining it.
    det::Transcript best;
    const Rational p = det::random_location_value(m, view, T, &best);
    result["random_location_p_accept"] = to_string(p);
    result["random_location_transcript"] = det::transcript_json(best);
  }
}

// seed 001 Fig. 3 / Thm 7.1.
void witness(const DetOptions& options, const DetInstance& d, json& result) {
  const det::Machine& m = d.machine;
  det::WitnessSolution w =
      det::solve_witness(m, d.input, d.witness_length, d.time, options.drop != "witness");
  result["witness_length"] = d.witness_length;
  result["x_in_L"] = w.in_language;
  result["witness"] = w.in_language ? json(det::bit_string(w.witness)) : json(nullptr);
  result["minimax_a_wins"] = w.a_wins;
  result["honest_a_wins_every_location"] =
      w.in_language ? json(w.honest_a_wins_all) : json(nullptr);
  result["transcripts_examined"] = w.nodes;
  // Thm 7.1 efficiency: V's worst counts over every witness and location (--read-prefix: the
  // twin det.twin.witness_read_prefix), and the provers on (x, w) for the honest witness.
  result["cost"] =
      det::cost_json(det::witness_cost(m, d.input, d.witness_length, d.time, options.read_prefix));
  result["bound"] = det::cost_json(det::crossexam_bound(m, d.time));
  std::vector<int> input = d.input;
  for (int b : w.in_language ? w.witness : std::vector<int>(d.witness_length, 0))
    input.push_back(b);
  result["provers"] =
      det::provers_json(det::crossexam_provers(m, input, d.time), "location", "flipped");
}

// seed 001 Thm 7.2 (App. E).
void stochastic_witness(const DetInstance& d, json& result) {
  det::StochasticMachine sm{d.machine, d.probabilities};
  result["machine"] = det::stochastic_machine_json(sm);
  result["witness_length"] = d.witness_length;
  const det::Thm72Result r = det::evaluate_thm7_2(sm, d.input, d.witness_length, d.time);
  const json values = det::thm7_2_json(r);
  for (const auto& [key, value] : values.items()) result[key] = value;
}

// seed 001 Thm 7.2 (App. E) with Fig. 2 as written: every witness's certified values.
void stochastic_witness_paper(const DetOptions& options, const DetInstance& d, json& result) {
  det::StochasticMachine sm{d.machine, d.probabilities};
  result["machine"] = det::stochastic_machine_json(sm);
  result["witness_length"] = d.witness_length;
  result["params"] = "paper";
  std::vector<std::pair<Rational stochastic::PaperConstants::*, Rational>> overrides;
  for (auto [flag, text, radius] :
       {std::tuple{"--bob-radius", options.bob_radius, &stochastic::PaperConstants::abort_radius},
        {"--vera-radius", options.vera_radius, &stochastic::PaperConstants::test_radius}}) {
    if (text.empty()) continue;
    const Rational r = parse_paper_radius(flag, text);
    overrides.emplace_back(radius, r);
    result["protocol_overrides"][std::string(flag).substr(2)] = to_string(r);
  }
  const stochastic::VeraSampling sampling = parse_vera_samples(options.vera_samples, result);
  det::PaperSolvers solvers;
  progress::task("det", "seed 001 Fig. 2 (paper constants) on every witness", 0, 0);
  const det::Thm72PaperResult r = det::evaluate_thm7_2_paper(
      sm, d.input, d.witness_length, d.time, solvers,
      [&](stochastic::PaperConstants& c) {
        for (const auto& [field, value] : overrides) c.*field = value;
      },
      true);
  const json values = det::thm7_2_paper_json(r, sampling);
  for (const auto& [key, value] : values.items()) result[key] = value;
}

json compute(const DetOptions& options) {
  check_options(options);
  const json mj = options.machine.empty()
                      ? example_machine()
                      : read_json_file(options.machine, "--machine", "machine.json");
  const DetInstance d = parse_det_machine(mj);
  check_machine(options, d);
  json result;
  result["protocol"] = options.protocol;
  if (!options.drop.empty()) result["dropped_check"] = options.drop;
  if (options.no_halving) result["mutation"] = "no-halving";
  if (options.read_prefix) result["mutation"] = "read-prefix";
  if (!options.rerun.empty()) result["mutation"] = options.rerun + " reruns M";
  result["machine"] = det::machine_json(d.machine);
  result["input"] = det::bit_string(d.input);
  result["time"] = d.time;
  if (options.protocol == "stochastic-witness" && options.params == "paper")
    stochastic_witness_paper(options, d, result);
  else if (options.protocol == "stochastic-witness")
    stochastic_witness(d, result);
  else if (options.protocol == "bisection")
    bisection(options, d, result);
  else if (options.protocol == "crossexam")
    crossexam(options, d, result);
  else
    witness(options, d, result);
  return result;
}

}  // namespace

int det_command(const DetOptions& options, std::ostream& out, std::ostream& err) {
  return run_command(
      "det", options.json, out, err, [&] { return compute(options); },
      [&](const json& result, std::ostream& text) {
        text << "protocol " << options.protocol << ", T = " << result["time"].get<int>()
             << ", input \"" << result["input"].get<std::string>() << "\"\n";
        for (const auto& [key, value] : result.items()) {
          if (key == "protocol" || key == "machine" || key == "input" || key == "time") continue;
          text << "  " << key << ": " << value.dump() << "\n";
        }
        return 0;
      });
}

}  // namespace debref

namespace debref::det {

std::vector<Subcommand> add_commands(CLI::App& app) {
  std::vector<Subcommand> commands;
  auto det_options = std::make_shared<DetOptions>();
  auto* dt = app.add_subcommand(
      "det",
      "deterministic debates (seed 001): recursive bisection (Fig. 4), cross-examination "
      "(Fig. 1) or debate with a witness (Fig. 3; stochastic: Thm 7.2) on one machine; exact "
      "game outcome and costs");
  dt->add_option("--protocol", det_options->protocol,
                 "bisection | crossexam | witness | stochastic-witness");
  dt->add_option("--drop", det_options->drop,
                 "mutant verifier without one check: validity | final_step | location | witness");
  dt->add_flag("--random-location", det_options->random_location,
               "with --protocol crossexam: also A's best P(V outputs 1) when V checks a uniformly "
               "random location instead of B's (a mutant), e.g. debref det --protocol crossexam "
               "--random-location --machine M.json");
  dt->add_flag("--no-halving", det_options->no_halving,
               "with --protocol bisection: the mutant protocol where A claims the configuration "
               "after 1 step instead of t_k/2 (up to T - 1 rounds; cost exceeds Thm 5.1's bound), "
               "e.g. debref det --no-halving --machine M.json");
  dt->add_flag(
      "--read-prefix", det_options->read_prefix,
      "with --protocol crossexam or witness: the mutant verifier that reads every record before "
      "location t instead of those of I(t) (cost exceeds Thm 5.3's bound once T > "
      "max(1,l) + 3), e.g. debref det --protocol crossexam --read-prefix --machine M.json");
  dt->add_option("--rerun", det_options->rerun,
                 "with --protocol bisection or crossexam: the mutant where honest alice or bob "
                 "re-runs M from the input for every message instead of once (more steps than "
                 "App. B counts; twin replays), e.g. debref det --rerun alice --machine M.json");
  dt->add_option("--params", det_options->params,
                 "with --protocol stochastic-witness: lean (Lean's protocol and Params, the "
                 "det.witness.thm7_2 check) or paper (seed 001 Fig. 2 as written: d = "
                 "ceil(150K), K the compiled oracles' Lipschitz constant; certified values, "
                 "T <= 2), e.g. debref det --protocol stochastic-witness --params paper "
                 "--machine M.json");
  dt->add_option("--bob-radius", det_options->bob_radius,
                 "with --params paper: B's abort radius instead of 1/(2d) (a mutant; twin "
                 "replays), a rational in (0, 1]");
  dt->add_option("--vera-radius", det_options->vera_radius,
                 "with --params paper: V's test radius instead of 1/(4d) (a mutant; twin "
                 "replays), a rational in (0, 1]");
  dt->add_option("--vera-samples", det_options->vera_samples,
                 "with --params paper: when V samples in the worst-run costs, on-abort (Fig. 2 "
                 "step 3) or every-round (a mutated protocol; twin replays)");
  dt->add_option("--machine", det_options->machine,
                 "machine JSON file (docs/FORMATS.md; default: the built-in example)");
  dt->add_flag("--json", det_options->json, "machine-readable result on stdout");

  commands.push_back({dt,
                      [det_options](std::ostream& out, std::ostream& err) {
                        return det_command(*det_options, out, err);
                      },
                      {{"--protocol", "NAME", "bisection"},
                       {"--drop", "NAME", "none: the verifier of the paper"},
                       {"--rerun", "alice|bob", "none: each prover runs M once"},
                       {"--params", "lean|paper", "lean"},
                       {"--bob-radius", "R", "1/(2d)"},
                       {"--vera-radius", "R", "1/(4d)"},
                       {"--vera-samples", "on-abort|every-round", "on-abort"},
                       {"--machine", "FILE", ""}},
                      "  debref det --protocol crossexam\n"
                      "  debref det --protocol witness --machine tests/data/det_witness.json "
                      "--json\n"
                      "  debref det --protocol stochastic-witness --params paper --machine "
                      "tests/data/det_stochastic_witness.json\n"});
  return commands;
}

}  // namespace debref::det
