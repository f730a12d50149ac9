// Source: docs/ARCHITECTURE.md "Reports" (progress). What a long command is doing, for the one
// line on stderr: the task (a check of the suite, a query, a function of a table) and, inside it,
// the sweep with its counts. Updating it is cheap (relaxed atomics and a clock read; a lock only
// when a task or a sweep starts), so loops call step() per instance; a Ticker thread polls it and
// draws. Nothing here reaches stdout or a verdict.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

namespace debref::progress {

/// Names the running task: `index` of `total` (1-based; total 0: no count), e.g. ("check",
/// "det.bisection.thm5_1", 3, 135). Ends any sweep of the previous task.
void task(const std::string& kind, const std::string& name, std::uint64_t index,
          std::uint64_t total);

/// A sweep inside the running task: `total` steps (0: unknown), counted by step(). Sweeps nest
/// no deeper than one: the innermost started is shown, the enclosing one comes back at its end.
class Sweep {
 public:
  Sweep(const std::string& name, std::uint64_t total);
  ~Sweep();
  Sweep(const Sweep&) = delete;
  Sweep& operator=(const Sweep&) = delete;

 private:
  std::string previous_name_;
  std::uint64_t previous_total_, previous_done_, previous_skipped_;
  std::int64_t previous_skipped_ns_;
  std::chrono::steady_clock::time_point previous_start_;
};

/// Counts `n` steps of the current sweep (any thread; relaxed atomics: an add, and the time of
/// the step for skip()).
void step(std::uint64_t n = 1);

/// Counts `n` steps of the current sweep that cost no work here (e.g. queries taken from a
/// checkpoint): shown as done, left out of the rate the ETA is computed from, and so is the time
/// since the step or skip counted before them (the work of taking them; with several threads
/// also that of a step under way meanwhile, so the ETA errs low while a run resumes).
void skip(std::uint64_t n = 1);

/// A finished sweep: the task it ran in, its name, wall time and steps counted. A sweep whose
/// result several checks share runs (and is timed) in the first of them; the HTML report says so.
struct SweepTime {
  std::string task, name;
  double seconds = 0;
  std::uint64_t steps = 0;
};
/// The sweeps finished since the last call, oldest first.
std::vector<SweepTime> take_finished_sweeps();

/// How progress is shown: not at all, one line redrawn in place (a terminal), or plain lines
/// (stderr is a file or a pipe and `--progress` was given).
enum class Mode { Off, Terminal, Lines };

/// Off with --quiet; Terminal when stderr is a terminal; Lines when `forced` (--progress);
/// else Off. `own_stderr`: the command writes to the process's stderr (not a test's stream).
Mode choose_mode(bool own_stderr, bool quiet, bool forced);

/// The line as drawn now, e.g. "debref check [3/135] det.bisection.thm5_1: 1200/3840 (31%)
/// machines, 12 s, about 27 s left"; the ETA comes from the sweep's measured rate: its steps (not
/// the skipped ones) over its time (less the time that led up to skipped ones, skip()), and is
/// left out until there is one.
std::string line(const std::string& command);

/// Writes `text` and a newline to `err` (a notice or a late error while the line may be drawn),
/// flushed, without tearing the progress line: on a terminal the drawn line is erased first (the
/// ticker draws it again below the notice), and no redraw or plain progress line is written
/// between the erasing and the notice. Not for a signal handler (it takes a lock).
void print_line(std::ostream& err, const std::string& text);

/// For the process's end (harness/core/interrupt.cpp: a signal, before its last message and
/// _exit): erases the line drawn on a terminal and keeps the lock, so that no redraw, plain
/// line or notice follows. Waits at most about 100 ms for a write under way (then erases
/// anyway). Never returns the lock: only for a process about to end.
void halt_for_exit();

/// Draws the progress line on stderr until destroyed (then erases it, in Terminal mode). A
/// terminal line is redrawn every 200 ms; plain lines when the task changes and every 10 s.
class Ticker {
 public:
  Ticker(Mode mode, std::string command);
  ~Ticker();
  Ticker(const Ticker&) = delete;
  Ticker& operator=(const Ticker&) = delete;

 private:
  void run();
  Mode mode_;
  std::string command_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace debref::progress
