// Source: docs/FORMATS.md "debref check --checkpoint FILE (resume)" and "dqc --early-bits
// --checkpoint FILE (resume)": the append-only JSON Lines file behind every checkpoint. Each line
// is written whole or not at all, even when the process is interrupted (the writes of one line
// run under harness/io/cleanup.hpp's critical lock, which the interrupt handler takes too), and
// fsync'd before append() returns, so a killed run leaves whole lines and at most one torn last
// line (a crash mid-write), which the next run reads as a bad line.
#pragma once

#include <mutex>
#include <string>
#include <vector>

#include "nlohmann/json.hpp"

namespace debref {

class JsonLinesLog {
 public:
  /// Opens (creating) FILE for appending and reads the lines it already holds. `flag` names the
  /// option in errors: InputError "FLAG: cannot open \"FILE\" (reason)" or "FLAG: \"FILE\" is not
  /// a regular file", or the input size limit's message; OutputError when the newline that ends
  /// a torn last line cannot be written.
  JsonLinesLog(const std::string& path, const std::string& flag);
  ~JsonLinesLog();
  JsonLinesLog(const JsonLinesLog&) = delete;
  JsonLinesLog& operator=(const JsonLinesLog&) = delete;

  /// The lines FILE held when it was opened, in order (line k at index k - 1; empty ones kept).
  const std::vector<std::string>& lines() const { return lines_; }
  /// Appends j as one line (fsync'd); callable from several threads at once. Throws OutputError
  /// "FLAG: cannot write \"FILE\" (reason)" when the write or the fsync fails.
  void append(const nlohmann::json& j);
  const std::string& path() const { return path_; }
  /// "FLAG: \"FILE\" line N", the prefix of a notice about line N.
  std::string where(std::size_t number) const;

 private:
  std::string path_, flag_;
  int fd_ = -1;
  std::vector<std::string> lines_;
  std::mutex write_;
};

}  // namespace debref
