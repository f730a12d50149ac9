// Source: docs/DQC.md (seed 002 Def. 1 on the command line): `debref dqc --truth-table BITS
// [--max-l L] [--json]` and `debref dqc --table N [--json]`; `--method exhaustive|smt` (the Z3 SAT
// encoding, every SAT model re-verified by the reference evaluator), `--emit DIR` (the Z3 queries
// as SMT-LIB 2), `--kw-formula-of G` (seed 002 Thm 5's debate from a minimum-depth formula of G,
// validated for f: the explorer's replay of a construction on the wrong circuit), `--yao N
// [--yao-queries Q] [--yao-formula F]` (seed 002 Thm 13: the least error of a depth-<= Q tree
// under the proof's distribution D for a balanced read-once formula on N variables). Truth tables
// are 2^n characters; character i is f(x) where x_1 ... x_n are the binary digits of i, x_1 the
// most significant. Bad input: exit 2, the flag named with its allowed range, nothing on stdout.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/family.hpp"

namespace debref {

struct DqcOptions {
  bool json = false;
  std::string truth_table;              // empty: not given
  int max_l = 3;                        // largest l considered (0..3)
  int table = -1;                       // -1: not given; else N in 0..4
  int frontier = -1;                    // -1: not given; else 5 (the symmetric functions)
  bool classes = false;                 // --frontier 5: every NPN class instead
  std::string method = "exhaustive";    // exhaustive | smt
  std::string emit;                     // --method smt: write the queries to DIR/<id>.smt2
  std::string kw_formula_of;            // truth table G of the same length (n <= 3)
  std::string shard;                    // --table, --frontier 5 --classes: I/N
  int yao = -1;                         // -1: not given; else n in 1..32 (seed 002 Thm 13's D)
  int yao_queries = -1;                 // with --yao: q in 0..2 (-1: not given, 1)
  std::string yao_formula;              // with --yao: or | and | alternating ("": or)
  std::string randomised;               // BITS, n = 1..3: seed 002 Def. 12, Thm 13, Thm 14
  std::string randomised_debate;        // with --randomised: tree | thm5 ("": thm5)
  std::optional<int> early_bits;        // n = 5: early-bit search up to s
  std::optional<int> early_bits_from;   // with --early-bits: the first level decided (not given: 1)
  std::optional<long long> timeout_ms;  // per query of --early-bits (not given: 60000)
  std::string sat_solver;               // --early-bits' solver: cadical or z3 ("": not given)
  bool owner_cubes = false;             // --early-bits: each level as its owner cubes
  std::optional<int> jobs;              // --owner-cubes: cubes at once (not given: 1)
  bool read_cubes = false;              // --owner-cubes: each owner cube as its read cubes
  bool side_cubes = false;              // --read-cubes: each read cube as its side cubes
  bool check_proofs = false;            // --early-bits with CaDiCaL: check each UNSAT's DRAT proof
  std::string checkpoint;               // --early-bits: refuted queries kept in and taken from FILE
};
int dqc_command(const DqcOptions& options, std::ostream& out, std::ostream& err);

}  // namespace debref

namespace debref::dqc {

/// Adds the family's subcommand to the command line.
std::vector<Subcommand> add_commands(CLI::App& app);

}  // namespace debref::dqc
