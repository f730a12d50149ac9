// Source: docs/ARCHITECTURE.md "Scale out": checkpoint/resume for long sweeps. `debref check
// --checkpoint FILE` appends one JSON line per finished check (the `check --json` object of that
// check), written with a single write and flushed to disk before the next check starts; a rerun
// with the same FILE reuses every finished check whose id, source and statement still match and
// runs only the others. An interrupted run loses at most the check that was running; a torn last
// line (the process killed mid-write) is ignored.
#pragma once

#include <map>
#include <string>

#include "harness/core/report.hpp"

namespace debref {

class Checkpoint {
 public:
  /// Opens (creating) FILE for appending and reads the results it already holds. Throws
  /// std::runtime_error starting with --checkpoint and naming the path when it cannot.
  explicit Checkpoint(const std::string& path);
  ~Checkpoint();
  Checkpoint(const Checkpoint&) = delete;
  Checkpoint& operator=(const Checkpoint&) = delete;

  /// A finished result for this check from an earlier run, if its id, source and statement match.
  const CheckResult* find(const Check& check) const;
  /// Appends the result (one line, fsync'd).
  void record(const Check& check, const CheckResult& result);
  std::size_t loaded() const { return done_.size(); }

 private:
  struct Entry {
    std::string source, statement;
    CheckResult result;
  };
  std::string path_;
  int fd_ = -1;
  std::map<std::string, Entry> done_;
};

}  // namespace debref
