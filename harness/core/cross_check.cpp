#include "harness/core/cross_check.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <stdexcept>

#include "harness/core/interrupt.hpp"
#include "harness/io/output.hpp"

namespace debref::proofs {

std::vector<std::filesystem::path> emit(const std::vector<Query>& queries,
                                        const std::filesystem::path& dir) {
  // Every file or none (harness/io/output.hpp); a directory it creates goes on failure.
  OutputSet out(dir, "--emit");
  std::vector<std::filesystem::path> paths;
  for (const Query& q : queries) paths.push_back(out.add(q.id + ".smt2", to_smt2(q)));
  out.commit();
  return paths;
}

namespace {

/// Runs a program (found on PATH; no shell) with standard output and error into one pipe,
/// returning its first output line ("" when none) and exit status (-1 when it could not start).
/// The child is registered with harness/core/interrupt.hpp, so an interrupt kills it.
std::pair<std::string, int> first_line(const std::vector<std::string>& args) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return {"", -1};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, fds[1], STDERR_FILENO);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  for (int s : {SIGINT, SIGTERM, SIGPIPE}) sigaddset(&defaults, s);
  posix_spawnattr_setsigmask(&attr, &none);  // debref blocks SIGINT and SIGTERM; the child not
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  std::vector<char*> argv;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  const pid_t pid = add_child([&] {
    pid_t child = -1;
    return posix_spawnp(&child, argv[0], &actions, &attr, argv.data(), environ) == 0 ? child : -1;
  });
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  ::close(fds[1]);
  std::string out;
  char buffer[512];
  for (;;) {
    const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    if (out.size() < (1 << 16)) out.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(fds[0]);
  if (pid < 0) return {"", -1};
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  remove_child(pid);
  return {out.substr(0, out.find('\n')), status};
}

}  // namespace

bool cvc5_available() {
  auto [line, status] = first_line({"cvc5", "--version"});
  return status == 0 && line.find("cvc5") != std::string::npos;
}

Verdict run_cvc5(const std::filesystem::path& file, unsigned timeout_ms, std::string& detail) {
  auto [line, status] =
      first_line({"cvc5", "--tlimit=" + std::to_string(timeout_ms), file.string()});
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
