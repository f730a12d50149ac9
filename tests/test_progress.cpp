// docs/ARCHITECTURE.md "Reports" (harness/core/progress.hpp): the progress line's counts and its
// estimate of the time left, which comes from the steps that cost work and their time, not from
// the skipped ones (queries a run takes from a checkpoint, say) or the time spent taking them;
// scripts/progress_test.sh tests the lines a command draws.
#include <doctest/doctest.h>

#include <chrono>
#include <sstream>
#include <string>
#include <thread>

#include "harness/core/progress.hpp"

namespace {

/// The seconds of "about N s left" in `line`, or -1 when the line has no estimate.
double seconds_left(const std::string& line) {
  const std::string before = "about ", after = " s left";
  const std::size_t at = line.find(before);
  if (at == std::string::npos) return -1;
  const std::size_t end = line.find(after, at);
  REQUIRE(end != std::string::npos);
  return std::stod(line.substr(at + before.size(), end - at - before.size()));
}

}  // namespace

TEST_CASE("progress: skipped steps count as done and stay out of the rate") {
  namespace progress = debref::progress;
  progress::task("test", "queries", 0, 0);
  {
    const progress::Sweep sweep("queries", 20);
    progress::skip(10);  // taken from a record: no time spent
    std::string line = progress::line("debref dqc");
    CHECK(line.find("10/20 (50%) queries") != std::string::npos);
    CHECK(seconds_left(line) < 0);  // no step has cost work yet: no rate, no estimate
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));
    progress::step(4);  // 4 steps in at least 1.1 s; 6 remain, so at least 1.65 s left
    line = progress::line("debref dqc");
    CHECK(line.find("14/20 (70%) queries") != std::string::npos);
    // A rate over all 14 done steps would say 6 × 1.1 / 14 ≈ 0.5 s: the skipped ones are out.
    CHECK(seconds_left(line) >= 2);
  }
  // The sweep ended: its skipped steps do not carry into the next one.
  {
    const progress::Sweep sweep("queries", 8);
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));
    progress::step(4);
    const std::string line = progress::line("debref dqc");
    CHECK(line.find("4/8 (50%) queries") != std::string::npos);
    const double left = seconds_left(line);
    CHECK(left >= 1);
  }
  progress::task("test", "done", 0, 0);
}

TEST_CASE("progress: the time that led up to skipped steps only stays out of the rate") {
  namespace progress = debref::progress;
  progress::task("test", "queries", 0, 0);
  {
    const progress::Sweep sweep("queries", 20);
    // 2 s of taking 10 queries from a record (rebuilding and hashing each), then 4 decided in
    // 1.1 s: 6 remain, so about 1.65 s left. Were the 2 s in the rate, at least 4.6 s.
    std::this_thread::sleep_for(std::chrono::milliseconds(2000));
    progress::skip(10);
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));
    progress::step(4);
    const std::string line = progress::line("debref dqc");
    CHECK(line.find("14/20 (70%) queries") != std::string::npos);
    const double left = seconds_left(line);
    CHECK(left >= 1);
    CHECK(left < 3.5);
  }
  progress::task("test", "done", 0, 0);
}

TEST_CASE("progress: a notice without a terminal line is its text and a newline, nothing else") {
  std::ostringstream err;
  debref::progress::print_line(err, "debref dqc: a notice");
  debref::progress::print_line(err, "");
  CHECK(err.str() == "debref dqc: a notice\n\n");
}
