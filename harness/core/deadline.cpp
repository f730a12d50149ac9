#include "harness/core/deadline.hpp"

#include <algorithm>
#include <atomic>

#include "harness/core/check.hpp"
#include "proofs/solver_control.hpp"

namespace debref {

namespace {
// One deadline for the process: checks run one at a time, and the worker threads a check starts
// (parallel sweeps) see its deadline too. 0 = none; else steady_clock ticks since its epoch.
std::atomic<std::chrono::steady_clock::rep> current{0};
}  // namespace

void set_deadline(std::optional<std::chrono::steady_clock::time_point> deadline) {
  current = deadline
                ? std::max<std::chrono::steady_clock::rep>(1, deadline->time_since_epoch().count())
                : 0;
  proofs::set_solver_deadline(deadline);  // a solver call's timeout is cut to the time left
}

bool past_deadline() {
  const auto d = current.load(std::memory_order_relaxed);
  return d != 0 && std::chrono::steady_clock::now().time_since_epoch().count() >= d;
}

void throw_if_past_deadline() {
  if (past_deadline()) throw ResourceLimit("time limit reached");
}

}  // namespace debref
