// Prover-estimator debate's vectors (seed 000; `debref pe`): correct answers and (eps, rho)-
// stability per node (Def. 5.1, 5.3), the reward ratio (Fig. 2), the honest prover's payoff
// against the truthful and a given estimator (Lemma A.5) and the liar's best payoff against the
// truthful estimator (Lemma A.4), the Sec. 7 table, the explorer's counterexamples, bad input.
// Z3's counter-estimator (a solver-chosen model) is not part of the expected outputs.
#include "harness/core/vectors.hpp"

namespace debref::vectors {

namespace {

using nlohmann::json;

struct PeRun {
  std::string decomposition, estimator;                      // JSON text ("" = none)
  std::vector<std::pair<std::string, std::string>> options;  // --eps, --rho, --r, --rule
};

Case pe_case(std::string comment, std::vector<std::string> flags, const PeRun& p) {
  Case c{std::move(comment), std::move(flags), json::object(), {"pe", "--json"}, {}};
  if (!p.decomposition.empty()) {
    c.input["decomposition"] = json::parse(p.decomposition);
    c.files.push_back({"--decomposition", c.input["decomposition"]});
  }
  if (!p.estimator.empty()) {
    c.input["estimator"] = json::parse(p.estimator);
    c.files.push_back({"--estimator", c.input["estimator"]});
  }
  for (const auto& [flag, value] : p.options) {
    c.args.push_back(flag);
    if (value.empty()) {  // a switch
      c.input[flag.substr(2)] = true;
      continue;
    }
    c.input[flag.substr(2)] = value;
    c.args.push_back(value);
  }
  return c;
}

constexpr const char* kAnd =
    R"({"truth_table": "0001", "children": [{"oracle": "1"}, {"oracle": "1"}]})";
constexpr const char* kDepth2 = R"({"truth_table": "0001", "children": [
  {"truth_table": "0111", "children": [{"oracle": "1"}, {"oracle": "1/3"}]},
  {"truth_table": "0110", "children": [{"oracle": "1/2"}, {"oracle": "0"}]}]})";

}  // namespace

VectorFile pe(const CommandLine& cli) {
  const std::vector<Case> cases = {
      pe_case("d = 1, AND of two certain leaves: A-provable (g = 1) but not (eps, rho)-stable "
              "(Def. 5.3 witness printed)",
              {"Valid"}, {kAnd, "", {}}),
      pe_case("d = 1, AND with one leaf 9/10: unstable (Def. 5.3 witness), g = 9/10", {"Valid"},
              {R"({"truth_table": "0001", "children": [{"oracle": "9/10"}, {"oracle": "1"}]})",
               "",
               {}}),
      pe_case("d = 2, q = 2, with an explicit estimator B", {"Valid"},
              {kDepth2,
               R"({"initial": "1", "estimate_tables": {"": [["1"], ["1/2", "1"]],
                   "0": [["1"], ["0", "1/3"]], "1": [["1/2"], ["1", "0"]]}})",
               {}}),
      pe_case("d = 1, q = 3, majority of three certain leaves: stable (sup gap 7/250 < rho eps)",
              {"Valid"},
              {R"({"truth_table": "00010111", "children": [{"oracle": "1"}, {"oracle": "1"},
                  {"oracle": "1"}]})",
               "",
               {}}),
      pe_case("d = 1, q = 3, majority of (1, 0, 1), eps = 1/5, rho = 1/3", {"Valid"},
              {R"({"truth_table": "00010111", "children": [{"oracle": "1"}, {"oracle": "0"},
                  {"oracle": "1"}]})",
               "",
               {{"--eps", "1/5"}, {"--rho", "1/3"}}}),
      pe_case("d = 0: a single oracle leaf", {"Valid", "EdgeCase"},
              {R"({"oracle": "1/2"})", "", {}}),
      pe_case("Sec. 7 side-by-side table: naive vs prover-estimator debate", {"Valid"},
              {"", "", {{"--obfuscation", ""}}}),
      pe_case("counterexample of `debref explore --family pe --drop stability`: an unstable "
              "node, B's estimator holds honest A below (1 - eps) r^2",
              {"Counterexample"},
              {R"({"children": [{"oracle": "0"}, {"oracle": "0"}], "truth_table": "1000"})",
               R"({"initial": "7/8", "estimate_tables": {"": [["1/10"], ["1/16", "1/16"]]}})",
               {}}),
      pe_case("counterexample of `--drop direction`: A paid |M_D - p_k| regardless of sign",
              {"Counterexample", "MutatedProtocol"},
              {R"({"children": [{"oracle": "1/4"}], "truth_table": "00"})",
               "",
               {{"--rule", "no-direction"}}}),
      pe_case("counterexample of `--drop reward_ratio` (r = 2 instead of eps (1 - rho) / 4)",
              {"Counterexample", "MutatedProtocol"},
              {R"({"children": [{"oracle": "0"}], "truth_table": "00"})",
               R"({"initial": "1/2", "estimate_tables": {"": [["1/2"]]}})",
               {{"--r", "2"}}}),
      pe_case(
          "table of the wrong length", {"Invalid"},
          {R"({"truth_table": "011", "children": [{"oracle": "1"}, {"oracle": "1"}]})", "", {}}),
      pe_case("leaf probability above 1", {"Invalid"},
              {R"({"truth_table": "01", "children": [{"oracle": "3/2"}]})", "", {}}),
      pe_case("estimator probability as a JSON float", {"Invalid"},
              {kAnd, R"({"initial": "1", "estimate_tables": {"": [["1"], [0.5, "1"]]}})", {}}),
      pe_case("eps outside (0, 1)", {"Invalid"}, {kAnd, "", {{"--eps", "1"}}}),
  };
  return family_file(
      cli, "pe",
      "debref pe --json [--decomposition D] [--estimator B] [--eps E --rho R] [--r R] "
      "[--rule RULE] [--obfuscation]",
      cases, [](json out) {
        if (out.contains("completeness"))
          for (const char* k : {"counter_estimator", "counter_payoff", "every_estimator", "boxes"})
            out["completeness"].erase(k);
        return out;
      });
}

}  // namespace debref::vectors
