// `debref drat`: debref's DRAT checker (proofs/drat.hpp) on a DIMACS formula and a proof, as the
// dqc family runs it on CaDiCaL's refutations (docs/DQC.md "Checked refutations"; docs/FORMATS.md
// "DIMACS CNF and DRAT proofs").
#include <nlohmann/json.hpp>

#include "harness/cli/commands.hpp"
#include "harness/core/command.hpp"
#include "harness/io/dimacs.hpp"
#include "harness/io/input.hpp"
#include "proofs/drat.hpp"

namespace debref {

int drat_command(const DratOptions& options, std::ostream& out, std::ostream& err) {
  using nlohmann::json;
  return run_command(
      "drat", options.json, out, err,
      [&] {
        const Dimacs cnf = parse_dimacs(read_input_text(options.cnf, "--cnf"), "--cnf");
        bool binary = false;
        const std::string proof =
            drat_binary(read_input_text(options.proof, "--proof"), "--proof", binary);
        const proofs::DratCheck r = proofs::check_drat(cnf.clauses, proof);
        if (r.failure.rfind("malformed proof", 0) == 0) throw InputError("--proof: " + r.failure);
        json result = {{"cnf", {{"variables", cnf.variables}, {"clauses", cnf.clauses.size()}}},
                       {"proof", {{"format", binary ? "binary" : "text"}}},
                       {"refuted", r.refuted},
                       {"lemmas", r.lemmas},
                       {"rat_lemmas", r.rat_lemmas},
                       {"deletions", r.deletions},
                       {"deletions_kept", r.deletions_kept},
                       {"deletions_unmatched", r.deletions_unmatched}};
        if (!r.refuted) result["failure"] = r.failure;
        return result;
      },
      [](const json& r, std::ostream& o) {
        o << (r["refuted"].get<bool>() ? "refuted: the proof derives the empty clause"
                                       : "not refuted: " + r["failure"].get<std::string>())
          << " (" << r["lemmas"] << " lemmas checked, " << r["rat_lemmas"] << " of them RAT; "
          << r["deletions"] << " deletions applied, " << r["deletions_kept"]
          << " of top-level reasons kept, " << r["deletions_unmatched"] << " unmatched)\n";
      },
      [](const json& r) { return r["refuted"].get<bool>() ? 0 : 1; });
}

}  // namespace debref
