// Debate query complexity's vectors (seed 002; `debref dqc`): exact DQC with the verifier tree,
// honest strategies and the bounds of Thm 5/6 and Cor. 4, the Thm 5 (KW) debate built from a
// formula of another function (the explorer's counterexample), and invalid truth tables.
#include "harness/core/vectors.hpp"

namespace debref::vectors {

namespace {

using nlohmann::json;

Case dqc_case(std::string comment, std::vector<std::string> flags, const std::string& table,
              std::vector<std::pair<std::string, std::string>> options = {}) {
  Case c{std::move(comment),
         std::move(flags),
         {{"truth_table", table}},
         {"dqc", "--json", "--truth-table", table},
         {}};
  for (const auto& [flag, value] : options) {
    std::string key = flag.substr(2);  // --kw-formula-of -> kw_formula_of
    for (char& ch : key)
      if (ch == '-') ch = '_';
    c.input[key] = value;
    c.args.push_back(flag);
    c.args.push_back(value);
  }
  return c;
}

}  // namespace

VectorFile dqc(const CommandLine& cli) {
  const std::vector<Case> cases = {
      dqc_case("n = 0, constant 1: DQC 0", {"Valid", "EdgeCase"}, "1"),
      dqc_case("n = 1, identity x1: DQC 1", {"Valid"}, "01"),
      dqc_case("n = 2, XOR: DQC 2 = D", {"Valid"}, "0110"),
      dqc_case("n = 2, AND", {"Valid"}, "0001"),
      dqc_case("n = 3, majority", {"Valid"}, "00010111"),
      dqc_case("n = 3, AND of 3: DQC 3 = D (a depth-2 verifier reads at most 3 variables)",
               {"Valid"}, "00000001"),
      dqc_case("n = 4, AND of 4: DQC 3 < D 4 (Prover 0 names a pair holding a 0)", {"Valid"},
               "0000000000000001"),
      dqc_case("n = 4, parity: DQC 4 = D (no depth-3 reduced verifier, docs/DQC.md)", {"Valid"},
               "0110100110010110"),
      dqc_case("n = 3, parity", {"Valid"}, "01101001"),
      dqc_case("n = 3, majority by Z3 (--method smt): the same DQC", {"Valid"}, "00010111",
               {{"--method", "smt"}}),
      dqc_case("counterexample of `debref explore --family dqc --drop circuit`: the Thm 5 debate "
               "built from a formula of g = NOT x1 is not valid for f = 0",
               {"Counterexample", "MutatedProtocol"}, "00", {{"--kw-formula-of", "10"}}),
      dqc_case("truth table of length 3", {"Invalid"}, "011"),
      dqc_case("character other than 0/1", {"Invalid"}, "01x1"),
      dqc_case("--max-l above 3", {"Invalid"}, "01", {{"--max-l", "9"}}),
  };
  return family_file(cli, "dqc",
                     "debref dqc --json --truth-table F [--method M] [--kw-formula-of G]", cases,
                     [](json out) {
                       // Z3's model (the verifier tree and strategies) is the solver's choice and
                       // timings vary: an SMT run keeps what is determined by f.
                       if (out.value("method", "") == "smt") {
                         out.erase("verifier");
                         out.erase("strategies");
                         for (json& q : out["z3_queries"]) q.erase("seconds");
                       }
                       out.erase("method");  // how, not what
                       return out;
                     });
}

}  // namespace debref::vectors
