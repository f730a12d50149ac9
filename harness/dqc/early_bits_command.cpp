#include "harness/dqc/early_bits_command.hpp"

#include <memory>
#include <optional>
#include <string>

#include "harness/core/progress.hpp"
#include "harness/core/shard.hpp"
#include "harness/dqc/cube_checkpoint.hpp"
#include "harness/dqc/frontier.hpp"
#include "harness/dqc/json.hpp"
#include "harness/io/input.hpp"
#include "proofs/dqc/early_bits.hpp"
#include "proofs/dqc/early_bits_search.hpp"
#include "reference/dqc/early_bits.hpp"

namespace debref::dqc {

void add_early_bits_options(CLI::App& dq, DqcOptions& options) {
  dq.add_option("--early-bits", options.early_bits,
                "with --frontier 5 or a 32-character --truth-table: search the open rows for a "
                "depth-4 verifier whose root bit is preceded by at most S early bits (1..7, 7 the "
                "bound (L4); docs/DQC.md \"Early bits\"); a model is re-verified, UNSAT refutes "
                "S; levels above f's bound (L6) are not searched, and UNSAT up to it proves "
                "DQC = 5");
  dq.add_option("--early-bits-from", options.early_bits_from,
                "with --early-bits S: decide only the levels F..S (1 <= F <= S; default 1), to "
                "resume a search whose lower levels are refuted; the lower bound is raised only by "
                "a search from 1");
  dq.add_option("--sat-solver", options.sat_solver,
                "with --early-bits: cadical (default: the query's clauses, from Z3's tseitin-cnf, "
                "decided by CaDiCaL) or z3 (Z3's own solver on the same query)");
  dq.add_option("--timeout-ms", options.timeout_ms,
                "with --early-bits: time limit per query (default 60000; a timeout is UNKNOWN, "
                "exit 3)");
  dq.add_flag("--owner-cubes", options.owner_cubes,
              "with --early-bits: decide each level as one query per assignment of the bits' "
              "owners ((L1), (L5) applied; docs/DQC.md \"Owner cubes\"); --timeout-ms is then "
              "per query");
  dq.add_option("--jobs", options.jobs,
                "with --owner-cubes: cubes decided at once, each on its own thread (1..256, "
                "default 1; each takes the memory of one query)");
  dq.add_flag("--read-cubes", options.read_cubes,
              "with --owner-cubes: split each owner cube further by how many early bits and "
              "inputs are read at query places ((L7) of docs/DQC.md); a level s then decides "
              "exactly s early bits, fewer resting on the levels below");
  dq.add_flag("--side-cubes", options.side_cubes,
              "with --read-cubes: decide each read cube (but one on record whole in "
              "--checkpoint FILE) as its side cubes, the kinds of the root's two sides ((L9) of "
              "docs/DQC.md: up to 11), one after another, each kept in FILE as it is refuted: "
              "an interrupted run loses at most the side cubes under way");
  dq.add_flag("--check-proofs", options.check_proofs,
              "with --early-bits (CaDiCaL): an UNSAT answer stands only when debref's DRAT "
              "checker verifies CaDiCaL's proof of it (docs/DQC.md \"Checked refutations\"); "
              "the check counts against --timeout-ms");
  dq.add_option("--checkpoint", options.checkpoint,
                "with --early-bits: keep every refuted query in FILE (JSON Lines, one line each, "
                "fsync'd) and take from it the queries an earlier run refuted, when this build "
                "would send the same query text (docs/FORMATS.md); an interrupted level resumes "
                "where it stopped");
}

void check_early_bits_flags(const DqcOptions& options, bool n5) {
  if (options.early_bits && !n5)
    throw InputError(
        "--early-bits: only with --frontier 5 (the symmetric functions) or a 32-character "
        "--truth-table");
  if (options.early_bits &&
      (*options.early_bits < 1 || *options.early_bits > proofs::max_query_early_bits))
    throw InputError("--early-bits: s must be an integer in 1.." +
                     std::to_string(proofs::max_query_early_bits) + " (got " +
                     std::to_string(*options.early_bits) + ")");
  if (options.early_bits_from && !options.early_bits)
    throw InputError("--early-bits-from: only with --early-bits");
  if (options.early_bits_from &&
      (*options.early_bits_from < 1 || *options.early_bits_from > *options.early_bits))
    throw InputError("--early-bits-from: an integer in 1..S, S the --early-bits value (got " +
                     std::to_string(*options.early_bits_from) + ")");
  if (options.early_bits_from && !options.truth_table.empty()) {
    // Levels above (L6)'s bound are never searched: a start above it would decide nothing.
    const std::optional<int> bound =
        early_bits_bound(truth_table_flag(options.truth_table, "--truth-table", 0, 5));
    if (bound && *options.early_bits_from > *bound)
      throw InputError("--early-bits-from: an integer in 1.." + std::to_string(*bound) +
                       " for this truth table, its bound (L6) of docs/DQC.md (got " +
                       std::to_string(*options.early_bits_from) + ")");
  }
  if (!options.sat_solver.empty() && !options.early_bits)
    throw InputError("--sat-solver: only with --early-bits");
  if (!options.sat_solver.empty() && options.sat_solver != "cadical" && options.sat_solver != "z3")
    throw InputError("--sat-solver: cadical or z3 (got \"" + options.sat_solver + "\")");
  if (options.owner_cubes && !options.early_bits)
    throw InputError("--owner-cubes: only with --early-bits");
  if (options.jobs && !options.owner_cubes) throw InputError("--jobs: only with --owner-cubes");
  if (options.read_cubes && !options.owner_cubes)
    throw InputError("--read-cubes: only with --owner-cubes");
  if (options.side_cubes && !options.read_cubes)
    throw InputError("--side-cubes: only with --read-cubes");
  if (options.check_proofs && (!options.early_bits || options.sat_solver == "z3"))
    throw InputError("--check-proofs: only with --early-bits and --sat-solver cadical");
  if (options.jobs && (*options.jobs < 1 || *options.jobs > proofs::max_early_bits_jobs))
    throw InputError("--jobs: an integer in 1.." + std::to_string(proofs::max_early_bits_jobs) +
                     " (got " + std::to_string(*options.jobs) + ")");
  if (options.timeout_ms && !options.early_bits)
    throw InputError("--timeout-ms: only with --early-bits");
  if (options.timeout_ms && (*options.timeout_ms < 1 || *options.timeout_ms > 86400000))
    throw InputError("--timeout-ms: an integer in 1..86400000 (got " +
                     std::to_string(*options.timeout_ms) + ")");
  if (!options.checkpoint.empty() && !options.early_bits)
    throw InputError("--checkpoint: only with --early-bits");
}

nlohmann::json early_bits_frontier(const DqcOptions& options,
                                   const std::vector<TruthTable>& functions, bool symmetric,
                                   std::ostream& text, std::ostream& err, bool& unknown) {
  const proofs::SatBackend backend =
      options.sat_solver == "z3" ? proofs::SatBackend::Z3 : proofs::SatBackend::Cadical;
  std::unique_ptr<CubeCheckpoint> checkpoint;
  std::optional<proofs::EarlyBitsMemo> memo;
  if (!options.checkpoint.empty()) {
    // Notices as they arise (a run can take hours); the checkpoint serialises them.
    checkpoint = std::make_unique<CubeCheckpoint>(options.checkpoint, [&err](const std::string& n) {
      progress::print_line(err, "debref dqc: " + n);
    });
    memo = checkpoint->memo(backend, options.check_proofs);
  }
  const Shard shard = shard_flag(options.shard);  // checked by check_flags, before the file
  static_assert(Shard::kMaxShards == proofs::max_early_bits_shards);
  const EarlyBitsRun early{
      options.early_bits.value_or(0),
      static_cast<unsigned>(options.timeout_ms.value_or(60000)),
      backend,
      {options.owner_cubes, options.jobs.value_or(1), options.read_cubes, options.side_cubes,
       static_cast<int>(shard.index - 1), static_cast<int>(shard.count)},
      options.early_bits_from.value_or(1),
      options.check_proofs,
      memo ? &*memo : nullptr,
      // As each level starts (a later level may take hours); "02/2" is
      // accepted and named "2/2", as the JSON names it.
      [&err](const std::string& n) { progress::print_line(err, "debref dqc: " + n); }};
  nlohmann::json result = frontier(functions, symmetric, early, text, unknown);
  if (checkpoint) {
    const std::vector<std::string> builds = checkpoint->builds_taken();
    result["early_bits"]["checkpoint"] = {{"file", options.checkpoint},
                                          {"loaded", checkpoint->loaded()},
                                          {"reused", checkpoint->reused()},
                                          {"recorded", checkpoint->recorded()},
                                          {"builds", builds}};
    text << "checkpoint " << options.checkpoint << ": " << checkpoint->reused()
         << " queries taken from the " << checkpoint->loaded() << " refutations on record";
    if (!builds.empty()) {
      text << " (refuted by";
      for (std::size_t i = 0; i < builds.size(); ++i) text << (i ? ", " : " ") << builds[i];
      text << ")";
    }
    text << ", " << checkpoint->recorded() << " added\n";
  }
  return result;
}

}  // namespace debref::dqc
