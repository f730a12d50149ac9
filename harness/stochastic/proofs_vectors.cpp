// The SMT layer's vectors (`debref proofs`): Lean's Oracle.lipschitz t K decided for given
// oracles and K (status only: a SAT model is the solver's choice), the exact least Lipschitz
// constant, and a Params family (Lean Params, every field for all k > 0, t >= 0).
#include "harness/core/vectors.hpp"

namespace debref::vectors {

namespace {

using nlohmann::json;

json oracle_t1(const char* root, const char* zero, const char* one) {
  return {{"t", 1}, {"probs", {{"", root}, {"0", zero}, {"1", one}}}};
}

Case lipschitz(std::string comment, std::vector<std::string> flags, const json& oracle,
               const std::string& k) {
  return {std::move(comment),
          std::move(flags),
          {{"oracle", oracle}, {"k", k}},
          {"proofs", "--json", "--k", k},
          {{"--oracle", oracle}}};
}

Case least_k(std::string comment, const json& oracle) {
  return {std::move(comment),
          {"Valid"},
          {{"oracle", oracle}, {"tolerance", "1/100"}},
          {"proofs", "--json", "--tolerance", "1/100"},
          {{"--oracle", oracle}}};
}

}  // namespace

VectorFile proofs(const CommandLine& cli) {
  const json half = {{"t", 0}, {"probs", {{"", "1/2"}}}};
  const json mixed = oracle_t1("1/2", "1/4", "3/4");
  const json params_family = {{"name", "tenfold"}, {"v", "1/10"},     {"c", "1/(10*k)"},
                              {"s", "2/(10*k)"},   {"b", "3/(10*k)"}, {"q", "1/(10*(t+1))"},
                              {"w", "9/10"},       {"d", "2/5"}};
  const std::vector<Case> cases = {
      lipschitz("Oracle.lipschitz 0 1 at a fair coin: holds", {"Valid"}, half, "1"),
      lipschitz("Oracle.lipschitz 1 (3/2) at (1/2, 1/4, 3/4): holds (the least K)", {"Valid"},
                mixed, "3/2"),
      lipschitz("Oracle.lipschitz 1 1 at (1/2, 1/4, 3/4): violated (K below 3/2)",
                {"Counterexample"}, mixed, "1"),
      lipschitz("Oracle.lipschitz 1 2 where the last bit copies the first: holds",
                {"Valid", "EdgeCase"}, oracle_t1("0", "0", "1"), "2"),
      least_k("least K at (1/2, 1/4, 3/4): exactly 3/2", mixed),
      least_k("least K where the last bit copies the first: exactly 2", oracle_t1("0", "0", "1")),
      {"Params family tenfold (docs/FORMATS.md): every Params field for all k > 0, t >= 0",
       {"Valid"},
       {{"params_family", params_family}},
       {"proofs", "--json"},
       {{"--family", params_family}}},
      lipschitz("negative K", {"Invalid"}, half, "-1"),
      lipschitz("oracle with t above 2", {"Invalid"}, {{"t", 3}, {"probs", {{"", "1/2"}}}}, "1"),
  };
  return family_file(cli, "proofs",
                     "debref proofs --json --oracle ORACLE (--k K | --tolerance T) | --family F",
                     cases, [](const json& out) {
                       json expected = json::object();
                       if (out.contains("exact")) expected["exact"] = out["exact"];
                       if (out.contains("queries")) {  // each query's id and verdict, in order
                         json queries = json::array();
                         for (const json& q : out["queries"])
                           queries.push_back({{"id", q["id"]}, {"status", q["status"]}});
                         expected["queries"] = queries;
                       }
                       return expected;
                     });
}

}  // namespace debref::vectors
