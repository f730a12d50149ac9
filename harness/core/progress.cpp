#include "harness/core/progress.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <mutex>

namespace debref::progress {

namespace {

using Clock = std::chrono::steady_clock;

struct State {
  std::mutex mutex;  // guards the strings and the start times
  std::string kind, name, sweep;
  std::uint64_t index = 0, total = 0;
  Clock::time_point task_start = Clock::now(), sweep_start = Clock::now();
  std::atomic<std::uint64_t> sweep_total{0}, done{0};
  std::atomic<std::uint64_t> skipped{0};  // of done: steps that cost no work (skip())
  // The rate's clock: when the last step or skip was counted (nanoseconds of Clock since its
  // epoch), and the time left out of the rate (nanoseconds): up to each skip, the time since the
  // event before it (a stretch that ended in a skip: no work that ended).
  std::atomic<std::int64_t> last_event_ns{0}, skipped_ns{0};
  std::atomic<std::uint64_t> generation{0};  // bumped when the task or the sweep changes
  std::vector<SweepTime> finished;
};

State& state() {
  static State s;
  return s;
}

/// The progress line on stderr: whether one is drawn on a terminal now, under the lock that every
/// write of it and every notice (print_line) takes.
struct Drawn {
  std::mutex mutex;
  bool on_terminal = false;
};

Drawn& drawn_line() {
  static Drawn d;
  return d;
}

constexpr char erase_line[] = "\r\033[K";

std::int64_t nanoseconds(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
}

/// Moves `last` to `now` unless a later event is on record already (threads read the clock and
/// store it in either order); returns the event before.
std::int64_t advance(std::atomic<std::int64_t>& last, std::int64_t now) {
  std::int64_t before = last.load(std::memory_order_relaxed);
  while (before < now && !last.compare_exchange_weak(before, now, std::memory_order_relaxed)) {
  }
  return before;
}

/// A new sweep's rate clock: no event yet but its start, no skipped time.
void start_rate_clock(State& s, Clock::time_point start) {
  s.last_event_ns = nanoseconds(start);
  s.skipped_ns = 0;
}

std::string seconds_text(double s) {
  char buf[32];
  if (s < 90)
    std::snprintf(buf, sizeof buf, "%.0f s", s);
  else if (s < 5400)
    std::snprintf(buf, sizeof buf, "%.0f min", s / 60);
  else
    std::snprintf(buf, sizeof buf, "%.1f h", s / 3600);
  return buf;
}

}  // namespace

void task(const std::string& kind, const std::string& name, std::uint64_t index,
          std::uint64_t total) {
  State& s = state();
  std::lock_guard lock(s.mutex);
  s.kind = kind;
  s.name = name;
  s.index = index;
  s.total = total;
  s.sweep.clear();
  s.sweep_total = 0;
  s.done = 0;
  s.skipped = 0;
  s.task_start = Clock::now();
  start_rate_clock(s, s.task_start);
  ++s.generation;
}

Sweep::Sweep(const std::string& name, std::uint64_t total) {
  State& s = state();
  std::lock_guard lock(s.mutex);
  previous_name_ = s.sweep;
  previous_total_ = s.sweep_total;
  previous_done_ = s.done;
  previous_skipped_ = s.skipped;
  previous_start_ = s.sweep_start;
  previous_skipped_ns_ = s.skipped_ns;
  s.sweep = name;
  s.sweep_total = total;
  s.done = 0;
  s.skipped = 0;
  s.sweep_start = Clock::now();
  start_rate_clock(s, s.sweep_start);
  ++s.generation;
}

Sweep::~Sweep() {
  State& s = state();
  std::lock_guard lock(s.mutex);
  s.finished.push_back({s.name, s.sweep,
                        std::chrono::duration<double>(Clock::now() - s.sweep_start).count(),
                        s.done.load()});
  s.sweep = previous_name_;
  s.sweep_total = previous_total_;
  s.done = previous_done_;
  s.skipped = previous_skipped_;
  s.sweep_start = previous_start_;
  // The enclosing sweep's rate clock goes on from now, with the time it had skipped before.
  start_rate_clock(s, Clock::now());
  s.skipped_ns = previous_skipped_ns_;
  ++s.generation;
}

void step(std::uint64_t n) {
  State& s = state();
  advance(s.last_event_ns, nanoseconds(Clock::now()));
  s.done.fetch_add(n, std::memory_order_relaxed);
}

void skip(std::uint64_t n) {
  State& s = state();
  const std::int64_t now = nanoseconds(Clock::now());
  const std::int64_t before = advance(s.last_event_ns, now);
  if (now > before) s.skipped_ns.fetch_add(now - before, std::memory_order_relaxed);
  s.skipped.fetch_add(n, std::memory_order_relaxed);  // line() clamps it to done
  s.done.fetch_add(n, std::memory_order_relaxed);
}

std::vector<SweepTime> take_finished_sweeps() {
  State& s = state();
  std::lock_guard lock(s.mutex);
  std::vector<SweepTime> out;
  out.swap(s.finished);
  return out;
}

Mode choose_mode(bool own_stderr, bool quiet, bool forced) {
  if (quiet || !own_stderr) return Mode::Off;
  if (isatty(STDERR_FILENO)) return Mode::Terminal;
  return forced ? Mode::Lines : Mode::Off;
}

std::string line(const std::string& command) {
  State& s = state();
  std::lock_guard lock(s.mutex);
  const auto now = Clock::now();
  std::string text = command;
  if (!s.name.empty()) {
    text += " ";
    if (s.total > 0) {  // appended piece by piece (GCC 12 -O3 false -Wrestrict on "[" + ...)
      text += '[';
      text += std::to_string(s.index);
      text += '/';
      text += std::to_string(s.total);
      text += "] ";
    }
    text += s.name;
  }
  const double task_seconds = std::chrono::duration<double>(now - s.task_start).count();
  if (!s.sweep.empty()) {
    const std::uint64_t done = s.done.load(std::memory_order_relaxed), total = s.sweep_total;
    // The counts first: a narrow terminal cuts the end of the line. A sweep of unknown size
    // with no step yet (e.g. one query being decided) shows its name only.
    text += ": ";
    if (total > 0 || done > 0) text += std::to_string(done);
    if (total > 0) {
      text += '/';
      text += std::to_string(total);
      char pct[16];
      std::snprintf(pct, sizeof pct, " (%.0f%%)",
                    100.0 * static_cast<double>(done) / static_cast<double>(total));
      text += pct;
    }
    if (total > 0 || done > 0) text += ' ';
    text += s.sweep;
    const double sweep_seconds = std::chrono::duration<double>(now - s.sweep_start).count();
    text += ", ";
    text += seconds_text(task_seconds);
    // The ETA from this sweep's measured rate, once there is one (a few steps and a second of
    // work); skipped steps are done but did no work, so neither they nor the time that led up
    // to them only (e.g. rebuilding and hashing the queries taken from a checkpoint) are in it.
    const std::uint64_t skipped = std::min(s.skipped.load(std::memory_order_relaxed), done);
    const std::uint64_t measured = done - skipped;
    const double work_seconds =
        sweep_seconds - static_cast<double>(s.skipped_ns.load(std::memory_order_relaxed)) / 1e9;
    if (total > 0 && measured >= 4 && done < total && work_seconds >= 1) {
      text += ", about ";
      text += seconds_text(work_seconds / static_cast<double>(measured) *
                           static_cast<double>(total - done));
      text += " left";
    }
  } else {
    text += s.name.empty() ? ": " : ", ";
    text += seconds_text(task_seconds);
  }
  return text;
}

Ticker::Ticker(Mode mode, std::string command) : mode_(mode), command_(std::move(command)) {
  if (mode_ != Mode::Off) thread_ = std::thread([this] { run(); });
}

Ticker::~Ticker() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
}

