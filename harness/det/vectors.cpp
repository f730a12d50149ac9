// The deterministic debates' vectors (seed 001; `debref det`): Fig. 4 recursive bisection, Fig. 1
// cross-examination, Fig. 3 witness debate and Thm 7.2's stochastic witness debate, on explicit
// machines, the explorer's counterexamples of each dropped verifier check, and invalid machines.
#include "harness/core/vectors.hpp"

namespace debref::vectors {

namespace {

using nlohmann::json;

Case det_case(std::string comment, std::vector<std::string> flags, const std::string& protocol,
              const std::string& machine, const std::string& drop = "") {
  const json m = json::parse(machine);
  Case c{std::move(comment),
         std::move(flags),
         {{"protocol", protocol}, {"machine", m}},
         {"det", "--json", "--protocol", protocol},
         {{"--machine", m}}};
  if (!drop.empty()) {
    c.input["drop"] = drop;
    c.args.push_back("--drop");
    c.args.push_back(drop);
  }
  return c;
}

// seed 001 Sec. 3 machines (docs/FORMATS.md "Machine").
constexpr const char* kOracleMachine = R"({"states": 2, "accepting": [1],
  "delta": [{"next": 1, "write": 1, "move": "R"}, {"next": 0, "write": 0, "move": "R"},
            {"next": 1, "write": 0, "move": "L"}, {"next": 1, "write": 1, "move": "S"}],
  "space": 2, "time": 4, "input": "01", "query": {"state": 1, "length": 2, "oracle_table": "0110"}})";
constexpr const char* kPlainReject = R"({"states": 2, "accepting": [1],
  "delta": [{"next": 0, "write": 1, "move": "R"}, {"next": 0, "write": 0, "move": "L"},
            {"next": 0, "write": 1, "move": "S"}, {"next": 0, "write": 0, "move": "S"}],
  "space": 3, "time": 5, "input": "010"})";
constexpr const char* kWitness = R"({"states": 2, "accepting": [1],
  "delta": [{"next": 0, "write": 0, "move": "R"}, {"next": 1, "write": 1, "move": "S"},
            {"next": 1, "write": 1, "move": "S"}, {"next": 1, "write": 1, "move": "S"}],
  "space": 3, "time": 3, "input": "0", "witness_length": 2})";
constexpr const char* kStochasticWitness = R"({"states": 2, "accepting": [1],
  "delta": [{"next": 0, "write": 0, "move": "S"}, {"next": 1, "write": 1, "move": "S"},
            {"next": 1, "write": 0, "move": "S"}, {"next": 1, "write": 1, "move": "S"}],
  "space": 2, "time": 2, "input": "", "witness_length": 1,
  "query": {"state": 0, "length": 1, "oracle_table": ["1/2", "1/4"]}})";
// The explorer's shrunk counterexamples (`debref explore --family det --drop ...`).
constexpr const char* kAllLeft = R"({"states": 2, "accepting": [1],
  "delta": [{"move": "L", "next": 0, "write": 0}, {"move": "L", "next": 0, "write": 0},
            {"move": "L", "next": 0, "write": 0}, {"move": "L", "next": 0, "write": 0}],
  "input": "0", "space": 1, "time": 1})";
constexpr const char* kAllLeftT2 = R"({"states": 2, "accepting": [1],
  "delta": [{"move": "L", "next": 0, "write": 0}, {"move": "L", "next": 0, "write": 0},
            {"move": "L", "next": 0, "write": 0}, {"move": "L", "next": 0, "write": 0}],
  "input": "0", "space": 1, "time": 2})";
constexpr const char* kUnreadWitness = R"({"states": 2, "accepting": [1],
  "delta": [{"move": "L", "next": 1, "write": 0}, {"move": "L", "next": 0, "write": 0},
            {"move": "L", "next": 0, "write": 0}, {"move": "L", "next": 0, "write": 0}],
  "input": "", "query": {"length": 2, "oracle_table": "1000", "state": 0},
  "space": 2, "states": 2, "time": 2, "witness_length": 2})";

}  // namespace

VectorFile det(const CommandLine& cli) {
  const std::vector<Case> cases = {
      det_case("bisection (Fig. 4) on an oracle machine, M(x) = 1", {"Valid"}, "bisection",
               kOracleMachine),
      det_case("cross-examination (Fig. 1) on the same machine", {"Valid"}, "crossexam",
               kOracleMachine),
      det_case("bisection, a machine that rejects (M(x) = 0): the liar A loses", {"Valid"},
               "bisection", kPlainReject),
      det_case("cross-examination, the rejecting machine", {"Valid"}, "crossexam", kPlainReject),
      det_case("witness debate (Fig. 3), |w| = 2", {"Valid"}, "witness", kWitness),
      det_case("stochastic witness debate (Thm 7.2): Bernoulli oracle compiled into a Lean Oracle",
               {"Valid"}, "stochastic-witness", kStochasticWitness),
      det_case("T = 1, S = 1: the smallest machine", {"Valid", "EdgeCase"}, "bisection", kAllLeft),
      det_case("counterexample of `debref explore --family det --drop final_step`: M(x) = 0, "
               "the mutant V accepts A's accepting final configuration",
               {"Counterexample", "MutatedProtocol"}, "bisection", kAllLeft, "final_step"),
      det_case("counterexample of `--drop validity` (a claimed configuration of S + 1 cells; the "
               "outcome is unaffected, docs/DET.md finding)",
               {"Counterexample", "MutatedProtocol"}, "bisection", kAllLeftT2, "validity"),
      det_case("counterexample of `--drop location`: M(x) = 0, the mutant V never checks B's "
               "location",
               {"Counterexample", "MutatedProtocol"}, "crossexam", kAllLeft, "location"),
      det_case("counterexample of `--drop witness`: no w has M(x, w) = 1, yet A wins",
               {"Counterexample", "MutatedProtocol"}, "witness", kUnreadWitness, "witness"),
      det_case("move outside L/S/R", {"Invalid"}, "bisection",
               R"({"states": 2, "accepting": [1], "delta": [{"next": 0, "write": 0, "move": "X"},
                   {"next": 0, "write": 0, "move": "L"}, {"next": 0, "write": 0, "move": "L"},
                   {"next": 0, "write": 0, "move": "L"}], "space": 1, "time": 1, "input": "0"})"),
      det_case("next state outside 0..states-1", {"Invalid"}, "bisection",
               R"({"states": 2, "accepting": [1], "delta": [{"next": 5, "write": 0, "move": "L"},
                   {"next": 0, "write": 0, "move": "L"}, {"next": 0, "write": 0, "move": "L"},
                   {"next": 0, "write": 0, "move": "L"}], "space": 1, "time": 1, "input": "0"})"),
      det_case("witness debate without witness_length", {"Invalid"}, "witness", kOracleMachine),
  };
  return family_file(cli, "det",
                     "debref det --json --protocol PROTOCOL --machine MACHINE [--drop CHECK]",
                     cases, [](json out) {
                       out.erase("machine");  // the input echoed
                       return out;
                     });
}

}  // namespace debref::vectors
