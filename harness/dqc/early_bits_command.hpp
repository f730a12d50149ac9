// Source: docs/DQC.md "Early bits", "Owner cubes" and docs/FORMATS.md "dqc --early-bits
// --checkpoint FILE (resume)": the early-bit search of `debref dqc` (--early-bits and the flags
// that shape it), its flags' ranges and combinations, and the run on the open rows of the
// 5-variable frontier with an optional checkpoint.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>
#include <vector>

#include "harness/dqc/command.hpp"
#include "reference/dqc/debate.hpp"

namespace debref::dqc {

/// Adds --early-bits, --early-bits-from, --sat-solver, --timeout-ms, --owner-cubes, --jobs,
/// --read-cubes, --side-cubes, --check-proofs and --checkpoint to the dqc subcommand.
void add_early_bits_options(CLI::App& dq, DqcOptions& options);

/// Their ranges and combinations (InputError naming the flag); `n5`: the command is --frontier 5
/// (symmetric functions) or one 32-character --truth-table.
void check_early_bits_flags(const DqcOptions& options, bool n5);

/// The frontier rows of `functions` with the early-bit search on the open ones (none without
/// --early-bits); with --checkpoint the refuted queries are kept in and taken from FILE, its
/// notices go to `err` ("debref dqc: ...") and the result's "early_bits" gains "checkpoint".
nlohmann::json early_bits_frontier(const DqcOptions& options,
                                   const std::vector<TruthTable>& functions, bool symmetric,
                                   std::ostream& text, std::ostream& err, bool& unknown);

}  // namespace debref::dqc
