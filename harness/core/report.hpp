// Source: docs/ARCHITECTURE.md "Command line": the check table, the summary line `N passed, N
// failed` (`, N caught`, `, N vacuous`, `, N unknown`), `--json`, JUnit XML, and the exit codes
// 0 / 1 / 3.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/check.hpp"
#include "harness/io/output.hpp"  // write_atomically

namespace debref {

struct CheckRun {
  const Check* check;
  CheckResult result;
};

struct Summary {
  int passed = 0, failed = 0, unknown = 0, vacuous = 0, caught = 0;
};
Summary summarize(const std::vector<CheckRun>& runs);

/// "N passed, N failed" plus ", N caught", ", N vacuous" and ", N unknown" when any check has
/// that status.
std::string summary_line(const Summary& s);

/// 0 every check passed or caught its mutant, 1 a check failed or is vacuous, 3 some check
/// unknown and none failed.
int exit_code(const Summary& s);

void print_table(std::ostream& out, const std::vector<CheckRun>& runs);
nlohmann::json to_json(const std::vector<CheckRun>& runs);

/// JUnit XML, one testcase per check (a FAIL carries its counterexample, an UNKNOWN is
/// skipped); written to a unique temporary file beside `path` and renamed into place, so no
/// partial report is left behind. Throws std::runtime_error naming the path on failure.
void write_junit(const std::string& path, const std::vector<CheckRun>& runs);

/// Throws std::runtime_error naming the path when a report could not be written there (its
/// directory is missing or read-only, or the path is a directory). Leaves nothing behind; lets
/// `check --report` fail before running a long suite.
void probe_writable(const std::string& path);

/// An exact rational as the report shows it: in full up to 40 characters, else its first digits
/// and its length ("1234…(1500 digits)/5678…(1499 digits)"); the JSON keeps it whole.
std::string brief_rational(const std::string& exact);

/// Text made safe for XML and HTML element content and attribute values.
std::string xml_escape(const std::string& s);

}  // namespace debref
