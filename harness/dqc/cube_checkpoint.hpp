// Source: docs/DQC.md "Owner cubes" ("Resuming a level") and docs/FORMATS.md "dqc --early-bits
// --checkpoint FILE (resume)": the early-bit queries a run has refuted, kept in a JSON Lines file
// (harness/io/json_lines.hpp) so that an interrupted search, or one split over several runs,
// decides no query twice. A line records one UNSAT query: its id, a hash of its SMT-LIB text
// (proofs/query.hpp to_smt2: every assertion, the statement and the source), the solver, whether
// its DRAT proof was checked, and the build that decided it. A line stands for a query only when
// both the id and the hash match the query this build would send, so a change to the encoding,
// however small, reruns the query rather than reusing an answer to another question.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "harness/io/json_lines.hpp"
#include "proofs/cnf.hpp"
#include "proofs/dqc/early_bits_search.hpp"

namespace debref::dqc {

class CubeCheckpoint {
 public:
  /// Opens (creating) FILE and reads the refutations it holds; InputError or OutputError as
  /// JsonLinesLog's, starting with --checkpoint. A line that is not JSON or not a line of
  /// docs/schema/dqc_checkpoint.json is skipped with a notice.
  explicit CubeCheckpoint(const std::string& path);

  /// The memo smt_early_bits takes (proofs/dqc/early_bits_search.hpp); `backend` is written into
  /// the lines it records; with check_proofs it offers only refutations whose proofs were
  /// checked. The memo refers to this object, which must outlive the search.
  proofs::EarlyBitsMemo memo(proofs::SatBackend backend, bool check_proofs);

  /// The lines read (refutations on record), the queries this run took from them and the
  /// refutations it added.
  std::size_t loaded() const;
  std::size_t reused() const;
  std::size_t recorded() const;
  /// What reading FILE skipped, and each query whose id is on record with another hash (its
  /// encoding changed; decided again): "--checkpoint: ...", for stderr.
  std::vector<std::string> notices() const;

 private:
  struct Entry {
    std::string smt2;  // the hash of the query's SMT-LIB text
    proofs::Outcome outcome;
  };
  std::optional<proofs::Outcome> find(const proofs::Query& query, bool check_proofs);
  void record(const proofs::Query& query, proofs::SatBackend backend,
              const proofs::Outcome& outcome);
  std::string hash_of(const proofs::Query& query);
  void read_line(const std::string& line, std::size_t number);

  JsonLinesLog log_;
  mutable std::mutex state_;
  std::map<std::string, Entry> done_;          // by query id; a checked proof preferred
  std::map<std::string, std::string> hashes_;  // by query id, computed this run
  std::set<std::string> changed_;              // ids on record with another hash
  std::vector<std::string> notices_;
  std::size_t loaded_ = 0, reused_ = 0, recorded_ = 0;
};

}  // namespace debref::dqc
