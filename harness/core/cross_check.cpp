#include "harness/core/cross_check.hpp"

#include <cstdio>
#include <fstream>
#include <memory>
#include <stdexcept>

#include "harness/core/report.hpp"

namespace debref::proofs {

std::vector<std::filesystem::path> emit(const std::vector<Query>& queries,
                                        const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw std::runtime_error("--emit: cannot create " + dir.string() + ": " + ec.message());
  std::vector<std::filesystem::path> paths;
  for (const Query& q : queries) {
    std::filesystem::path path = dir / (q.id + ".smt2");
    write_atomically(path.string(), to_smt2(q), "--emit");  // no partial file if interrupted
    paths.push_back(path);
  }
  return paths;
}

namespace {

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// Runs a command, returning its first output line ("" when none) and exit status.
std::pair<std::string, int> first_line(const std::string& command) {
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return {"", -1};
  std::string out;
  char buffer[512];
  while (fgets(buffer, sizeof buffer, pipe.get())) out += buffer;
  int status = pclose(pipe.release());
  std::string line = out.substr(0, out.find('\n'));
  return {line, status};
}

}  // namespace

bool cvc5_available() {
  auto [line, status] = first_line("cvc5 --version 2>/dev/null");
  return status == 0 && line.find("cvc5") != std::string::npos;
}

Verdict run_cvc5(const std::filesystem::path& file, unsigned timeout_ms, std::string& detail) {
  auto [line, status] = first_line("cvc5 --tlimit=" + std::to_string(timeout_ms) + " " +
                                   shell_quote(file.string()) + " 2>&1");
  detail = line;
  (void)status;  // cvc5 exits non-zero on a timeout; the verdict line is what counts
  if (line == "unsat") return Verdict::Unsat;
  if (line == "sat") return Verdict::Sat;
  return Verdict::Unknown;
}

const char* to_string(Agreement a) {
  switch (a) {
    case Agreement::Agree:
      return "agree";
    case Agreement::Disagree:
      return "DISAGREE";
    case Agreement::Undecided:
      return "undecided";
    case Agreement::NotCompared:
      break;
  }
  return "not compared";
}

Agreement compare(const Query& query, Verdict z3, Verdict cvc5) {
  if (z3 != Verdict::Unknown && cvc5 != Verdict::Unknown)
    return z3 == cvc5 ? Agreement::Agree : Agreement::Disagree;
  return query.cvc5_note.empty() ? Agreement::Undecided : Agreement::NotCompared;
}

}  // namespace debref::proofs
