// Source: docs/ARCHITECTURE.md "Scale out" and docs/FORMATS.md "debref check --checkpoint FILE":
// checkpoint/resume for long sweeps. `debref check --checkpoint FILE` appends one JSON line per
// finished check (the `check --json` object of that check plus a `build` object: debref version,
// commit and the hash of the check's definition), written with a single write and flushed to disk
// before the next check starts. A rerun with the same FILE reuses a PASS or FAIL line whose id,
// source, statement and build all match; it reruns, with a notice, every line that is not a
// valid check line (numbered) or that another build wrote, and reruns UNKNOWN lines silently (a
// time limit or an undecided solver is not a verdict to keep).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "harness/core/report.hpp"
#include "harness/io/json_lines.hpp"

namespace debref {

class Checkpoint {
 public:
  /// Opens (creating) FILE for appending and reads the results it already holds. Throws
  /// InputError starting with --checkpoint and naming the path when FILE is not a regular file,
  /// cannot be opened, or exceeds the input size limit.
  explicit Checkpoint(const std::string& path);

  /// A PASS or FAIL for this check from an earlier run of this build, if its definition matches.
  const CheckResult* find(const Check& check) const;
  /// Appends the result (one line, fsync'd). Throws OutputError when the write fails.
  void record(const Check& check, const CheckResult& result);
  std::size_t loaded() const { return done_.size(); }
  /// What reading FILE found to rerun ("--checkpoint: FILE line N: ...; rerun"), for stderr.
  const std::vector<std::string>& notices() const { return notices_; }

 private:
  struct Entry {
    std::string source, statement, definition;
    CheckResult result;
  };
  void read_line(const std::string& line, std::size_t number);
  JsonLinesLog log_;
  std::map<std::string, Entry> done_;
  std::vector<std::string> notices_;
};

}  // namespace debref
