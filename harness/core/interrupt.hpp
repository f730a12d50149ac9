// Source: docs/FORMATS.md "Signals and temporary files". debref owns SIGINT and SIGTERM: one
// thread waits for them (sigwait), then removes every registered temporary and partial output
// (harness/io/cleanup.hpp), kills the solver child processes it started (cvc5), and ends the
// process with exit code 130 (SIGINT) or 143 (SIGTERM) without returning to the interrupted code:
// no result computed after the signal is printed or written to a checkpoint. Z3's own ctrl-c
// handling is switched off (proofs/query.cpp; its handler is not safe with several solver
// threads), and the signals are blocked in every other thread, so no other handler runs.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>

namespace debref {

/// Installs the signal handling; main() calls it before any other thread exists (the signals are
/// blocked in every thread and taken by the waiting one). Also ignores SIGPIPE, so that a write
/// to a closed pipe is an error debref reports (exit 4) rather than a silent death.
void install_signal_handling();

/// Runs `spawn` (which starts a child process and returns its pid, or -1) under the lock of the
/// child registry and registers the child: it is killed (SIGKILL) when the process is
/// interrupted, from its start until remove_child() after it has been waited for.
pid_t add_child(const std::function<pid_t()>& spawn);
void remove_child(pid_t pid);

/// A whole command's time limit (`--time-limit` of every command but `check`, whose limit is per
/// check): at `at`, unless destroyed first, ends the process as a signal does (temporaries and
/// partial outputs removed, solver calls cancelled, children killed, nothing on stdout) with
/// `message` on stderr and exit 3, UNKNOWN. No deadline: does nothing.
class Watchdog {
 public:
  Watchdog(std::optional<std::chrono::steady_clock::time_point> at, std::string message);
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

 private:
  struct State;
  std::shared_ptr<State> state_;
  std::thread thread_;
};

}  // namespace debref