void Ticker::run() {
  const auto start = Clock::now();
  std::uint64_t seen = ~std::uint64_t{0};
  auto last_line = start;
  bool drawn = false;
  while (!stop_) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (stop_) break;
    const auto now = Clock::now();
    if (mode_ == Mode::Terminal) {
      // From the start (after 0.3 s, so that quick commands do not flicker), redrawn 5 times
      // a second, cut to the terminal's width so that it never wraps.
      if (now - start < std::chrono::milliseconds(300) ||
          now - last_line < std::chrono::milliseconds(200))
        continue;
      std::string text = line(command_);
      winsize ws{};
      const std::size_t width =
          ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1 ? ws.ws_col - 1 : 79;
      if (text.size() > width) text.resize(width);
      text.insert(0, erase_line);
      {
        Drawn& d = drawn_line();
        const std::lock_guard lock(d.mutex);
        [[maybe_unused]] auto n = ::write(STDERR_FILENO, text.data(), text.size());
        d.on_terminal = true;
      }
      drawn = true;
      last_line = now;
    } else {
      const std::uint64_t generation = state().generation.load();
      if (generation == seen && now - last_line < std::chrono::seconds(10)) continue;
      seen = generation;
      const std::string text = line(command_) + "\n";
      {
        const std::lock_guard lock(drawn_line().mutex);  // not inside a notice
        [[maybe_unused]] auto n = ::write(STDERR_FILENO, text.data(), text.size());
      }
      last_line = now;
    }
  }
  if (drawn) {
    Drawn& d = drawn_line();
    const std::lock_guard lock(d.mutex);
    [[maybe_unused]] auto n = ::write(STDERR_FILENO, erase_line, sizeof erase_line - 1);
    d.on_terminal = false;
  }
}

void halt_for_exit() {
  Drawn& d = drawn_line();
  for (int i = 0; i < 100 && !d.mutex.try_lock(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  if (d.on_terminal) {
    [[maybe_unused]] auto n = ::write(STDERR_FILENO, erase_line, sizeof erase_line - 1);
    d.on_terminal = false;
  }
}

void print_line(std::ostream& err, const std::string& text) {
  // Allocated before the lock: an allocation the memory budget refuses ends the process
  // (halt_for_exit), which must not find the lock held by its own thread.
  const std::string line = text + "\n";
  Drawn& d = drawn_line();
  const std::lock_guard lock(d.mutex);
  if (d.on_terminal) {  // only a Terminal ticker of this process draws on stderr
    [[maybe_unused]] auto n = ::write(STDERR_FILENO, erase_line, sizeof erase_line - 1);
    d.on_terminal = false;
  }
  err << line << std::flush;  // one write: a plain progress line never splits it
}

}  // namespace debref::progress
