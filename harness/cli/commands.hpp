// Source: docs/ARCHITECTURE.md "Command line". One function per command; each returns the exit
// code.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/check.hpp"

namespace debref {

struct CheckOptions {
  bool json = false, quiet = false, list = false;
  std::string report, filter, shard, html, checkpoint;
  std::optional<double> time_limit;  // seconds per check; past it a check is UNKNOWN
};
int check_command(const CheckOptions& options, const Registry& registry, std::ostream& out,
                  std::ostream& err);

struct MergeOptions {
  bool json = false;
  std::vector<std::string> files;
};
int merge_command(const MergeOptions& options, std::ostream& out, std::ostream& err);

struct ValidateOptions {
  bool json = false, list = false;
  std::string schema;              // a docs/schema file name, e.g. "oracle.json"
  std::vector<std::string> files;  // JSON documents ("-": stdin)
};
/// `debref validate --schema NAME FILE...`: each file against docs/schema/NAME (exit 0 when all
/// are valid, 2 otherwise, with the JSON path of each first error); `--list` names the schemas.
int validate_command(const ValidateOptions& options, std::ostream& out, std::ostream& err);

struct JudgeOptions {
  bool json = false;
  std::string file;  // docs/schema/judge.json ("-": stdin)
};
/// `debref judge FILE`: exit 0 when every judged part is accepted (and agrees), 1 when one is
/// rejected (the broken rule is printed), 2 for bad input.
int judge_command(const JudgeOptions& options, std::ostream& out, std::ostream& err);

struct DratOptions {
  bool json = false;
  std::string cnf, proof;  // DIMACS CNF and DRAT proof files ("-": stdin)
};
/// `debref drat --cnf F --proof P`: debref's DRAT checker (proofs/drat.hpp) on a proof of F's
/// unsatisfiability; exit 0 when it derives the empty clause, 1 when a lemma fails or it ends
/// without it, 2 for bad input (a malformed file).
int drat_command(const DratOptions& options, std::ostream& out, std::ostream& err);

struct VectorsOptions {
  std::string out;
};
int vectors_command(const VectorsOptions& options, std::ostream& out, std::ostream& err);

struct ExploreOptions {
  bool json = false, list = false;
  std::string family, drop;
  std::uint64_t max_size = 0, seed = 0;  // 0: the entry's default size
  std::string shard;                     // I/N: every N-th instance of the search order
};
int explore_command(const ExploreOptions& options, std::ostream& out, std::ostream& err);

}  // namespace debref
