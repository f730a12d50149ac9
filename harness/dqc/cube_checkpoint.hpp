// Source: docs/DQC.md "Owner cubes" ("Resuming a level") and docs/FORMATS.md "dqc --early-bits
// --checkpoint FILE (resume)": the early-bit queries a run has refuted, kept in a JSON Lines file
// (harness/io/json_lines.hpp) so that an interrupted search, or one split over several runs,
// decides no query twice. A line records one UNSAT query: its id, a hash of its SMT-LIB text
// (proofs/query.hpp to_smt2: every assertion, the statement and the source), the solver, whether
// its DRAT proof was checked, and the build that decided it. A line stands for a query only when
// both the id and the hash match the query this build would send, so a change to the encoding,
// however small, reruns the query rather than reusing an answer to another question. The solver
// must match too; the build need not (a refutation outlives the commit that found it), so the
// output names the builds whose refutations it took.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "harness/io/json_lines.hpp"
#include "proofs/cnf.hpp"
#include "proofs/dqc/early_bits_search.hpp"

namespace debref::dqc {

class CubeCheckpoint {
 public:
  /// Opens (creating) FILE and reads the refutations it holds; InputError or OutputError as
  /// JsonLinesLog's, starting with --checkpoint. Every notice ("--checkpoint: ...") goes to
  /// `notify` as it arises, one at a time: a line that is not JSON or not a line of
  /// docs/schema/dqc_checkpoint.json (skipped, while reading), and a query on record only for
  /// another query text or another solver (not taken, when it comes up: the search decides it,
  /// or with side cubes decides or takes its side cubes).
  CubeCheckpoint(const std::string& path, std::function<void(const std::string&)> notify);

  /// The memo smt_early_bits takes (proofs/dqc/early_bits_search.hpp): it offers a refutation
  /// only for the same query text and the same solver (`backend`, which the lines it records
  /// name); with check_proofs only one whose proof was checked. The memo refers to this object,
  /// which must outlive the search.
  proofs::EarlyBitsMemo memo(proofs::SatBackend backend, bool check_proofs);

  /// The refutations on record (distinct query, text and solver), the queries this run took
  /// from them, the refutations it added, and the builds ("VERSION commit C") whose refutations
  /// it took.
  std::size_t loaded() const;
  std::size_t reused() const;
  std::size_t recorded() const;
  std::vector<std::string> builds_taken() const;

 private:
  struct Entry {
    proofs::Outcome outcome;
    std::string build;  // "VERSION commit C" of the run that refuted it
  };
  /// (hash of the query's SMT-LIB text, solver)
  using Key = std::pair<std::string, std::string>;
  std::optional<proofs::Outcome> find(const proofs::Query& query, proofs::SatBackend backend,
                                      bool check_proofs);
  void record(const proofs::Query& query, proofs::SatBackend backend,
              const proofs::Outcome& outcome);
  std::string hash_of(const proofs::Query& query);
  void read_line(const std::string& line, std::size_t number);
  /// Keeps `e` under (id, key) unless a checked proof is kept there and e's is not.
  void keep(const std::string& id, const Key& key, Entry e);

  JsonLinesLog log_;
  std::function<void(const std::string&)> notify_;
  mutable std::mutex state_;
  std::map<std::string, std::map<Key, Entry>> done_;  // by query id
  std::map<std::string, std::string> hashes_;         // by query id, computed this run
  std::set<std::string> noticed_;                     // ids whose mismatch was reported
  std::set<std::string> builds_taken_;
  std::size_t loaded_ = 0, reused_ = 0, recorded_ = 0;
};

}  // namespace debref::dqc
